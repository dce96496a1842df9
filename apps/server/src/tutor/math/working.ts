// A line of working against the open equation. While 3x + 4 = 2x + 9 is open, '3x + 4 - 2x = x + 4'
// is the learner's (wrong) step, not a new problem: a line is working when it is equivalent to the
// problem or visibly derived from it (a side kept, one side changed by one term or one factor, or
// a short line built only from the problem's own numbers). Steps are graded by the polynomial
// algebra, never by wording, and the feedback says which side lost its balance.
import { parseSafe } from './expr.ts';
import { Poly, prettyTerm, toPoly } from './poly.ts';
import { fmtFrac, isZero, num, q, sign, type Q } from './rational.ts';
import { containsFinalAnswer } from './reveal.ts';
import type { AnswerCheck, MathProblem, MathSolution } from './types.ts';

export type LineRelation = 'equivalent' | 'partial' | 'derived' | 'unrelated';

type Sides = { L: Poly; R: Poly };

function polyOf(machine: string | undefined): Poly | null {
  const node = machine ? parseSafe(machine) : null;
  return node ? toPoly(node) : null;
}

function sidesOf(p: MathProblem): Sides | null {
  if (p.lhs === undefined || p.rhs === undefined) return null;
  const L = polyOf(p.lhs);
  const R = polyOf(p.rhs);
  return L && R ? { L, R } : null;
}

/** a = k·b for a non-zero constant k (k returned), comparing the highest term in `v`. */
function ratio(a: Poly, b: Poly, v: string): Q | null {
  if (a.isZero() || b.isZero()) return null;
  const d = b.degree(v);
  const lead = b.coef(v, d);
  const other = a.coef(v, d);
  if (isZero(lead) || isZero(other)) return null;
  const k = other.div(lead);
  return a.equals(b.scale(k)) ? k : null;
}

const single = (p: Poly) => p.termCount() === 1;

/** Numbers a short line may be built from: the problem's own, and one +, −, × or ÷ of two of them. */
function reachable(problem: Sides): Set<string> {
  const own = [...problem.L.list(), ...problem.R.list()].map((t) => t.coef.abs());
  const out = new Set(own.map(fmtFrac));
  for (const a of own) {
    for (const b of own) {
      out.add(fmtFrac(a.add(b)));
      out.add(fmtFrac(a.sub(b).abs()));
      out.add(fmtFrac(a.mul(b)));
      if (!isZero(b)) out.add(fmtFrac(a.div(b)));
    }
  }
  return out;
}

/** How a line of the learner's working relates to the open equation. */
export function relateLine(line: MathProblem, open: MathSolution): LineRelation {
  if (!/equation/.test(open.kind)) return 'unrelated';
  const v = open.problem.variable ?? 'x';
  const problem = sidesOf(open.problem);
  if (!problem) return 'unrelated';
  const D = problem.L.sub(problem.R);
  const lineSides = sidesOf(line);
  const expression = lineSides ? null : polyOf(line.expression);
  if (!lineSides && !expression) return 'unrelated';
  const vars = lineSides ? [...lineSides.L.variables(), ...lineSides.R.variables()] : expression!.variables();
  if (vars.some((x) => x !== v)) return 'unrelated';

  if (lineSides) {
    const Dl = lineSides.L.sub(lineSides.R);
    if (ratio(Dl, D, v)) return 'equivalent';
    // A factor of a quadratic set to zero: x - 2 = 0 gives one of the roots.
    if (open.kind === 'quadratic-equation' && Dl.degree(v) === 1) {
      const root = num(Dl.coef(v, 0).neg().div(Dl.coef(v, 1)));
      if (open.answerValues.some((r) => Math.abs(r - root) < 1e-9)) return 'partial';
    }
  } else if (partOfWorking(expression!, problem, v)) return 'partial';

  const lines = lineSides ? [lineSides.L, lineSides.R] : [expression!];
  const own = [problem.L, problem.R];
  // A side kept, or changed by one term or by one factor.
  for (const a of lines) {
    for (const b of own) {
      const diff = a.sub(b);
      if (diff.isZero() || single(diff) || ratio(a, b, v)) return 'derived';
    }
  }
  const terms = lines.reduce((n, p) => n + p.termCount(), 0);
  if (terms <= 2) {
    const numbers = lines.flatMap((p) => p.list().map((t) => t.coef.abs())).filter((c) => !c.equals(q(1)) && !isZero(c));
    const pool = reachable(problem);
    if (numbers.length > 0 && numbers.every((c) => pool.has(fmtFrac(c)))) return 'derived';
  }
  return 'unrelated';
}

