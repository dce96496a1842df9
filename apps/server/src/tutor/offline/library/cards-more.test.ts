import { describe, it, expect } from 'vitest';
import type { TopicCard } from './types.ts';
import { expectModelAnswersRight, expectWellFormed, sentences, words } from './card-test-support.ts';
import { checkReadingLevel } from '@/tutor/reading-level.ts';
import { gradeCheckAnswer } from '../card-check.ts';
import { SUBJECT_IDS, type SubjectSlug } from './card-schema.ts';
import { CONTENT_FILES, parseContentFile } from './content.ts';

const MORE: SubjectSlug[] = [
  'history-social-studies',
  'college-prep',
  'financial-literacy',
  'study-techniques',
  'time-management',
  'cooking-nutrition',
  'practical-home-skills',
  'career-guidance',
  'interview-prep',
  'communication',
  'programming',
  'art',
];
/** The other subjects' content files, read and validated as the library reads them. */
const FILES: { name: string; cards: TopicCard[]; subjects: number[] }[] = MORE.map((subject) => {
  const name = `${subject}.json`;
  return { name, cards: parseContentFile(name, CONTENT_FILES[name]), subjects: [SUBJECT_IDS[subject]] };
});
const ALL = FILES.flatMap((f) => f.cards);

/** Id prefix of each subject, and the least number of cards it must have. */
const SUBJECTS: Record<number, { prefix: string; min: number }> = {
  4: { prefix: 'history-', min: 30 },
  5: { prefix: 'college-', min: 25 },
  6: { prefix: 'finance-', min: 3 },
  7: { prefix: 'study-', min: 3 },
  8: { prefix: 'time-', min: 3 },
  9: { prefix: 'cooking-', min: 3 },
  10: { prefix: 'home-', min: 3 },
  11: { prefix: 'career-', min: 3 },
  12: { prefix: 'interview-', min: 3 },
  13: { prefix: 'communication-', min: 3 },
  14: { prefix: 'programming-', min: 15 },
  15: { prefix: 'art-', min: 15 },
};
const GROUPS = ['child', 'teen', 'adult'] as const;

describe('more topic cards: history, college prep, life skills, professional, programming, art', () => {
  it('ids are unique across the files and kebab-case', () => {
    const ids = ALL.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:-[a-z0-9]+)+$/);
  });

  it('puts each card in the subject of its file, with the subject prefix on its id', () => {
    for (const file of FILES) {
      for (const c of file.cards) {
        expect(file.subjects, `${file.name}: ${c.id}`).toContain(c.subjectId);
        expect(c.id.startsWith(SUBJECTS[c.subjectId].prefix), c.id).toBe(true);
      }
    }
  });

  it('has at least 30 cards for subject 4, 25 for subject 5, 3 for each of 6 to 13 and 15 for Programming and Art (14, 15)', () => {
    for (const [subjectId, { min }] of Object.entries(SUBJECTS)) {
      const count = ALL.filter((c) => c.subjectId === Number(subjectId)).length;
      expect(count, `subject ${subjectId}`).toBeGreaterThanOrEqual(min);
    }
  });

  it('fills every field within the sizes the card type asks for', () => {
    for (const c of ALL) {
      expectWellFormed(c);
    }
  });

  it('links only related cards of the same subject or, for life skills and professional subjects, the same category', () => {
    // The catalogue categories of the seed (Life Skills 6 to 10, Professional 11 to 13): their subjects are small and share topics.
    const CATEGORIES = [
      [6, 7, 8, 9, 10],
      [11, 12, 13],
    ];
    const family = (subjectId: number) => CATEGORIES.find((ids) => ids.includes(subjectId)) ?? [subjectId];
    for (const c of ALL) {
      const ids = new Set(ALL.filter((x) => family(c.subjectId).includes(x.subjectId)).map((x) => x.id));
      for (const r of c.related) {
        expect(ids.has(r), `${c.id} -> ${r}`).toBe(true);
        expect(r, c.id).not.toBe(c.id);
      }
    }
  });

  it("grades each question's own model answer as right (lowercase acceptable strings)", () => {
    for (const c of ALL) expectModelAnswersRight(c);
  });

  it('does not grade the wrong option of an either-or question as right', () => {
    const question = (fragment: string) => {
      const q = ALL.flatMap((c) => c.checkQuestions).find((x) => x.question.includes(fragment));
      if (!q) throw new Error(`no question with '${fragment}'`);
      return q;
    };
    const wrong: [string, string][] = [
      ['diary written during a war', 'secondary'],
      ['modern textbook about ancient Rome', 'primary'],
      ['latitude or longitude', 'latitude'],
      ['nursing or sales', 'sales'],
      ['strong topics or your weak topics', 'my strong topics'],
      ['early deadlines or regular deadlines', 'regular deadlines'],
      ['need or a want', 'a want'],
      ['longer or shorter', 'shorter'],
      ["'best before' or 'use by'", 'best before'],
      ['fixed or variable', 'fixed'],
      ['top or the bottom', 'the bottom'],
      ['same CV to every job', 'the same one for every job'],
      ['active or the passive', 'passive'],
      ['at the start or at the end', 'at the end'],
      ['actions or on their personality', 'their personality'],
      ['A loan of 240', '252'],
      ['linear or binary', 'linear'],
      ['O(log n) or O(n)', 'o(n)'],
      ['zigzag or gently curved', 'zigzag'],
      ['geometric shape or an organic shape', 'geometric'],
      ['warm colour or a cool colour', 'warm'],
      ['object or at your paper', 'at my paper'],
      ['more or less detailed', 'more detailed'],
      ['bigger or smaller', 'bigger'],
    ];
    for (const [fragment, answer] of wrong) expect(gradeCheckAnswer(question(fragment), answer), `${fragment}: ${answer}`).toBe(false);
  });

  it('keeps child explanations short: at most 70 words, sentences under 14 words on average', () => {
    for (const c of ALL) {
      const text = c.explanation.child;
      const w = words(text).length;
      expect(w, c.id).toBeLessThanOrEqual(70);
      expect(w / sentences(text).length, c.id).toBeLessThan(14);
    }
  });

  it('writes each explanation in 2 to 5 sentences, within the reading level of its age group', () => {
    for (const c of ALL) {
      for (const g of GROUPS) {
        const text = c.explanation[g];
        const n = sentences(text).length;
        expect(n, `${c.id} ${g}`).toBeGreaterThanOrEqual(2);
        expect(n, `${c.id} ${g}`).toBeLessThanOrEqual(5);
        const check = checkReadingLevel(text, g);
        expect(check.ok, `${c.id} ${g}: grade ${check.grade}`).toBe(true);
      }
    }
  });

  it('uses plain sentences, not markdown', () => {
    for (const c of ALL) {
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
      for (const t of texts) expect(t, c.id).not.toMatch(/^\s*#|\*\*|__|`|\n/);
    }
  });
});
