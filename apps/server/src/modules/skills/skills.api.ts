// What the skills module offers: the gate the app hands to the chat and the lesson (lib/skill-gate.ts), and its table
// for the export and the deletion of everything. The skill_reports table is this module's alone.
import { sql } from 'drizzle-orm';
import { CURRICULA, findSkill } from '@brightpath/shared/curricula';
import { isDone } from '@brightpath/shared/mastery';
import { SKILL_TREE_SUBJECTS } from '@brightpath/shared/skills';
import { rowsOf, type Db } from '@/db/client.ts';
import { learnerTables } from '@/lib/learner-data.ts';
import type { SkillGate } from '@/lib/skill-gate.ts';
import type { Owner, OwnerId } from '@/lib/ownership.ts';
import { skillChatAnswersOf } from '../chat/chat.api.ts';
import { skillQuizAnswersOf } from '../learning/learning.api.ts';
import { skillEventsFrom, traceSkills, type SkillEventRow } from './skills.service.ts';

export { dueReviewsOf, skillEventsFrom, type SkillEventRow } from './skills.service.ts';
import { skillReports } from './skills.tables.ts';

/**
 * Every graded answer tied to a skill (the lessons' quiz first tries, the chat's earned maths answers, read through the
 * modules that own them) and every report, as a JSON column (SkillEventRow[], any order): `skillEventsFrom` turns it
 * into events.
 */
export const skillEventsOf = (userId: Owner) => sql<SkillEventRow[]>`coalesce((select json_agg(e) from (
    select skill_id as "skillId", at, correct, null::int as progress from (${skillQuizAnswersOf(userId)}) q
    union all select skill_id, at, correct, null from (${skillChatAnswersOf(userId)}) c
    union all select skill_id, updated_at, null, progress from ${skillReports} where user_id = ${userId}
  ) e), '[]'::json)`;

/** Open: the skill is not locked for the learner now (its prerequisites done, or work on it already counted). */
export function skillGate(db: Db): SkillGate {
  return async (userId: OwnerId, skillId: string) => {
    const found = findSkill(skillId);
    if (!found) return false;
    const [row] = rowsOf<{ events: SkillEventRow[] }>(await db.execute(sql`select ${skillEventsOf(userId)} as events`));
    return traceSkills(CURRICULA[found.subject], skillEventsFrom(row!.events)).get(skillId)!.status !== 'locked';
  };
}

/** A learner's skill tree of one subject, as the administration console shows it. */
export type SkillTreeSummary = { subject: string; unlocked: boolean; completed: number; total: number };

/**
 * The learner's skill tree in each subject that has one, from their events (skillEventsOf): unlocked once begun (a
 * skill of it in progress, completed or mastered: its first skills are open to everyone from the start), and how many
 * of its skills are completed or mastered.
 */
export function skillTreesFrom(rows: readonly SkillEventRow[]): SkillTreeSummary[] {
  const events = skillEventsFrom(rows);
  return SKILL_TREE_SUBJECTS.map((subject) => {
    const states = [...traceSkills(CURRICULA[subject.name], events).values()];
    return {
      subject: subject.name,
      unlocked: states.some((s) => s.status !== 'locked' && s.status !== 'available'),
      completed: states.filter((s) => isDone(s.status)).length,
      total: states.length,
    };
  });
}

/** The learner's rows in this module's table, for the export and the deletion of everything (docs/decisions/032). */
export const skillsLearnerData = learnerTables({
  table: skillReports,
  owner: skillReports.userId,
  order: [skillReports.skillId],
});
