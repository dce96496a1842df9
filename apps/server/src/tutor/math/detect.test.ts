import { describe, it, expect } from 'vitest';
import { parseMathProblem } from './detect.ts';
import type { MathKind } from './types.ts';

function expectKind(text: string, kind: MathKind, display?: string) {
  const p = parseMathProblem(text);
  expect(p, text).not.toBeNull();
  expect(p!.kind, text).toBe(kind);
  if (display) expect(p!.display, text).toBe(display);
  return p!;
}

describe('parseMathProblem: kinds from learner phrasing', () => {
  it.each([
    ['12 * 7', '12 × 7'],
    ['12 × 7', '12 × 7'],
    ['12 x 7', '12 × 7'],
    ['what is 144 divided by 12', '144 ÷ 12'],
    ['What is 2 + 3 × 4?', '2 + 3 × 4'],
    ['calculate 7 times 8', '7 × 8'],
    ['what is -5 + 3', '-5 + 3'],
    ['what is 0.1 + 0.2', '0.1 + 0.2'],
    ['2^10', '2^10'],
    ['what is 5 squared', '5^2'],
    ['1,000 - 250', '1000 - 250'],
    ['what is 20 − 7?', '20 - 7'],
    ['√16 + 2', 'sqrt(16) + 2'],
  ])('arithmetic: %s', (text, display) => {
    expectKind(text, 'arithmetic', display);
  });

  it.each([
    ['what is 3/4 + 1/6?', '3/4 + 1/6'],
    ['3/4 ÷ 1/6', '3/4 ÷ 1/6'],
    ['2/3 × 3/5', '2/3 × 3/5'],
    ['5/6 - 1/3', '5/6 - 1/3'],
    ['simplify 6/8', '6/8'],
    ['what is 2 + 1/3', '2 + 1/3'],
    ['\\frac{1}{2} + \\frac{1}{3}', '1/2 + 1/3'],
    ['what is 1/2 divided by 1/4', '1/2 ÷ 1/4'],
  ])('fraction: %s', (text, display) => {
    expectKind(text, 'fraction', display);
  });

  it('percentages in their four forms', () => {
    expect(expectKind("what's 15% of 80", 'percentage').percentage).toEqual({ mode: 'of', percent: 15, base: 80 });
    expect(expectKind('What is 20 percent of 150?', 'percentage').percentage).toEqual({ mode: 'of', percent: 20, base: 150 });
    expect(expectKind('what percent of 80 is 12', 'percentage').percentage).toEqual({ mode: 'ratio', part: 12, whole: 80 });
    expect(expectKind('12 is what percentage of 80?', 'percentage').percentage).toEqual({ mode: 'ratio', part: 12, whole: 80 });
    expect(expectKind('express 12 out of 80 as a percentage', 'percentage').percentage).toEqual({ mode: 'ratio', part: 12, whole: 80 });
    expect(expectKind('percentage increase from 50 to 65', 'percentage').percentage).toEqual({ mode: 'change', from: 50, to: 65 });
    expect(expectKind('What is the percent decrease from 80 to 60?', 'percentage').percentage).toEqual({
      mode: 'change',
      from: 80,
      to: 60,
    });
    expect(expectKind('increase 80 by 15%', 'percentage').percentage).toEqual({ mode: 'increase', percent: 15, base: 80 });
    expect(expectKind('decrease 200 by 12.5%', 'percentage').percentage).toEqual({ mode: 'decrease', percent: 12.5, base: 200 });
  });

  it.each([
    ['solve 2x + 3 = 7', '2x + 3 = 7', 'x'],
    ['2x+3=7', '2x + 3 = 7', 'x'],
    ['Can you solve $2x+3=7$ please?', '2x + 3 = 7', 'x'],
    ['solve for y: 3y - 4 = 11', '3y - 4 = 11', 'y'],
    ['how do I solve 4x = 12', '4x = 12', 'x'],
    ['5x − 2 = 3x + 8', '5x - 2 = 3x + 8', 'x'],
    ['what is x if x/2 + 1 = 4', 'x/2 + 1 = 4', 'x'],
    ['solve 2(x + 1) = 10 for x', '2(x + 1) = 10', 'x'],
    ['0.5x + 1.2 = 3', '0.5x + 1.2 = 3', 'x'],
    ['3x + 4 = 4 - x, find x', '3x + 4 = 4 - x', 'x'],
  ])('linear equation: %s', (text, display, variable) => {
    const p = expectKind(text, 'linear-equation', display);
    expect(p.variable).toBe(variable);
    expect(p.lhs).toBeTruthy();
    expect(p.rhs).toBeTruthy();
  });

  it.each([
    ['find x: x^2 - 5x + 6 = 0', 'x^2 - 5x + 6 = 0'],
    ['solve x squared - 4 = 0', 'x^2 - 4 = 0'],
    ['x² + 2x − 1 = 0', 'x^2 + 2x - 1 = 0'],
    ['solve x^2 = 9', 'x^2 = 9'],
    ['solve x^2 - 5x + 6', 'x^2 - 5x + 6 = 0'],
    ['\\(2x^2 - 3x - 2 = 0\\)', '2x^2 - 3x - 2 = 0'],
    ['solve t^2 + t + 1 = 0', 't^2 + t + 1 = 0'],
  ])('quadratic equation: %s', (text, display) => {
    expectKind(text, 'quadratic-equation', display);
  });

  it.each([
    ['simplify 2(x+3) - x', '2(x + 3) - x'],
    ['expand (x+1)(x-1)', '(x + 1)(x - 1)'],
    ['simplify 3(x − 2) − (x − 4)', '3(x - 2) - (x - 4)'],
    ['collect like terms: 3a + 2b - a', '3a + 2b - a'],
    ['expand and simplify (x + 2)^2', '(x + 2)^2'],
    ['2x + 3x', '2x + 3x'],
  ])('simplify: %s', (text, display) => {
    expectKind(text, 'simplify', display);
  });

  it.each([
    ['derivative of x^3 + 2x', 'x^3 + 2x', 'x'],
    ['differentiate 3x^2', '3x^2', 'x'],
    ["what's the derivative of -4x^2 + 3x - 7?", '-4x^2 + 3x - 7', 'x'],
    ['d/dx (x^2 + 5)', 'x^2 + 5', 'x'],
    ['find the derivative of y = x^4', 'x^4', 'x'],
    ['differentiate t^3 with respect to t', 't^3', 't'],
    ['derivative of sin x', 'sin(x)', 'x'],
    ['derivative of 5', '5', 'x'],
  ])('derivative: %s', (text, display, variable) => {
    const p = expectKind(text, 'derivative', display);
    expect(p.variable).toBe(variable);
  });

  it('finds the question in a short multi-sentence message', () => {
    expect(expectKind("Hi! I'm stuck on my homework. Solve 2x + 3 = 7", 'linear-equation', '2x + 3 = 7').text).toBe(
      "Hi! I'm stuck on my homework. Solve 2x + 3 = 7",
    );
    expectKind('Can you help me with 3/4 + 1/6?', 'fraction', '3/4 + 1/6');
    expectKind('I need help solving x^2 - 9 = 0', 'quadratic-equation', 'x^2 - 9 = 0');
    expectKind('What is the value of x in 2x + 3 = 7?', 'linear-equation', '2x + 3 = 7');
    expectKind('what is 3/4 of 20', 'fraction', '3/4 × 20');
    expect(parseMathProblem('I bought 2 pens. They cost $5 and $10.')).toBeNull();
  });

  it('keeps a machine form that has explicit products', () => {
    expect(parseMathProblem('solve 2x + 3 = 7')!.expression).toBe('2*x + 3 = 7');
    expect(parseMathProblem('simplify 2(x+3) - x')!.expression).toBe('2*(x + 3) - x');
    expect(parseMathProblem('3/4 ÷ 1/6')!.expression).toBe('(3/4)/(1/6)');
  });
});

describe('parseMathProblem: not maths', () => {
  it.each([
    '$5 and $10',
    'The price is $5 and $10 later',
    'It costs $5 + $10',
    'I paid £20 for 2 books',
    'I have 2 cats and 3 dogs',
    'hello',
    'What is photosynthesis?',
    'what is 7',
    '2024',
    'call me at 555-1234',
    'chapter 3-5 please',
    'I am 12 years old',
    'Can you explain fractions?',
    '',
    'solve x^3 = 8',
    'integrate x^2',
    'factorise x^2 - 4',
    'what is 5/0',
    'x = 2 and y = 3',
    '20% + 5',
    'a'.repeat(400),
  ])('%s → null', (text) => {
    expect(parseMathProblem(text)).toBeNull();
  });
});
