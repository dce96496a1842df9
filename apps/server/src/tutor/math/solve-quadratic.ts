// Quadratic equations: standard form first, then the method a teacher would pick: factor out x when
// there is no constant, square roots when there is no x term, factorising when the roots are
// integers, and otherwise the quadratic formula with the discriminant (negative: no real solutions).
import { parseSafe, prettyText } from './expr.ts';
import { Poly, toPoly } from './poly.ts';
import { exactSqrt, fmtFrac, gcdBig, lcmBig, num, numer, q, roundStr, simplifySurd, type Q } from './rational.ts';
import { casAgrees, substitute } from './substitute.ts';
import type { MathProblem, MathSolution, MathStep, SolutionFacts } from './types.ts';

type Method = Extract<SolutionFacts, { type: 'quadratic' }>['method'];
interface Root {
  value: number;
  text: string; // exact: '2', '-1/2', '(5 + √13)/2'
  exact: boolean; // rational
}

const signed = (x: bigint) => (x < 0n ? `- ${-x}` : `+ ${x}`);
const paren = (x: bigint) => (x < 0n ? `(${x})` : `${x}`);

/** Exact text of p/den ± k√m/den, reduced: '3 + √2', '(5 - √13)/2', '-√3'. */
function surdRoot(p: bigint, k: bigint, m: bigint, den: bigint, plus: boolean): string {
  const g = gcdBig(gcdBig(p, k), den);
  const [pp, kk, dd] = [p / g, k / g, den / g];
  const surd = `${kk === 1n ? '' : kk}√${m}`;
  const top = pp === 0n ? `${plus ? '' : '-'}${surd}` : `${pp} ${plus ? '+' : '-'} ${surd}`;
  if (dd === 1n) return top;
  return pp === 0n ? `${top}/${dd}` : `(${top})/${dd}`;
}

