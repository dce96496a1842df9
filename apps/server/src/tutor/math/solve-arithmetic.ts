// Arithmetic and fraction problems, worked one operation at a time in the order of operations, with
// exact values (Fractions). Fraction operations get the method learners are taught: common
// denominator for + and -, numerators times numerators for ×, multiply by the reciprocal for ÷.
import { countOps, fmtValue, printAst, toAst, type Ast, type NumStyle, type Op } from './arith-ast.ts';
import { closeTo, evalReal, parseSafe } from './expr.ts';
import { exactSqrt, fmtFrac, gcdBig, isInt, lcmBig, mixedNumber, num, numer, q, roundStr, terminates, type Q } from './rational.ts';
import type { MathProblem, MathSolution, MathStep, SolutionFacts } from './types.ts';

interface Value {
  v: Q;
  approx: boolean;
  steps: MathStep[];
}

const VERB: Record<Op, string> = { '+': 'Add', '-': 'Subtract', '*': 'Multiply', '/': 'Divide', '^': 'Work out the power' };

function frac(v: Q): string {
  return fmtFrac(v).includes('/') ? fmtFrac(v) : `${fmtFrac(v)}/1`;
}

/** '22/24 = 11/12 (divide top and bottom by 2)' when a raw numerator/denominator can be reduced. */
function simplifyStep(n: bigint, d: bigint): MathStep | null {
  const g = gcdBig(n, d);
  if (g <= 1n) return null;
  const v = q(Number(n), Number(d));
  return { explanation: `Simplify by dividing the top and bottom by ${g}.`, expression: `${n}/${d} = ${fmtFrac(v)}` };
}

function fractionAddSub(op: '+' | '-', a: Q, b: Q): MathStep[] {
  const word = op === '+' ? 'Add' : 'Subtract';
  const sym = op === '+' ? '+' : '-';
  const steps: MathStep[] = [];
  if (a.d === b.d) {
    const n = op === '+' ? numer(a) + numer(b) : numer(a) - numer(b);
    steps.push({
      explanation: `The denominators are already the same (${a.d}), so ${word.toLowerCase()} the numerators and keep the denominator.`,
      expression: `${frac(a)} ${sym} ${frac(b)} = ${n}/${a.d}`,
    });
    const s = simplifyStep(n, a.d);
    if (s) steps.push(s);
    return steps;
  }
  const l = lcmBig(a.d, b.d);
  const na = numer(a) * (l / a.d);
  const nb = numer(b) * (l / b.d);
  steps.push({ explanation: `The denominators are ${a.d} and ${b.d}. The lowest common denominator is ${l}.` });
  steps.push({
    explanation: `Rewrite each fraction with denominator ${l}: ${frac(a)} = ${na}/${l} and ${frac(b)} = ${nb}/${l}.`,
    expression: `${na}/${l} ${sym} ${nb}/${l}`,
  });
  const n = op === '+' ? na + nb : na - nb;
  steps.push({
    explanation: `${word} the numerators and keep the denominator: ${na} ${sym} ${nb < 0n ? `(${nb})` : nb} = ${n}.`,
    expression: `${n}/${l}`,
  });
  const s = simplifyStep(n, l);
  if (s) steps.push(s);
  return steps;
}

function fractionMultiply(a: Q, b: Q): MathStep[] {
  const n = numer(a) * numer(b);
  const d = a.d * b.d;
  const steps: MathStep[] = [
    {
      explanation: 'Multiply the numerators together and the denominators together.',
      expression: `${frac(a)} × ${frac(b)} = (${numer(a)} × ${numer(b)})/(${a.d} × ${b.d}) = ${n}/${d}`,
    },
  ];
  const s = simplifyStep(n, d);
  if (s) steps.push(s);
  return steps;
}

