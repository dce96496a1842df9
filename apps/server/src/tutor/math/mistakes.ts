// A handful of well-known slips, recognised by recomputing the problem the wrong way and comparing
// with the learner's value. The messages point at the slip without stating the final answer.
import { closeTo, evalReal, parseSafe, substituteText } from './expr.ts';
import { toPoly } from './poly.ts';
import { exactDecimal, fmtFrac, isInt, lcm, num, q, roundStr, terminates, type Q } from './rational.ts';
import type { MathSolution } from './types.ts';

const near = (a: number, b: number) => Number.isFinite(b) && closeTo(a, b, 1e-9);
const f = (n: number) => roundStr(n, 4);

/** Equal, or equal after rounding to the places the learner typed (666.67 for 666.666...). */
function hit(learner: number, wrong: number, places: number | null): boolean {
  if (near(learner, wrong)) return true;
  return places !== null && Number.isFinite(wrong) && Math.abs(learner - wrong) <= 0.5 * 10 ** -places + 1e-12;
}

/** The first rule whose wrong value the learner hit, skipping rules whose wrong value is actually right. */
function firstMatch(learner: number, expected: number, rules: Array<[number, string]>, places: number | null): string | undefined {
  for (const [wrong, message] of rules) if (!near(wrong, expected) && hit(learner, wrong, places)) return message;
  return undefined;
}

function linearMistake(s: MathSolution, v: number, places: number | null, written?: string): string | undefined {
  if (s.facts.type !== 'linear') return undefined;
  const { a1, b1, a2, b2 } = s.facts;
  const A = a1 - a2;
  const x = s.answerValues[0];
  const name = s.problem.variable ?? 'x';
  const rules: Array<[number, string]> = [];
  if (b1 !== 0) {
    rules.push([
      (b2 + b1) / A,
      b1 > 0
        ? `It looks like ${f(b1)} was added to both sides instead of subtracted. To undo + ${f(b1)}, subtract ${f(b1)} from both sides.`
        : `It looks like ${f(-b1)} was subtracted from both sides instead of added. To undo - ${f(-b1)}, add ${f(-b1)} to both sides.`,
    ]);
  }
  if (a2 !== 0) {
    rules.push([
      (b2 - b1) / (a1 + a2),
      `When you move ${f(Math.abs(a2))}${name} to the other side, its sign changes: ${a2 > 0 ? 'subtract' : 'add'} it on both sides.`,
    ]);
  }
  if (A !== 1) {
    rules.push([b2 - b1, `It looks like you stopped before the last step: divide both sides by ${f(A)} to get ${name} on its own.`]);
    rules.push([(b2 - b1) * A, `It looks like you multiplied by ${f(A)} instead of dividing by it.`]);
    rules.push([A / (b2 - b1), `The division is upside down: divide the number side by ${f(A)}, not ${f(A)} by the number side.`]);
  }
  rules.push([-x, 'Check the sign of your answer: it has the opposite sign. Watch the signs when you move terms across the equals sign.']);
  const found = firstMatch(v, x, rules, places);
  if (found) return found;
  return substitutionFeedback(s, v, written);
}

/** The learner's value as an exact rational when they wrote one ('-1/3', '0.25', '4'), else null. */
function exactOf(text: string | undefined): Q | null {
  const t = text?.replace(/\s+/g, '');
  if (!t || !/^-?\d+(?:\.\d+)?(?:\/\d+)?$/.test(t) || /\/0+$/.test(t)) return null;
  try {
    return q(t);
  } catch {
    return null;
  }
}

/** A side of the equation at an exact value, or null when it is not a polynomial. */
function sideAt(machine: string, variable: string, x: Q): Q | null {
  const node = parseSafe(machine);
  const poly = node && toPoly(node);
  if (!poly) return null;
  let total = q(0);
  for (const t of poly.list()) {
    let term = t.coef;
    for (const [v, e] of Object.entries(t.powers)) {
      if (v !== variable) return null;
      for (let i = 0; i < e; i++) term = term.mul(x);
    }
    total = total.add(term);
  }
  return total;
}

/** A value in the learner's own style: fractions stay fractions, decimals stay decimals. */
function inStyle(v: Q, written: string): string {
  if (isInt(v)) return fmtFrac(v);
  if (written.includes('/')) return fmtFrac(v);
  return terminates(v) && exactDecimal(v).length <= 10 ? exactDecimal(v) : roundStr(num(v), 4);
}

/**
 * Locates the error by substitution: 'with x = 5 the left side is 13, but the right side is 7'. The
 * value is shown as the learner wrote it (-1/3 stays -1/3), and worked exactly when it is rational.
 */
