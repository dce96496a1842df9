// Rule-based grading of an answer to a topic card's check question: any one of the `acceptable`
// words or numbers, case-insensitive, tolerant of small typos and plurals, never a model's opinion.
import type { TopicCard } from './library/types.ts';

export type CheckQuestion = TopicCard['checkQuestions'][number];

const WORDS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
  twenty: '20',
  hundred: '100',
  thousand: '1000',
};

function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/[^a-z0-9.%/'\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Does the learner's text contain this acceptable answer? */
function contains(text: string, acceptable: string): boolean {
  const a = normalise(acceptable).trim();
  if (!a) return false;
  const numeric = /^-?\d+(?:\.\d+)?%?$/.test(a);
  if (numeric) {
    const numbers = (text.replace(/\b[a-z]+\b/g, (w) => WORDS[w] ?? w).match(/-?\d+(?:\.\d+)?%?/g) ?? []).map((n) => n.replace(/%$/, ''));
    return numbers.some((n) => Number(n) === Number(a.replace(/%$/, '')));
  }
  // Negated mentions do not count: 'not oxygen'.
  const negated = new RegExp(`\\b(?:not|isn't|isnt|never|no)\\s+${escape(a)}\\b`);
  if (negated.test(text)) return false;
  // Short answers match whole words; longer ones may be the start of a word ('chlorophyl' in 'chlorophyll').
  const pattern = a.length >= 5 ? new RegExp(`\\b${escape(a)}`) : new RegExp(`\\b${escape(a)}(?:s|es)?\\b`);
  if (pattern.test(text)) return true;
  // One typo per five letters in single words of five letters or more ('cloroplast', 'photosynthesis').
  if (a.length >= 5 && !a.includes(' ')) {
    const allowed = Math.floor(a.length / 5);
    return text.split(' ').some((w) => w.length >= 4 && Math.abs(w.length - a.length) <= allowed && editDistance(w, a) <= allowed);
  }
  return false;
}

/** Whether a learner's answer to a check question is right, by the card's rules. */
export function gradeCheckAnswer(question: CheckQuestion, answer: string): boolean {
  const text = normalise(answer);
  if (text.trim().length === 0) return false;
  return question.acceptable.some((a) => contains(text, a)) || (question.acceptable.length === 0 && contains(text, question.answer));
}
