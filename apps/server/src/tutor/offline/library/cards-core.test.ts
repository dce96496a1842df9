import { describe, it, expect } from 'vitest';
import type { TopicCard } from './types.ts';
import { expectModelAnswersRight, expectWellFormed, sentences, words } from './card-test-support.ts';
import { checkReadingLevel } from '@/tutor/reading-level.ts';
import { SUBJECT_IDS, type SubjectSlug } from './card-schema.ts';
import { CONTENT_FILES, parseContentFile } from './content.ts';

/** The core subjects' content files, read and validated as the library reads them. */
const file = (subject: SubjectSlug, prefix: string) => {
  const name = `${subject}.json`;
  return { name, subjectId: SUBJECT_IDS[subject], prefix, cards: parseContentFile(name, CONTENT_FILES[name]) };
};
const FILES: { name: string; subjectId: number; prefix: string; cards: TopicCard[] }[] = [
  file('mathematics', 'math-'),
  file('science', 'science-'),
  file('reading-language-arts', 'reading-'),
];
const ALL = FILES.flatMap((f) => f.cards);
const GROUPS = ['child', 'teen', 'adult'] as const;

describe('core topic cards: mathematics, science, reading', () => {
  it('has at least 30 cards for each of the three subjects', () => {
    for (const id of [1, 2, 3]) expect(ALL.filter((c) => c.subjectId === id).length, `subject ${id}`).toBeGreaterThanOrEqual(30);
  });

  it('ids are unique across the files', () => {
    const ids = ALL.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const file of FILES) {
    describe(file.name, () => {
      it('has at least 10 cards', () => {
        expect(file.cards.length).toBeGreaterThanOrEqual(10);
      });

      it('uses the right subject id and a prefixed kebab-case id', () => {
        for (const c of file.cards) {
          expect(c.subjectId, c.id).toBe(file.subjectId);
          expect(c.id.startsWith(file.prefix), c.id).toBe(true);
          expect(c.id, c.id).toMatch(/^[a-z]+(?:-[a-z0-9]+)+$/);
        }
      });

      it('fills every field', () => {
        for (const c of file.cards) {
          expectWellFormed(c);
        }
      });

      it('links related cards of the same subject', () => {
        const ids = new Set(ALL.filter((c) => c.subjectId === file.subjectId).map((c) => c.id));
        for (const c of file.cards) {
          for (const r of c.related) {
            expect(ids.has(r), `${c.id} -> ${r}`).toBe(true);
            expect(r, c.id).not.toBe(c.id);
          }
        }
      });

      it('grades each model answer as right by its own acceptable strings (lowercase)', () => {
        for (const c of file.cards) expectModelAnswersRight(c);
      });

      it('keeps child explanations short: at most 70 words, sentences under 14 words on average', () => {
        for (const c of file.cards) {
          const text = c.explanation.child;
          const w = words(text).length;
          expect(w, c.id).toBeLessThanOrEqual(70);
          expect(w / sentences(text).length, c.id).toBeLessThan(14);
        }
      });

      it('writes each explanation in 2 to 5 sentences, within the reading level of its age group', () => {
        for (const c of file.cards) {
          for (const g of GROUPS) {
            const text = c.explanation[g];
            const n = sentences(text).length;
            expect(n, `${c.id} ${g}`).toBeGreaterThanOrEqual(2);
            expect(n, `${c.id} ${g}`).toBeLessThanOrEqual(5);
            expect(checkReadingLevel(text, g).ok, `${c.id} ${g}`).toBe(true);
          }
        }
      });

      it('uses plain sentences, not markdown', () => {
        for (const c of file.cards) {
          const texts = [
            c.title,
            ...Object.values(c.explanation),
            ...c.keyConcepts,
            c.workedExample.problem,
            ...c.workedExample.steps,
            c.workedExample.answer,
            ...c.checkQuestions.flatMap((q) => [q.question, q.answer]),
            c.realWorldExample,
          ];
          for (const t of texts) {
            expect(t, c.id).not.toMatch(/^\s*#|\*\*|__|`|\n/);
          }
        }
      });
    });
  }
});
