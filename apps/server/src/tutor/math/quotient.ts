// A quotient of polynomials that divides exactly, such as (2x^2 + 6x)/(2x) or (x^2 - 9)/(x - 3): the
// simplification learners are set is "cancel the common factor", so only exact division is taken on.
import { isOperatorNode, type MathNode } from 'mathjs';
import { unwrap } from './expr.ts';
import { Poly, toPoly, type Term } from './poly.ts';
import { isZero } from './rational.ts';

export interface Quotient {
  top: Poly;
  bottom: Poly;
  /** top = bottom × result, exactly. */
  result: Poly;
  /** The bottom is a single term (divide each term on top), not a bracket to cancel. */
  monomial: boolean;
}

function divideByTerm(top: Poly, b: Term): Poly | null {
  const out: Term[] = [];
  for (const t of top.list()) {
    const powers: Record<string, number> = { ...t.powers };
    for (const [v, e] of Object.entries(b.powers)) {
      powers[v] = (powers[v] ?? 0) - e;
      if (powers[v] < 0) return null;
    }
    out.push({ coef: t.coef.div(b.coef), powers });
  }
  return Poly.fromTerms(out);
}

/** Long division in one variable; null when there is a remainder. */
function longDivide(top: Poly, bottom: Poly, v: string): Poly | null {
  const db = bottom.degree(v);
  const lead = bottom.coef(v, db);
  let rest = top;
  const result: Term[] = [];
  for (let guard = 0; guard < 20 && !rest.isZero() && rest.degree(v) >= db; guard++) {
    const dr = rest.degree(v);
    const term: Term = { coef: rest.coef(v, dr).div(lead), powers: dr - db ? { [v]: dr - db } : {} };
    result.push(term);
    rest = rest.sub(bottom.mul(Poly.fromTerms([term])));
  }
  return rest.isZero() ? Poly.fromTerms(result) : null;
}

/** The exact quotient of a division node whose bottom is not a constant, or null. */
export function polyQuotient(node: MathNode): Quotient | null {
  const n = unwrap(node);
  if (!isOperatorNode(n) || n.fn !== 'divide') return null;
  const top = toPoly(n.args[0]);
  const bottom = toPoly(n.args[1]);
  if (!top || !bottom || bottom.constantValue() !== null || top.isZero()) return null;
  const terms = bottom.list();
  if (terms.length === 1 && !isZero(terms[0].coef)) {
    const result = divideByTerm(top, terms[0]);
    return result ? { top, bottom, result, monomial: true } : null;
  }
  const vars = [...new Set([...top.variables(), ...bottom.variables()])];
  if (vars.length !== 1) return null;
  const result = longDivide(top, bottom, vars[0]);
  return result && result.mul(bottom).equals(top) ? { top, bottom, result, monomial: false } : null;
}
