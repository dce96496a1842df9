// Reading a learner's answer: numbers ('x = 2', '4/2', '0.9167', 'x = 2 or x = 3', '±3', '30%'),
// words ('no real solutions') or an expression ("f'(x) = 3x^2 + 2"). Lenient about phrasing,
// strict about maths: the same tokenizer as problem detection decides what is maths.
import { evalReal, parseSafe, variablesOf, type MathNode } from './expr.ts';
import { prepareText, toMachine } from './normalise.ts';
import { NUMBER_WORD, wordsToNumber } from './number-words.ts';

export { NUMBER_WORD_VALUES } from './number-words.ts';

export interface LearnerValue {
  value: number;
  /** Decimal places when written as a decimal (an approximation), or null for an exact form. */
  decimals: number | null;
  /** The value as the learner wrote it ('-1/3', '0.25', '√2'), to echo it back in their own form. */
  text?: string;
}

export interface LearnerNumbers {
  values: LearnerValue[];
  /** 'none' for "no (real) solution", 'all' for "every number works". */
  claim: 'none' | 'all' | null;
  /** Direction words in a percentage-change answer. */
  direction: 'increase' | 'decrease' | null;
}

const FILLER =
  /^(?:(?:so|ok|okay|well|um+|hmm+|i think|i guess|i got|i get|i believe|maybe|is it|it's|it is|its|my answer is|the answer is|answer is|answer|the solution is|solution|the result is|result|i found|it equals|that gives|that's|that is)\b[\s:,]*)+/;
const APPROX = /^(?:about|approximately|approx\.?|roughly|around|nearly|≈|~)\s*/;

function clean(text: string): string {
  return text
    .toLowerCase()
    .replace(/[−–—]/g, '-')
    .replace(/\+\s*\/\s*-|\+-/g, '±')
    .replace(/[?!]+\s*$/, '')
    .replace(/\.\s*$/, '')
    .trim();
}

/** A single number-valued piece: '2', '4/2', '-1/2', '(5 + √13)/2', '0.9167', '±3'. */
export function readPiece(raw: string): LearnerValue[] | null {
  let s = raw
    .trim()
    .replace(FILLER, '')
    .replace(/^[a-z]\s*(?:=|is|equals)\s*/, '')
    .replace(/^=\s*/, '')
    .replace(APPROX, '');
  s = s.replace(/\s*(?:%|percent|per cent)\s*$/, '').trim();
  if (!s) return null;
  if (s.includes('±')) {
    const [a, b] = s.split('±');
    const base = a.trim() ? readPiece(a) : [{ value: 0, decimals: null }];
    const plus = readPiece(b);
    if (!base || !plus || base.length !== 1 || plus.length !== 1) return null;
    const shown = (sign: string) => (a.trim() ? `${a.trim()} ${sign} ${b.trim()}` : `${sign === '-' ? '-' : ''}${b.trim()}`);
    return [
      { value: base[0].value + plus[0].value, decimals: plus[0].decimals, text: shown('+') },
      { value: base[0].value - plus[0].value, decimals: plus[0].decimals, text: shown('-') },
    ];
  }
  // Mixed number: '4 1/2' is 4.5 (two numbers in a row are otherwise refused by the tokenizer).
  const mixed = s.match(/^(-?)(\d+)\s+(\d+)\s*\/\s*(\d+)$/);
  if (mixed && Number(mixed[4]) !== 0) {
    const v = Number(mixed[2]) + Number(mixed[3]) / Number(mixed[4]);
    return [{ value: mixed[1] ? -v : v, decimals: null, text: s }];
  }
  const dec = s.match(/^-?\d*\.(\d+)$/);
  const prepared = prepareText(s);
  const mm = prepared ? toMachine(prepared) : null;
  const node = mm ? parseSafe(mm.machine) : null;
  if (!node || variablesOf(node).length > 0) return null;
  const value = evalReal(node);
  if (!Number.isFinite(value)) return null;
  // √2 and friends are exact forms too; only a typed decimal is an approximation.
  return [{ value, decimals: dec ? dec[1].length : null, text: s.replace(/\s+/g, ' ') }];
}

