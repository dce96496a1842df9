import { describe, it, expect } from 'vitest';
import { parseMathProblem } from './detect.ts';
import { containsFinalAnswer, hintFor } from './hints.ts';
import { markUnverified, solveMathProblem } from './solve.ts';
import type { MathSolution } from './types.ts';

const cache = new Map<string, MathSolution>();
function solve(text: string): MathSolution {
  let s = cache.get(text);
  if (!s) {
    const p = parseMathProblem(text);
    if (!p) throw new Error(`not detected: ${text}`);
    s = solveMathProblem(p);
    cache.set(text, s);
  }
  return s;
}

const PROBLEMS = [
  '12 * 7',
  'what is 144 divided by 12',
  'what is 2 + 3 × 4?',
  'what is -5 + 3',
  'what is 0.1 + 0.2',
  '(2 + 3) × 4 - 6 ÷ 2',
  'what is 10 / 3',
  '2^10',
  'what is 20 - 7',
  'what is 2.5 * 4',
  'what is 3/4 + 1/6?',
  '5/6 - 1/3',
  '2/3 × 3/5',
  '3/4 ÷ 1/6',
  '1/5 + 2/5',
  'simplify 6/8',
  '2 + 1/3',
  '1/4 - 3/4',
  "what's 15% of 80",
  'what percent of 80 is 12',
  '1 is what percent of 3',
  'percentage increase from 50 to 65',
  'percentage decrease from 80 to 60',
  'increase 80 by 15%',
  'decrease 200 by 12.5%',
  'solve 2x + 3 = 7',
  'x + 3 = 7',
  'x + 5 = 10',
  '5x − 2 = 3x + 8',
  '-3x + 4 = -8',
  'solve 2(x + 1) = 10',
  'x/2 + 1 = 4',
  '0.5x + 1.2 = 3',
  '3x + 4 = 4 - x',
  '4x = 6',
  '7 - x = 10',
  'solve for y: 3y - 4 = 11',
  '2x + 3 = 2x + 5',
  '2(x + 1) = 2x + 2',
  'find x: x^2 - 5x + 6 = 0',
  'x^2 + x - 12 = 0',
  'x^2 - 6x + 9 = 0',
  '2x^2 - 10x + 12 = 0',
  'x^2 = 9',
  'x^2 - 4x = 0',
  '2x^2 - 3x - 2 = 0',
  'x^2 + 2x - 1 = 0',
  'x^2 - 5x + 3 = 0',
  'x^2 - 2 = 0',
  'x^2 + x + 1 = 0',
  'x^2 + 4 = 0',
  'x^2 + 3x = 10',
  'simplify 2(x+3) - x',
  'simplify 3(x − 2) − (x − 4)',
  'expand (x+1)(x-1)',
  'expand and simplify (x + 2)^2',
  'collect like terms: 3a + 2b - a',
  'simplify 4x - 2(3 - x)',
  'derivative of x^3 + 2x',
  'differentiate 3x^2',
  "what's the derivative of -4x^2 + 3x - 7?",
  'd/dx (x^2 + 5)',
  'derivative of 5',
  'derivative of 2x^5 - x^4 + 3x^2 - x + 1',
  'derivative of 1/x',
  'derivative of sin x + x^2',
  'differentiate 2x',
  'derivative of x^5',
];