export function substitutionFeedback(s: MathSolution, v: number, written?: string): string | undefined {
  const p = s.problem;
  if (!p.lhs || !p.rhs) return undefined;
  const name = p.variable ?? 'x';
  const [dl] = p.display.split(' = ');
  const exact = exactOf(written);
  const el = exact && sideAt(p.lhs, name, exact);
  const er = exact && sideAt(p.rhs, name, exact);
  if (exact && el && er && written) {
    const shown = written.replace(/\s+/g, '');
    return `Try substituting ${name} = ${shown}: ${substituteText(dl, name, shown)} = ${inStyle(el, shown)}, but the right side is ${inStyle(er, shown)}, so it doesn't balance.`;
  }
  const l = evalReal(p.lhs, { [name]: v });
  const r = evalReal(p.rhs, { [name]: v });
  if (!Number.isFinite(l) || !Number.isFinite(r)) return undefined;
  const shown = written?.trim() || f(v);
  const eq = Math.abs(l - Number(f(l))) < 1e-12 ? '=' : '≈';
  return `Try substituting ${name} = ${shown}: ${substituteText(dl, name, shown)} ${eq} ${f(l)}, but the right side is ${f(r)}, so it doesn't balance.`;
}

function arithmeticMistake(s: MathSolution, v: number, places: number | null): string | undefined {
  if (s.facts.type !== 'arithmetic') return undefined;
  const x = s.answerValues[0];
  const rules: Array<[number, string]> = [];
  if (s.facts.leftToRight !== undefined) {
    rules.push([
      s.facts.leftToRight,
      'It looks like you worked from left to right. Remember the order of operations: × and ÷ come before + and −.',
    ]);
  }
  const op = s.facts.singleOp;
  if (op) {
    const { left: a, right: b } = op;
    const wrong: Record<string, Array<[number, string]>> = {
      '*': [[a + b, 'It looks like you added instead of multiplying.']],
      '/': [
        [a * b, 'It looks like you multiplied instead of dividing.'],
        [b / a, 'The division is the wrong way round: divide the first number by the second.'],
        [a - b, 'It looks like you subtracted instead of dividing.'],
      ],
      '+': [
        [a - b, 'It looks like you subtracted instead of adding.'],
        [a * b, 'It looks like you multiplied instead of adding.'],
      ],
      '-': [
        [b - a, 'The subtraction is the wrong way round: take the second number away from the first.'],
        [a + b, 'It looks like you added instead of subtracting.'],
      ],
      '^': [[a * b, `A power is repeated multiplication, not ${f(a)} × ${f(b)}: multiply ${f(a)} by itself ${f(b)} times.`]],
    };
    rules.push(...(wrong[op.op] ?? []));
  }
  rules.push([-x, 'Check the sign of your answer.']);
  rules.push([x * 10, 'Check the position of the decimal point.'], [x / 10, 'Check the position of the decimal point.']);
  return firstMatch(v, x, rules, places);
}

function fractionMistake(s: MathSolution, v: number, places: number | null): string | undefined {
  if (s.facts.type !== 'fraction' || s.facts.operands.length !== 2) return undefined;
  const [{ n: n1, d: d1 }, { n: n2, d: d2 }] = s.facts.operands;
  const op = s.facts.ops[0];
  const x = s.answerValues[0];
  const show = (n: number, d: number) => (d === 1 ? `${n}` : `${n}/${d}`);
  const L = lcm(d1, d2);
  const rules: Array<[number, string]> = [];
  if (op === '+' || op === '-') {
    const sym = op === '+' ? '+' : '−';
    const nn = op === '+' ? n1 + n2 : n1 - n2;
    const dd = op === '+' ? d1 + d2 : d1 - d2;
    if (dd !== 0) {
      rules.push([
        nn / dd,
        `${show(n1, d1)} ${sym} ${show(n2, d2)} ≠ ${nn}/${dd}: you can't ${op === '+' ? 'add' : 'subtract'} the denominators. You need a common denominator first.`,
      ]);
    }
    if (d1 !== d2) {
      rules.push([
        nn / L,
        `You found the common denominator ${L}, but the numerators need changing too: multiply each numerator by the same number as its denominator.`,
      ]);
    }
    if (op === '-') rules.push([-x, 'Check the sign: take the second fraction away from the first.']);
  } else if (op === '*') {
    rules.push([
      (n1 * d2) / (d1 * n2),
      'It looks like you divided (flipped a fraction) instead of multiplying: just multiply the tops together and the bottoms together.',
    ]);
    rules.push([(n1 + n2) / (d1 + d2), "To multiply fractions, multiply the tops together and the bottoms together (don't add them)."]);
  } else if (op === '/') {
    rules.push([(n1 * n2) / (d1 * d2), 'When dividing by a fraction, flip the second fraction (use its reciprocal) and then multiply.']);
    rules.push([(d1 * n2) / (n1 * d2), 'Flip the second fraction (the one you are dividing by), not the first.']);
  }
  return firstMatch(v, x, rules, places);
}

