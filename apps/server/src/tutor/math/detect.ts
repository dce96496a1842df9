// Recognises a maths problem in a learner's message. Conservative by design: anything that is not
// clearly one of the supported kinds returns null, so the offline tutor falls back to its concept
// library instead of "solving" prose or prices.
import { detectPercentage } from './detect-percent.ts';
import { evalReal, parseSafe, pretty, variablesOf } from './expr.ts';
import { detectMeasure } from './detect-measure.ts';
import { prepareText, toMachine } from './normalise.ts';
import { dropNoun, requestVerb, splitProblems, stripFraming, type Framed } from './phrasing.ts';
import { toPoly } from './poly.ts';
import { polyQuotient } from './quotient.ts';
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
/** Leibniz and prime notation for 'the derivative': dy/dx, d/dx, f'(x), y'. */
const D_OP =
  "(?:d[a-z]?\\s*/\\s*d([a-z])|[a-z]'\\s*\\(\\s*([a-z])\\s*\\)|[a-z]'|(?:the\\s+)?(?:first\\s+)?derivative|the gradient function)";
const ASK = "(?:(?:what is|what's|find|work out|calculate|compute|give me|get|determine)\\s+)?(?:the\\s+)?";

/** Derivative requests in Leibniz or prime notation, before or after the function. */
function leibniz(t: string, fnPrefix: (s: string) => string): Intent | null {
  // d(x^3)/dx: the function written inside the operator.
  let m = t.match(new RegExp(`^${ASK}d\\s*\\((.+)\\)\\s*/\\s*d([a-z])$`));
  if (m) return { kind: 'derivative', body: m[1], variable: m[2] };
  m = t.match(new RegExp(`^${ASK}\\(?\\s*d[a-z]?\\s*/\\s*d([a-z])\\s*\\)?\\s*(?:=\\s*\\?+\\s*)?(?:of\\s+)?(.+)$`));
  // 'find dy/dx if y = 3x^2': the body names the function.
  if (m) return { kind: 'derivative', body: fnPrefix(m[2].replace(/^(?:if|when|for|given|where)\s+/, '')), variable: m[1] };
  m = t.match(new RegExp(`^${ASK}[a-z]'\\s*\\(\\s*([a-z])\\s*\\)\\s+(?:if|when|for|given|where|of)\\s+(.+)$`));
  if (m) return { kind: 'derivative', body: fnPrefix(m[2]), variable: m[1] };
  // 'y = x^3 + 2x, find dy/dx' / "f(x) = x^2. what is f'(x)" / 'y = 3x^2 differentiate'.
  m = t.match(
    new RegExp(
      `^(?:[a-z]|[a-z]\\s*\\(\\s*([a-z])\\s*\\))\\s*=\\s*(.+?)\\s*[,.;:]?\\s+(?:${ASK}${D_OP}|differentiate(?: it| this)?)(?:\\s+of\\s+(?:it|this|[a-z]))?$`,
    ),
  );
  if (m) return { kind: 'derivative', body: m[2], variable: m[3] ?? m[4] ?? m[1] };
  m = t.match(/^differentiate\s+(?:with respect to|wrt)\s+([a-z])\s*:?\s*(.+)$/);
  if (m) return { kind: 'derivative', body: fnPrefix(m[2]), variable: m[1] };
  return null;
}