export function solveQuadratic(p: MathProblem): MathSolution {
  const v = p.variable ?? 'x';
  const l = parseSafe(p.lhs ?? '');
  const r = parseSafe(p.rhs ?? '');
  const L = l && toPoly(l);
  const R = r && toPoly(r);
  if (!L || !R) throw new Error('not a polynomial equation');
  const steps: MathStep[] = [];
  let P = L.sub(R);
  const x2 = `${v}^2`;
  if (!R.isZero() || L.pretty() !== prettyText(p.lhs ?? '')) {
    steps.push({
      explanation: 'Move every term to one side and collect like terms, so that the equation equals 0.',
      expression: `${P.pretty()} = 0`,
    });
  }
  if (num(P.coef(v, 2)) < 0) {
    P = P.neg();
    steps.push({ explanation: `Multiply both sides by -1 so that the ${x2} term is positive.`, expression: `${P.pretty()} = 0` });
  }
  const coefs = [P.coef(v, 2), P.coef(v, 1), P.coef(v, 0)];
  const clear = coefs.reduce((m, c) => lcmBig(m, c.d), 1n);
  if (clear > 1n) {
    P = P.scale(q(Number(clear)));
    steps.push({ explanation: `Multiply both sides by ${clear} to clear the fractions.`, expression: `${P.pretty()} = 0` });
  }
  const g = [P.coef(v, 2), P.coef(v, 1), P.coef(v, 0)].reduce((m, c) => gcdBig(m, numer(c)), 0n);
  if (g > 1n) {
    P = P.scale(q(1, Number(g)));
    steps.push({ explanation: `Every coefficient is a multiple of ${g}, so divide both sides by ${g}.`, expression: `${P.pretty()} = 0` });
  }
  const [a, b, c] = [numer(P.coef(v, 2)), numer(P.coef(v, 1)), numer(P.coef(v, 0))];
  const D = b * b - 4n * a * c;
  const poly = (terms: Array<[Q, number]>) => Poly.fromTerms(terms.map(([coef, k]) => ({ coef, powers: k ? { [v]: k } : {} }))).pretty();
  const roots: Root[] = [];
  const rational = (n: bigint, d: bigint): Root => {
    const f = q(Number(n), Number(d));
    return { value: num(f), text: fmtFrac(f), exact: true };
  };
  let method: Method;

  if (c === 0n) {
    if (b === 0n) {
      method = 'square-root';
      steps.push({ explanation: `${x2} = 0 only when ${v} = 0.` });
      roots.push(rational(0n, 1n));
    } else {
      method = 'common-factor';
      const inner = poly([
        [q(Number(a)), 1],
        [q(Number(b)), 0],
      ]);
      steps.push({ explanation: `Both terms contain ${v}, so factor out ${v}.`, expression: `${v}(${inner}) = 0` });
      steps.push({ explanation: 'A product is zero when one of its factors is zero.', expression: `${v} = 0 or ${inner} = 0` });
      roots.push(rational(0n, 1n), rational(-b, a));
    }
  } else if (b === 0n) {
    method = 'square-root';
    const k = q(Number(-c), Number(a));
    steps.push({ explanation: `Get ${x2} on its own.`, expression: `${x2} = ${fmtFrac(k)}` });
    if (num(k) < 0) {
      method = 'no-real';
      steps.push({ explanation: `A square is never negative, so ${x2} = ${fmtFrac(k)} has no real solutions.` });
    } else {
      const sn = exactSqrt(numer(k));
      const sd = exactSqrt(k.d);
      if (sn !== null && sd !== null) {
        const root = q(Number(sn), Number(sd));
        steps.push({
          explanation: 'Take the square root of both sides, remembering the positive and the negative root.',
          expression: `${v} = ±${fmtFrac(root)}`,
        });
        roots.push(rational(-numer(root), root.d), rational(numer(root), root.d));
      } else {
        // √(n/d) = √(n·d)/d, then take square factors out.
        const { outside, inside } = simplifySurd(numer(k) * k.d);
        const text = (plus: boolean) => surdRoot(0n, outside, inside, k.d, plus);
        steps.push({
          explanation: 'Take the square root of both sides, remembering the positive and the negative root.',
          expression: `${v} = ±${text(true)}`,
        });
        const size = Math.sqrt(num(k));
        roots.push({ value: -size, text: text(false), exact: false }, { value: size, text: text(true), exact: false });
      }
    }
  } else {
    const s = exactSqrt(D);
    if (a === 1n && s !== null) {
      method = 'factor';
      // x^2 + bx + c = (x - r1)(x - r2): we need two numbers that multiply to c and add to b.
      const m1 = (b - s) / 2n;
      const m2 = (b + s) / 2n;
      steps.push({
        explanation: `Look for two numbers that multiply to ${c} and add to ${b}: they are ${m1} and ${m2}, because ${paren(m1)} × ${paren(m2)} = ${c} and ${paren(m1)} + ${paren(m2)} = ${b}.`,
      });
      const bracket = (m: bigint) => (m === 0n ? v : `${v} ${signed(m)}`);
      if (m1 === m2) {
        steps.push({ explanation: 'Factorise: the two brackets are the same.', expression: `(${bracket(m1)})^2 = 0` });
        steps.push({ explanation: 'Set the bracket equal to zero.', expression: `${bracket(m1)} = 0` });
        roots.push(rational(-m1, 1n));
      } else {
        steps.push({ explanation: 'Factorise using those two numbers.', expression: `(${bracket(m1)})(${bracket(m2)}) = 0` });
        steps.push({
          explanation: 'A product is zero when one of its factors is zero, so set each bracket equal to zero.',
          expression: `${bracket(m1)} = 0 or ${bracket(m2)} = 0`,
        });
        roots.push(rational(-m1, 1n), rational(-m2, 1n));
      }
    } else {
      method = D < 0n ? 'no-real' : 'formula';
      steps.push({
        explanation: `This does not factorise nicely, so use the quadratic formula ${v} = (-b ± √(b^2 - 4ac)) / (2a) with a = ${a}, b = ${b}, c = ${c}.`,
      });
      steps.push({
        explanation: 'Work out the discriminant b^2 - 4ac.',
        expression: `${paren(b)}^2 - 4 × ${paren(a)} × ${paren(c)} = ${D}`,
      });
      if (D < 0n) {
        steps.push({
          explanation: `The discriminant is negative, so there is no real square root: the equation has no real solutions (the graph never crosses the ${v}-axis).`,
        });
      } else if (s !== null) {
        steps.push({ explanation: `√${D} = ${s}.`, expression: `${v} = (${-b} ± ${s}) / ${2n * a}` });
        if (s === 0n) roots.push(rational(-b, 2n * a));
        else roots.push(rational(-b - s, 2n * a), rational(-b + s, 2n * a));
      } else {
        const { outside, inside } = simplifySurd(D);
        if (outside > 1n) steps.push({ explanation: `Simplify the square root: √${D} = ${outside}√${inside}.` });
        steps.push({
          explanation: 'Put the values into the formula.',
          expression: `${v} = (${-b} ± ${outside === 1n ? '' : outside}√${inside}) / ${2n * a}`,
        });
        // Numerically stable values: (-b ± √D)/2a loses the small root to cancellation when |b| is
        // large, so take the large root from -(b + sign(b)√D)/2 and the other from c/that.
        const big = -(Number(b) + (b < 0n ? -1 : 1) * Math.sqrt(Number(D))) / 2;
        const pair = [big / Number(a), Number(c) / big].sort((x, y) => x - y);
        const root = (plus: boolean): Root => ({
          value: plus ? pair[1] : pair[0],
          text: surdRoot(-b, outside, inside, 2n * a, plus),
          exact: false,
        });
        roots.push(root(false), root(true));
      }
    }
  }
  roots.sort((x, y) => x.value - y.value);
  const shown = roots.map((r) => (r.exact ? `${v} = ${r.text}` : `${v} = ${r.text} ≈ ${roundStr(r.value, 3)}`));
  const answer = roots.length === 0 ? 'no real solutions' : shown.join(' or ');
  if (roots.length)
    steps.push({
      explanation: roots.length === 1 ? 'So there is one (repeated) solution.' : 'So there are two solutions.',
      expression: answer,
    });

  const subs = roots.map((r) => substitute(p, r.value, r.exact ? r.text : roundStr(r.value, 4), !r.exact));
  const cas = casAgrees(
    p,
    roots.map((r) => r.value),
  );
  let passed = subs.every((s) => s.ok) && cas !== false;
  // No real roots: the discriminant must be negative and nerdamer must find only complex roots.
  if (roots.length === 0) passed = D < 0n && cas !== false;
  steps.push({
    explanation: roots.length
      ? 'Check each solution by substituting it into the original equation.'
      : 'Check: the discriminant (or the square) shows no real number can work.',
    expression: roots.length ? subs.map((s) => s.text).join('; ') : undefined,
  });
  const detail = roots.length
    ? `${passed ? 'Substitution' : 'Verification failed'}: ${subs.map((s) => s.text).join('; ')}${cas === true ? '; nerdamer finds the same roots' : cas === false ? '; nerdamer found different roots' : ''}`
    : `${passed ? 'No real roots' : 'Verification failed'}: discriminant ${D}${cas === true ? '; nerdamer finds only complex roots' : cas === false ? '; nerdamer found real roots' : ''}`;
  return {
    kind: 'quadratic-equation',
    problem: p,
    answer,
    answerValues: roots.map((r) => r.value),
    steps,
    check: { passed, detail },
    facts: { type: 'quadratic', a: Number(a), b: Number(b), c: Number(c), discriminant: Number(D), method },
  };
}
