// A tiny exact-number tree for arithmetic and fraction problems. mathjs nodes hold floats; this tree
// holds Fractions, so each step of '3/4 + 1/6' or '0.1 + 0.2' can be shown with exact values.
import { isConstantNode, isFunctionNode, isOperatorNode, isParenthesisNode, isSymbolNode, type MathNode } from 'mathjs';
import { isFractionLiteral } from './expr.ts';
import { exactDecimal, fmtFrac, isInt, q, roundStr, terminates, num, type Q } from './rational.ts';

export type Op = '+' | '-' | '*' | '/' | '^';
export type Ast =
  { t: 'num'; v: Q; approx?: boolean } | { t: 'op'; op: Op; l: Ast; r: Ast } | { t: 'neg'; e: Ast } | { t: 'fn'; name: string; e: Ast };

const OPS: Record<string, Op> = { add: '+', subtract: '-', multiply: '*', divide: '/', pow: '^' };

/**
 * mathjs node → exact tree; null for anything outside plain arithmetic. With `literals`, a written
 * fraction such as 3/4 is one number (fraction problems); without, 144/12 is a division to do.
 */
export function toAst(node: MathNode, literals = false): Ast | null {
  if (isParenthesisNode(node)) return toAst(node.content, literals);
  if (isConstantNode(node)) return { t: 'num', v: q(Number(node.value)) };
  if (isSymbolNode(node) && node.name === 'pi') return { t: 'num', v: q(Math.PI), approx: true };
  if (isFunctionNode(node) && isSymbolNode(node.fn)) {
    const e = toAst(node.args[0], literals);
    return e ? { t: 'fn', name: node.fn.name, e } : null;
  }
  if (!isOperatorNode(node)) return null;
  if (node.fn === 'unaryMinus' || node.fn === 'unaryPlus') {
    const e = toAst(node.args[0], literals);
    if (!e) return null;
    if (node.fn === 'unaryPlus') return e;
    return e.t === 'num' ? { t: 'num', v: e.v.neg(), approx: e.approx } : { t: 'neg', e };
  }
  const op = OPS[node.fn];
  if (!op) return null;
  // A written fraction (3/4) is one number, not an operation still to do.
  if (literals && op === '/' && isFractionLiteral(node)) {
    const [a, b] = node.args.map((n) => {
      const c = unwrapConst(n);
      return isConstantNode(c) ? Number(c.value) : NaN;
    });
    if (b === 0) return null;
    return { t: 'num', v: q(a, b) };
  }
  const l = toAst(node.args[0], literals);
  const r = toAst(node.args[1], literals);
  return l && r ? { t: 'op', op, l, r } : null;
}

function unwrapConst(n: MathNode): MathNode {
  return isParenthesisNode(n) ? unwrapConst(n.content) : n;
}

export type NumStyle = 'decimal' | 'fraction';

/** One number as learners write it: 12, 0.3, 3/4 (fraction style), ≈ 1.414 for approximations. */
export function fmtValue(v: Q, style: NumStyle, approx = false): string {
  if (approx) return roundStr(num(v), 4);
  if (isInt(v)) return fmtFrac(v);
  if (style === 'decimal' && terminates(v)) {
    const s = exactDecimal(v);
    if (s.length <= 14) return s;
  }
  return fmtFrac(v);
}

const SYMBOL: Record<Op, string> = { '+': '+', '-': '-', '*': '×', '/': '÷', '^': '^' };
const PREC: Record<Op, number> = { '+': 1, '-': 1, '*': 2, '/': 2, '^': 4 };

function printP(a: Ast, style: NumStyle): { s: string; prec: number } {
  switch (a.t) {
    case 'num': {
      const s = fmtValue(a.v, style, a.approx);
      // A fraction like 3/4 is a single number; a negative number needs brackets after an operator.
      return { s, prec: s.startsWith('-') ? 3 : s.includes('/') ? 4.5 : 5 };
    }
    case 'neg': {
      const inner = printP(a.e, style);
      return { s: `-${inner.prec < 3 ? `(${inner.s})` : inner.s}`, prec: 3 };
    }
    case 'fn':
      return { s: `${a.name === 'log' ? 'ln' : a.name === 'log10' ? 'log' : a.name}(${printP(a.e, style).s})`, prec: 5 };
    case 'op': {
      const p = PREC[a.op];
      const l = printP(a.l, style);
      const r = printP(a.r, style);
      const lNeeds = a.op === '^' ? l.prec <= 4.5 : l.prec < p;
      // Right operand: same precedence needs brackets for - and ÷ (a - (b - c)); negatives always do.
      const rNeeds = r.prec === 3 || (a.op === '^' ? r.prec < 5 : r.prec < p || (r.prec === p && (a.op === '-' || a.op === '/')));
      const ls = lNeeds ? `(${l.s})` : l.s;
      const rs = rNeeds ? `(${r.s})` : r.s;
      return { s: a.op === '^' ? `${ls}^${rs}` : `${ls} ${SYMBOL[a.op]} ${rs}`, prec: p };
    }
  }
}

export function printAst(a: Ast, style: NumStyle): string {
  return printP(a, style).s;
}

/** Number of operations left to do. */
export function countOps(a: Ast): number {
  if (a.t === 'num') return 0;
  if (a.t === 'op') return 1 + countOps(a.l) + countOps(a.r);
  return 1 + countOps(a.e);
}
