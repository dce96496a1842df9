// Recognises a maths problem in a learner's message. Conservative by design: anything that is not
// clearly one of the supported kinds returns null, so the offline tutor falls back to its concept
// library instead of "solving" prose or prices.
import { detectPercentage } from './detect-percent.ts';
import { evalReal, parseSafe, pretty, variablesOf } from './expr.ts';
import { prepareText, toMachine } from './normalise.ts';
import { toPoly } from './poly.ts';
import type { MathProblem } from './types.ts';

type IntentKind = 'derivative' | 'simplify' | 'solve' | 'evaluate' | 'none';
interface Intent {
  kind: IntentKind;
  variable?: string;
  body: string;
}

const POLITE =
  /^(?:(?:can|could|would|will) you (?:please )?(?:help me )?(?:with )?|please |help me(?: to| with)? |help with |i need help(?: with)? |i need to |i want to |i have to |how (?:do|would|can|should) (?:i|you|we) |how to |let's |lets |try to |hi,? |hello,? |ok,? |okay,? )/;
const WRT = '(?:\\s+(?:with respect to|wrt|w\\.r\\.t\\.?)\\s+([a-z]))?';
const UNSUPPORTED = /^(?:factor|factorise|factorize|integrate|integral|limit|graph|plot|prove|sketch)\b/;

/** Peel the request words off the maths: 'find x: x^2 - 5x + 6 = 0' → solve, x, 'x^2 - 5x + 6 = 0'. */
function splitIntent(text: string): Intent | null {
  let t = text;
  for (let i = 0; i < 3; i++) t = t.replace(POLITE, '');
  if (UNSUPPORTED.test(t)) return null;
  let m: RegExpMatchArray | null;
  const fnPrefix = (s: string) => s.replace(/^(?:[a-z]|[a-z]\s*\(\s*[a-z]\s*\))\s*=\s*/, '');

  m = t.match(new RegExp(`^(?:(?:what is|what's|whats|find|work out|calculate|compute|give me)\\s+)?(?:the\\s+)?(?:first\\s+)?derivative\\s+(?:of\\s+)?(.+?)${WRT}$`));
  if (m) return { kind: 'derivative', body: fnPrefix(m[1]), variable: m[2] };
  m = t.match(new RegExp(`^differentiate\\s+(.+?)${WRT}$`));
  if (m) return { kind: 'derivative', body: fnPrefix(m[1]), variable: m[2] };
  m = t.match(/^d[a-z]?\s*\/\s*d([a-z])\s*(?:of\s+)?(.+)$/);
  if (m) return { kind: 'derivative', body: fnPrefix(m[2]), variable: m[1] };

  m = t.match(/^(?:simplify|expand and simplify|expand|simplify and expand|(?:collect|combine) (?:the )?like terms(?: in| of| for)?|tidy up)\s*:?\s*(.+)$/);
  if (m) return { kind: 'simplify', body: m[1] };

  m = t.match(/^(?:solve|find|work out|calculate|what is|what's|whats|determine)(?: for)?(?: the value of)? ([a-z])\s*(?::|,|;| if| when| given| in| where| such that)\s*(.+)$/);
  if (m) return { kind: 'solve', variable: m[1], body: m[2] };
  m = t.match(/^(?:solve|solving)(?: for ([a-z]))?\s*:?\s*(.+?)(?:\s*,?\s+for\s+([a-z]))?$/);
  if (m) return { kind: 'solve', variable: m[1] ?? m[3], body: m[2] };
  m = t.match(/^(.+?)\s*[,.;]?\s*(?:solve|find|what is)(?: for)? ([a-z])$/);
  if (m && m[1].includes('=')) return { kind: 'solve', variable: m[2], body: m[1] };

  m = t.match(/^(?:what is|what's|whats|what are|what does|calculate|compute|evaluate|work out|find|how much is|tell me)\s+(.+?)(?:\s+equal|\s*=)?$/);
  if (m) return { kind: 'evaluate', body: m[1] };
  return { kind: 'none', body: t };
}

function chooseVariable(vars: string[], wanted?: string): string | null {
  if (wanted) return vars.every((v) => v === wanted) ? wanted : null;
  if (vars.length === 1) return vars[0];
  return null;
}

function equation(text: string, intent: Intent, lhs: string, rhs: string): MathProblem | null {
  if (intent.kind === 'derivative' || intent.kind === 'simplify') return null;
  const l = parseSafe(lhs);
  const r = parseSafe(rhs);
  if (!l || !r) return null;
  const variable = chooseVariable([...new Set([...variablesOf(l), ...variablesOf(r)])], intent.variable);
  if (!variable) return null;
  if (![...variablesOf(l), ...variablesOf(r)].includes(variable)) return null;
  const pl = toPoly(l);
  const pr = toPoly(r);
  if (!pl || !pr) return null; // x in a denominator, sqrt(x), ...: not a linear or quadratic equation
  const degree = pl.sub(pr).degree(variable);
  if (degree > 2) return null;
  return {
    kind: degree === 2 ? 'quadratic-equation' : 'linear-equation',
    text,
    expression: `${lhs} = ${rhs}`,
    display: `${pretty(l)} = ${pretty(r)}`,
    lhs,
    rhs,
    variable,
  };
}

/**
 * Recognise a maths problem in natural learner phrasing, or return null for anything else (prose,
 * prices, unsupported maths such as cubic equations or integrals).
 */
export function parseMathProblem(text: string): MathProblem | null {
  if (typeof text !== 'string') return null;
  const whole = parseOne(text, text);
  if (whole || text.length > 300) return whole;
  // 'Hi! I'm stuck. Solve 2x + 3 = 7': try each sentence, last first (the question usually comes last).
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).map((x) => x.trim()).filter(Boolean);
  if (sentences.length < 2 || sentences.length > 4 || prepareText(text) === null) return null;
  for (const sentence of sentences.reverse()) {
    const p = parseOne(sentence, text);
    if (p) return p;
  }
  return null;
}

function parseOne(candidate: string, text: string): MathProblem | null {
  const prepared = prepareText(candidate);
  if (!prepared) return null;
  const pct = detectPercentage(prepared, text);
  if (pct) return pct;
  if (prepared.includes('%')) return null;

  const intent = splitIntent(prepared);
  if (!intent) return null;
  const mm = toMachine(intent.body);
  if (!mm) return null;
  const sides = mm.machine.split(' = ');
  if (sides.length > 2) return null;
  if (sides.length === 2) return equation(text, intent, sides[0], sides[1]);

  const node = parseSafe(mm.machine);
  if (!node) return null;
  const vars = variablesOf(node);
  const literal = mm.fractionLiteral;

  if (intent.kind === 'derivative') {
    const variable = intent.variable ?? (vars.length === 0 ? 'x' : chooseVariable(vars));
    if (!variable || !vars.every((v) => v === variable)) return null;
    return { kind: 'derivative', text, expression: mm.machine, display: pretty(node), variable };
  }

  if (vars.length > 0) {
    if (intent.kind === 'solve') {
      // 'solve x^2 - 5x + 6' means '= 0'.
      return equation(text, intent, mm.machine, '0');
    }
    const poly = toPoly(node);
    if (!poly) return null; // only polynomial expressions are simplified step by step
    const display = pretty(node);
    // Without an explicit request, an expression that is already simplest is not a question.
    if (intent.kind !== 'simplify' && poly.pretty() === display) return null;
    if (mm.operations === 0) return null;
    return { kind: 'simplify', text, expression: mm.machine, display, variable: vars[0] };
  }

  if (intent.kind === 'solve') return null;
  if (!Number.isFinite(evalReal(node))) return null; // 5/0, sqrt(-4): no real answer to teach here
  const hasLiteral = literal && /\(\d+(?:\.\d+)?\/\d+(?:\.\d+)?\)/.test(mm.machine);
  if (hasLiteral && /\(\d+\/\d+\)/.test(mm.machine) && (mm.operations >= 1 || intent.kind === 'simplify')) {
    return { kind: 'fraction', text, expression: mm.machine, display: pretty(node, 'fraction') };
  }
  if (mm.operations + (hasLiteral ? 1 : 0) === 0) return null; // a bare number is not a question
  return { kind: 'arithmetic', text, expression: mm.machine, display: pretty(node, 'arithmetic') };
}