function apply(op: Op, a: Value, b: Value, style: NumStyle): Value {
  const approx = a.approx || b.approx;
  const fractional = style === 'fraction' && !approx && (!isInt(a.v) || !isInt(b.v));
  const show = (v: Q, ap = approx) => fmtValue(v, style, ap);
  const paren = (v: Q) => (numer(v) < 0n ? `(${show(v)})` : show(v));
  let v: Q;
  let exact = !approx;
  let steps: MathStep[];
  switch (op) {
    case '+':
    case '-':
      v = op === '+' ? a.v.add(b.v) : a.v.sub(b.v);
      steps = fractional ? fractionAddSub(op, a.v, b.v) : [{ explanation: `${VERB[op]}: ${show(a.v)} ${op} ${paren(b.v)} = ${show(v)}.` }];
      break;
    case '*':
      v = a.v.mul(b.v);
      steps = fractional ? fractionMultiply(a.v, b.v) : [{ explanation: `Multiply: ${show(a.v)} × ${paren(b.v)} = ${show(v)}.` }];
      break;
    case '/':
      if (numer(b.v) === 0n) throw new Error('division by zero');
      v = a.v.div(b.v);
      if (fractional) {
        const flipped = q(1).div(b.v);
        steps = [
          {
            explanation: `Dividing by a fraction is the same as multiplying by its reciprocal (flip it): the reciprocal of ${frac(b.v)} is ${frac(flipped)}.`,
            expression: `${frac(a.v)} ÷ ${frac(b.v)} = ${frac(a.v)} × ${frac(flipped)}`,
          },
          ...fractionMultiply(a.v, flipped),
        ];
      } else steps = [{ explanation: `Divide: ${show(a.v)} ÷ ${paren(b.v)} = ${show(v)}.` }];
      break;
    case '^': {
      const e = b.v;
      if (isInt(e) && !approx && Math.abs(num(e)) <= 64) v = a.v.pow(e);
      else {
        v = q(Math.pow(num(a.v), num(e)));
        exact = false;
      }
      steps = [{ explanation: `Work out the power: ${paren(a.v)}^${paren(e)} = ${show(v, !exact)}.` }];
      break;
    }
  }
  return { v, approx: !exact, steps };
}

function applyFn(name: string, a: Value, style: NumStyle): Value {
  if (name === 'sqrt' && !a.approx && numer(a.v) >= 0n) {
    const n = exactSqrt(numer(a.v));
    const d = exactSqrt(a.v.d);
    if (n !== null && d !== null) {
      const v = q(Number(n), Number(d));
      return { v, approx: false, steps: [{ explanation: `Square root: √${fmtValue(a.v, style)} = ${fmtValue(v, style)}.` }] };
    }
  }
  const f = {
    sqrt: Math.sqrt,
    sin: Math.sin,
    cos: Math.cos,
    tan: Math.tan,
    log: Math.log,
    log10: Math.log10,
    exp: Math.exp,
    abs: Math.abs,
  }[name];
  const x = f ? f(num(a.v)) : NaN;
  if (!Number.isFinite(x)) throw new Error('no real value');
  const v = q(x);
  const exact = name === 'abs' && !a.approx;
  return { v, approx: !exact, steps: [{ explanation: `${name}(${fmtValue(a.v, style, a.approx)}) = ${fmtValue(v, style, !exact)}.` }] };
}

/** Do the first operation in the order of operations; returns the new tree and its steps. */
function reduceOnce(a: Ast, style: NumStyle): { ast: Ast; steps: MathStep[] } {
  const val = (x: Ast): Value => (x.t === 'num' ? { v: x.v, approx: !!x.approx, steps: [] } : { v: q(0), approx: false, steps: [] });
  if (a.t === 'op') {
    if (a.l.t !== 'num') {
      const r = reduceOnce(a.l, style);
      return { ast: { ...a, l: r.ast }, steps: r.steps };
    }
    if (a.r.t !== 'num') {
      const r = reduceOnce(a.r, style);
      return { ast: { ...a, r: r.ast }, steps: r.steps };
    }
    const out = apply(a.op, val(a.l), val(a.r), style);
    return { ast: { t: 'num', v: out.v, approx: out.approx }, steps: out.steps };
  }
  if (a.t === 'neg' || a.t === 'fn') {
    if (a.e.t !== 'num') {
      const r = reduceOnce(a.e, style);
      return { ast: { ...a, e: r.ast }, steps: r.steps };
    }
    if (a.t === 'neg') return { ast: { t: 'num', v: a.e.v.neg(), approx: a.e.approx }, steps: [] };
    const out = applyFn(a.name, val(a.e), style);
    return { ast: { t: 'num', v: out.v, approx: out.approx }, steps: out.steps };
  }
  return { ast: a, steps: [] };
}

/** '12 × 7': split the larger factor into tens and units, the way mental maths is taught. */
function mentalMultiply(a: Ast): MathStep | null {
  if (a.t !== 'op' || a.op !== '*' || a.l.t !== 'num' || a.r.t !== 'num') return null;
  const x = num(a.l.v);
  const y = num(a.r.v);
  if (!Number.isInteger(x) || !Number.isInteger(y)) return null;
  const [big, small] = x >= y ? [x, y] : [y, x];
  if (big <= 10 || big >= 100 || big % 10 === 0 || small < 2 || small > 12) return null;
  const tens = big - (big % 10);
  const units = big % 10;
  return {
    explanation: `Split ${big} into ${tens} + ${units}: ${tens} × ${small} = ${tens * small} and ${units} × ${small} = ${units * small}; together ${tens * small} + ${units * small} = ${big * small}.`,
  };
}

