// Derivatives, term by term: the power rule for c·x^n (any rational n, so 1/x and √x too), a small
// table for sin, cos, tan, e^x and ln x, and nerdamer for anything else (products, chains). The
// result is checked numerically against a central difference of the original expression and
// against nerdamer's derivative.
import { isConstantNode, isFunctionNode, isOperatorNode, isParenthesisNode, isSymbolNode, type MathNode } from 'mathjs';
import { evalReal, parseSafe, pretty, prettyText, sameFunction, unwrap, variablesOf } from './expr.ts';
import { casDiff } from './nerd.ts';
import { fmtFrac, isInt, isZero, num, numer, q, sign, type Q } from './rational.ts';
import { joinTexts, splitTerms, termText } from './terms.ts';
import type { MathProblem, MathSolution, MathStep } from './types.ts';

interface Power {
  c: Q;
  n: Q;
}

/** c·v^n, or null. Handles 3x^2, x/2, 5/x^2, sqrt(x), -x, 7. */
function asPower(node: MathNode, v: string): Power | null {
  if (isParenthesisNode(node)) return asPower(node.content, v);
  if (isConstantNode(node)) return { c: q(Number(node.value)), n: q(0) };
  if (isSymbolNode(node)) return node.name === v ? { c: q(1), n: q(1) } : null;
  if (isFunctionNode(node) && isSymbolNode(node.fn) && node.fn.name === 'sqrt') {
    const inner = asPower(node.args[0], v);
    return inner && numer(inner.c) === 1n && inner.c.d === 1n ? { c: q(1), n: inner.n.div(q(2)) } : null;
  }
  if (!isOperatorNode(node)) return null;
  const [a, b] = node.args;
  if (node.fn === 'unaryMinus') {
    const inner = asPower(a, v);
    return inner && { c: inner.c.neg(), n: inner.n };
  }
  if (node.fn === 'multiply' || node.fn === 'divide') {
    const x = asPower(a, v);
    const y = asPower(b, v);
    if (!x || !y) return null;
    if (node.fn === 'multiply') return { c: x.c.mul(y.c), n: x.n.add(y.n) };
    return isZero(y.c) ? null : { c: x.c.div(y.c), n: x.n.sub(y.n) };
  }
  if (node.fn === 'pow') {
    const base = asPower(a, v);
    const e = asPower(b, v);
    if (!base || !e || !isZero(e.n) || !(numer(base.c) === 1n && base.c.d === 1n)) return null;
    return { c: q(1), n: base.n.mul(e.c) };
  }
  return null;
}

/** Text of c·v^n: '3x^2', '-1/x^2', '2x^(1/2)', '5'. */
function powerText(p: Power, v: string): string {
  if (isZero(p.c)) return '0';
  if (isZero(p.n)) return fmtFrac(p.c);
  const neg = sign(p.c) < 0;
  const c = p.c.abs();
  const coef = c.equals(q(1)) ? '' : isInt(c) ? fmtFrac(c) : `(${fmtFrac(c)})`;
  let body: string;
  if (sign(p.n) < 0 && isInt(p.n)) {
    const k = p.n.neg();
    const den = k.equals(q(1)) ? v : `${v}^${fmtFrac(k)}`;
    body = `${isInt(c) ? fmtFrac(c) : `(${fmtFrac(c)})`}/${den}`;
  } else {
    const pow = p.n.equals(q(1)) ? v : isInt(p.n) ? `${v}^${fmtFrac(p.n)}` : `${v}^(${fmtFrac(p.n)})`;
    body = `${coef}${pow}`;
  }
  return neg ? `-${body}` : body;
}

function powerMachine(p: Power, v: string): string {
  if (isZero(p.n)) return `(${fmtFrac(p.c)})`;
  if (p.n.equals(q(1))) return `(${fmtFrac(p.c)})*${v}`;
  return `(${fmtFrac(p.c)})*${v}^(${fmtFrac(p.n)})`;
}

const TABLE: Record<string, { rule: string; d: (v: string) => string }> = {
  sin: { rule: 'd/dx sin(x) = cos(x)', d: (v) => `cos(${v})` },
  cos: { rule: 'd/dx cos(x) = -sin(x)', d: (v) => `-sin(${v})` },
  tan: { rule: 'd/dx tan(x) = 1/cos(x)^2', d: (v) => `1/cos(${v})^2` },
  exp: { rule: 'd/dx e^x = e^x', d: (v) => `e^${v}` },
  log: { rule: 'd/dx ln(x) = 1/x', d: (v) => `1/${v}` },
};

/** c·f(v) for a table function applied directly to the variable, else null. */
function asTable(node: MathNode, v: string): { c: Q; fn: string } | null {
  if (isParenthesisNode(node)) return asTable(node.content, v);
  if (isFunctionNode(node) && isSymbolNode(node.fn) && TABLE[node.fn.name]) {
    const arg = node.args[0];
    return isSymbolNode(arg) && arg.name === v ? { c: q(1), fn: node.fn.name } : null;
  }
  if (isOperatorNode(node) && node.fn === 'pow' && isSymbolNode(node.args[0]) && node.args[0].name === 'e') {
    const e = node.args[1];
    return isSymbolNode(e) && e.name === v ? { c: q(1), fn: 'exp' } : null;
  }
  if (isOperatorNode(node) && node.fn === 'unaryMinus') {
    const t = asTable(node.args[0], v);
    return t && { c: t.c.neg(), fn: t.fn };
  }
  if (isOperatorNode(node) && node.fn === 'multiply' && isConstantNode(node.args[0])) {
    const t = asTable(node.args[1], v);
    return t && { c: t.c.mul(q(Number(node.args[0].value))), fn: t.fn };
  }
  return null;
}

