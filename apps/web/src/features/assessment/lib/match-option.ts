import type { QuestionOption } from '@brightpath/shared/assessment';

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'i',
  'it',
  'of',
  'to',
  'my',
  'me',
  'in',
  'on',
  'at',
  'or',
  'is',
  'with',
  'think',
  'like',
  'would',
  'say',
  'um',
  'uh',
]);
const ORDINALS: Record<string, number> = {
  one: 0,
  first: 0,
  '1': 0,
  a: 0,
  two: 1,
  second: 1,
  '2': 1,
  b: 1,
  to: 1,
  too: 1,
  three: 2,
  third: 2,
  '3': 2,
  c: 2,
  four: 3,
  fourth: 3,
  '4': 3,
  for: 3,
  d: 3,
  five: 4,
  fifth: 4,
  '5': 4,
  e: 4,
};

export const normalize = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const words = (s: string) =>
  normalize(s)
    .split(' ')
    .filter((w) => w && !STOP_WORDS.has(w));

/** 'option two', 'number 2', 'the second one', 'answer b': the option at that position. */
function byPosition(text: string, options: QuestionOption[]) {
  const m = /^(?:(?:option|number|answer|choice)\s+)?(?:the\s+)?(\w+)(?:\s+one)?$/.exec(text);
  if (!m) return null;
  const index = ORDINALS[m[1]!];
  const spokenAlone = !/^(?:option|number|answer|choice|the)\s/.test(text);
  // A lone 'a', 'to' or 'for' is too ambiguous to count as a choice.
  if (index === undefined || (spokenAlone && ['a', 'to', 'too', 'for', 'e'].includes(m[1]!))) return null;
  return options[index] ?? null;
}

/**
 * The option a spoken answer names, or null when none fits well enough. Tries, in order: the whole label,
 * a position ('option two'), the label inside a longer sentence, then the best word overlap (at least half the label's words).
 */
export function matchOption(transcript: string, options: QuestionOption[]): QuestionOption | null {
  const text = normalize(transcript);
  if (!text) return null;
  const exact = options.find((o) => normalize(o.label) === text);
  if (exact) return exact;
  const positional = byPosition(text, options);
  if (positional) return positional;
  const inside = options.filter((o) => ` ${text} `.includes(` ${normalize(o.label)} `)).sort((a, b) => b.label.length - a.label.length);
  if (inside[0]) return inside[0];

  const spoken = new Set(words(text));
  let best: QuestionOption | null = null;
  let bestScore = 0;
  let tie = false;
  for (const o of options) {
    const label = words(o.label);
    if (label.length === 0) continue;
    const score = label.filter((w) => spoken.has(w)).length / label.length;
    if (score > bestScore) {
      best = o;
      bestScore = score;
      tie = false;
    } else if (score === bestScore && score > 0) tie = true;
  }
  return bestScore >= 0.5 && !tie ? best : null;
}

/** The first of several recognition alternatives that names an option. */
export function matchAlternatives(alternatives: string[], options: QuestionOption[]) {
  for (const alt of alternatives) {
    const m = matchOption(alt, options);
    if (m) return m;
  }
  return null;
}