/** A short answer written in words ('fifty six', 'x is four'), with its digits put in; else the text unchanged. */
function spelledOut(t: string): string {
  if (/\d/.test(t) || t.split(' ').length > 8) return t;
  const replaced = t.replace(NUMBER_WORD, (m) => {
    const n = wordsToNumber(m);
    return n === null ? m : String(n);
  });
  // Only an answer that is nothing but the number (and the usual lead-in words) is read this way.
  const rest = replaced
    .replace(FILLER, '')
    .replace(/^[a-z]\s*(?:=|is|equals)\s*/, '')
    .trim();
  return /^-?\d+$/.test(rest) ? replaced : t;
}

/** Numbers in a learner's answer, or null when nothing numeric can be read. */
export function readNumbers(text: string, variable = 'x'): LearnerNumbers | null {
  const t = spelledOut(clean(text));
  if (!t) return null;
  const direction = /\b(?:decrease|decreased|down|fall|drop|less|lower|reduction)\b/.test(t)
    ? 'decrease'
    : /\b(?:increase|increased|up|rise|more|higher|gain)\b/.test(t)
      ? 'increase'
      : null;
  if (
    /\b(?:no (?:real )?(?:solutions?|roots?|answers?|values?)|none|not possible|impossible|can'?t be solved|cannot be solved|no x|doesn'?t have (?:a |any )?(?:real )?(?:solutions?|roots?))\b|∅/.test(
      t,
    )
  ) {
    return { values: [], claim: 'none', direction };
  }
  if (
    /\b(?:all (?:real )?numbers|any (?:real )?number|every (?:real )?number|infinitely many|any value|all values|every value)\b/.test(t)
  ) {
    return { values: [], claim: 'all', direction };
  }
  const body = t.replace(/\b(?:increase|decrease|increased|decreased)\b/g, ' ').trim();

  // 1. Explicit 'x = value' statements win ('2x = 4 so x = 2' → 2).
  const explicit = [
    ...body.matchAll(
      new RegExp(
        `(?<![\\w.])${variable}\\s*(?:=|is|equals)\\s*(±?\\s*-?(?:[\\d.√/()+\\-\\s]|sqrt)*?[\\d)])(?=\\s*(?:$|,|;|\\bor\\b|\\band\\b|\\.\\s))`,
        'g',
      ),
    ),
  ];
  if (explicit.length) {
    const values = explicit.flatMap((m) => readPiece(m[1]) ?? []);
    if (values.length) return { values, claim: null, direction };
  }
  // 2. A worked line of arithmetic ('3 + 4 × 2 = 11'): the value after the last '='.
  const last = body.lastIndexOf('=');
  if (last > 0 && !/[a-z]/.test(body.slice(0, last).replace(/\b(?:sqrt|pi)\b/g, ''))) {
    const value = readPiece(body.slice(last + 1));
    if (value) return { values: value, claim: null, direction };
  }
  // 3. The whole answer as a list of pieces: '2, 3', '2 and 3', 'x = 2 or x = 3'.
  const pieces = body.split(/\s*(?:\bor\b|\band\b|,|;|&)\s*/).filter(Boolean);
  const read = pieces.map(readPiece);
  if (read.length && read.every((r) => r !== null)) return { values: read.flat() as LearnerValue[], claim: null, direction };
  // 4. Exactly one number somewhere in a sentence.
  const nums = body.match(/-?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?/g) ?? [];
  if (nums.length === 1) {
    const one = readPiece(nums[0]);
    if (one) return { values: one, claim: null, direction };
  }
  return null;
}

/** An expression answer in the given variables ("f'(x) = 3x^2 + 2" → 3*x^2 + 2), or null. */
export function readExpression(text: string, variables: string[]): MathNode | null {
  let t = clean(text).replace(FILLER, '');
  // Take what follows the last '=' (f'(x) = ..., dy/dx = ..., d/dx(...) = ...).
  if (t.includes('=')) t = t.slice(t.lastIndexOf('=') + 1);
  const prepared = prepareText(t);
  const mm = prepared ? toMachine(prepared) : null;
  const node = mm ? parseSafe(mm.machine) : null;
  if (!node) return null;
  return variablesOf(node).every((v) => variables.includes(v)) ? node : null;
}
