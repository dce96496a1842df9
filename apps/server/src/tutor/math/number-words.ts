// Numbers written in words ('ten', 'fifty-six', 'one hundred and twenty'), as learners write them in answers and in
// problems ('ten plus five', 'half of twelve'). Pure; used by the problem reader and the answer reader alike.

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
/** Each number word a learner may write alone ('nine', 'twenty') and its value. */
export const NUMBER_WORD_VALUES: Readonly<Record<string, number>> = { ...UNITS, ...TENS };
export const NUMBER_WORD = new RegExp(
  `\\b(?:minus |negative )?(?:(?:${Object.keys(UNITS).join('|')}|${Object.keys(TENS).join('|')})(?:[\\s-]+(?:and\\s+)?(?:hundred|${Object.keys(UNITS).join('|')}|${Object.keys(TENS).join('|')}))*)\\b`,
  'g',
);

/** 'fifty-six' → 56, 'one hundred and twenty' → 120, 'minus five' → -5: how children often write answers. */
export function wordsToNumber(words: string): number | null {
  let total = 0;
  let current = 0;
  for (const w of words
    .replace(/^(?:minus|negative)\s+/, '')
    .split(/[\s-]+/)
    .filter((x) => x && x !== 'and')) {
    if (w in UNITS) current += UNITS[w];
    else if (w in TENS) current += TENS[w];
    else if (w === 'hundred') current = (current || 1) * 100;
    else return null;
  }
  total += current;
  return /^(?:minus|negative)\s/.test(words) ? -total : total;
}
