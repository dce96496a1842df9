// Turns learner phrasing into machine maths. Two stages:
//  1. prepareText: LaTeX, unicode and spoken operators ('times', 'x squared', '÷', '−') to ASCII;
//     refuses money ('$5 and $10' is prose, not maths: the peers' most reported rendering bug).
//  2. toMachine: a strict tokenizer; any word that is not a function or a variable means prose,
//     so "I have 2 cats and 3 dogs" is never read as maths.

import { SUPERSCRIPT_DIGITS } from '@brightpath/shared/superscript';
import { NUMBER_WORD, wordsToNumber } from './number-words.ts';

const MAX_TEXT = 300;

/** `$...$` counts as inline maths only in pandoc's sense: no space inside the dollars, no digit after. */
const INLINE_DOLLAR = /\$(?=[^\s$])([^$]*?[^\s$])\$(?!\d)/g;
const MONEY = /[$£€¥]\s?\d|\d\s?[£€¥]|\b\d+(?:\.\d+)?\s*(?:dollars?|pounds?|euros?|cents?|pence|usd|gbp|eur)\b/;

function latexToPlain(s: string): string {
  // Leibniz notation first: \frac{d}{dx} is an operator, not a fraction.
  let t = s
    .replace(/\\[dt]?frac\s*\{\s*d\s*([a-z]?)\s*\}\s*\{\s*d\s*([a-z])\s*\}/gi, ' d$1/d$2 ')
    .replace(/\\(?:text|mathrm|textrm|mbox|operatorname)\s*\{([^{}]*)\}/g, ' $1 ');
  // \frac{3}{4} is a written fraction, 3/4; other \frac{a}{b} may nest, so repeat a few times.
  t = t.replace(/\\[dt]?frac\s*\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\}/g, ' $1/$2 ');
  for (let i = 0; i < 4; i++) t = t.replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '(($1)/($2))');
  return t
    .replace(/\\sqrt\s*\{([^{}]*)\}/g, 'sqrt($1)')
    .replace(/\\(?:cdot|times)/g, '*')
    .replace(/\\div/g, '÷')
    .replace(/\\(?:left|right)/g, '')
    .replace(/\\pi/g, 'pi')
    .replace(/\\(?:ln|sin|cos|tan|log)/g, (m) => m.slice(1))
    .replace(/\\[,;! ]/g, ' ')
    .replace(/\{/g, '(')
    .replace(/\}/g, ')');
}

const SUPERSCRIPT: Record<string, string> = { ...SUPERSCRIPT_DIGITS, '⁻': '-', '⁺': '' };
const VULGAR: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

/**
 * Unicode maths as typed on phones and copied from worksheets: superscript powers (x⁴, x⁻¹, x¹⁰),
 * vulgar fractions (½, 3½ as a mixed number), full-width characters, and emoji (never maths).
 */
export function unicodeToPlain(s: string): string {
  let t = s
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]+/g, (run) => `^${run.length > 1 ? `(${[...run].map((c) => SUPERSCRIPT[c]).join('')})` : SUPERSCRIPT[run]}`)
    .replace(/(\d)\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g, (_m, whole: string, f: string) => `(${whole} + ${VULGAR[f]})`)
    .replace(/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/g, (f) => `(${VULGAR[f]})`)
    .replace(/\p{Extended_Pictographic}|[\u{FE0F}\u{200D}]/gu, ' ');
  // Full-width digits, letters and operators (＝, ２ｘ) fold to ASCII; the characters above are done first
  // because NFKC would flatten x² into x2.
  t = t.normalize('NFKC');
  return t;
}

/**
 * Normalise the learner's text to lower-case ASCII maths with spoken operators replaced, or null when
 * it is too long or talks about money.
 */
/**
 * Number words next to an operator or after 'of' become digits: 'ten + five' is 10 + 5 and '1/2 of twelve' is
 * 1/2 of 12, as young learners write them. A number word elsewhere ('which one is bigger') is left alone.
 */
