// Simplifying polynomial expressions: expand each bracket (saying how), write the result out, then
// collect like terms. The answer is verified against mathjs' rationalize and by evaluation.
import { isOperatorNode, isParenthesisNode, rationalize, type MathNode } from 'mathjs';
import { parseSafe, sameFunction, unwrap, variablesOf } from './expr.ts';
import { casExpand } from './nerd.ts';
import { Poly, prettyTerm, toPoly, type Term } from './poly.ts';
import { polyQuotient, type Quotient } from './quotient.ts';
import { hasDecimalPoint, q } from './rational.ts';
import { joinTerms, splitTerms, termText, type SignedTerm } from './terms.ts';
import type { MathProblem, MathSolution, MathStep } from './types.ts';

function isSum(n: MathNode): boolean {
  const u = unwrap(n);
  return isOperatorNode(u) && (u.fn === 'add' || u.fn === 'subtract');
}

/** The teaching sentence for expanding one term. */
function expansionReason(t: SignedTerm): string {
  const n = unwrap(t.node);
  if (isParenthesisNode(t.node) && t.negative) return 'A minus sign in front of a bracket changes the sign of every term inside it.';
  if (isParenthesisNode(t.node)) return 'A plus sign in front of a bracket: the brackets can simply be removed.';
  if (isOperatorNode(n) && n.fn === 'multiply') {
    const [a, b] = n.args;
    if (isSum(a) && isSum(b)) return 'Multiply each term in the first bracket by each term in the second bracket.';
    const factor = isSum(a) ? b : isSum(b) ? a : null;
    if (factor) {
      const f = termText({ node: factor, negative: t.negative });
      return `Multiply each term inside the bracket by ${f}.`;
    }
  }
  if (isOperatorNode(n) && n.fn === 'pow' && isSum(n.args[0])) {
    return 'Write the power as repeated brackets and multiply each term in one bracket by each term in the other.';
  }
  return 'Multiply this term out.';
}

/** (2x^2 + 6x)/(2x): divide each term by the single term below, or factorise the top and cancel. */
function solveQuotient(p: MathProblem, node: MathNode, quotient: Quotient): MathSolution {
  const { top, bottom, result, monomial } = quotient;
  const b = bottom.pretty();
  const steps: MathStep[] = [];
  const bracket = (poly: Poly) => (poly.termCount() > 1 ? `(${poly.pretty()})` : poly.pretty());
  if (monomial) {
    steps.push({
      explanation: `Every term on top has a factor of ${b}, so take it out as a common factor.`,
      expression: `${top.pretty()} = ${b}${bracket(result)}`,
    });
    steps.push({
      explanation: `Cancel the common factor ${b} from the top and the bottom (this works wherever ${b} is not 0).`,
      expression: result.pretty(),
    });
  } else {
    steps.push({
      explanation: `Factorise the top so that the bottom, ${b}, appears as a factor.`,
      expression: `${top.pretty()} = (${b})${bracket(result)}`,
    });
    steps.push({
      explanation: `Cancel the common factor (${b}) from the top and the bottom (this works wherever ${b} is not 0).`,
      expression: result.pretty(),
    });
  }
  const answer = result.pretty();
  steps.push({ explanation: 'So the simplified expression is:', expression: answer });
  const vars = variablesOf(node);
  const answerNode = parseSafe(result.machine());
  // Two checks: the values agree wherever the original is defined, and multiplying back gives the top.
  const passed = !!answerNode && sameFunction(node, answerNode, vars) && result.mul(bottom).equals(top);
  return {
    kind: 'simplify',
    problem: p,
    answer,
    answerValues: [],
    answerExpression: result.machine(),
    steps,
    check: {
      passed,
      detail: passed
        ? `${answer} times ${b} gives back ${top.pretty()}, and ${p.display} and ${answer} give the same value for several values of ${vars.join(', ')} ✓`
        : `Verification failed: ${answer} does not match ${p.display}.`,
    },
    facts: { type: 'simplify', termCount: result.termCount() },
  };
}

export function solveSimplify(p: MathProblem): MathSolution {
  const node = parseSafe(p.expression);
  const quotient = node && !toPoly(node) ? polyQuotient(node) : null;
  if (node && quotient) return solveQuotient(p, node, quotient);
  const poly = node && toPoly(node);
  if (!node || !poly) throw new Error('not a polynomial expression');
  const decimals = hasDecimalPoint(p.expression);
  const steps: MathStep[] = [];
  const terms = splitTerms(node);
  const expanded: Term[] = [];
  let expandedAny = false;
  for (const t of terms) {
    const tp = toPoly(t.node);
    if (!tp) throw new Error('not a polynomial term');
    const signedPoly = t.negative ? tp.neg() : tp;
    const before = termText(t);
    const after = signedPoly.pretty(decimals);
    if (before !== after) {
      expandedAny = true;
      steps.push({ explanation: expansionReason(t), expression: `${before} = ${after}` });
    }
    expanded.push(...signedPoly.list());
  }
  const written = joinTerms(expanded, decimals);
  if (expandedAny && terms.length > 1) steps.push({ explanation: 'Write the expression without brackets.', expression: written });

  // Collect like terms: group equal monomials, in the order they first appear.
  const groups = new Map<string, Term[]>();
  for (const t of expanded) {
    const key = JSON.stringify(Object.entries(t.powers).sort());
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const collections = [...groups.values()].filter((g) => g.length > 1);
  for (const g of collections) {
    const sum = Poly.fromTerms(g);
    const like = Object.keys(g[0].powers).length ? `the ${prettyTerm({ coef: q(1), powers: g[0].powers })} terms` : 'the numbers';
    steps.push({
      explanation: `Collect like terms: ${like}.`,
      expression: `${joinTerms(g, decimals)} = ${sum.pretty(decimals)}`,
    });
  }
  const answer = poly.pretty(decimals);
  if (!expandedAny && collections.length === 0) {
    steps.push({ explanation: 'There are no brackets to expand and no like terms to collect, so this is already as simple as it gets.' });
  }
  steps.push({ explanation: 'So the simplified expression is:', expression: answer });

  // Verification: evaluation at sample points, plus a second opinion from mathjs' rationalize (or,
  // where rationalize fails, as it does on some unary minus products, nerdamer's expand).
  const vars = variablesOf(node);
  const answerNode = parseSafe(poly.machine());
  const agrees = (other: MathNode | null) => !!answerNode && !!other && (vars.length === 0 || sameFunction(other, answerNode, vars));
  let second: { name: string; ok: boolean } | null = null;
  try {
    second = { name: "mathjs' rationalize", ok: agrees(rationalize(p.expression)) };
  } catch {
    const expanded = casExpand(p.expression);
    if (expanded) second = { name: "nerdamer's expand", ok: agrees(parseSafe(expanded)) };
  }
  const passed = agrees(node) && second?.ok !== false;
  return {
    kind: 'simplify',
    problem: p,
    answer,
    answerValues: [],
    answerExpression: poly.machine(),
    steps,
    check: {
      passed,
      detail: passed
        ? `${p.display} and ${answer} give the same value for several values of ${vars.join(', ') || 'the variables'}${second ? `, and ${second.name} agrees` : ''} ✓`
        : `Verification failed: ${answer} does not match ${p.display} everywhere.`,
    },
    facts: { type: 'simplify', termCount: poly.termCount() },
  };
}
