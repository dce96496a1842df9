// mathjs expression helpers: a whitelisting parser (learner text must never reach mathjs' full
// language: no assignments, no function definitions, no huge powers), a learner-friendly printer
// ('2x + 3', '12 × 7', '3/4 ÷ 1/6'), and numeric evaluation used for checks and grading.
import {
  OperatorNode,
  parse,
  isConstantNode,
  isFunctionNode,
  isOperatorNode,
  isParenthesisNode,
  isSymbolNode,
  type MathNode,
} from 'mathjs';

export type { MathNode };

/** Functions a learner's maths may use; mathjs `log` is the natural log and is printed as ln. */
export const FUNCTIONS = new Set(['sqrt', 'sin', 'cos', 'tan', 'log', 'log10', 'exp', 'abs']);
export const CONSTANTS = new Set(['pi', 'e']);
const OPERATORS = new Set(['add', 'subtract', 'multiply', 'divide', 'pow', 'unaryMinus', 'unaryPlus']);
const MAX_NODES = 200;
const MAX_EXPONENT = 64;

/** Parse machine-form maths, or null when it is not valid or uses anything outside the whitelist. */
export function parseSafe(machine: string): MathNode | null {
  if (machine.length > 400) return null;
  let node: MathNode;
  try {
    node = parse(machine);
  } catch {
    return null;
  }
  let count = 0;
  let ok = true;
  node.traverse((n) => {
    count++;
    if (!ok) return;
    if (isConstantNode(n)) ok = typeof n.value === 'number' && Number.isFinite(n.value);
    else if (isSymbolNode(n)) ok = /^[a-z]$/.test(n.name) ? n.name !== 'i' : CONSTANTS.has(n.name) || FUNCTIONS.has(n.name);
    else if (isFunctionNode(n)) ok = isSymbolNode(n.fn) && FUNCTIONS.has(n.fn.name) && n.args.length === 1;
    else if (isOperatorNode(n)) {
      ok = OPERATORS.has(n.fn);
      // 2^99999999 would hang exact arithmetic; school maths never needs large powers.
      if (ok && n.fn === 'pow' && isConstantNode(n.args[1])) ok = Math.abs(Number(n.args[1].value)) <= MAX_EXPONENT;
    } else ok = isParenthesisNode(n);
  });
  return ok && count <= MAX_NODES ? node : null;
}

/** Strip redundant parenthesis nodes so structure checks see the real operation. */
export function unwrap(node: MathNode): MathNode {
  let n = node;
  while (isParenthesisNode(n)) n = n.content;
  return n;
}

/** The variables (single letters) a node uses, sorted. */
export function variablesOf(node: MathNode): string[] {
  const vars = new Set<string>();
  node.traverse((n, path, parent) => {
    // A function's name is a SymbolNode too; skip it.
    if (isSymbolNode(n) && !(parent && isFunctionNode(parent) && path === 'fn') && /^[a-z]$/.test(n.name) && n.name !== 'e') {
      vars.add(n.name);
    }
  });
  return [...vars].sort();
}

export function isIntegerLiteral(node: MathNode): boolean {
  const n = unwrap(node);
  return isConstantNode(n) && Number.isInteger(n.value);
}

/** An integer-over-integer literal such as 3/4 (the way fractions are written). */
export function isFractionLiteral(node: MathNode): boolean {
  const n = unwrap(node);
  return isOperatorNode(n) && n.fn === 'divide' && isIntegerLiteral(n.args[0]) && isIntegerLiteral(n.args[1]);
}

export type PrintMode = 'algebra' | 'arithmetic' | 'fraction';

interface Printed {
  s: string;
  prec: number; // 1 sum, 2 product, 3 unary minus / negative number, 4 power, 5 atom
}

const wrap = (p: Printed, min: number): string => (p.prec < min ? `(${p.s})` : p.s);

