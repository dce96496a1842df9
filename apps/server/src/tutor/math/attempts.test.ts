import { describe, expect, it } from 'vitest';
import { checkLearnerAnswer } from './check-learner-answer.ts';
import { parseMathProblem } from './detect.ts';
import { readNumbers, readPiece } from './learner-parse.ts';
import { solveMathProblem } from './solve.ts';
import type { MathSolution } from './types.ts';

const solve = (text: string): MathSolution => {
  const p = parseMathProblem(text);
  if (!p) throw new Error(`not detected: ${text}`);
  return solveMathProblem(p);
};

describe("reading attempts in the learner's own form", () => {
  it('keeps the text of each value as written', () => {
    expect(readPiece('-1/3')).toEqual([{ value: -1 / 3, decimals: null, text: '-1/3' }]);
    expect(readPiece('0.25')?.[0].text).toBe('0.25');
    expect(readPiece('±7')?.map((v) => v.text)).toEqual(['7', '-7']);
    expect(readNumbers('x = -1/3')?.values[0].text).toBe('-1/3');
  });

  it('reads the value after the last = of a worked line of arithmetic', () => {
    expect(readNumbers('3 + 4 × 2 = 14')?.values.map((v) => v.value)).toEqual([14]);
    expect(readNumbers('\\sqrt{49} + 5 = 12')?.values.map((v) => v.value)).toEqual([12]);
    expect(readNumbers('x = 2')?.values.map((v) => v.value)).toEqual([2]);
  });
});

describe('echoing a right answer', () => {
  it.each([
    ['solve 3x + 1 = 0', 'x = -1/3', 'x = -1/3'],
    ['solve 3x + 1 = 0', 'x=-1/3', 'x = -1/3'],
    ['solve 2x = 5', 'x = 2.5', 'x = 2.5'],
    ['solve 4x - 1 = 2', '0.75', 'x = 0.75'],
    ['solve 9x = 6', 'x = 6/9', 'x = 6/9'],
    ['what is 3/4 + 1/6', '22/24', '22/24'],
    ['d/dx (5x^4 + 3)', "f'(x) = 20x^3", '20x^3'],
  ])('%s, "%s" is echoed as %s', (problem, attempt, shown) => {
    const c = checkLearnerAnswer(solve(problem), attempt);
    expect(c.correct).toBe(true);
    expect(c.shown).toBe(shown);
  });

  it('does not echo a sum still to be worked out', () => {
    const c = checkLearnerAnswer(solve('solve 3x + 4 = 2x + 9'), '9 - 4');
    expect(c.correct).toBe(true);
    expect(c.shown).toBeUndefined();
  });
});

describe("a wrong answer is discussed in the learner's own form", () => {
  it('substitutes a fraction exactly, never as a rounded decimal', () => {
    const c = checkLearnerAnswer(solve('solve 3x + 1 = 0'), 'x = -1/2');
    expect(c.correct).toBe(false);
    expect(c.mistake).toContain('x = -1/2');
    expect(c.mistake).toContain('3(-1/2) + 1 = -1/2');
    expect(c.mistake).not.toMatch(/0\.5|0\.333/);
  });

  it('keeps a decimal a decimal', () => {
    const c = checkLearnerAnswer(solve('solve 4x + 1 = 3'), 'x = 0.25');
    expect(c.mistake).toContain('4(0.25) + 1 = 2');
  });
});

describe('measurement answers: the number and the unit', () => {
  const circle = solve('what is the area of a circle of radius 3 m?');

  it.each([
    ['28.27 m²', true],
    ['28.27 m^2', true],
    ['9π m²', true],
    ['9 pi square metres', true],
    ['28.26', true],
    ['about 28.3 m²', true],
    ['28.27 cm²', false],
    ['18.85 m²', false],
    ['28', false],
    ['113.1 m²', false],
  ])('%s → %s', (attempt, right) => {
    expect(checkLearnerAnswer(circle, attempt).correct).toBe(right);
  });

  it('names the unit slip and the formula slip', () => {
    expect(checkLearnerAnswer(circle, '28.27 cm²').mistake).toMatch(/the area is in m²/);
    expect(checkLearnerAnswer(circle, '18.85 m²').mistake).toMatch(/circumference/);
    expect(checkLearnerAnswer(circle, '113.1 m²').mistake).toMatch(/radius, not the diameter|square the radius/);
    expect(checkLearnerAnswer(solve('area of a rectangle 5 cm by 3 cm'), '16 cm').mistake).toMatch(/perimeter/);
    expect(checkLearnerAnswer(solve('area of a triangle with base 10 cm and height 6 cm'), '60').mistake).toMatch(/½/);
  });

  it('accepts a right value with the wrong power of the unit, with a note', () => {
    const c = checkLearnerAnswer(solve('area of a rectangle 5 cm by 3 cm'), '15 cm');
    expect(c.correct).toBe(true);
    expect(c.note).toMatch(/cm²/);
  });
});