function numbersByOperators(t: string): string {
  return t.replace(NUMBER_WORD, (words, offset: number, whole: string) => {
    const before = whole.slice(0, offset).trimEnd();
    const after = whole.slice(offset + words.length).trimStart();
    if (!/(?:[-+*/÷=^(]|\bof)$/.test(before) && !/^[-+*/÷=^)]/.test(after)) return words;
    const n = wordsToNumber(words);
    return n === null ? words : String(n);
  });
}

/** A number as learners type one next to an operation word: 7, -2, 3.5, 1/3 or 2 1/2. */
const OPERAND = String.raw`-?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?`;
const A = `(${OPERAND})`;
/**
 * Operations said as a verb or a noun with two numbers: 'add 1/3 and 1/6' is 1/3 + 1/6 (never two problems
 * split at 'and'), 'subtract 4 from 9' is 9 - 4, 'multiply 3 by 5', 'the product of 3 and 5', 'divide 12 by 4',
 * 'the difference between 9 and 4'.
 */
const OPERATION_PHRASES: [RegExp, string][] = [
  [new RegExp(String.raw`\b(?:add(?:\s+up)?|(?:the\s+)?sum\s+of|total\s+of)\s+${A}\s+(?:and|to|with|\+)\s+${A}`, 'g'), '$1 + $2'],
  [new RegExp(String.raw`\b(?:subtract|take|take away|minus)\s+${A}\s+(?:from|off)\s+${A}`, 'g'), '$2 - $1'],
  [new RegExp(String.raw`\b(?:the\s+)?difference\s+(?:between|of)\s+${A}\s+and\s+${A}`, 'g'), '$1 - $2'],
  [new RegExp(String.raw`\b(?:multiply|times)\s+${A}\s+(?:by|and|with|x|\*)\s+${A}`, 'g'), '$1 * $2'],
  [new RegExp(String.raw`\b(?:the\s+)?product\s+of\s+${A}\s+and\s+${A}`, 'g'), '$1 * $2'],
  [new RegExp(String.raw`\bdivide\s+${A}\s+by\s+${A}`, 'g'), '$1 ÷ $2'],
  [new RegExp(String.raw`\b(?:the\s+)?quotient\s+of\s+${A}\s+and\s+${A}`, 'g'), '$1 ÷ $2'],
];

function operationsInWords(t: string): string {
  const operand = (x: string) => (x.includes('/') ? `(${x})` : x);
  for (const [re, to] of OPERATION_PHRASES)
    t = t.replace(re, (_m, a: string, b: string) => to.replace('$1', operand(a)).replace('$2', operand(b)));
  return t;
}