/** Strict left-to-right value of a bracket-free + - × ÷ chain: the classic order-of-operations slip. */
function leftToRight(machine: string): number | undefined {
  if (!/^[-\d.\s+*/]+$/.test(machine) || !/[+-]/.test(machine.slice(1)) || !/[*/]/.test(machine)) return undefined;
  const toks = machine.match(/\d+(?:\.\d+)?|[-+*/]/g) ?? [];
  let acc = Number(toks[0]);
  for (let i = 1; i + 1 < toks.length; i += 2) {
    const n = Number(toks[i + 1]);
    acc = toks[i] === '+' ? acc + n : toks[i] === '-' ? acc - n : toks[i] === '*' ? acc * n : acc / n;
  }
  return Number.isFinite(acc) ? acc : undefined;
}

export function solveArithmetic(p: MathProblem): MathSolution {
  const fractionKind = p.kind === 'fraction';
  const style: NumStyle = fractionKind ? 'fraction' : 'decimal';
  const node = parseSafe(p.expression);
  let ast = node ? toAst(node, fractionKind) : null;
  if (!node || !ast) throw new Error('not arithmetic');
  const steps: MathStep[] = [];
  const start = ast;
  const total = countOps(ast);
  if (total > 1) {
    steps.push({
      explanation: 'Use the order of operations: brackets first, then powers, then × and ÷, then + and − (left to right).',
      expression: printAst(ast, style),
    });
  }
  const mental = total === 1 ? mentalMultiply(ast) : null;
  for (let guard = 0; ast.t !== 'num' && guard < 40; guard++) {
    const r = reduceOnce(ast, style);
    ast = r.ast;
    const rest = countOps(ast);
    if (r.steps.length && rest > 0) r.steps[r.steps.length - 1].expression = printAst(ast, style);
    steps.push(...r.steps);
  }
  if (ast.t !== 'num') throw new Error('could not finish');
  const value = ast.v;
  const approx = !!ast.approx;
  if (mental) steps.push(mental);
  if (start.t === 'num' && fractionKind) {
    // 'simplify 6/8': the fraction as written is the problem (Fraction has already reduced `value`).
    const [n, d] = (p.expression.match(/-?\d+/g) ?? []).map((x) => BigInt(x));
    const s = n !== undefined && d !== undefined ? simplifyStep(n, d) : null;
    steps.push(s ?? { explanation: `${fmtFrac(value)} is already in its simplest form.` });
  }
  const mixed = fractionKind ? mixedNumber(value) : null;
  if (mixed) steps.push({ explanation: `As a mixed number, ${fmtFrac(value)} = ${mixed}.` });

  let answer: string;
  if (approx) answer = `≈ ${roundStr(num(value), 4)}`;
  else if (fractionKind || isInt(value) || terminates(value)) answer = fmtValue(value, style);
  else answer = `${fmtFrac(value)} ≈ ${roundStr(num(value), 4)}`;
  steps.push({ explanation: `So the answer is ${answer}.`, expression: answer });

  // Independent check: mathjs evaluates the original expression in floating point.
  const independent = evalReal(node);
  const passed = closeTo(independent, num(value), approx ? 1e-6 : 1e-9);
  const single = start.t === 'op' && start.l.t === 'num' && start.r.t === 'num' ? start : null;
  let detail = passed
    ? `A separate calculation of ${p.display} also gives ${roundStr(independent, 6)} ✓`
    : `A separate calculation gave ${roundStr(independent, 6)}, which does not match ${answer}.`;
  if (passed && single?.op === '/' && !approx && single.r.t === 'num' && single.l.t === 'num') {
    detail = `Check by multiplying back: ${fmtValue(value, style)} × ${fmtValue(single.r.v, style)} = ${fmtValue(single.l.v, style)} ✓`;
  }

  let facts: SolutionFacts;
  if (fractionKind) {
    const operands: Array<{ n: number; d: number }> = [];
    const ops: string[] = [];
    if (single) {
      for (const side of [single.l, single.r]) if (side.t === 'num') operands.push({ n: Number(numer(side.v)), d: Number(side.v.d) });
      ops.push(single.op);
    }
    facts = { type: 'fraction', operands, ops };
  } else {
    facts = {
      type: 'arithmetic',
      leftToRight: leftToRight(p.expression),
      singleOp:
        single && single.l.t === 'num' && single.r.t === 'num'
          ? { op: single.op, left: num(single.l.v), right: num(single.r.v) }
          : undefined,
    };
  }
  return {
    kind: p.kind,
    problem: p,
    answer,
    answerValues: [num(value)],
    steps,
    check: { passed, detail },
    facts,
  };
}
