// What the progress module offers the other modules: achievements unlock inside the transaction (or the
// statement) of the event that counts for them, and the learner's figures for a screen of another module. The
// achievement_unlocks, study_sessions and learner_home tables are this module's alone.
import type { LearnerActivity } from '@brightpath/shared/learning-stats';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import { learnerTables } from '@/lib/learner-data.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import { progressRepository } from './progress.repository.ts';
import { learnerActivity } from './progress.service.ts';
import { achievementUnlocks, learnerHome, studySessions } from './progress.tables.ts';

export { unlockReached, unlockReachedSql, type PendingCounts, type UnlockOptions } from './achievement-unlocks.ts';

/**
 * The learner's figures (`learnerActivity`, DESIGN.md decision 6) for another module's screen: the dashboard's own
 * statement and rules, so every screen shows the same numbers. Made once per module (it keeps the learners' stretches
 * of study like the dashboard's repository), bound per request: `reader.forUser(id).read(timeZone)`.
 */
export function learnerActivityReader(db: Db, catalogue: SubjectCatalogue) {
  const progress = progressRepository(db);
  return {
    forUser: ownedBy((userId: OwnerId) => ({
      async read(timeZone: string, now = new Date()): Promise<LearnerActivity> {
        return learnerActivity(await progress.forUser(userId).records(null, now), catalogue, timeZone, now);
      },
      /** The same figures and the ids of the achievements unlocked, oldest first, from the same read. */
      async readWithAchievements(timeZone: string, now = new Date()): Promise<{ activity: LearnerActivity; unlocked: string[] }> {
        const records = await progress.forUser(userId).records(null, now);
        return { activity: learnerActivity(records, catalogue, timeZone, now), unlocked: records.unlocks.map((u) => u.id) };
      },
    })),
  };
}

/**
 * Shows the dashboard's first-run aids again (the welcome box, the guidance banner, the getting-started panel, the
 * quick-start items tried): the account's flags go back to a new learner's. Nothing the learner did is removed. The
 * settings' testing reset, for administrators trying the product.
 */
export async function resetHomeFlags(db: Db, userId: OwnerId): Promise<void> {
  await db.delete(learnerHome).where(eq(learnerHome.userId, userId));
}

/** The learner's rows in this module's tables, for the export and the deletion of everything (docs/decisions/032). */
export const progressLearnerData = learnerTables(
  { table: studySessions, owner: studySessions.userId, order: [studySessions.id] },
  { table: achievementUnlocks, owner: achievementUnlocks.userId, order: [achievementUnlocks.achievementId] },
  { table: learnerHome, owner: learnerHome.userId, order: [learnerHome.userId] },
);
