import { describe, expect, it } from 'vitest';
import { parseMathProblem } from './detect.ts';
import { solveMathProblem } from './solve.ts';
import type { MathKind } from './types.ts';

function found(text: string, kind: MathKind, display: string) {
  const p = parseMathProblem(text);
  expect(p, text).not.toBeNull();
  expect(p!.kind, text).toBe(kind);
  expect(p!.display, text).toBe(display);
  return p!;
}

describe('parseMathProblem: problems as learners type them', () => {
  it.each([
    ['solve 6x - 5 = 31 pls', 'linear-equation', '6x - 5 = 31'],
    ['x² + 2x − 15 = 0 how do i solve this', 'quadratic-equation', 'x^2 + 2x - 15 = 0'],
    ['homework q3: 35% of 240 = ?', 'percentage', '35% of 240'],
    ['I need to solve 2(3x + 1) = 5x + 9 for x, can you help?', 'linear-equation', '2(3x + 1) = 5x + 9'],
    ['d/dx (5x⁴ + 3) ?', 'derivative', '5x^4 + 3'],
    ['x^{2} - 9 = 0 pls solve', 'quadratic-equation', 'x^2 - 9 = 0'],
    ['simplify (2x^2 + 6x)/(2x)', 'simplify', '(2x^2 + 6x)/(2x)'],
    ['can u solve 4x + 2 = 18 plz', 'linear-equation', '4x + 2 = 18'],
    ['help w/ 3/5 + 1/10 pls', 'fraction', '3/5 + 1/10'],
    ['ex 4) 3x(x - 1) = 0', 'quadratic-equation', '3x(x - 1) = 0'],
    ['$\\dfrac{2}{5} + \\dfrac{1}{10}$', 'fraction', '2/5 + 1/10'],
    ['find dy/dx if y = 4x^2 - 3x', 'derivative', '4x^2 - 3x'],
    ['y = 2x^5, find dy/dx', 'derivative', '2x^5'],
    ["f(x) = x^3 - 6x, what is f'(x)?", 'derivative', 'x^3 - 6x'],
    ['differentiate with respect to t: t^3 + t', 'derivative', 't^3 + t'],
    ['$$\\frac{d}{dx}\\left(x^3 - 2x\\right)$$', 'derivative', 'x^3 - 2x'],
    ['(x − 3)² = 16', 'quadratic-equation', '(x - 3)^2 = 16'],
    ['-(x - 4) + 2(x + 1) simplify', 'simplify', '-(x - 4) + 2(x + 1)'],
  ] as const)('%s', (text, kind, display) => {
    found(text, kind, display);
  });

  it('differentiates the terms inside the brackets of d/dx (...)', () => {
    expect(solveMathProblem(found('$$\\frac{d}{dx}\\left(x^3 - 2x\\right)$$', 'derivative', 'x^3 - 2x')).answer).toBe('3x^2 - 2');
  });

  it('simplifies a quotient that divides exactly, and leaves one that does not', () => {
    expect(solveMathProblem(found('simplify (x^2 - 9)/(x - 3)', 'simplify', '(x^2 - 9)/(x - 3)')).answer).toBe('x + 3');
    expect(solveMathProblem(found('simplify (2x^2 + 6x)/(2x)', 'simplify', '(2x^2 + 6x)/(2x)')).answer).toBe('x + 3');
    expect(parseMathProblem('simplify (x^2 + 1)/(x - 3)')).toBeNull();
  });
});

