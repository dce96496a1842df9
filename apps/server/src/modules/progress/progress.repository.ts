import { and, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { HomeFlagsUpdate } from '@brightpath/shared/progress';
import type { TimedSessionSave } from '@brightpath/shared/study-timer';
import { inTransaction, preparedStatement, rowsOf, type Db } from '@/db/client.ts';
import { ownedBy, type Owner, type OwnerId } from '@/lib/ownership.ts';
import { assessmentCompletedOf } from '../assessments/assessments.api.ts';
import { chatActivityOf, chatConceptRowsOf, type ChatActivity } from '../chat/chat.api.ts';
import { lessonConceptRowsOf } from '../learning/learning.api.ts';
import { selectedSubjectsOf } from '../subjects/subjects.api.ts';
import type { SubjectLevel } from '@brightpath/shared/subjects';
import { unlockReached } from './achievement-unlocks.ts';
import { achievementUnlocks, learnerHome, studySessions } from './progress.tables.ts';
import { stretchesOf, stretchesVersionOf, studyTimeFrom, type StudyTime, type Stretches } from './study-time.ts';

/** Everything the dashboard and progress page count, for one learner, read in one statement. */
type RecordsRow = {
  chat: ChatActivity;
  subjects: { subjectId: number; level: SubjectLevel }[];
  assessmentCompleted: boolean;
  timer: { count: number; pomodoros: number; minutes: number };
  /** The version of the learner's stretches of study (study-time.ts): they are read again when it changes. */
  stretchesVersion: string;
  /** Concepts learned per subject (graded work: the lessons' quizzes and the chat's maths answers; conceptsOf). */
  concepts: { subjectId: number | null; concepts: number }[];
  unlocks: { id: string; unlockedAt: string }[];
  home: {
    welcomeShown: boolean;
    guidanceBannerDismissed: boolean;
    gettingStartedComplete: boolean;
    quickStartTried: string[];
  } | null;
};

/** The statement's row with the study time measured from the stretches. */
export type LearnerRecords = RecordsRow & { time: StudyTime };

type HomeRow = typeof learnerHome.$inferSelect;

/**
 * The dashboard's and the progress page's one read, prepared once per connection: its text (a dozen subqueries from
 * four modules) took longer to parse and plan than to run, 2.1 of 3.1 ms on PostgreSQL with the progress page's
 * weekly buckets (bench/RESULTS.md learner-home). `since` null: no weekly buckets (the dashboard).
 */
const RECORDS = preparedStatement<{ userId: OwnerId; since: string | null }>('learner_records', (p) =>
  recordsSql(p.userId, sql`${p.since}::timestamptz`),
);

/**
 * Concepts learned, per subject (null for a lesson without one), as JSON [{ subjectId, concepts }]: the distinct
 * topics of the learner's graded work, from the lessons' quizzes and the chat's maths answers (DESIGN.md decision 6),
 * the same topic in the same subject counted once.
 */
const conceptsOf = (userId: Owner) => sql`(select coalesce(json_agg(json_build_object('subjectId', subject_id, 'concepts', n)), '[]'::json)
  from (select subject_id, count(distinct concept)::int as n
    from (${lessonConceptRowsOf(userId)} union all ${chatConceptRowsOf(userId)}) t group by subject_id) c)`;

/**
 * The statement behind records(): `since` is the instant the weekly buckets start from, as SQL (null: none).
 * Exported for EXPLAIN in the benchmark's notes.
 */
export const recordsSql = (userId: Owner, since: SQLWrapper | null) =>
  sql`select
            ${chatActivityOf(userId, since)} as chat,
            ${selectedSubjectsOf(userId)} as subjects,
            ${assessmentCompletedOf(userId)} as "assessmentCompleted",
            (select json_build_object(
              'count', count(*), 'pomodoros', count(*) filter (where type = 'pomodoro_session'), 'minutes', coalesce(sum(minutes), 0)
            ) from ${studySessions} where user_id = ${userId}) as timer,
            ${stretchesVersionOf(userId)} as "stretchesVersion",
            ${conceptsOf(userId)} as concepts,
            (select coalesce(json_agg(json_build_object('id', achievement_id, 'unlockedAt', unlocked_at) order by unlocked_at), '[]'::json)
              from ${achievementUnlocks} where user_id = ${userId}) as unlocks,
            (select json_build_object('welcomeShown', welcome_shown, 'guidanceBannerDismissed', guidance_banner_dismissed,
                'gettingStartedComplete', getting_started_complete, 'quickStartTried', quick_start_tried)
              from ${learnerHome} where user_id = ${userId}) as home`;

/**
 * The learner's home: timed study sessions, achievement unlocks and the dashboard's flags, and the one read of
 * everything the two screens count. `progressRepository(db).forUser(id)`, every query scoped by that id.
 */
export function progressRepository(db: Db) {
  // The learners' stretches of study by version, most recently used last: a dashboard opened again reads no message.
  const stretches = new Map<number, { version: string; value: Stretches }>();
  const STRETCHES_KEPT = 5000;
  return {
    forUser: ownedBy((userId: OwnerId) => ({
      /**
       * One round trip: each module's part through its api, this module's own tables directly. With `since`,
       * the activity per 15-minute bucket from then on too (the weekly view).
       */
      async records(since: Date | null, now = new Date()): Promise<LearnerRecords> {
        const [row] = rowsOf<RecordsRow>(await RECORDS.run(db, { userId, since: since?.toISOString() ?? null }));
        let kept = stretches.get(userId);
        if (kept?.version !== row!.stretchesVersion) {
          const [read] = rowsOf<{ value: Stretches }>(await db.execute(sql`select ${stretchesOf(userId)} as value`));
          kept = { version: row!.stretchesVersion, value: read!.value };
        }
        stretches.delete(userId);
        stretches.set(userId, kept);
        if (stretches.size > STRETCHES_KEPT) stretches.delete(stretches.keys().next().value!);
        return { ...row!, time: studyTimeFrom(kept.value, since, now) };
      },

      /** Stores a timer record and whatever achievement it completes, in one transaction. */
      async saveStudySession(input: TimedSessionSave) {
        return inTransaction(db, async (t) => {
          const [row] = await t
            .insert(studySessions)
            .values({ userId, minutes: input.minutes, type: input.type, targetReached: input.targetReached })
            .returning();
          await unlockReached(t, userId);
          return row!;
        });
      },

      /** Sets flags (never unsets them) and adds tried quick-start items; answers the stored row. */
      async updateHome(update: HomeFlagsUpdate): Promise<HomeRow> {
        const tried = update.quickStartTried ?? [];
        const set = {
          ...(update.welcomeShown ? { welcomeShown: true } : {}),
          ...(update.guidanceBannerDismissed ? { guidanceBannerDismissed: true } : {}),
          ...(update.gettingStartedComplete ? { gettingStartedComplete: true } : {}),
        };
        const [row] = await db
          .insert(learnerHome)
          .values({ userId, ...set, quickStartTried: [...new Set(tried)] })
          .onConflictDoUpdate({
            target: learnerHome.userId,
            set: {
              ...set,
              quickStartTried: sql`array(select distinct unnest(${learnerHome.quickStartTried} || excluded.quick_start_tried) order by 1)`,
              updatedAt: sql`now()`,
            },
          })
          .returning();
        return row!;
      },

      /** The unlocks the learner has not been told of, marked told in the same statement (each toast shows once). */
      async takeUnseenUnlocks(): Promise<{ id: string; unlockedAt: Date }[]> {
        const rows = await db
          .update(achievementUnlocks)
          .set({ seenAt: sql`now()` })
          .where(and(eq(achievementUnlocks.userId, userId), isNull(achievementUnlocks.seenAt)))
          .returning({ id: achievementUnlocks.achievementId, unlockedAt: achievementUnlocks.unlockedAt });
        return rows.sort((a, b) => a.unlockedAt.getTime() - b.unlockedAt.getTime());
      },
    })),
  };
}
