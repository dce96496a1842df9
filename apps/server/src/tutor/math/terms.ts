// Splitting an expression into its top-level terms (with their signs), the unit that simplification
// ("expand this bracket") and differentiation ("term by term") explain one at a time.
import { isConstantNode, isOperatorNode, isParenthesisNode, isSymbolNode, type MathNode } from 'mathjs';
import { pretty } from './expr.ts';
import { prettyTerm, toPoly, type Term } from './poly.ts';

export interface SignedTerm {
  node: MathNode;
  negative: boolean;
}

function isSum(n: MathNode): boolean {
  return isOperatorNode(n) && (n.fn === 'add' || n.fn === 'subtract');
}

function strip(n: MathNode): MathNode {
  // Brackets around a single term carry no meaning: (2x) + 3.
  if (isParenthesisNode(n) && !isSum(stripAll(n.content))) return strip(n.content);
  return n;
}

function stripAll(n: MathNode): MathNode {
  return isParenthesisNode(n) ? stripAll(n.content) : n;
}

/** 2(x + 3) - x - (x - 4) → [2(x + 3)], [-, x], [-, (x - 4)]. A bracketed sum stays one term. */
export function splitTerms(node: MathNode, negative = false): SignedTerm[] {
  const n = strip(node);
  if (isOperatorNode(n) && n.fn === 'add') return [...splitTerms(n.args[0], negative), ...splitTerms(n.args[1], negative)];
  if (isOperatorNode(n) && n.fn === 'subtract') return [...splitTerms(n.args[0], negative), ...splitTerms(n.args[1], !negative)];
  if (isOperatorNode(n) && n.fn === 'unaryMinus') {
    const inner = strip(n.args[0]);
    // -(x - 4) stays one bracketed term so its expansion can be explained.
    if (isParenthesisNode(inner)) return [{ node: inner, negative: !negative }];
    return splitTerms(inner, !negative);
  }
  if (isOperatorNode(n) && n.fn === 'unaryPlus') return splitTerms(n.args[0], negative);
  return [{ node: n, negative }];
}

/** How a term reads on its own: '2(x + 3)', '-(x - 4)', '-x'. */
export function termText(t: SignedTerm): string {
  const body = isParenthesisNode(t.node) ? `(${pretty(t.node)})` : pretty(t.node);
  if (!t.negative) return body;
  return body.startsWith('-') ? body.slice(1) : `-${body}`;
}

/** Join terms into a sum, keeping their order and not collecting: '2x + 6 - x'. */
export function joinTexts(texts: string[]): string {
  if (texts.length === 0) return '0';
  return texts.map((s, i) => (i === 0 ? s : s.startsWith('-') ? `- ${s.slice(1)}` : `+ ${s}`)).join(' ');
}

export function joinTerms(terms: Term[], decimals = false): string {
  return joinTexts(terms.map((t) => prettyTerm(t, decimals)));
}

/** A number as written: 3, 0.5, 3/4 (possibly in brackets). */
function isNumberLiteral(n: MathNode): boolean {
  const u = stripAll(n);
  if (isConstantNode(u)) return true;
  return isOperatorNode(u) && u.fn === 'divide' && isConstantNode(stripAll(u.args[0])) && isConstantNode(stripAll(u.args[1]));
}

/** One monomial written simply: 3x^2, x, 3x/4, (1/2)x, 5; not 2(3x), 2·3x or x·x. */
function isSimpleMonomial(n: MathNode): boolean {
  const factors: MathNode[] = [];
  const collect = (m: MathNode): boolean => {
    const u = strip(m);
    if (isOperatorNode(u) && u.fn === 'multiply') return collect(u.args[0]) && collect(u.args[1]);
    if (isOperatorNode(u) && (u.fn === 'unaryMinus' || u.fn === 'unaryPlus')) return collect(u.args[0]);
    if (isOperatorNode(u) && u.fn === 'divide' && !isNumberLiteral(u)) return collect(u.args[0]) && isNumberLiteral(u.args[1]);
    factors.push(u);
    return true;
  };
  if (!collect(n)) return false;
  const numbers = factors.filter(isNumberLiteral).length;
  const letters = factors
    .filter((f) => !isNumberLiteral(f))
    .map((f) => {
      const base = isOperatorNode(f) && f.fn === 'pow' ? stripAll(f.args[0]) : f;
      const exp = isOperatorNode(f) && f.fn === 'pow' ? stripAll(f.args[1]) : null;
      return isSymbolNode(base) && (!exp || isConstantNode(exp)) ? base.name : null;
    });
  return numbers <= 1 && letters.every((l) => l !== null) && new Set(letters).size === letters.length;
}

/** Whether a polynomial expression is written fully collected: no brackets to expand, no like terms. */
export function isCollected(node: MathNode | null): boolean {
  if (!node) return false;
  const poly = toPoly(node);
  if (!poly) return true; // not a polynomial: nothing to collect
  const terms = splitTerms(node);
  return terms.length === Math.max(1, poly.termCount()) && terms.every((t) => !isParenthesisNode(t.node) && isSimpleMonomial(t.node));
}
