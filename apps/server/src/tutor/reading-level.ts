// Reading level of tutor replies: Flesch-Kincaid grade over the prose only (code, maths and markdown
// stripped), so '2x + 3 = 7' or a bullet marker never counts as a word. Used by tests and to check the
// offline tutor's replies against the targets of DESIGN.md section 4.
import type { AgeGroup } from '@brightpath/shared/age';

/** Reading-level targets per age group (DESIGN.md section 4). */
export const READING_TARGETS: Record<AgeGroup, { maxGrade: number; maxWords: number | null }> = {
  child: { maxGrade: 5, maxWords: 60 },
  teen: { maxGrade: 9, maxWords: null },
  adult: { maxGrade: 12, maxWords: null },
};

/** Below this many prose words a grade says nothing useful (one short sentence can score anything). */
export const MIN_PROSE_WORDS = 20;

const WORD = /[A-Za-z\u00C0-\u024F]+(?:['’][A-Za-z]+)*/g;

/** The prose of a reply: without code, LaTeX, inline maths, links' targets and markdown markers. */
export function proseOf(text: string): string {
  return (
    text
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/`[^`\n]*`/g, ' ')
      .replace(/\$\$[\s\S]*?\$\$/g, ' ')
      .replace(/\\\[[\s\S]*?\\\]/g, ' ')
      .replace(/\\\([\s\S]*?\\\)/g, ' ')
      // Inline $...$ maths, but not prices: '$5 and $10' has a digit right after the opening '$'
      // and a space before the closing one, which inline maths never has.
      .replace(/\$(?!\s)(?!\d+(?:[.,]\d+)?\s)[^$\n]+?(?<!\s)\$/g, ' ')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
      .replace(/[*_~|]+/g, '')
      // Runs of maths written without delimiters ('2x + 3 = 7', 'x = 2'): tokens with digits or operators.
      .replace(/(?:^|\s)[^\sA-Za-z]*\d[^\s]*(?=\s|$)/g, ' ')
      .replace(/(?:^|\s)[=+\-×÷*/^<>≤≥±√]+(?=\s|$)/g, ' ')
      .replace(/[ \t]+/g, ' ')
      .trim()
  );
}

/** Words in a text (letters, with apostrophes inside words); numbers and symbols are not words. */
export function wordCount(text: string): number {
  return (text.match(WORD) ?? []).length;
}

/** Syllables in one English word, by the usual vowel-group heuristic. */
export function countSyllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 0;
  if (w.length <= 3) return 1;
  // Silent endings: 'make', 'baked', 'notes'; but 'table' (consonant + le), 'wanted', 'boxes', 'pages' keep theirs.
  if (/[^aeiouy]ed$/.test(w) && !/[td]ed$/.test(w)) w = w.slice(0, -2);
  else if (/[^aeiouy]es$/.test(w) && !/(?:[sxzcg]|[cs]h)es$/.test(w)) w = w.slice(0, -2);
  else if (/[^aeiouyl]e$/.test(w) || /[aeiouy]le$/.test(w)) w = w.slice(0, -1);
  w = w.replace(/^y/, '');
  const groups = w.match(/[aeiouy]+/g)?.length ?? 0;
  return Math.max(1, groups);
}

/** Sentences: ends of sentences, and line breaks (a list item or heading is a sentence of its own). */
export function sentenceCount(text: string): number {
  const parts = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[A-Za-z]/.test(s));
  return Math.max(1, parts.length);
}

/**
 * Flesch-Kincaid grade of a text's prose: 0.39 × words per sentence + 11.8 × syllables per word − 15.59.
 * Returns 0 for a text without words.
 */
export function fleschKincaidGrade(text: string): number {
  const prose = proseOf(text);
  const words = prose.match(WORD) ?? [];
  if (words.length === 0) return 0;
  const syllables = words.reduce((n, w) => n + countSyllables(w), 0);
  const grade = 0.39 * (words.length / sentenceCount(prose)) + 11.8 * (syllables / words.length) - 15.59;
  return Math.round(grade * 10) / 10;
}

export type ReadingCheck = {
  /** Words of the whole reply (what a learner has to read). */
  words: number;
  /** Words of its prose (what the grade is computed on). */
  proseWords: number;
  /** Flesch-Kincaid grade, or null when the prose is shorter than MIN_PROSE_WORDS. */
  grade: number | null;
  ok: boolean;
};

/** Check a reply against the reading-level target of an age group. */
export function checkReadingLevel(text: string, group: AgeGroup): ReadingCheck {
  const target = READING_TARGETS[group];
  const prose = proseOf(text);
  const proseWords = wordCount(prose);
  const words = wordCount(text);
  const grade = proseWords >= MIN_PROSE_WORDS ? fleschKincaidGrade(text) : null;
  const gradeOk = grade === null || grade <= target.maxGrade;
  return { words, proseWords, grade, ok: gradeOk };
}
