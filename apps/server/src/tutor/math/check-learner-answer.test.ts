import { describe, it, expect } from 'vitest';
import { checkLearnerAnswer } from './check-learner-answer.ts';
import { parseMathProblem } from './detect.ts';
import { containsFinalAnswer } from './reveal.ts';
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

/** [problem, learner answers that must be accepted] */
const ACCEPT: Array<[string, string[]]> = [
  [
    'solve 2x + 3 = 7',
    ['x=2', '2', 'x = 2.0', '4/2', 'x is 2', 'I think it is 2', 'The answer is x = 2.', '2x = 4 so x = 2', 'x equals 2'],
  ],
  ['5x - 2 = 3x + 8', ['5', 'x = 5', '10/2']],
  ['4x = 6', ['3/2', '1.5', 'x = 1.50', '1 1/2', '6/4']],
  ['7 - x = 10', ['-3', 'x = −3', 'x=-3']],
  ['what is 3/4 + 1/6', ['11/12', '0.9167', '0.92', '0.917', '22/24', '11 / 12']],
  ['3/4 ÷ 1/6', ['9/2', '4.5', '4 1/2', '18/4']],
  ['what is 10 / 3', ['10/3', '3.33', '3.333', '3 1/3']],
  ['12 * 7', ['84', '84.0', 'it is 84']],
  ["what's 15% of 80", ['12', '12.0']],
  ['what percent of 80 is 12', ['15%', '15', '15 percent']],
  ['1 is what percent of 3', ['33.3%', '33.33', '100/3']],
  ['percentage decrease from 80 to 60', ['25%', '25% decrease', '-25%', '25']],
  ['percentage increase from 50 to 65', ['30%', '30% increase', '30']],
  ['find x: x^2 - 5x + 6 = 0', ['x = 2 or x = 3', '3, 2', 'x=3 and x=2', '2 and 3', '3 or 2']],
  ['x^2 = 9', ['±3', 'x = ±3', '3 and -3', 'x = -3, x = 3']],
  ['x^2 - 6x + 9 = 0', ['3', 'x = 3']],
  ['x^2 + 2x - 1 = 0', ['-1 ± √2', '0.41 and -2.41', 'x = -1 + sqrt(2) or x = -1 - sqrt(2)', '0.414, -2.414']],
  ['x^2 + x + 1 = 0', ['no real solutions', 'none', 'There are no real roots']],
  ['2x + 3 = 2x + 5', ['no solution', 'there is no solution']],
  ['2(x + 1) = 2x + 2', ['all real numbers', 'any number works', 'infinitely many']],
  ['derivative of x^3 + 2x', ['3x^2 + 2', "f'(x) = 3x² + 2", '2 + 3*x^2', 'dy/dx = 3x^2 + 2', '3 x^2 + 2']],
  ['derivative of 1/x', ['-1/x^2', '-x^-2', '-1/(x^2)']],
  ['derivative of 5', ['0', 'zero'.length === 4 ? '0' : '0']],
  ['simplify 2(x+3) - x', ['x + 6', '6 + x', 'x+6']],
  ['expand (x+1)(x-1)', ['x^2 - 1', 'x² - 1', '-1 + x^2']],
  ['collect like terms: 3a + 2b - a', ['2a + 2b', '2b + 2a']],
];

describe('checkLearnerAnswer: equivalent forms are correct', () => {
  for (const [problem, answers] of ACCEPT) {
    it.each(answers)(`${problem} ← %s`, (answer) => {
      const r = checkLearnerAnswer(solve(problem), answer);
      expect(r.kind, JSON.stringify(r)).toBe('correct');
      expect(r.correct).toBe(true);
    });
  }

  it('notes a correct fraction that could be simplified', () => {
    expect(checkLearnerAnswer(solve('3/4 + 1/6'), '22/24').note).toMatch(/simplified/);
    expect(checkLearnerAnswer(solve('3/4 + 1/6'), '11/12').note).toBeUndefined();
  });
});

