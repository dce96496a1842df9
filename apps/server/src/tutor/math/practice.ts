// A fresh practice problem of the same kind as the open one ('another one', 'one more'): the same
// solver and the same shape with different numbers, chosen deterministically from a seed (the turn
// number) so re-reading the conversation gives the same problem, and kept only when the engine
// solves and verifies it with answers as friendly as the original's.
import { describeMeasure, measureExpression } from './detect-measure.ts';
import { describePercentage } from './detect-percent.ts';
import { parseMathProblem } from './detect.ts';
import { parseSafe } from './expr.ts';
import { toPoly } from './poly.ts';
import { exactSqrt, gcd, isInt, num, numer, q } from './rational.ts';
import { solveMathProblem } from './solve.ts';
import type { MathProblem, MathSolution, PercentageQuestion } from './types.ts';

/** mulberry32: a small, fast, deterministic generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
const int = (rnd: () => number, lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));

/** Every number of the machine form replaced, except exponents, zeros and the denominators' shape. */
function perturb(machine: string, rnd: () => number): string {
  return machine.replace(/(\^\s*\(?)?(\d+(?:\.\d+)?)/g, (whole, power: string | undefined, n: string) => {
    if (power || Number(n) === 0) return whole;
    if (n.includes('.')) {
      const places = n.split('.')[1].length;
      return (int(rnd, 1, 9 * 10 ** places) / 10 ** places).toFixed(places);
    }
    const size = Number(n);
    // A 1 stays a 1 (x/1 or 1x would read oddly); other numbers stay in the same range.
    if (size === 1) return n;
    return String(int(rnd, size >= 20 ? 10 : 2, Math.max(12, Math.min(99, size * 2))));
  });
}

/** The answer is as friendly as the original's: whole when it was whole, factorisable when it factorised. */
function friendly(s: MathSolution, original: MathSolution, strict: boolean): boolean {
  if (!s.check.passed || s.answer === original.answer) return false;
  // x = 0 or a zero result is a degenerate practice problem unless the original was one.
  if (s.answerValues.some((v) => v === 0) && !original.answerValues.some((v) => v === 0)) return false;
  const whole = (values: number[]) => values.length > 0 && values.every((v) => Number.isInteger(Math.round(v * 1e9) / 1e9));
  // Whole answers first (the friendliest practice), whatever the original's were; then as friendly as it.
  if (
    (strict || whole(original.answerValues)) &&
    /equation|arithmetic/.test(s.kind) &&
    original.answerValues.length &&
    !whole(s.answerValues)
  )
    return false;
  if (s.facts.type === 'quadratic' && original.facts.type === 'quadratic') return s.facts.method === original.facts.method;
  if (s.facts.type === 'linear' && original.facts.type === 'linear') return s.facts.outcome === original.facts.outcome;
  if (s.kind === 'fraction' || s.kind === 'arithmetic') return s.answerValues.every((v) => Math.abs(v) < 10_000);
  // Whole coefficients in the answer when the original's were whole ((10x^2 + 10x)/(12x) is not friendly).
  if (s.kind === 'simplify' || s.kind === 'derivative')
    return /\//.test(original.answerExpression ?? '') || !/\//.test(s.answerExpression ?? '');
  return true;
}

/** A cheap pre-check for equations before the full solver runs: whole roots when the original had them. */
function plausible(p: MathProblem, original: MathSolution, strict: boolean): boolean {
  if (!/equation/.test(p.kind) || !(strict || original.answerValues.every(Number.isInteger)) || !original.answerValues.length) return true;
  const l = parseSafe(p.lhs ?? '');
  const r = parseSafe(p.rhs ?? '');
  const poly = l && r && toPoly(l)?.sub(toPoly(r) ?? toPoly(l)!);
  if (!poly) return false;
  const v = p.variable ?? 'x';
  const [a, b, c] = [poly.coef(v, 2), poly.coef(v, 1), poly.coef(v, 0)];
  if (p.kind === 'linear-equation') return num(b) !== 0 && isInt(c.neg().div(b));
  const D = b.mul(b).sub(a.mul(c).mul(q(4)));
  return isInt(D) && exactSqrt(numer(D)) !== null;
}

const REQUEST: Partial<Record<MathProblem['kind'], (p: MathProblem, machine: string) => string>> = {
  'linear-equation': (p, m) => `solve for ${p.variable ?? 'x'}: ${m}`,
  'quadratic-equation': (p, m) => `solve for ${p.variable ?? 'x'}: ${m}`,
  simplify: (_p, m) => `simplify ${m}`,
  derivative: (p, m) => `derivative of ${m} with respect to ${p.variable ?? 'x'}`,
  arithmetic: (_p, m) => `what is ${m}`,
  fraction: (_p, m) => `what is ${m}`,
};

function percentage(q: PercentageQuestion, rnd: () => number): PercentageQuestion {
  switch (q.mode) {
    case 'of':
      return { mode: 'of', percent: pick(rnd, [5, 10, 15, 20, 25, 30, 40, 50, 60, 75]), base: 20 * int(rnd, 1, 20) };
    case 'ratio': {
      const whole = pick(rnd, [20, 25, 40, 50, 80, 200]);
      return { mode: 'ratio', whole, part: (whole * 5 * int(rnd, 1, 19)) / 100 };
    }
    case 'change': {
      const from = pick(rnd, [40, 50, 80, 120, 200, 400]);
      const pct = pick(rnd, [10, 20, 25, 30, 40, 50]);
      return { mode: 'change', from, to: q.to >= q.from ? from * (1 + pct / 100) : from * (1 - pct / 100) };
    }
    default:
      return { mode: q.mode, percent: pick(rnd, [5, 10, 15, 20, 25, 30, 50]), base: 20 * int(rnd, 1, 20) };
  }
}

/** Two fractions shaped like the original's: proper when they were, same or different denominators as they had. */
function fractionPractice(operands: Array<{ n: number; d: number }>, op: string, rnd: () => number): MathProblem | null {
  const [a, b] = operands;
  const sameBottom = a.d === b.d;
  const make = (like: { n: number; d: number }, d: number) => {
    const proper = Math.abs(like.n) < like.d;
    for (let i = 0; i < 12; i++) {
      const n = proper ? int(rnd, 1, d - 1) : int(rnd, d + 1, 3 * d);
      if (gcd(n, d) === 1) return n;
    }
    return 1;
  };
  const d1 = int(rnd, 2, 12);
  // Different bottoms with a small common denominator (at most 24), as worksheets set them.
  const partners = [2, 3, 4, 5, 6, 8, 9, 10, 12].filter((d) => d !== d1 && (d1 * d) / gcd(d1, d) <= 24);
  const d2 = sameBottom || partners.length === 0 ? d1 : pick(rnd, partners);
  const sym = op === '*' ? '×' : op === '/' ? '÷' : op;
  return parseMathProblem(`what is ${make(a, d1)}/${d1} ${sym} ${make(b, d2)}/${d2}`);
}

function candidate(original: MathSolution, rnd: () => number): MathProblem | null {
  const p = original.problem;
  if (p.kind === 'percentage' && p.percentage) {
    const question = percentage(p.percentage, rnd);
    return { kind: 'percentage', text: describePercentage(question).display, ...describePercentage(question), percentage: question };
  }
  if (p.kind === 'measure' && p.measure) {
    const lengths = Object.fromEntries(
      Object.keys(p.measure.lengths).map((k) => [k, k === 'diameter' ? 2 * int(rnd, 1, 8) : int(rnd, 2, 12)]),
    );
    const measure = { ...p.measure, lengths };
    const display = describeMeasure(measure);
    return { kind: 'measure', text: display, expression: measureExpression(measure), display, measure };
  }
  if (p.kind === 'fraction' && original.facts.type === 'fraction' && original.facts.operands.length === 2) {
    return fractionPractice(original.facts.operands, original.facts.ops[0], rnd);
  }
  const ask = REQUEST[p.kind];
  if (!ask) return null;
  const next = parseMathProblem(ask(p, perturb(p.expression, rnd)));
  return next && next.kind === p.kind && !next.others
    ? {
        ...next,
        text: `${next.kind === 'derivative' ? 'differentiate' : /equation/.test(next.kind) ? 'solve' : next.kind === 'simplify' ? 'simplify' : 'work out'} ${next.display}`,
      }
    : null;
}

/**
 * A practice problem like the open one, or null when none could be made and verified. The same
 * solution and seed always give the same problem.
 */
export function practiceProblem(original: MathSolution, seed: number): MathProblem | null {
  if (!original.check.passed) return null;
  const rnd = seededRandom(Math.imul(seed + 1, 2654435761));
  for (let tries = 0; tries < 80; tries++) {
    const strict = tries < 60;
    const p = candidate(original, rnd);
    if (!p || p.display === original.problem.display || !plausible(p, original, strict)) continue;
    const s = solveMathProblem(p);
    if (friendly(s, original, strict)) return p;
  }
  return null;
}
