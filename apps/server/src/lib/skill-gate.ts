// How the chat and the lesson ask whether a skill-tree skill may be opened, without importing the skills module (which
// reads their graded answers through their apis): the app makes the gate (modules/skills/skills.api.ts skillGate) and
// hands it to them in its context.
import { findSkill } from '@brightpath/shared/curricula';
import { SKILL_PROGRESS_MESSAGES } from '@brightpath/shared/skill-progress';
import { SKILL_TREE_SUBJECTS } from '@brightpath/shared/skills';
import { HttpError } from './http-error.ts';
import type { OwnerId } from './ownership.ts';

/** Whether the learner's prerequisites for `skillId` are done (false: locked). */
export type SkillGate = (userId: OwnerId, skillId: string) => Promise<boolean>;

/** 409 SKILL_LOCKED, the specified toast's words (spec 002 section 8). */
export const skillLockedError = () => new HttpError(409, 'SKILL_LOCKED', SKILL_PROGRESS_MESSAGES.locked);

/**
 * The curriculum skill a turn or a lesson names, when it is one of the subject's (`skill` may also be free text a
 * learner's link carries: then null, and nothing is tied to a skill); refused with 409 while it is locked.
 */
export async function openSkill(gate: SkillGate, userId: OwnerId, skill: string | undefined, subjectId: number | undefined) {
  const found = skill === undefined ? undefined : findSkill(skill);
  if (!found) return null;
  const catalogueId = SKILL_TREE_SUBJECTS.find((s) => s.name === found.subject)?.subjectId;
  if (subjectId !== undefined && catalogueId !== subjectId) return null;
  if (!(await gate(userId, found.skill.id))) throw skillLockedError();
  return found.skill;
}