function percentageMistake(s: MathSolution, v: number, places: number | null): string | undefined {
  if (s.facts.type !== 'percentage') return undefined;
  const question = s.facts.question;
  const x = s.answerValues[0];
  const rules: Array<[number, string]> = [];
  switch (question.mode) {
    case 'of':
      rules.push([
        question.percent * question.base,
        `It looks like you multiplied by ${f(question.percent)} instead of ${f(question.percent)}%. Remember ${f(question.percent)}% means ${f(question.percent)} ÷ 100.`,
      ]);
      rules.push([
        question.base / question.percent,
        `"Of" means multiply: turn ${f(question.percent)}% into a decimal and multiply it by ${f(question.base)}.`,
      ]);
      break;
    case 'ratio':
      rules.push([
        (question.whole / question.part) * 100,
        `Put the part (${f(question.part)}) over the whole (${f(question.whole)}), not the other way round.`,
      ]);
      rules.push([question.part / question.whole, 'You have the decimal; multiply it by 100 to turn it into a percentage.']);
      break;
    case 'change': {
      const change = question.to - question.from;
      rules.push([(change / question.to) * 100, `Divide the change by the original value (${f(question.from)}), not by the new value.`]);
      rules.push([change, 'That is the change in value. Now divide it by the original value and multiply by 100.']);
      rules.push([Math.abs(change), 'That is the change in value. Now divide it by the original value and multiply by 100.']);
      rules.push([change / question.from, 'You have the decimal; multiply it by 100 to turn it into a percentage.']);
      break;
    }
    case 'increase':
    case 'decrease': {
      const part = (question.percent / 100) * question.base;
      rules.push([
        part,
        `That is ${f(question.percent)}% of ${f(question.base)}. Now ${question.mode === 'increase' ? 'add it to' : 'take it away from'} the original amount.`,
      ]);
      rules.push([
        question.mode === 'increase' ? question.base - part : question.base + part,
        `That is a ${question.mode === 'increase' ? 'decrease' : 'increase'}: ${question.mode === 'increase' ? 'add the amount on' : 'take the amount away'} instead.`,
      ]);
      break;
    }
  }
  return firstMatch(v, x, rules, places);
}

/**
 * The likely slip behind a wrong numeric answer, or undefined when none of the rules explains it.
 * `places` is how many decimal places the learner typed, so a rounded wrong value still matches.
 */
export function numericMistake(s: MathSolution, v: number, places: number | null = null, written?: string): string | undefined {
  switch (s.kind) {
    case 'linear-equation':
      return linearMistake(s, v, places, written);
    case 'arithmetic':
      return arithmeticMistake(s, v, places);
    case 'fraction':
      return fractionMistake(s, v, places);
    case 'percentage':
      return percentageMistake(s, v, places);
    default:
      return undefined;
  }
}

/** Slips in quadratic answers: one root only, flipped signs, forgetting to divide by 2a. */
export function quadraticMistake(s: MathSolution, values: number[], written: Array<string | undefined> = []): string | undefined {
  if (s.facts.type !== 'quadratic') return undefined;
  const roots = s.answerValues;
  const { a, b, discriminant: D, method } = s.facts;
  const has = (x: number) => values.some((v) => near(v, x));
  if (roots.length === 0)
    return 'Work out the discriminant b² − 4ac first and look at its sign: what does it tell you about the solutions?';
  const wrong = values.filter((v) => !roots.some((r) => near(v, r)));
  if (wrong.length === 0 && roots.some((r) => !has(r)))
    return 'You have found one solution. A quadratic can have two: look for the other one.';
  if (values.length && values.every((v) => roots.some((r) => near(-v, r))) && roots.some((r) => r !== 0)) {
    return method === 'factor'
      ? 'Check the signs: when a bracket like (x + a) equals zero, x = -a. The sign flips.'
      : 'Check the signs of your solutions: substitute them back into the equation.';
  }
  if (D >= 0) {
    const undivided = [-b + Math.sqrt(D), -b - Math.sqrt(D)];
    if (a !== 1 && wrong.some((v) => undivided.some((u) => near(v, u))))
      return 'Remember to divide the whole top line (−b ± √(b² − 4ac)) by 2a.';
  }
  return wrong.length ? substitutionFeedback(s, wrong[0], written[values.indexOf(wrong[0])]) : undefined;
}
