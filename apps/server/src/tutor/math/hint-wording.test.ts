import { describe, expect, it } from 'vitest';
import { parseMathProblem } from './detect.ts';
import { containsFinalAnswer, hintFor, hintOptions } from './hints.ts';
import { solveMathProblem } from './solve.ts';
import type { MathSolution } from './types.ts';

const solve = (text: string): MathSolution => solveMathProblem(parseMathProblem(text)!);

describe('the first hint describes the equation as it is written', () => {
  it.each([
    ['7 = 2x + 3', /only on the right-hand side/],
    ['solve 2(x + 1) = 10', /Start with the brackets/],
    ['x/3 = 4', /divided by 3/],
    ['7 - x = 10', /get rid of the 7 on the left/],
    ['6x - 5 = 31', /undo the - 5 on the left/],
    ['3x + 4 = 2x + 9', /x terms on both sides/],
    ['(x + 1)(x - 2) = 0', /already a product of factors/],
    ['(x - 3)^2 = 16', /\(x - 3\) squared.*16/],
    ['2x^2 - 10x + 12 = 0', /First divide every term by 2.*multiply to 6 and add to -5/],
    ['-x^2 + 5x - 6 = 0', /multiply both sides by -1/],
    ['x^2 = 49', /^There is no x term/],
  ])('%s', (text, wording) => {
    const s = solve(text);
    const hint = hintFor(s, 0);
    expect(hint).toMatch(wording);
    expect(hint).not.toMatch(/\d{6,}/);
    expect(containsFinalAnswer(hint, s)).toBe(false);
  });

  it('solves an unknown on the right by swapping the sides first', () => {
    expect(solve('7 = 2x + 3').steps.map((st) => st.explanation)).toContain('x is only on the right, so swap the two sides round.');
  });

  it('offers several different hints, none of them the answer', () => {
    const s = solve('solve 2x + 3 = 7');
    const options = hintOptions(s, 2);
    expect(new Set(options).size).toBeGreaterThanOrEqual(3);
    for (const h of options) expect(containsFinalAnswer(h, s)).toBe(false);
  });

  it("hints a measurement with the question's own unit", () => {
    const s = solve('what is the area of a circle of radius 3 m?');
    expect(hintFor(s, 0)).toMatch(/radius is 3 m/);
    expect(hintFor(s, 2)).toMatch(/square metres/);
    expect(hintFor(s, 2)).not.toMatch(/cm/);
  });
});