describe('parseMathProblem: several problems in one message', () => {
  it.each([
    ['solve 2x + 3 = 7 and 3x - 1 = 8', '2x + 3 = 7', 1],
    ['1) 4x = 20 2) 3x + 1 = 10', '4x = 20', 1],
    ['7 × 8, 9 × 6 and 12 × 4', '7 × 8', 2],
    ['Solve 3x = 12. Then solve 2x + 5 = 9.', '3x = 12', 1],
    ['differentiate x^3 and x^5 + 2x', 'x^3', 1],
    ['simplify 2(x + 3) - x; simplify 4(x - 1) + 2', '2(x + 3) - x', 1],
  ] as const)('%s: the first, and how many more', (text, display, others) => {
    const p = parseMathProblem(text);
    expect(p?.display).toBe(display);
    expect(p?.others).toBe(others);
  });

  it('does not count an answer or prose as a second problem', () => {
    expect(parseMathProblem('Solve 2x + 3 = 7. I think x = 2.')?.others).toBeUndefined();
    expect(parseMathProblem("Hi! I'm stuck. Solve 2x + 3 = 7")?.others).toBeUndefined();
    expect(parseMathProblem('x = 2 and y = 3')).toBeNull();
  });
});

describe('parseMathProblem: measurements keep the unit of the question', () => {
  it.each([
    ['what is the area of a circle of radius 3 m?', 'the area of a circle with radius 3 m', '9π m² ≈ 28.27 m²'],
    ['area of a rectangle 5 cm by 3 cm', 'the area of a rectangle with length 5 cm and width 3 cm', '15 cm²'],
    ['a rectangle is 8 m long and 5 m wide. find its area', 'the area of a rectangle with length 8 m and width 5 m', '40 m²'],
    ['circumference of a circle with diameter 10 cm', 'the circumference of a circle with diameter 10 cm', '10π cm ≈ 31.42 cm'],
    ['area of a triangle with base 10 cm and height 6 cm', 'the area of a triangle with base 10 cm and height 6 cm', '30 cm²'],
    ['volume of a cuboid 2 m by 3 m by 4 m', 'the volume of a cuboid with length 2 m, width 3 m and height 4 m', '24 m³'],
    ['perimeter of a square with side 7 ft', 'the perimeter of a square with side 7 ft', '28 ft'],
    ['area of a square of side 4', 'the area of a square with side 4', '16 square units'],
  ])('%s', (text, display, answer) => {
    const s = solveMathProblem(found(text, 'measure', display));
    expect(s.check.passed).toBe(true);
    expect(s.answer).toBe(answer);
  });

  it('refuses lengths in two units, a missing length, and prose', () => {
    expect(parseMathProblem('area of a rectangle 5 m by 30 cm')).toBeNull();
    expect(parseMathProblem('what is the area of a circle')).toBeNull();
    expect(parseMathProblem('the area of my room is big')).toBeNull();
  });
});

describe('parseMathProblem: framing never turns prose into maths', () => {
  it.each([
    'help me with my essay pls',
    'I have 2 cats and 3 dogs lol',
    'q3: what is photosynthesis?',
    'idk how to start my history homework',
    'can u help w/ my reading',
    'The price is $5 and $10 pls',
    'chapter 3-5 please',
    'homework q2: explain the water cycle',
  ])('%s → null', (text) => {
    expect(parseMathProblem(text)).toBeNull();
  });
});

describe('parseMathProblem: numbers written in words', () => {
  it('reads number words beside an operator or after "of" as numbers', () => {
    const cases: [string, string][] = [
      ['What is half of ten?', '5'],
      ['what is ten plus five', '15'],
      ['what is five times three', '15'],
      ['one third of nine', '3'],
      ['twenty-four divided by six?', '4'],
    ];
    for (const [text, answer] of cases) {
      const p = parseMathProblem(text);
      expect(p, text).not.toBeNull();
      expect(solveMathProblem(p!)?.answer, text).toBe(answer);
    }
    expect(solveMathProblem(parseMathProblem('solve x plus four = ten')!)?.answer).toBe('x = 6');
  });

  it('leaves number words that are not maths alone', () => {
    expect(parseMathProblem('which one is the best book to read?')).toBeNull();
    expect(parseMathProblem('I have two cats and three dogs')).toBeNull();
    expect(parseMathProblem('tell me one fun fact about ten animals')).toBeNull();
  });
});
