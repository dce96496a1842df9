import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/db/client.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import { skillChatAnswersOf } from '../chat/chat.api.ts';
import { skillQuizAnswersOf } from '../learning/learning.api.ts';
import type { SkillEvent } from './skills.service.ts';
import { skillReports } from './skills.tables.ts';

type EventRow = { skillId: string; at: string; correct?: boolean; progress?: number };

/**
 * The learner's work on the skill tree: `skillsRepository(db).forUser(id)`. The graded answers are read through the
 * modules that own them (the lessons' quizzes, the chat's graded answers); the reports are this module's own.
 */
export function skillsRepository(db: Db) {
  return {
    forUser: ownedBy((userId: OwnerId) => ({
      /** Every graded answer tied to a skill and every report, in one statement (any order: the service sorts). */
      async events(): Promise<SkillEvent[]> {
        const [row] = rowsOf<{ events: EventRow[] }>(
          await db.execute(sql`select coalesce((select json_agg(e) from (
              select skill_id as "skillId", at, correct, null::int as progress from (${skillQuizAnswersOf(userId)}) q
              union all select skill_id, at, correct, null from (${skillChatAnswersOf(userId)}) c
              union all select skill_id, updated_at, null, progress from ${skillReports} where user_id = ${userId}
            ) e), '[]'::json) as events`),
        );
        return row!.events.map((e) =>
          e.progress === null || e.progress === undefined
            ? { skillId: e.skillId, at: new Date(e.at), correct: e.correct! }
            : { skillId: e.skillId, at: new Date(e.at), progress: e.progress },
        );
      },

      /** Stores what the learner reported on `skillId` (the latest report replaces the one before). */
      async report(skillId: string, progress: number, at = new Date()): Promise<void> {
        await db
          .insert(skillReports)
          .values({ userId, skillId, progress, updatedAt: at })
          .onConflictDoUpdate({ target: [skillReports.userId, skillReports.skillId], set: { progress, updatedAt: at } });
      },
    })),
  };
}
