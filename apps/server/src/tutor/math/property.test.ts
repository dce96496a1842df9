import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { checkLearnerAnswer } from './check-learner-answer.ts';
import { parseMathProblem } from './detect.ts';
import { containsFinalAnswer, hintFor } from './hints.ts';
import { solveMathProblem } from './solve.ts';

/** '3x - 4' style text for a·x + b, as a learner would type it. */
function linearText(a: number, b: number): string {
  const ax = a === 1 ? 'x' : a === -1 ? '-x' : `${a}x`;
  if (b === 0) return ax;
  return `${ax} ${b < 0 ? '-' : '+'} ${Math.abs(b)}`;
}

function quadraticText(k: number, r1: number, r2: number): string {
  // k(x - r1)(x - r2) = k x^2 - k(r1 + r2) x + k r1 r2
  const a = k;
  const b = -k * (r1 + r2);
  const c = k * r1 * r2;
  const parts = [a === 1 ? 'x^2' : a === -1 ? '-x^2' : `${a}x^2`];
  if (b !== 0) parts.push(`${b < 0 ? '-' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}x`);
  if (c !== 0) parts.push(`${c < 0 ? '-' : '+'} ${Math.abs(c)}`);
  return `${parts.join(' ')} = 0`;
}

describe('property: linear equations a x + b = c', () => {
  it('are detected, solved with a passing check, and the answer satisfies the equation', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -25, max: 25 }).filter((a) => a !== 0),
        fc.integer({ min: -60, max: 60 }),
        fc.integer({ min: -60, max: 60 }),
        (a, b, c) => {
          const text = `solve ${linearText(a, b)} = ${c}`;
          const p = parseMathProblem(text);
          expect(p?.kind, text).toBe('linear-equation');
          const s = solveMathProblem(p!);
          expect(s.check.passed, `${text}: ${s.check.detail}`).toBe(true);
          expect(s.answerValues).toHaveLength(1);
          const x = s.answerValues[0];
          expect(Math.abs(a * x + b - c)).toBeLessThan(1e-9);
          // The stated answer grades as correct, and no hint gives it away.
          expect(checkLearnerAnswer(s, s.answer).correct, s.answer).toBe(true);
          for (let attempt = 0; attempt < 3; attempt++) {
            const hint = hintFor(s, attempt);
            expect(containsFinalAnswer(hint, s), `${text} hint ${attempt}: ${hint}`).toBe(false);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('property: quadratics with integer roots', () => {
  it('k(x - r1)(x - r2) expanded is solved to {r1, r2}', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -12, max: 12 }),
        fc.integer({ min: -12, max: 12 }),
        fc.constantFrom(1, 1, 2, 3, -1, -2),
        (r1, r2, k) => {
          const text = quadraticText(k, r1, r2);
          const p = parseMathProblem(text);
          expect(p?.kind, text).toBe('quadratic-equation');
          const s = solveMathProblem(p!);
          expect(s.check.passed, `${text}: ${s.check.detail}`).toBe(true);
          const expected = [...new Set([r1, r2])].sort((x, y) => x - y);
          expect(s.answerValues, text).toHaveLength(expected.length);
          expected.forEach((r, i) => expect(s.answerValues[i]).toBeCloseTo(r, 9));
          // Both roots in either order grade as correct.
          expect(checkLearnerAnswer(s, `x = ${r2} or x = ${r1}`).correct, text).toBe(true);
          for (let attempt = 0; attempt < 3; attempt++) {
            const hint = hintFor(s, attempt);
            expect(containsFinalAnswer(hint, s), `${text} hint ${attempt}: ${hint}`).toBe(false);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('property: arithmetic matches a plain evaluation', () => {
  it('a op b for random integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 500 }), fc.integer({ min: 1, max: 99 }), fc.constantFrom('+', '-', '*', '/'), (a, b, op) => {
        const text = `what is ${a} ${op} ${b}`;
        const p = parseMathProblem(text);
        expect(p?.kind, text).toBe('arithmetic');
        const s = solveMathProblem(p!);
        const expected = op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : a / b;
        expect(s.check.passed, text).toBe(true);
        expect(s.answerValues[0]).toBeCloseTo(expected, 9);
      }),
      { numRuns: 100 },
    );
  });
});
