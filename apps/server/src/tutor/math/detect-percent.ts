// Percentage questions are phrased in words more than symbols, so they get their own patterns,
// matched on the prepared (lower-case, ASCII) text before the general maths tokenizer runs.
import type { MathProblem, PercentageQuestion } from './types.ts';

const N = '(-?\\d+(?:\\.\\d+)?)';
const PCT = '(?:%|\\s*percent|\\s*per cent)';
const PCT_WORD = '(?:percent|per cent|percentage|%)';
const LEAD = "^(?:(?:what is|what's|whats|what will be|calculate|compute|find|work out|evaluate|how much is)\\s+)?(?:the\\s+)?";

const PATTERNS: Array<{ re: RegExp; build: (m: RegExpMatchArray) => PercentageQuestion }> = [
  // 15% of 80
  { re: new RegExp(`${LEAD}${N}${PCT}\\s+of\\s+${N}$`), build: (m) => ({ mode: 'of', percent: +m[1], base: +m[2] }) },
  // what percent of 80 is 12
  {
    re: new RegExp(`^(?:what|which)\\s+${PCT_WORD}\\s+of\\s+${N}\\s+is\\s+${N}$`),
    build: (m) => ({ mode: 'ratio', part: +m[2], whole: +m[1] }),
  },
  // what percentage is 15 out of 60 / what percent is 12 of 80
  {
    re: new RegExp(`^(?:what|which)\\s+${PCT_WORD}\\s+is\\s+${N}\\s+(?:out\\s+)?of\\s+${N}$`),
    build: (m) => ({ mode: 'ratio', part: +m[1], whole: +m[2] }),
  },
  // 12 is what percent of 80
  {
    re: new RegExp(`^${N}\\s+is\\s+what\\s+${PCT_WORD}\\s+of\\s+${N}$`),
    build: (m) => ({ mode: 'ratio', part: +m[1], whole: +m[2] }),
  },
  // 12 out of 80 as a percentage / express 12/80 as a percent
  {
    re: new RegExp(`${LEAD}(?:express\\s+|write\\s+|convert\\s+)?${N}\\s*(?:out of|/)\\s*${N}\\s+(?:as|in|to)\\s+(?:a\\s+)?${PCT_WORD}$`),
    build: (m) => ({ mode: 'ratio', part: +m[1], whole: +m[2] }),
  },
  // percentage increase from 50 to 65 / percent change from 80 to 60
  {
    re: new RegExp(`${LEAD}${PCT_WORD}\\s+(?:increase|decrease|change|rise|fall|drop)\\s+(?:from\\s+)?${N}\\s+to\\s+${N}$`),
    build: (m) => ({ mode: 'change', from: +m[1], to: +m[2] }),
  },
  // from 50 to 65 as a percentage change / 50 to 65 percent increase
  {
    re: new RegExp(`${LEAD}(?:from\\s+)?${N}\\s+to\\s+${N}\\s+(?:as\\s+a\\s+)?${PCT_WORD}\\s+(?:increase|decrease|change)$`),
    build: (m) => ({ mode: 'change', from: +m[1], to: +m[2] }),
  },
  // increase 80 by 15%
  {
    re: new RegExp(`${LEAD}(increase|decrease|raise|reduce)\\s+${N}\\s+by\\s+${N}${PCT}$`),
    build: (m) => ({ mode: /increase|raise/.test(m[1]) ? 'increase' : 'decrease', percent: +m[3], base: +m[2] }),
  },
  // 80 increased by 15%
  {
    re: new RegExp(`${LEAD}${N}\\s+(increased|decreased|reduced|raised)\\s+by\\s+${N}${PCT}$`),
    build: (m) => ({ mode: /increased|raised/.test(m[2]) ? 'increase' : 'decrease', percent: +m[3], base: +m[1] }),
  },
];

/**
 * Word problems: the question inside a sentence ('a jacket costs 80 and is 25% off, what do i pay',
 * 'i got 18 out of 24, whats that as a percentage', 'it was 40 now its 30, whats the percentage decrease').
 * Searched anywhere in the text, after the exact patterns above.
 */
const IN_A_SENTENCE: Array<{ re: RegExp; build: (m: RegExpMatchArray) => PercentageQuestion }> = [
  // 25% off 80 / 25 percent off the price of 80
  {
    re: new RegExp(`${N}${PCT}\\s+(?:off|discount on|discount off)\\s+(?:the\\s+price\\s+of\\s+|a\\s+|an\\s+)?${N}(?!\\s*%)`),
    build: (m) => ({ mode: 'decrease', percent: +m[1], base: +m[2] }),
  },
  // costs 80 and is 25% off / 80 with 25% off / priced at 80 with a 25% discount
  {
    re: new RegExp(
      `${N}\\s+(?:and\\s+(?:is|its|it's|has|gets|there's|theres)|with|but\\s+(?:is|has|its)|at|minus|in\\s+a\\s+sale\\s+of)\\s+(?:a\\s+|an\\s+)?${N}${PCT}\\s+(?:off|discount|reduction|sale)`,
    ),
    build: (m) => ({ mode: 'decrease', percent: +m[2], base: +m[1] }),
  },
  // 18 out of 24 ... as a percentage / what percentage is that
  {
    re: new RegExp(`${N}\\s+out\\s+of\\s+${N}\\b(?!\\s*%).*\\b(?:percent|per cent|percentage)`),
    build: (m) => ({ mode: 'ratio', part: +m[1], whole: +m[2] }),
  },
  // was 40 now 30 ... percentage decrease / went from 40 to 30 whats the percent change
  {
    re: new RegExp(
      `(?:was|from)\\s+${N}\\s+(?:and\\s+)?(?:now|to|and now|but now)\\s+(?:its\\s+|it's\\s+|is\\s+)?${N}\\b(?!\\s*%).*\\b${PCT_WORD}\\s+(?:increase|decrease|change|rise|fall|drop)`,
    ),
    build: (m) => ({ mode: 'change', from: +m[1], to: +m[2] }),
  },
];

/** The calculation and the learner-facing wording of a percentage question. */
export function describePercentage(p: PercentageQuestion): { expression: string; display: string } {
  switch (p.mode) {
    case 'of':
      return { expression: `${p.percent}/100 * ${p.base}`, display: `${p.percent}% of ${p.base}` };
    case 'ratio':
      return { expression: `${p.part}/${p.whole} * 100`, display: `${p.part} as a percentage of ${p.whole}` };
    case 'change':
      return {
        expression: `(${p.to} - ${p.from})/${p.from} * 100`,
        display: `the percentage change from ${p.from} to ${p.to}`,
      };
    case 'increase':
    case 'decrease':
      return {
        expression: `${p.base} * (1 ${p.mode === 'increase' ? '+' : '-'} ${p.percent}/100)`,
        display: `${p.base} ${p.mode === 'increase' ? 'increased' : 'decreased'} by ${p.percent}%`,
      };
  }
}

/** A percentage problem from prepared text, or null. Questions with no answer (a base of 0) are refused. */
export function detectPercentage(prepared: string, original: string): MathProblem | null {
  for (const { re, build } of [...PATTERNS, ...IN_A_SENTENCE]) {
    const m = prepared.match(re);
    if (!m) continue;
    const question = build(m);
    if (question.mode === 'ratio' && question.whole === 0) return null;
    if (question.mode === 'change' && question.from === 0) return null;
    const { expression, display } = describePercentage(question);
    return { kind: 'percentage', text: original, expression, display, percentage: question };
  }
  return null;
}