export function prepareText(raw: string): string | null {
  if (!raw || raw.length > MAX_TEXT) return null;
  let t = raw.trim();
  // Delimited maths: take the inside. Prices fail the inline rule and stay as they are.
  t = t
    .replace(/\$\$([^$]+)\$\$/g, ' $1 ')
    .replace(/\\\[([\s\S]*?)\\\]/g, ' $1 ')
    .replace(/\\\(([\s\S]*?)\\\)/g, ' $1 ')
    .replace(INLINE_DOLLAR, ' $1 ');
  if (MONEY.test(t.toLowerCase())) return null;
  t = unicodeToPlain(latexToPlain(t)).toLowerCase();
  t = t
    .replace(/[×✕✖⋅·∙]/g, '*')
    .replace(/[−–—‐‑﹣]/g, '-')
    .replace(/[∕⁄]/g, '/')
    .replace(/√/g, ' sqrt ')
    .replace(/π/g, ' pi ')
    .replace(/[’‘]/g, "'")
    .replace(/\*\*/g, '^')
    // Thousands separators: 1,000 → 1000.
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2');
  t = operationsInWords(t);
  t = t
    .replace(/\b(?:the )?square root of\b/g, ' sqrt ')
    .replace(/\s*\bsquared\b/g, '^2')
    .replace(/\s*\bcubed\b/g, '^3')
    .replace(/\s*\b(?:to the power of|raised to the power of|raised to|to the power)\s*/g, '^')
    .replace(/\s*\bto the (\d+)(?:st|nd|rd|th)(?: power)?\b/g, '^$1')
    // 'half of 36', 'a third of 27', 'double 45': fractions and multiples said in words.
    .replace(/\b(?:a |one )?half of\b/g, ' 1/2 of ')
    .replace(/\b(?:a |one )?third of\b/g, ' 1/3 of ')
    .replace(/\b(?:a |one )?quarter of\b/g, ' 1/4 of ')
    .replace(/\b(?:double|twice)\s+(?=\d)/g, ' 2 * ')
    .replace(/\btriple\s+(?=\d)/g, ' 3 * ')
    .replace(/\b(?:multiplied by|times)\b/g, ' * ')
    .replace(/\b(?:divided by|divide by)\b/g, ' ÷ ')
    .replace(/\bplus\b/g, ' + ')
    .replace(/\b(?:minus|take away|subtract)\b/g, ' - ')
    .replace(/\bnegative\s+(?=\d|[a-z]\b)/g, '-')
    .replace(/\b(?:is equal to|equals)\b/g, ' = ')
    .replace(/(\d)\s+over\s+(\d)/g, '$1/$2');
  t = numbersByOperators(t)
    // '3/4 of 20' means 3/4 × 20 ('15% of 80' is matched as a percentage before this matters).
    .replace(/(\d)\s+of\s+(?=\d)/g, '$1 * ');
  // '12 x 7' means times when every x sits between two numbers and nothing is being solved.
  if (!t.includes('=') && /\d\s*x\s*\d/.test(t) && !/(?<!\d\s*)x|x(?!\s*\d)/.test(t)) {
    t = t.replace(/(\d)\s*x\s*(?=\d)/g, '$1 * ');
  }
  t = t.replace(/\s+/g, ' ').trim();
  // Trailing politeness and punctuation carry no maths.
  for (let i = 0; i < 3; i++) {
    t = t
      .replace(/[?.!]+$/, '')
      .replace(/[,;]?\s*\b(?:please|thanks|thank you|for me|step by step|show (?:me )?(?:the |your )?(?:working|work|steps))$/, '')
      .trim();
  }
  return t;
}

export interface MachineMath {
  /** Machine form, e.g. '2*x + 3 = 7' or '(3/4) + (1/6)'. */
  machine: string;
  /** An integer-over-integer literal was written (3/4). */
  fractionLiteral: boolean;
  /** Number of operations (binary operators, implicit products, functions, '='). */
  operations: number;
}

type Tok = { k: 'num' | 'var' | 'const' | 'func' | 'op' | 'lp' | 'rp' | 'eq'; v: string };

const FUNC_ALIASES: Record<string, string> = {
  sqrt: 'sqrt',
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  ln: 'log',
  log: 'log10',
  exp: 'exp',
  abs: 'abs',
};
/** Letters that may be glued together as a product of variables ('xy', 'ab'); other words are prose. */
const GLUE_LETTERS = /^[abcxyz]{2,3}$/;

function lexWord(w: string, out: Tok[]): boolean {
  if (FUNC_ALIASES[w]) return out.push({ k: 'func', v: FUNC_ALIASES[w] }) > 0;
  if (w === 'pi' || w === 'e') return out.push({ k: 'const', v: w }) > 0;
  if (w.length === 1) return w !== 'i' && out.push({ k: 'var', v: w }) > 0;
  // 'sinx' → sin x
  const fn = Object.keys(FUNC_ALIASES).find((f) => w.startsWith(f) && w.length === f.length + 1);
  if (fn) {
    out.push({ k: 'func', v: FUNC_ALIASES[fn] });
    return lexWord(w.slice(fn.length), out);
  }
  if (GLUE_LETTERS.test(w) && new Set(w).size === w.length) {
    for (const ch of w) out.push({ k: 'var', v: ch });
    return true;
  }
  return false;
}

