// The skill tree's curricula (packages/shared/src/content/curricula) name how each skill is practised: topic cards of
// this library, kinds of problem the maths engine solves, and lesson topics. Every link must resolve here, in the
// subject of the skill, or the tutor and the lesson opened from the skill tree would teach something else.
import { describe, expect, it } from 'vitest';
import { CURRICULA } from '@brightpath/shared/curricula';
import { SKILL_TREE_SUBJECTS } from '@brightpath/shared/skills';
import type { MathKind } from '@/tutor/math/types.ts';
import { matchLesson } from '../lesson/lesson.ts';
import { SUBJECT_IDS } from './card-schema.ts';
import { getCard } from './index.ts';

/** Every MathKind once: the compiler refuses this record when a kind is added or removed. */
const MATH_KINDS = Object.keys({
  arithmetic: true,
  fraction: true,
  percentage: true,
  'linear-equation': true,
  'quadratic-equation': true,
  simplify: true,
  derivative: true,
  measure: true,
} satisfies Record<MathKind, true>);

/** 'Reading & Language Arts' -> 'reading-language-arts', as the content files are named. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

describe('the curricula practice links', () => {
  it('map each skill tree subject to the catalogue subject of its topic cards', () => {
    for (const s of SKILL_TREE_SUBJECTS) expect(SUBJECT_IDS[slugOf(s.catalogueName) as keyof typeof SUBJECT_IDS], s.name).toBe(s.subjectId);
  });

  for (const s of SKILL_TREE_SUBJECTS) {
    describe(s.name, () => {
      const skills = CURRICULA[s.name];

      it('names topic cards that exist, in the subject of the skill, every skill at least one', () => {
        const wrong = skills.flatMap((skill) => [
          ...(skill.practice.topicCards.length === 0 ? [`${skill.id}: no topic card`] : []),
          ...skill.practice.topicCards
            .filter((id) => getCard(id)?.subjectId !== s.subjectId)
            .map((id) => `${skill.id} -> ${id}: ${getCard(id) ? `a card of subject ${getCard(id)!.subjectId}` : 'no such card'}`),
        ]);
        expect(wrong).toEqual([]);
      });

      it('names only kinds of problem the maths engine solves', () => {
        for (const skill of skills) for (const kind of skill.practice.mathKinds) expect(MATH_KINDS, `${skill.id}: ${kind}`).toContain(kind);
      });

      it("opens a lesson on one of the skill's own cards for each of its lesson topics", () => {
        const wrong = skills.flatMap((skill) =>
          skill.practice.lessonTopics
            .map((topic) => [topic, matchLesson(topic, s.subjectId).cards[0]?.id] as const)
            .filter(([, card]) => !card || !skill.practice.topicCards.includes(card))
            .map(([topic, card]) => `${skill.id}: '${topic}' opens ${card ?? 'no lesson'}`),
        );
        expect(wrong).toEqual([]);
      });
    });
  }

  it('names the maths kinds of the skills that teach them', () => {
    const math = CURRICULA.Mathematics;
    const kindsOf = (id: string) => math.find((k) => k.id === id)?.practice.mathKinds;
    expect(kindsOf('math-fractions-basics')).toEqual(['fraction']);
    expect(kindsOf('math-quadratics')).toEqual(['quadratic-equation']);
    expect(kindsOf('math-derivatives')).toEqual(['derivative']);
    expect(new Set(math.flatMap((k) => k.practice.mathKinds))).toEqual(new Set(MATH_KINDS));
  });
});
