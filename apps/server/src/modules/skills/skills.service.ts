// The learner's skill tree traced from their graded work (docs/decisions/036): every answer tied to a skill and every
// progress they reported, in time order, counted only when the skill was open at that moment (a locked skill cannot be
// progressed, whichever way an answer arrives); then each skill's state (mastery.ts) and review card (review.ts).
import { skillStates, type SkillEvidence, type SkillState } from '@brightpath/shared/mastery';
import { CURRICULA } from '@brightpath/shared/curricula';
import type { DueReview, SkillProgress } from '@brightpath/shared/skill-progress';
import { SKILL_TREE_SUBJECTS, type Skill } from '@brightpath/shared/skills';
import { isDue, reviewCardOf, type GradedAt } from './review.ts';

/** Something the learner did on a skill: a graded answer, or progress they reported. */
export type SkillEvent = { skillId: string; at: Date } & ({ correct: boolean } | { progress: number });

export type TracedSkill = SkillState & { reported: number; answers: GradedAt[] };

/** Each skill of one subject's curriculum with its state, from the learner's events (any order, any subject). */
export function traceSkills(skills: readonly Skill[], events: readonly SkillEvent[]): Map<string, TracedSkill> {
  const ids = new Set(skills.map((s) => s.id));
  const evidence = new Map<string, SkillEvidence & { answers: boolean[] }>();
  const timed = new Map<string, GradedAt[]>();
  const sorted = events.filter((e) => ids.has(e.skillId)).sort((a, b) => a.at.getTime() - b.at.getTime());
  let states = skillStates(skills, evidence);
  for (const e of sorted) {
    if (states.get(e.skillId)!.status === 'locked') continue;
    const mine = evidence.get(e.skillId) ?? { answers: [], reported: 0 };
    evidence.set(e.skillId, mine);
    if ('correct' in e) {
      mine.answers.push(e.correct);
      timed.set(e.skillId, [...(timed.get(e.skillId) ?? []), { correct: e.correct, at: e.at }]);
    } else mine.reported = e.progress;
    states = skillStates(skills, evidence);
  }
  return new Map(
    skills.map((s) => [s.id, { ...states.get(s.id)!, reported: evidence.get(s.id)?.reported ?? 0, answers: timed.get(s.id) ?? [] }]),
  );
}

/** A traced skill as the API answers it, with its review: when it comes back, and whether that is now. */
export function skillProgressOf(skillId: string, t: TracedSkill, now: Date): SkillProgress {
  const card = reviewCardOf(t.answers);
  return {
    skillId,
    status: t.status,
    progress: t.progress,
    mastery: Math.round(t.mastery * 1000) / 1000,
    answered: t.answered,
    correct: t.correct,
    reported: t.reported,
    reviewAt: card ? card.due.toISOString() : null,
    due: isDue(card, now),
  };
}

/** The events as the skills' statement answers them (skills.api skillEventsOf), one JSON row each. */
export type SkillEventRow = { skillId: string; at: string; correct: boolean | null; progress: number | null };

export const skillEventsFrom = (rows: readonly SkillEventRow[]): SkillEvent[] =>
  rows.map((e) =>
    e.progress === null
      ? { skillId: e.skillId, at: new Date(e.at), correct: e.correct === true }
      : { skillId: e.skillId, at: new Date(e.at), progress: e.progress },
  );

/** The skills whose review has come at `now`, across every subject, the longest due first. */
export function dueReviewsOf(events: readonly SkillEvent[], now: Date): DueReview[] {
  const due = SKILL_TREE_SUBJECTS.flatMap((subject) => {
    const traced = traceSkills(CURRICULA[subject.name], events);
    return CURRICULA[subject.name].flatMap((skill) => {
      const p = skillProgressOf(skill.id, traced.get(skill.id)!, now);
      return p.due
        ? [{ skillId: skill.id, name: skill.name, subject: subject.name, subjectId: subject.subjectId, reviewAt: p.reviewAt! }]
        : [];
    });
  });
  return due.sort((a, b) => a.reviewAt.localeCompare(b.reviewAt));
}