function printNode(node: MathNode, mode: PrintMode): Printed {
  if (isParenthesisNode(node)) return printNode(node.content, mode);
  if (isConstantNode(node)) {
    const v = Number(node.value);
    return { s: String(v), prec: v < 0 ? 3 : 5 };
  }
  if (isSymbolNode(node)) return { s: node.name === 'pi' ? 'π' : node.name, prec: 5 };
  if (isFunctionNode(node)) {
    const name = isSymbolNode(node.fn) ? node.fn.name : 'f';
    const shown = name === 'log' ? 'ln' : name === 'log10' ? 'log' : name;
    return { s: `${shown}(${printNode(node.args[0], mode).s})`, prec: 5 };
  }
  if (!isOperatorNode(node)) return { s: node.toString(), prec: 5 };
  const [a, b] = node.args;
  switch (node.fn) {
    case 'unaryMinus': {
      const inner = printNode(a, mode);
      return { s: `-${wrap(inner, 2)}`, prec: 3 };
    }
    case 'unaryPlus':
      return printNode(a, mode);
    case 'add':
    case 'subtract': {
      const left = printNode(a, mode).s;
      const right = printNode(b, mode);
      const minus = node.fn === 'subtract';
      // x + -3 reads better as x - 3, and x - -3 as x + 3.
      if (right.prec === 3 && right.s.startsWith('-')) {
        const rest = right.s.slice(1);
        return { s: `${left} ${minus ? '+' : '-'} ${rest}`, prec: 1 };
      }
      return { s: `${left} ${minus ? '-' : '+'} ${minus ? wrap(right, 2) : right.s}`, prec: 1 };
    }
    case 'multiply':
      return printProduct(a, b, mode);
    case 'divide': {
      const top = printNode(a, mode);
      const bottom = printNode(b, mode);
      if (mode !== 'algebra' && !(mode === 'fraction' && isFractionLiteral(node))) {
        return { s: `${wrap(top, 2)} ÷ ${wrap(bottom, 3)}`, prec: 2 };
      }
      // In fraction mode a literal like 3/4 is one number: no brackets needed after ÷ or ×.
      const literal = mode === 'fraction' && isFractionLiteral(node);
      return { s: `${wrap(top, 3)}/${wrap(bottom, 5)}`, prec: literal ? 4.5 : 2 };
    }
    case 'pow': {
      const base = printNode(a, mode);
      const exp = printNode(b, mode);
      return { s: `${wrap(base, 5)}^${wrap(exp, 5)}`, prec: 4 };
    }
    default:
      return { s: node.toString(), prec: 5 };
  }
}

/** The value of a plain number node, including a negated one (-4), else null. */
export function literalValue(node: MathNode): number | null {
  const n = unwrap(node);
  if (isConstantNode(n)) return Number(n.value);
  if (isOperatorNode(n) && n.fn === 'unaryMinus') {
    const inner = unwrap(n.args[0]);
    if (isConstantNode(inner)) return -Number(inner.value);
  }
  return null;
}