function lex(fragment: string): Tok[] | null {
  const out: Tok[] = [];
  const re = /\s*(\d+(?:\.\d+)?|\.\d+|[a-z]+|[-+*/^()=÷])/y;
  let pos = 0;
  let lastWasNum = false;
  while (pos < fragment.length) {
    re.lastIndex = pos;
    const m = re.exec(fragment);
    if (!m) return fragment.slice(pos).trim() === '' ? out : null;
    pos = re.lastIndex;
    const s = m[1];
    if (/^[\d.]/.test(s)) {
      // '2 3' (two numbers in a row) is prose or a typo, never maths we should guess at.
      if (lastWasNum || s.replace('.', '').length > 15) return null;
      out.push({ k: 'num', v: s.startsWith('.') ? `0${s}` : s });
    } else if (/^[a-z]/.test(s)) {
      if (!lexWord(s, out)) return null;
    } else if (s === '(') out.push({ k: 'lp', v: s });
    else if (s === ')') out.push({ k: 'rp', v: s });
    else if (s === '=') out.push({ k: 'eq', v: s });
    else out.push({ k: 'op', v: s });
    lastWasNum = out[out.length - 1].k === 'num';
  }
  return out;
}

/** Tokens → machine text with explicit products and bracketed fraction literals. */
export function toMachine(fragment: string): MachineMath | null {
  const toks = lex(fragment);
  if (!toks || toks.length === 0) return null;
  const out: Tok[] = [];
  let fractionLiteral = false;
  let operations = 0;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const prev = out[out.length - 1];
    // Fraction literal a/b: bracket it so that '3/4 ÷ 1/6' means (3/4) ÷ (1/6).
    if (
      t.k === 'num' &&
      toks[i + 1]?.v === '/' &&
      toks[i + 2]?.k === 'num' &&
      toks[i + 3]?.v !== '^' &&
      toks[i - 1]?.v !== '^' &&
      toks[i - 1]?.v !== '/'
    ) {
      if (prev && ['num', 'var', 'const', 'rp'].includes(prev.k)) out.push({ k: 'op', v: '*' });
      out.push({ k: 'lp', v: '(' }, t, { k: 'op', v: '/' }, toks[i + 2], { k: 'rp', v: ')' });
      fractionLiteral = true;
      i += 2;
      continue;
    }
    if (prev) {
      const leftAtom = ['num', 'var', 'const', 'rp'].includes(prev.k);
      if (leftAtom && ['var', 'const', 'func', 'lp'].includes(t.k)) {
        out.push({ k: 'op', v: '*' });
        operations++;
      } else if (leftAtom && t.k === 'num') return null; // 'x2', '(x+1)2': ambiguous, refuse
    }
    if (t.k === 'func') {
      operations++;
      const next = toks[i + 1];
      // 'sin x' → sin(x): a function followed by a single atom takes it as its argument.
      if (next && ['num', 'var', 'const'].includes(next.k)) {
        out.push(t, { k: 'lp', v: '(' }, next, { k: 'rp', v: ')' });
        i += 1;
        continue;
      }
      if (next?.k !== 'lp') return null;
    }
    if (t.k === 'op' || t.k === 'eq') {
      const unary = (t.v === '-' || t.v === '+') && (!prev || ['op', 'eq', 'lp'].includes(prev.k));
      if (!unary) operations++;
      out.push(t.v === '÷' ? { k: 'op', v: '/' } : t);
      continue;
    }
    out.push(t);
  }
  return { machine: join(out), fractionLiteral, operations };
}

function join(toks: Tok[]): string {
  let s = '';
  toks.forEach((t, i) => {
    const prev = toks[i - 1];
    const binary = (t.v === '+' || t.v === '-') && prev && !['op', 'eq', 'lp'].includes(prev.k);
    if (t.k === 'eq' || binary) s += ` ${t.v} `;
    else s += t.v;
  });
  return s.trim();
}
