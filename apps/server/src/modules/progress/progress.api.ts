// What the progress module offers the other modules: achievements unlock inside the transaction (or the
// statement) of the event that counts for them. The achievement_unlocks, study_sessions and learner_home tables
// are this module's alone.
import { sql, type SQL } from 'drizzle-orm';
import { ACHIEVEMENTS, type AchievementMetric } from '@brightpath/shared/achievements';
import { rowsOf, type Db } from '@/db/client.ts';
import { assessmentCompletedOf } from '../assessments/assessments.api.ts';
import { learnerMessageCountOf, tutoringSessionCountOf } from '../chat/chat.api.ts';
import { subjectCountOf } from '../subjects/subjects.api.ts';
import { achievementUnlocks, learnerHome, studySessions } from './progress.tables.ts';
import type { Owner, OwnerId } from '@/lib/ownership.ts';
import { learnerTables } from '@/lib/learner-data.ts';

/** Counts the caller's statement is writing itself: a data-modifying CTE is not seen by the rest of its statement. */
export type PendingCounts = Partial<Record<Exclude<AchievementMetric, 'assessment'>, SQL>>;

const COLUMNS: Record<AchievementMetric, string> = {
  sessions: 'sessions',
  userMessages: 'user_messages',
  subjects: 'subjects',
  timedSessions: 'timed_sessions',
  assessment: 'assessment',
};

export type UnlockOptions = {
  pending?: PendingCounts;
  /** Must hold for anything to be stored (the event really happened). */
  when?: SQL;
  /** Only the achievements of these counts (a tutor message can only reach the message ones). */
  only?: readonly AchievementMetric[];
};

/**
 * One statement (usable as a CTE) storing every achievement the learner has now reached and not stored yet,
 * answering the new ids. Each count is read through the module that owns it; counts no achievement in `only`
 * reads are left out of the plan.
 */
export function unlockReachedSql(userId: Owner, { pending = {}, when, only }: UnlockOptions = {}): SQL {
  const plus = (metric: keyof PendingCounts) => pending[metric] ?? sql`0`;
  const chosen = ACHIEVEMENTS.filter((a) => !only || only.includes(a.metric));
  const requirements = sql.join(
    chosen.map((a) => sql`(${a.id}, ${a.metric}, ${a.requirement}::int)`),
    sql`, `,
  );
  const metrics = [...new Set(chosen.map((a) => a.metric))];
  const count = sql.join(
    metrics.map((m) => sql.raw(`when '${m}' then c.${COLUMNS[m]}`)),
    sql` `,
  );
  return sql`insert into ${achievementUnlocks} (user_id, achievement_id)
    select ${userId}, a.id from (values ${requirements}) as a(id, metric, requirement),
      (select ${tutoringSessionCountOf(userId)} + ${plus('sessions')} as sessions,
        ${learnerMessageCountOf(userId)} + ${plus('userMessages')} as user_messages,
        ${subjectCountOf(userId)} + ${plus('subjects')} as subjects,
        (select count(*)::int from ${studySessions} where user_id = ${userId}) + ${plus('timedSessions')} as timed_sessions,
        (case when ${assessmentCompletedOf(userId)} then 1 else 0 end) as assessment) as c
    where ${when ?? sql`true`} and (case a.metric ${count} end) >= a.requirement
    on conflict do nothing
    returning achievement_id`;
}

/** Stores what the learner has reached, inside the caller's transaction `t`; answers the new ids. */
export async function unlockReached(t: Db, userId: OwnerId): Promise<string[]> {
  return rowsOf<{ achievement_id: string }>(await t.execute(unlockReachedSql(userId))).map((r) => r.achievement_id);
}

/** The learner's rows in this module's tables, for the export and the deletion of everything (docs/decisions/032). */
export const progressLearnerData = learnerTables(
  { table: studySessions, owner: studySessions.userId, order: [studySessions.id] },
  { table: achievementUnlocks, owner: achievementUnlocks.userId, order: [achievementUnlocks.achievementId] },
  { table: learnerHome, owner: learnerHome.userId, order: [learnerHome.userId] },
);