/** An expression that is a correct part of the working: a side, a side with one term taken across, or L − R. */
function partOfWorking(e: Poly, problem: Sides, v: string): boolean {
  const { L, R } = problem;
  if (ratio(e, L.sub(R), v) || e.equals(L) || e.equals(R)) return true;
  for (const [side, other] of [
    [L, R],
    [R, L],
  ] as const) {
    for (const t of other.list()) if (e.equals(side.sub(Poly.fromTerms([t])))) return true;
  }
  return false;
}

const described = (t: Poly) => {
  const [term] = t.list();
  const size = prettyTerm({ coef: term.coef.abs(), powers: term.powers });
  return sign(term.coef) < 0 ? { did: `took away ${size}`, same: `take away ${size}` } : { did: `added ${size}`, same: `add ${size}` };
};

/** Where a wrong step lost its balance: a bracket multiplied out wrongly, a factorisation that does not
 * multiply back, or the side that changed without the other side changing the same way. */
function imbalance(line: MathProblem, lineSides: Sides, base: Sides, baseDisplay: string, v: string): string {
  const [lineL = '', lineR = ''] = line.display.split(' = ');
  const [baseL = '', baseR = ''] = baseDisplay.split(' = ');
  for (const [shown, was, now, expanded] of [
    [lineL, baseL, lineSides.L, base.L],
    [lineR, baseR, lineSides.R, base.R],
  ] as const) {
    if (/\(/.test(was) && !/\(/.test(shown) && !now.equals(expanded) && single(now.sub(expanded))) {
      return `Check how you multiplied out the bracket in ${was}: the number in front multiplies every term inside it.`;
    }
  }
  if (/\)\s*\(|[\dx]\s*\(/.test(lineL) && lineSides.R.isZero() && !lineSides.L.equals(base.L.sub(base.R))) {
    return `Multiply your brackets back out: they give ${lineSides.L.pretty()}, not ${base.L.sub(base.R).pretty()}. Check the numbers and signs in the brackets.`;
  }
  const dL = lineSides.L.sub(base.L);
  const dR = lineSides.R.sub(base.R);
  if (!dL.isZero() && single(dL) && !dR.equals(dL)) {
    const d = described(dL);
    return `On the left you ${d.did}. Whatever you do to one side you must do to the other: did you ${d.same} on the right as well?`;
  }
  if (!dR.isZero() && single(dR) && !dL.equals(dR)) {
    const d = described(dR);
    return `On the right you ${d.did}. Whatever you do to one side you must do to the other: did you ${d.same} on the left as well?`;
  }
  const kL = ratio(lineSides.L, base.L, v);
  const kR = ratio(lineSides.R, base.R, v);
  for (const [k, side, other] of [
    [kL, 'left', 'right'],
    [kR, 'right', 'left'],
  ] as const) {
    if (k && !k.equals(q(1)) && !(kL && kR && kL.equals(kR))) {
      const how = num(k.abs()) < 1 ? `divided the ${side} side by ${fmtFrac(q(1).div(k))}` : `multiplied the ${side} side by ${fmtFrac(k)}`;
      return `You ${how}. Do the same to every term on the ${other} side too.`;
    }
  }
  return '';
}

/**
 * Grade a line of working by algebra: right when it is equivalent to the equation (or a correct part
 * of it), otherwise wrong with the side that lost its balance, measured from the learner's last right
 * line when there is one. The feedback never states the answer.
 */
export function gradeStep(line: MathProblem, open: MathSolution, previous?: MathProblem | null): AnswerCheck {
  const relation = relateLine(line, open);
  if (relation === 'equivalent') return { correct: true, kind: 'correct', note: 'A correct step.' };
  if (relation === 'partial') {
    return { correct: true, kind: 'correct', note: sidesOf(line) ? 'That gives one solution. Is there another?' : 'That part is right.' };
  }
  const v = open.problem.variable ?? 'x';
  const lineSides = sidesOf(line);
  const bases = [previous, open.problem].filter((p): p is MathProblem => !!p && !!sidesOf(p));
  let where = '';
  for (const base of bases) {
    where = lineSides ? imbalance(line, lineSides, sidesOf(base)!, base.display, v) : '';
    if (where) break;
  }
  const generic = `Check that line: it no longer balances the way ${open.problem.display} does. Whatever you do to one side, do exactly the same to the other.`;
  const mistake = where && !containsFinalAnswer(where, open) ? where : generic;
  return {
    correct: false,
    kind: 'incorrect',
    mistake: containsFinalAnswer(mistake, open)
      ? 'Check that line: whatever you do to one side, do exactly the same to the other.'
      : mistake,
  };
}
