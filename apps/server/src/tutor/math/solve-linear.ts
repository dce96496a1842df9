// Linear equations, solved the way they are taught: tidy each side, gather the x terms on one side,
// undo the constant, then undo the coefficient. Each move is stated as "do X to both sides".
import { evalReal, parseSafe, prettyText } from './expr.ts';
import { Poly, toPoly } from './poly.ts';
import { fmtNumber, hasDecimalPoint, isInt, isZero, num, numer, q, sign, type Q } from './rational.ts';
import { casAgrees, substitute } from './substitute.ts';
import type { MathProblem, MathSolution, MathStep } from './types.ts';

function sidePolys(p: MathProblem): { L: Poly; R: Poly } {
  const l = parseSafe(p.lhs ?? '');
  const r = parseSafe(p.rhs ?? '');
  const L = l && toPoly(l);
  const R = r && toPoly(r);
  if (!L || !R) throw new Error('not a polynomial equation');
  return { L, R };
}

/** 'Divide both sides by 2', 'Multiply both sides by 3' (for x/3), 'Multiply both sides by -1'. */
function undoCoefficient(a: Q, fmt: (v: Q) => string): string {
  if (num(a) === -1) return 'Multiply both sides by -1 (this changes the sign of each side)';
  if (isInt(a)) return `Divide both sides by ${fmt(a)}`;
  const n = numer(a);
  if (n === 1n || n === -1n)
    return `Multiply both sides by ${n < 0n ? '-' : ''}${a.d} (this undoes dividing by ${n < 0n ? '-' : ''}${a.d})`;
  const recip = q(1).div(a);
  return `Multiply both sides by ${fmt(recip)}, the reciprocal of ${fmt(a)}`;
}

export function solveLinear(p: MathProblem): MathSolution {
  const v = p.variable ?? 'x';
  const decimals = hasDecimalPoint(p.expression);
  const fmt = (x: Q) => fmtNumber(x, decimals);
  const show = (poly: Poly) => poly.pretty(decimals);
  const sides = sidePolys(p);
  const steps: MathStep[] = [];
  const [shownL, shownR] = [prettyText(p.lhs ?? ''), prettyText(p.rhs ?? '')];
  if (show(sides.L) !== shownL || show(sides.R) !== shownR) {
    steps.push({
      explanation: 'Expand any brackets and collect like terms on each side.',
      expression: `${show(sides.L)} = ${show(sides.R)}`,
    });
  }
  // 7 = 2x + 3: with the unknown only on the right, swap the sides first, as it is taught.
  const swap = isZero(sides.L.coef(v, 1)) && !isZero(sides.R.coef(v, 1));
  const { L, R } = swap ? { L: sides.R, R: sides.L } : sides;
  if (swap) steps.push({ explanation: `${v} is only on the right, so swap the two sides round.`, expression: `${show(L)} = ${show(R)}` });

  // Gather the variable terms on the left: subtract the right-hand side's variable terms.
  const rConst = R.coef(v, 0);
  const rVar = R.sub(Poly.constant(rConst));
  let left = L;
  if (!rVar.isZero()) {
    left = L.sub(rVar);
    const single = rVar.termCount() === 1;
    const t = show(rVar);
    const explanation = single
      ? t.startsWith('-')
        ? `Add ${t.slice(1)} to both sides so that the ${v} terms are all on the left.`
        : `Subtract ${t} from both sides so that the ${v} terms are all on the left.`
      : `Subtract (${t}) from both sides so that the ${v} terms are all on the left.`;
    steps.push({ explanation, expression: `${show(left)} = ${fmt(rConst)}` });
  }

  const a = left.coef(v, 1);
  const b = left.coef(v, 0);
  const c = rConst;
  const a1 = num(L.coef(v, 1));
  const b1 = num(L.coef(v, 0));
  const a2 = num(R.coef(v, 1));
  const b2 = num(rConst);

  if (isZero(a)) {
    const identity = b.equals(c);
    steps.push({
      explanation: identity
        ? `The ${v} terms cancel and what is left, ${fmt(b)} = ${fmt(c)}, is always true: every value of ${v} works.`
        : `The ${v} terms cancel and what is left, ${fmt(b)} = ${fmt(c)}, is false: no value of ${v} works.`,
    });
    // Check: the two sides differ by the same constant everywhere.
    const diffs = [-2.5, 0, 1.5, 7].map((x) => evalReal(p.lhs ?? '', { [v]: x }) - evalReal(p.rhs ?? '', { [v]: x }));
    const constant = diffs.every((d) => Math.abs(d - diffs[0]) < 1e-9);
    const passed = constant && (identity ? Math.abs(diffs[0]) < 1e-9 : Math.abs(diffs[0]) > 1e-9);
    const answer = identity ? `every number is a solution` : 'no solution';
    return {
      kind: 'linear-equation',
      problem: p,
      answer,
      answerValues: [],
      steps,
      check: {
        passed,
        detail: passed
          ? `Substituting several values of ${v} always gives a difference of ${fmt(c.sub(b).neg())} between the sides ✓`
          : 'The sides do not behave as expected when values are substituted.',
      },
      facts: { type: 'linear', a1, b1, a2, b2, outcome: identity ? 'all' : 'none' },
    };
  }

  const ax = Poly.fromTerms([{ coef: a, powers: { [v]: 1 } }]).pretty(decimals);
  let rhs = c;
  if (!isZero(b)) {
    rhs = c.sub(b);
    const undo = sign(b) > 0 ? `subtract ${fmt(b)} from` : `add ${fmt(b.neg())} to`;
    const what = sign(b) > 0 ? `+ ${fmt(b)}` : `- ${fmt(b.neg())}`;
    steps.push({ explanation: `To undo ${what}, ${undo} both sides.`, expression: `${ax} = ${fmt(rhs)}` });
  }
  const x = rhs.div(a);
  if (!a.equals(q(1))) {
    steps.push({ explanation: `${undoCoefficient(a, fmt)} to get ${v} on its own.`, expression: `${v} = ${fmt(x)}` });
  }
  const value = fmt(x);
  const sub = substitute(p, num(x), value);
  const cas = casAgrees(p, [num(x)]);
  const passed = sub.ok && cas !== false;
  steps.push({ explanation: `Check by substituting ${v} = ${value} into the original equation.`, expression: sub.text });
  return {
    kind: 'linear-equation',
    problem: p,
    answer: `${v} = ${value}`,
    answerValues: [num(x)],
    steps,
    check: {
      passed,
      detail: passed
        ? `Substitution: ${sub.text}${cas ? '; nerdamer finds the same solution' : ''}`
        : `Verification failed: ${sub.text}${cas === false ? '; nerdamer found a different solution' : ''}`,
    },
    facts: { type: 'linear', a1, b1, a2, b2, outcome: 'one' },
  };
}