describe('hintFor never reveals the final answer', () => {
  it.each(PROBLEMS)('%s', (text) => {
    const s = solve(text);
    expect(s.check.passed).toBe(true);
    for (let attempt = 0; attempt <= 4; attempt++) {
      const hint = hintFor(s, attempt);
      expect(hint.length, `attempt ${attempt}`).toBeGreaterThan(10);
      expect(containsFinalAnswer(hint, s), `attempt ${attempt}: ${hint}`).toBe(false);
      expect(hint).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it('gets more concrete with each attempt', () => {
    const s = solve('solve 2x + 3 = 7');
    expect(hintFor(s, 0)).toBe('What operation would undo the + 3 on the left? Whatever you do, do it to both sides.');
    expect(hintFor(s, 1)).toBe('To undo + 3, subtract 3 from both sides. That gives 2x = 4. What should you do next?');
    expect(hintFor(s, 2)).toMatch(/2x = 4/);
  });

  it('holds back a first step that is already the answer', () => {
    const s = solve('x + 3 = 7');
    const h = hintFor(s, 1);
    expect(h).toMatch(/subtract 3 from both sides/);
    expect(h).not.toMatch(/x = 4/);
  });

  it('gives kind-specific first questions', () => {
    expect(hintFor(solve('5x - 2 = 3x + 8'), 0)).toMatch(/x terms on both sides/);
    expect(hintFor(solve('x^2 - 5x + 6 = 0'), 0)).toMatch(/multiply to 6 and add to -5/);
    expect(hintFor(solve('x^2 - 5x + 3 = 0'), 0)).toMatch(/formula/);
    expect(hintFor(solve('x^2 + x + 1 = 0'), 0)).toMatch(/discriminant/);
    expect(hintFor(solve('3/4 + 1/6'), 0)).toMatch(/common denominator could 4 and 6 share/);
    expect(hintFor(solve('3/4 + 1/6'), 1)).toMatch(/lowest common denominator is 12/);
    expect(hintFor(solve("what's 15% of 80"), 0)).toMatch(/15% mean/);
    expect(hintFor(solve('simplify 2(x+3) - x'), 0)).toMatch(/brackets/);
    expect(hintFor(solve('derivative of x^3 + 2x'), 0)).toMatch(/power rule/);
    expect(hintFor(solve('12 * 7'), 0)).toMatch(/split 12 into 10 \+ 2/);
    expect(hintFor(solve('2 + 3 × 4'), 0)).toMatch(/Which operation should you do first/);
  });

  it('a single-term derivative uses a different example instead of the answer', () => {
    const s = solve('differentiate 3x^2');
    const h = hintFor(s, 1);
    expect(h).toMatch(/For example, d\/dx\(x\^5\) = 5x\^4/);
  });

  it('gives only a general prompt for an unverified solution', () => {
    const s = markUnverified({ ...solve('solve 2x + 3 = 7'), check: { passed: false, detail: 'failed' } });
    expect(hintFor(s, 1)).not.toMatch(/\d/);
  });
});

/** [problem, texts that reveal the answer, texts that do not] */
const REVEALS: Array<[string, string[], string[]]> = [
  [
    'solve 2x + 3 = 7',
    ['x = 2', 'x=2', 'So x is 2.', 'The answer is 2', 'the solution is x = 2', 'x = 4/2', 'so x ≈ 2.0', 'Therefore $x = 2$.'],
    [
      '2x + 3 = 7',
      'Subtract 3 from both sides to get 2x = 4.',
      'Divide both sides by 2.',
      'What is 7 - 3?',
      'x = 3',
      'Try 2(x) + 3 with a guess.',
      'x = 2x - 1 is not the same',
    ],
  ],
  ['x + 5 = 10', ['x = 5', 'the answer is 5'], ['Subtract 5 from both sides.', 'x + 5 - 5 = 10 - 5']],
  ['7 - x = 10', ['x = -3', 'x = −3', 'so x is -3'], ['7 - x = 10', 'Subtract 7 from both sides: -x = 3.', 'x - 3']],
  [
    'what is 3/4 + 1/6',
    ['11/12', 'It comes to 11/12.', '22/24', 'about 0.917', 'That is 0.92', 'The answer is \\frac{11}{12}'],
    ['3/4 + 1/6', '9/12 + 2/12', 'The common denominator is 12.', '12 is the lowest common denominator', 'Add the numerators: 9 + 2.'],
  ],
  [
    'find x: x^2 - 5x + 6 = 0',
    ['x = 2 or x = 3', 'The roots are 2 and 3', 'x = 3', '(x - 2)(x - 3) = 0', 'x = 2'],
    ['Find two numbers that multiply to 6 and add to -5.', 'x^2 - 5x + 6 = 0', 'The numbers are -2 and -3.', 'Use (x + p)(x + q) = 0.'],
  ],
  [
    'x^2 + 2x - 1 = 0',
    ['x = -1 ± √2', 'x = -1 + √2', 'the solutions are -2.414 and 0.414', 'x ≈ 0.41'],
    ['The discriminant is 8.', 'a = 1, b = 2, c = -1'],
  ],
  [
    'x^2 + x + 1 = 0',
    ['There are no real solutions.', 'It has no real roots', 'The graph never crosses the x-axis'],
    ['Work out the discriminant.', 'b^2 - 4ac = -3', 'What does the sign tell you?'],
  ],
  ['12 * 7', ['84', '12 × 7 = 84', 'The answer is 84.'], ['12 × 7', '10 × 7 = 70 and 2 × 7 = 14', 'Split 12 into 10 + 2.']],
  ["what's 15% of 80", ['12', '15% of 80 is 12'], ['15% = 0.15', 'Multiply 0.15 by 80.', '15/100 × 80']],
  ['percentage decrease from 80 to 60', ['25%', 'It fell by 25 percent'], ['The change is 60 − 80 = -20.', 'Divide by 80.']],
  [
    'derivative of x^3 + 2x',
    ['3x^2 + 2', "f'(x) = 3x² + 2", 'The derivative is 2 + 3x^2.', 'dy/dx = 3 x^2 + 2'],
    ['x^3 + 2x', 'd/dx(x^3) = 3x^2', 'Use the power rule.', '3x^2', 'The derivative of 2x is 2.'],
  ],
  ['differentiate 2x', ['The derivative is 2.', "f'(x) = 2"], ['2x', 'Use the power rule on 2x.']],
  [
    'simplify 2(x+3) - x',
    ['x + 6', 'It simplifies to 6 + x.', 'The answer is x+6'],
    ['2(x + 3) - x', '2x + 6 - x', 'Expand 2(x + 3) = 2x + 6.', 'Collect the x terms.'],
  ],
];

describe('containsFinalAnswer', () => {
  for (const [problem, yes, no] of REVEALS) {
    it.each(yes)(`${problem}: reveals "%s"`, (text) => {
      expect(containsFinalAnswer(text, solve(problem))).toBe(true);
    });
    it.each(no)(`${problem}: does not reveal "%s"`, (text) => {
      expect(containsFinalAnswer(text, solve(problem))).toBe(false);
    });
  }

  it('the problem statement itself never counts as revealing', () => {
    for (const text of PROBLEMS) {
      const s = solve(text);
      expect(containsFinalAnswer(text, s), text).toBe(false);
      expect(containsFinalAnswer(s.problem.display, s), s.problem.display).toBe(false);
    }
  });

  it('the full worked solution always reveals the answer', () => {
    for (const text of PROBLEMS) {
      const s = solve(text);
      const all = s.steps.map((st) => `${st.explanation} ${st.expression ?? ''}`).join(' ');
      expect(containsFinalAnswer(all, s), text).toBe(true);
      expect(containsFinalAnswer(`The answer is ${s.answer}.`, s), text).toBe(true);
    }
  });
});