/** [problem, wrong answer, expected mistake (regex) or null when no rule should claim to know] */
const REJECT: Array<[string, string, RegExp | null]> = [
  // linear
  ['solve 2x + 3 = 7', '5', /3 was added to both sides instead of subtracted/],
  ['solve 2x + 3 = 7', '4', /divide both sides by 2/],
  ['solve 2x + 3 = 7', '8', /multiplied by 2 instead of dividing/],
  ['solve 2x + 3 = 7', '-2', /sign/],
  ['solve 2x + 3 = 7', 'x = 2 or x = 3', /just one solution/],
  ['2x - 4 = 6', '1', /4 was subtracted from both sides instead of added/],
  ['5x - 2 = 3x + 8', '1.25', /sign changes/],
  ['5x - 2 = 3x + 8', '6', /substituting x = 6: 5\(6\) - 2 = 28, but the right side is 26/],
  ['2x + 3 = 2x + 5', '3', /There is a solution|is it ever true/],
  // arithmetic
  ['what is 2 + 3 × 4', '20', /order of operations/],
  ['12 * 7', '19', /added instead of multiplying/],
  ['what is 144 divided by 12', '1728', /multiplied instead of dividing/],
  ['what is 20 - 7', '-13', /wrong way round/],
  ['what is 2.5 * 4', '100', /decimal point/],
  ['what is 10 / 3', '3.3', /more precise/],
  ['12 * 7', '85', null],
  // fractions
  ['what is 3/4 + 1/6', '4/10', /3\/4 \+ 1\/6 ≠ 4\/10: you can't add the denominators/],
  ['what is 3/4 + 1/6', '0.4', /common denominator/],
  ['what is 3/4 + 1/6', '4/12', /numerators need changing too/],
  ['what is 5/6 - 1/3', '4/3', /common denominator/],
  ['3/4 ÷ 1/6', '1/8', /flip the second fraction/],
  ['3/4 ÷ 1/6', '2/9', /not the first/],
  ['2/3 × 3/5', '10/9', /divided/],
  ['what is 3/4 + 1/6', '0.9', /more precise/],
  // percentages
  ["what's 15% of 80", '1200', /15% means 15 ÷ 100/],
  ['what percent of 80 is 12', '0.15', /multiply it by 100/],
  ['what percent of 80 is 12', '666.67', /part \(12\) over the whole \(80\)/],
  ['percentage increase from 50 to 65', '23.08', /original value \(50\), not by the new value/],
  ['percentage increase from 50 to 65', '15', /change in value/],
  ['percentage decrease from 80 to 60', '25% increase', /it is a decrease/],
  ['increase 80 by 15%', '12', /add it to the original/],
  ['increase 80 by 15%', '68', /That is a decrease/],
  // quadratics
  ['find x: x^2 - 5x + 6 = 0', '2', /found one solution/],
  ['find x: x^2 - 5x + 6 = 0', '-2, -3', /sign/],
  ['find x: x^2 - 5x + 6 = 0', '2 and 4', /substituting x = 4/],
  ['2x^2 - 3x - 2 = 0', '8 and -2', /divide the whole top line/],
  ['x^2 + x + 1 = 0', '1', /discriminant/],
  ['x^2 + 2x - 1 = 0', '0.4', /one solution/],
  // derivatives
  ['derivative of x^3 + 2x', 'x^2 + 2', /power rule: bring the power down as a multiplier/],
  ['derivative of x^3 + 2x', '3x^3 + 2x', /reduce the power by 1/],
  ['derivative of x^3 + 2x', 'x^4/4 + x^2', /integrating/],
  ['derivative of x^3 + 2x + 7', '3x^2 + 9', /constant/],
  ['derivative of x^3 + 2x', '3x^2 + 2x', /Check the derivative of 2x; the other terms are right/],
  ['derivative of 4x^3 - x^2', '12x^2 - x', /Check the derivative of -x\^2/],
  // simplification
  ['simplify 2(x+3) - x', '2x + 6 - x', /not fully simplified/],
  ['simplify 2(x+3) - x', '2x + 3 - x', /every term inside the bracket/],
  ['simplify 3x - (x - 4)', '2x - 4', /changes the sign of every term/],
  ['simplify 2(x+3) - x', 'x + 5', /Check the numbers/],
];

describe('checkLearnerAnswer: wrong answers, with the slip located', () => {
  it.each(REJECT)('%s ← %s', (problem, answer, mistake) => {
    const s = solve(problem);
    const r = checkLearnerAnswer(s, answer);
    expect(r.kind, JSON.stringify(r)).toBe('incorrect');
    expect(r.correct).toBe(false);
    if (mistake) expect(r.mistake).toMatch(mistake);
    else expect(r.mistake).toBeUndefined();
    // Feedback on a wrong answer must not give the answer away either.
    if (r.mistake) expect(containsFinalAnswer(r.mistake, s), r.mistake).toBe(false);
  });
});

describe('checkLearnerAnswer: unreadable answers', () => {
  it.each([
    ['solve 2x + 3 = 7', 'banana'],
    ['solve 2x + 3 = 7', ''],
    ['solve 2x + 3 = 7', 'I do not know'],
    ['what is 3/4 + 1/6', 'eleven twelfths'],
    ['derivative of x^3 + 2x', 'the power rule'],
    ['derivative of x^3 + 2x', '3y^2'],
    ['simplify 2(x+3) - x', 'just x'],
  ])('%s ← %s', (problem, answer) => {
    const r = checkLearnerAnswer(solve(problem), answer);
    expect(r.kind).toBe('unparseable');
    expect(r.correct).toBe(false);
    expect(r.mistake).toBeTruthy();
  });

  it('never grades against an unverified solution', () => {
    const s = markUnverified({ ...solve('solve 2x + 3 = 7'), check: { passed: false, detail: 'failed' } });
    const r = checkLearnerAnswer(s, '2');
    expect(r).toMatchObject({ correct: false, kind: 'unparseable' });
  });
});
