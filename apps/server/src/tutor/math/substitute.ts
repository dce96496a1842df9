// Verification of equation answers by substitution into the learner's original equation, evaluated by
// mathjs from the original text (not from our collected polynomial), plus a cross-check with nerdamer.
import { closeTo, evalReal, magnitude, parseSafe, substituteText } from './expr.ts';
import { casSolve } from './nerd.ts';
import { roundStr } from './rational.ts';
import type { MathProblem } from './types.ts';

export interface Substitution {
  ok: boolean;
  text: string;
}

/** Substitute one value: '2(2) + 3 = 7 ✓' or 'left 5(5) - 2 = 23, right 3(5) + 8 = 23 ✓'. */
export function substitute(p: MathProblem, value: number, valueText: string, approximate = false): Substitution {
  const v = p.variable ?? 'x';
  const [dl, dr] = p.display.split(' = ');
  const lhsNode = parseSafe(p.lhs ?? '');
  const rhsNode = parseSafe(p.rhs ?? '');
  if (!lhsNode || !rhsNode) return { ok: false, text: 'the equation could not be evaluated' };
  const scope = { [v]: value };
  const l = evalReal(lhsNode, scope);
  const r = evalReal(rhsNode, scope);
  // Tolerance scaled by the size of the terms, not of the result: the terms cancel at a root.
  const scale = Math.max(1, magnitude(lhsNode, scope), magnitude(rhsNode, scope));
  const ok = Number.isFinite(l) && Number.isFinite(r) && Math.abs(l - r) <= 1e-9 * scale;
  const rhsConstant = rhsNode !== null && !/[a-z]/.test(p.rhs ?? '');
  const sl = substituteText(dl, v, valueText);
  const sr = substituteText(dr ?? '', v, valueText);
  // A rounded irrational root only gives the right side approximately.
  const eq = approximate ? '≈' : '=';
  const text = rhsConstant
    ? ok
      ? `${sl} ${eq} ${dr} ✓`
      : `${sl} = ${roundStr(l, 6)}, not ${dr} ✗`
    : `left side ${sl} ${eq} ${roundStr(l, 6)}, right side ${sr} ${eq} ${roundStr(r, 6)} ${ok ? '✓' : '✗'}`;
  return { ok, text };
}

/**
 * Whether nerdamer's own roots agree with ours (real roots as a set; 'none' when we found no real
 * root). Returns null when nerdamer could not solve the equation, so only substitution is used.
 */
export function casAgrees(p: MathProblem, realRoots: number[]): boolean | null {
  const roots = casSolve(`${p.lhs}=${p.rhs}`, p.variable ?? 'x');
  if (!roots) return null;
  const real = roots.filter((r) => Number.isFinite(r.re) && Math.abs(r.im) < 1e-9).map((r) => r.re);
  const distinct: number[] = [];
  for (const r of real) if (!distinct.some((d) => closeTo(d, r, 1e-7))) distinct.push(r);
  if (distinct.length !== realRoots.length) return false;
  return realRoots.every((x) => distinct.some((d) => closeTo(d, x, 1e-7)));
}