function splitIntent(text: string): Intent | null {
  let t = text;
  for (let i = 0; i < 3; i++) t = dropNoun(t.replace(POLITE, ''));
  if (UNSUPPORTED.test(t)) return null;
  let m: RegExpMatchArray | null;
  const fnPrefix = (s: string) => s.replace(/^(?:[a-z]|[a-z]\s*\(\s*[a-z]\s*\))\s*=\s*/, '');

  m = t.match(
    new RegExp(
      `^(?:(?:what is|what's|whats|find|work out|calculate|compute|give me)\\s+)?(?:the\\s+)?(?:first\\s+)?derivative\\s*:?\\s+(?:of\\s+)?(.+?)${WRT}$`,
    ),
  );
  if (m) return { kind: 'derivative', body: fnPrefix(m[1]), variable: m[2] };
  m = t.match(new RegExp(`^differentiate\\s*:?\\s+(.+?)${WRT}$`));
  if (m && !/^(?:with respect to|wrt)\b/.test(m[1])) return { kind: 'derivative', body: fnPrefix(m[1]), variable: m[2] };
  const d = leibniz(t, fnPrefix);
  if (d) return d;

  m = t.match(
    /^(?:simplify|expand and simplify|expand|simplify and expand|(?:collect|combine) (?:the )?like terms(?: in| of| for)?|tidy up)\s*:?\s*(.+)$/,
  );
  if (m) return { kind: 'simplify', body: m[1] };

  m = t.match(
    /^(?:(?:solve|find|work out|calculate|what is|what's|whats|determine)(?: for)?(?: the value of)? ([a-z])|what does ([a-z]) (?:equal|=|come to))\s*(?::|,|;| if| when| given| in| where| such that)\s*(.+)$/,
  );
  if (m) return { kind: 'solve', variable: m[1] ?? m[2], body: m[3] };
  m = t.match(/^(?:solve|solving)(?: for ([a-z]))?\s*:?\s*(.+?)(?:\s*,?\s+for\s+([a-z]))?$/);
  if (m) return { kind: 'solve', variable: m[1] ?? m[3], body: m[2] };
  m = t.match(/^(.+?)\s*[,.;]?\s*(?:solve|find|what is)(?: for)? ([a-z])$/);
  if (m && m[1].includes('=')) return { kind: 'solve', variable: m[2], body: m[1] };

  m = t.match(
    /^(?:what is|what's|whats|what are|what does|calculate|compute|evaluate|work out|find|how much is|tell me)\s+(.+?)(?:\s+equal|\s*=)?$/,
  );
  if (m) return { kind: 'evaluate', body: m[1] };
  return { kind: 'none', body: t };
}

/** '(x^3 - 2*x)' → 'x^3 - 2*x' when one bracket pair wraps the whole text. */
function withoutOuterBrackets(machine: string): string {
  if (!machine.startsWith('(') || !machine.endsWith(')')) return machine;
  let depth = 0;
  for (let i = 0; i < machine.length; i++) {
    depth += machine[i] === '(' ? 1 : machine[i] === ')' ? -1 : 0;
    if (depth === 0 && i < machine.length - 1) return machine;
  }
  return machine.slice(1, -1).trim();
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

/** 'x = 2' on its own states a value; it is an answer, never a problem to pose. */
export function isBareValue(p: MathProblem): boolean {
  return (
    p.kind === 'linear-equation' &&
    [p.lhs ?? '', p.rhs ?? ''].some((side, i, sides) => /^\s*[a-z]\s*$/i.test(side) && !/[a-z]/i.test(sides[1 - i]))
  );
}

/**
 * Recognise a maths problem in natural learner phrasing, or return null for anything else (prose,
 * prices, unsupported maths such as cubic equations or integrals). A message with several problems
 * gives the first, with `others` counting the rest.
 */
export function parseMathProblem(text: string): MathProblem | null {
  if (typeof text !== 'string') return null;
  const whole = parseOne(text, text);
  if (whole || text.length > 300 || prepareText(text) === null) return whole;
  // 'Hi! I'm stuck. Solve 2x + 3 = 7' or 'solve 2x + 3 = 7 and 3x - 1 = 8': read each sentence and
  // each listed part; a verb at the start of a list carries over to the parts after it.
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((x) => x.trim())
    .filter(Boolean);
  if (sentences.length > 8) return null;
  const found: MathProblem[] = [];
  for (const sentence of sentences) {
    const alone = parseOne(sentence, text);
    const parts = splitProblems(sentence);
    if (parts.length < 2) {
      if (alone && !isBareValue(alone)) found.push(alone);
      continue;
    }
    let verb: string | null = null;
    const inSentence: MathProblem[] = [];
    for (const part of parts) {
      const prepared = prepareText(part);
      const own = prepared ? requestVerb(stripFraming(prepared).text) : null;
      verb = own ?? verb;
      const p = parseOne(part, text) ?? (verb && !own ? parseOne(`${verb} ${part}`, text) : null);
      if (p && !isBareValue(p)) inSentence.push(p);
    }
    if (inSentence.length >= 2 || !alone) found.push(...inSentence);
    else if (!isBareValue(alone)) found.push(alone);
  }
  const distinct = found.filter((p, i) => found.findIndex((o) => o.kind === p.kind && o.display === p.display) === i);
  if (distinct.length === 0) return null;
  return distinct.length > 1 ? { ...distinct[0], others: distinct.length - 1 } : distinct[0];
}

function parseOne(candidate: string, text: string): MathProblem | null {
  const prepared = prepareText(candidate);
  if (!prepared) return null;
  const framed = stripFraming(prepared);
  const pct = detectPercentage(framed.text, text);
  if (pct) return pct;
  const measure = detectMeasure(framed.text, text);
  if (measure) return measure;
  if (framed.text.includes('%')) return null;
  return parseFramed(framed, text);
}

function parseFramed(framed: Framed, text: string): MathProblem | null {
  const intent = splitIntent(framed.text);
  if (!intent) return null;
  if (framed.variable && !intent.variable) intent.variable = framed.variable;
  if (framed.solve && (intent.kind === 'none' || intent.kind === 'evaluate')) intent.kind = 'solve';
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
    return { kind: 'derivative', text, expression: withoutOuterBrackets(mm.machine), display: pretty(node), variable };
  }

  if (vars.length > 0) {
    if (intent.kind === 'solve') {
      // 'solve x^2 - 5x + 6' means '= 0'.
      return equation(text, intent, mm.machine, '0');
    }
    const poly = toPoly(node);
    const display = pretty(node);
    if (!poly) {
      // (2x^2 + 6x)/(2x): a quotient that divides exactly is simplified by cancelling.
      return polyQuotient(node) ? { kind: 'simplify', text, expression: mm.machine, display, variable: vars[0] } : null;
    }
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