export function solveDerivative(p: MathProblem): MathSolution {
  const v = p.variable ?? 'x';
  const node = parseSafe(p.expression);
  if (!node) throw new Error('unparseable');
  // d/dx (x^3 - 2x): the brackets only delimit the function, so its terms are differentiated one by one.
  const terms = splitTerms(unwrap(node));
  const steps: MathStep[] = [];
  if (terms.length > 1) steps.push({ explanation: 'Differentiate term by term: the derivative of a sum is the sum of the derivatives.' });
  const powers = new Map<string, Power>();
  const others: Array<{ text: string; machine: string }> = [];
  let allPowers = true;
  const powerList: Array<{ coefficient: number; power: number }> = [];
  for (const t of terms) {
    const shown = termText(t);
    const pw = asPower(t.node, v);
    if (pw) {
      const c = t.negative ? pw.c.neg() : pw.c;
      powerList.push({ coefficient: num(c), power: num(pw.n) });
      const d: Power = { c: c.mul(pw.n), n: pw.n.sub(q(1)) };
      if (isZero(pw.n)) steps.push({ explanation: `${shown} is a constant, so its derivative is 0.` });
      else if (pw.n.equals(q(1)))
        steps.push({
          explanation: `The derivative of ${shown} is ${fmtFrac(c)}: a number times ${v} differentiates to the number.`,
          expression: `d/d${v}(${shown}) = ${fmtFrac(c)}`,
        });
      else {
        const rest = powerText({ c, n: d.n }, v);
        const middle = c.equals(q(1)) ? '' : ` = ${fmtFrac(pw.n)} × ${rest.startsWith('-') ? `(${rest})` : rest}`;
        steps.push({
          explanation: `Power rule: bring the power ${fmtFrac(pw.n)} down as a multiplier and reduce the power by 1.`,
          expression: `d/d${v}(${shown})${middle} = ${powerText(d, v)}`,
        });
      }
      if (!isZero(d.c)) {
        const key = fmtFrac(d.n);
        const old = powers.get(key);
        powers.set(key, old ? { c: old.c.add(d.c), n: d.n } : d);
      }
      continue;
    }
    allPowers = false;
    const tab = asTable(t.node, v);
    if (tab) {
      const c = t.negative ? tab.c.neg() : tab.c;
      const inner = TABLE[tab.fn].d(v);
      const machine = `(${fmtFrac(c)})*(${inner})`;
      const text = prettyText(machine);
      steps.push({
        explanation: `Use the standard derivative ${TABLE[tab.fn].rule.replace(/x/g, v)}.`,
        expression: `d/d${v}(${shown}) = ${text}`,
      });
      others.push({ text, machine });
      continue;
    }
    const termMachine = t.negative ? `-(${t.node.toString()})` : t.node.toString();
    const cas = casDiff(termMachine, v);
    const casNode = cas ? parseSafe(cas) : null;
    if (!cas || !casNode) throw new Error('cannot differentiate');
    const text = pretty(casNode);
    steps.push({ explanation: 'This term needs the product, quotient or chain rule.', expression: `d/d${v}(${shown}) = ${text}` });
    others.push({ text, machine: `(${cas})` });
  }
  const sorted = [...powers.values()].filter((x) => !isZero(x.c)).sort((a, b) => num(b.n) - num(a.n));
  const texts = [...sorted.map((x) => powerText(x, v)), ...others.map((o) => o.text)];
  const machines = [...sorted.map((x) => powerMachine(x, v)), ...others.map((o) => o.machine)];
  const answer = joinTexts(texts.length ? texts : ['0']);
  const answerExpression = machines.length ? machines.join(' + ') : '0';
  if (terms.length > 1) steps.push({ explanation: 'Put the terms together.', expression: answer });
  steps.push({ explanation: `So the derivative is ${answer}.`, expression: `d/d${v}(${p.display}) = ${answer}` });

  // Checks: a numerical derivative of the original, and nerdamer's own derivative.
  const answerNode = parseSafe(answerExpression);
  let numeric = 0;
  let agree = !!answerNode;
  for (const x0 of [0.37, 1.73, 2.41, -0.83, -1.57, 3.19]) {
    if (!answerNode) break;
    const h = 1e-5 * Math.max(1, Math.abs(x0));
    const slope = (evalReal(node, { [v]: x0 + h }) - evalReal(node, { [v]: x0 - h })) / (2 * h);
    const claimed = evalReal(answerNode, { [v]: x0 });
    if (!Number.isFinite(slope) || !Number.isFinite(claimed)) continue;
    numeric++;
    if (Math.abs(slope - claimed) > 1e-4 * Math.max(1, Math.abs(claimed))) agree = false;
  }
  const cas = casDiff(p.expression, v);
  const casNode = cas ? parseSafe(cas) : null;
  const casOk =
    casNode && answerNode
      ? variablesOf(casNode).length === 0 && variablesOf(answerNode).length === 0
        ? Math.abs(evalReal(casNode) - evalReal(answerNode)) < 1e-9
        : sameFunction(casNode, answerNode, [v])
      : null;
  const passed = agree && numeric >= 3 && casOk !== false;
  return {
    kind: 'derivative',
    problem: p,
    answer,
    answerValues: [],
    answerExpression,
    steps,
    check: {
      passed,
      detail: passed
        ? `The slope of ${p.display} measured numerically at ${numeric} points matches ${answer}${casOk ? ', and nerdamer gives the same derivative' : ''} ✓`
        : `Verification failed: ${answer} does not match the measured slope of ${p.display}${casOk === false ? " or nerdamer's derivative" : ''}.`,
    },
    facts: { type: 'derivative', terms: allPowers ? powerList : null },
  };
}
