import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/db/client.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import { skillEventsOf } from './skills.api.ts';
import { skillEventsFrom, type SkillEvent, type SkillEventRow } from './skills.service.ts';
import { skillReports } from './skills.tables.ts';

/**
 * The learner's work on the skill tree: `skillsRepository(db).forUser(id)`. The graded answers are read through the
 * modules that own them (skills.api skillEventsOf); the reports are this module's own.
 */
export function skillsRepository(db: Db) {
  return {
    forUser: ownedBy((userId: OwnerId) => ({
      /** Every graded answer tied to a skill and every report, in one statement (any order: the service sorts). */
      async events(): Promise<SkillEvent[]> {
        const [row] = rowsOf<{ events: SkillEventRow[] }>(await db.execute(sql`select ${skillEventsOf(userId)} as events`));
        return skillEventsFrom(row!.events);
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