function printProduct(a: MathNode, b: MathNode, mode: PrintMode): Printed {
  // cos(x)·x reads better as x cos(x): put a lone variable or number before a function.
  if (isFunctionNode(unwrap(a)) && !isFunctionNode(unwrap(b)) && !isOperatorNode(unwrap(b))) [a, b] = [b, a];
  const left = printNode(a, mode);
  const right = printNode(b, mode);
  const value = literalValue(a);
  const leftText = value !== null ? String(value) : wrap(left, 2);
  const rightText = wrap(right, 4);
  // Implicit product when the right factor starts with a letter or a bracket (2x, 2(x + 3), x(x + 1),
  // (x + 1)(x - 1)), unless the left ends in an exponent digit (x^2·y would read as x^(2y)).
  const rightStartsAlgebraic = /^[a-zπ(]/.test(rightText);
  const leftEndsInExponent = value === null && /\d$/.test(leftText);
  if (rightStartsAlgebraic && !leftEndsInExponent) {
    if (value === 1) return { s: rightText, prec: right.prec >= 4 ? 2 : right.prec };
    if (value === -1) return { s: `-${rightText}`, prec: 3 };
    // A letter before a function name needs a space: x sin(x), not xsin(x).
    const gap = value === null && /^[a-z]{2,}\(/.test(rightText) ? ' ' : '';
    return { s: `${leftText}${gap}${rightText}`, prec: value !== null && value < 0 ? 3 : 2 };
  }
  const sep = mode === 'algebra' && !(value !== null && literalValue(b) !== null) ? '·' : '×';
  return { s: `${wrap(left, 2)} ${sep} ${wrap(right, 4)}`, prec: 2 };
}

/** Learner-facing text of a node: '2x + 3', '12 × 7', '3/4 + 1/6', '144 ÷ 12'. */
export function pretty(node: MathNode, mode: PrintMode = 'algebra'): string {
  return printNode(node, mode).s;
}

/** Pretty form of a machine string; falls back to the input when it does not parse. */
export function prettyText(machine: string, mode: PrintMode = 'algebra'): string {
  const node = parseSafe(machine);
  return node ? pretty(node, mode) : machine;
}

/** Evaluate to a real number, or NaN (complex results, division by zero, errors). */
export function evalReal(node: MathNode | string, scope: Record<string, number> = {}): number {
  try {
    const n = typeof node === 'string' ? parseSafe(node) : node;
    if (!n) return NaN;
    const v: unknown = n.evaluate({ ...scope });
    if (typeof v === 'number') return Number.isFinite(v) ? v : NaN;
    if (v && typeof v === 'object' && 'valueOf' in v) {
      const x = Number((v as { valueOf(): unknown }).valueOf());
      return Number.isFinite(x) ? x : NaN;
    }
    return NaN;
  } catch {
    return NaN;
  }
}

/**
 * The size of the terms of an expression at a point: every minus turned into a plus and every value
 * made positive. Rounding error in evaluating the expression is proportional to this, so it is the
 * right scale for "is this zero?" when terms cancel (x^2 - 1000000007 at x ≈ 31622.78).
 */
export function magnitude(node: MathNode, scope: Record<string, number>): number {
  const abs: Record<string, number> = {};
  for (const [k, v] of Object.entries(scope)) abs[k] = Math.abs(v);
  const positive = node.transform((n) => {
    if (isOperatorNode(n) && n.fn === 'subtract') return new OperatorNode('+', 'add', n.args);
    if (isOperatorNode(n) && (n.fn === 'unaryMinus' || n.fn === 'unaryPlus')) return n.args[0];
    return n;
  });
  return Math.abs(evalReal(positive, abs));
}

export function closeTo(a: number, b: number, relative = 1e-9): boolean {
  return Math.abs(a - b) <= relative * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Sample points away from 0 and ±1, where wrong rules (x^n vs n·x^(n-1)) are most likely to agree. */
const SAMPLES = [0.37, 1.73, 2.41, -0.83, -1.57, 3.19, 0.61];

/**
 * Whether two expressions agree at several points (for each variable a shifted sample). Points where
 * either side is undefined (ln of a negative, division by zero) are skipped; at least three must count.
 */
export function sameFunction(a: MathNode, b: MathNode, variables: string[]): boolean {
  let compared = 0;
  for (let i = 0; i < SAMPLES.length; i++) {
    const scope: Record<string, number> = {};
    variables.forEach((v, j) => (scope[v] = SAMPLES[(i + j * 3) % SAMPLES.length] + j * 0.11));
    const x = evalReal(a, scope);
    const y = evalReal(b, scope);
    if (Number.isNaN(x) || Number.isNaN(y)) continue;
    if (!closeTo(x, y, 1e-8)) return false;
    compared++;
  }
  return compared >= 3;
}

/** Replace every occurrence of a variable in learner-facing text by '(value)': 2x + 3 → 2(2) + 3. */
export function substituteText(display: string, variable: string, value: string): string {
  const re = new RegExp(`(?<![a-z])${variable}(?![a-z])`, 'g');
  return display.replace(re, `(${value})`);
}
