// Slips in expression answers (derivatives and simplification), found by building the wrong answer
// each slip would give and comparing by evaluation, or by comparing collected terms.
import { OperatorNode, isOperatorNode, isParenthesisNode, type MathNode } from 'mathjs';
import { parseSafe, sameFunction } from './expr.ts';
import { Poly, prettyTerm, toPoly } from './poly.ts';
import { fmtFrac, q } from './rational.ts';
import type { MathSolution } from './types.ts';

function equivalent(learner: MathNode, machine: string, vars: string[]): boolean {
  const n = parseSafe(machine);
  return !!n && sameFunction(learner, n, vars);
}

const frac = (x: number) => fmtFrac(q(x));

function termLabel(coefficient: number, power: number, v: string): string {
  if (Number.isInteger(power) && power >= 0) return prettyTerm({ coef: q(coefficient), powers: power ? { [v]: power } : {} });
  return `${frac(coefficient)}${v}^(${frac(power)})`;
}

function derivativeMistake(s: MathSolution, learner: MathNode): string | undefined {
  if (s.facts.type !== 'derivative' || !s.facts.terms) return undefined;
  const v = s.problem.variable ?? 'x';
  const terms = s.facts.terms;
  const sum = (parts: string[]) => (parts.length ? parts.join(' + ') : '0');
  const variable = terms.filter((t) => t.power !== 0);
  const constants = terms.filter((t) => t.power === 0);
  const rules: Array<[string, string]> = [
    [
      sum(variable.map((t) => `(${frac(t.coefficient)})*${v}^(${frac(t.power - 1)})`)),
      'Remember the power rule: bring the power down as a multiplier as well as reducing it by 1 (d/dx xⁿ = n·xⁿ⁻¹).',
    ],
    [
      sum(variable.map((t) => `(${frac(t.coefficient * t.power)})*${v}^(${frac(t.power)})`)),
      'After bringing the power down as a multiplier, also reduce the power by 1.',
    ],
    [
      sum(terms.filter((t) => t.power !== -1).map((t) => `(${frac(t.coefficient)})/(${frac(t.power + 1)})*${v}^(${frac(t.power + 1)})`)),
      'That looks like integrating (raising the power). To differentiate, bring the power down and reduce it by 1.',
    ],
  ];
  if (constants.length && s.answerExpression) {
    rules.push([
      `${s.answerExpression} + (${frac(constants.reduce((a, t) => a + t.coefficient, 0))})`,
      `The derivative of a constant (like ${frac(constants[0].coefficient)}) is 0, so it disappears.`,
    ]);
  }
  for (const [machine, message] of rules) {
    if (s.answerExpression && equivalent(parseSafe(machine) ?? learner, s.answerExpression, [v])) continue; // the slip gives the right answer here
    if (equivalent(learner, machine, [v])) return message;
  }
  // Term by term, for polynomial answers: name the original terms whose derivative is off.
  const lp = toPoly(learner);
  const ap = s.answerExpression ? parseSafe(s.answerExpression) : null;
  const expected = ap && toPoly(ap);
  if (!lp || !expected || terms.some((t) => !Number.isInteger(t.power) || t.power < 0)) return undefined;
  const wrong = terms.filter((t) => t.power > 0 && !lp.coef(v, t.power - 1).equals(expected.coef(v, t.power - 1)));
  if (wrong.length > 0 && wrong.length < variable.length) {
    return `Check the derivative of ${wrong.map((t) => termLabel(t.coefficient, t.power, v)).join(' and ')}; the other terms are right.`;
  }
  return undefined;
}

function sumNode(add: boolean, a: MathNode, b: MathNode): MathNode {
  return add ? new OperatorNode('+', 'add', [a, b]) : new OperatorNode('-', 'subtract', [a, b]);
}

/** c(a + b) → ca + b: the bracket multiplied into its first term only. */
function firstTermOnly(node: MathNode): MathNode {
  return node.transform((n) => {
    if (!isOperatorNode(n) || n.fn !== 'multiply') return n;
    const [a, b] = n.args;
    const [factor, bracket] = isParenthesisNode(b) ? [a, b.content] : isParenthesisNode(a) ? [b, a.content] : [null, null];
    if (!factor || !bracket || !isOperatorNode(bracket) || (bracket.fn !== 'add' && bracket.fn !== 'subtract')) return n;
    const [first, rest] = bracket.args;
    return sumNode(bracket.fn === 'add', new OperatorNode('*', 'multiply', [factor, first]), rest);
  });
}

/** x - (a + b) → x - a + b: the minus sign applied to the first term only. */
function minusFirstOnly(node: MathNode): MathNode {
  return node.transform((n) => {
    if (!isOperatorNode(n) || n.fn !== 'subtract' || !isParenthesisNode(n.args[1])) return n;
    const inner = n.args[1].content;
    if (!isOperatorNode(inner) || (inner.fn !== 'add' && inner.fn !== 'subtract')) return n;
    const [first, rest] = inner.args;
    return sumNode(inner.fn === 'add', new OperatorNode('-', 'subtract', [n.args[0], first]), rest);
  });
}

function simplifyMistake(s: MathSolution, learner: MathNode): string | undefined {
  const original = parseSafe(s.problem.expression);
  const lp = toPoly(learner);
  const ap = s.answerExpression ? parseSafe(s.answerExpression) : null;
  const expected = ap && toPoly(ap);
  if (!original || !lp || !expected) return undefined;
  const same = (variant: MathNode) => {
    const vp = toPoly(variant);
    return !!vp && vp.equals(lp) && !vp.equals(expected);
  };
  if (same(firstTermOnly(original))) return 'Multiply every term inside the bracket, not just the first one.';
  if (same(minusFirstOnly(original)))
    return 'A minus sign in front of a bracket changes the sign of every term inside it, not just the first.';
  const diff: Poly = lp.sub(expected);
  const labels = diff
    .list()
    .map((t) =>
      Object.keys(t.powers).length ? `the ${prettyTerm({ coef: q(1), powers: t.powers })} terms` : 'the numbers (constant terms)',
    );
  // Only worth saying when some terms are right: otherwise it is not one slip.
  const someRight = expected.list().some((t) => lp.sub(Poly.fromTerms([t])).termCount() === lp.termCount() - 1);
  if (labels.length && someRight) return `Check ${labels.join(' and ')}; the rest is right.`;
  return undefined;
}

/** The likely slip behind a wrong expression answer, or undefined. */
export function expressionMistake(s: MathSolution, learner: MathNode): string | undefined {
  if (s.kind === 'derivative') return derivativeMistake(s, learner);
  if (s.kind === 'simplify') return simplifyMistake(s, learner);
  return undefined;
}
