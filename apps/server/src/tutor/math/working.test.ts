import { describe, expect, it } from 'vitest';
import { parseMathProblem } from './detect.ts';
import { explainSimply } from './explain.ts';
import { containsFinalAnswer } from './hints.ts';
import { practiceProblem } from './practice.ts';
import { solveMathProblem } from './solve.ts';
import type { MathProblem, MathSolution } from './types.ts';
import { gradeStep, relateLine } from './working.ts';

const problem = (text: string): MathProblem => {
  const p = parseMathProblem(text);
  if (!p) throw new Error(`not detected: ${text}`);
  return p;
};
const solve = (text: string): MathSolution => solveMathProblem(problem(text));
const line = (text: string) => problem(/=/.test(text) ? `solve ${text}` : `simplify ${text}`);

describe('relateLine: working on the open equation, or a new problem', () => {
  const open = solve('solve 3x + 4 = 2x + 9');

  it.each([
    ['x + 4 = 9', 'equivalent'],
    ['3x - 2x = 9 - 4', 'equivalent'],
    ['3x + 4 - 2x = x + 4', 'derived'],
    ['5x = 5', 'derived'],
    ['3x + 4 - 2x', 'partial'],
    ['5x - 2 = 13', 'unrelated'],
    ['5x = 20', 'unrelated'],
    ['y + 4 = 9', 'unrelated'],
  ])('%s is %s', (text, relation) => {
    expect(relateLine(line(text), open)).toBe(relation);
  });

  it('counts one factor of a quadratic set to zero as part of the working', () => {
    expect(relateLine(line('x - 2 = 0'), solve('x^2 - 5x + 6 = 0'))).toBe('partial');
    expect(relateLine(line('x - 7 = 0'), solve('x^2 - 5x + 6 = 0'))).not.toBe('partial');
  });
});

describe('gradeStep: by algebra, with the side that lost its balance', () => {
  it.each([
    ['solve 3x + 4 = 2x + 9', '3x + 4 - 2x = x + 4', /On the left you took away 2x.*on the right as well/],
    ['solve 2x + 3 = 7', '2x = 10', /On the left you took away 3/],
    ['solve 4(x + 2) = 20', '4x + 2 = 20', /multiplied out the bracket in 4\(x \+ 2\)/],
    ['x^2 - 5x + 6 = 0', '(x + 2)(x + 3) = 0', /brackets back out: they give x\^2 \+ 5x \+ 6, not x\^2 - 5x \+ 6/],
  ])('%s, then %s', (p, step, message) => {
    const open = solve(p);
    const check = gradeStep(line(step), open);
    expect(check.correct).toBe(false);
    expect(check.mistake).toMatch(message);
    expect(containsFinalAnswer(check.mistake ?? '', open)).toBe(false);
  });

  it('measures a wrong line from the last right one', () => {
    const open = solve('7x - 3 = 4x + 9');
    const check = gradeStep(line('3x = 6'), open, line('3x - 3 = 9'));
    expect(check.mistake).toMatch(/On the left you added 3/);
  });

  it('calls equivalent lines right', () => {
    expect(gradeStep(line('2x = 4'), solve('solve 2x + 3 = 7')).correct).toBe(true);
    expect(gradeStep(line('(x - 2)(x - 3) = 0'), solve('x^2 - 5x + 6 = 0')).correct).toBe(true);
  });
});

describe('practiceProblem: the same kind, new numbers, verified, deterministic', () => {
  it.each([
    'solve 2x + 3 = 7',
    'solve 3x + 4 = 2x + 9',
    'solve 2(x + 1) = 10',
    'x^2 - 5x + 6 = 0',
    'x^2 = 49',
    'what is 3/4 + 1/6',
    'what is 7 × 8',
    '35% of 240',
    'percentage increase from 50 to 65',
    'simplify 3(x + 4) - 2x',
    'simplify (2x^2 + 6x)/(2x)',
    'd/dx (5x^4 + 3)',
    'what is the area of a circle of radius 3 m?',
    'area of a rectangle 5 cm by 3 cm',
  ])('%s', (text) => {
    const original = solve(text);
    const p = practiceProblem(original, 4);
    expect(p, text).not.toBeNull();
    expect(p!.kind).toBe(original.kind);
    expect(p!.display).not.toBe(original.problem.display);
    const s = solveMathProblem(p!);
    expect(s.check.passed).toBe(true);
    expect(practiceProblem(original, 4)?.display).toBe(p!.display);
    if (p!.measure) expect(p!.measure.unit).toBe(original.problem.measure?.unit);
  });

  it('gives different problems for different seeds', () => {
    const original = solve('solve 2x + 3 = 7');
    const shown = new Set([1, 2, 3, 4, 5].map((seed) => practiceProblem(original, seed)?.display));
    expect(shown.size).toBeGreaterThan(2);
  });

  it('keeps whole answers for a problem with whole answers', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const s = solveMathProblem(practiceProblem(solve('x^2 - 5x + 6 = 0'), seed)!);
      expect(s.answerValues.every(Number.isInteger), s.answer).toBe(true);
    }
  });
});

describe('explainSimply: the idea and the reason, never the answer', () => {
  it.each([
    'solve 2x + 3 = 7',
    'x^2 - 5x + 6 = 0',
    'what is 3/4 + 1/6',
    '35% of 240',
    'simplify (2x^2 + 6x)/(2x)',
    'd/dx (5x^4 + 3)',
    'area of a circle with radius 3 m',
  ])('%s', (text) => {
    const s = solve(text);
    for (const group of ['child', 'teen', 'adult'] as const) {
      for (let level = 0; level <= 3; level++) {
        const e = explainSimply(s, level, group, level % 2 === 1);
        expect(e.length, `${group} ${level}`).toBeGreaterThan(20);
        expect(containsFinalAnswer(e, s), e).toBe(false);
      }
    }
  });

  it('says why the step is done when asked why', () => {
    expect(explainSimply(solve('solve 6x - 5 = 31'), 1, 'teen', true)).toMatch(/^Why add 5\?/);
  });
});
