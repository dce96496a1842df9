import { and, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { HomeFlagsUpdate } from '@brightpath/shared/progress';
import type { TimedSessionSave } from '@brightpath/shared/study-timer';
import { inTransaction, preparedStatement, rowsOf, type Db } from '@/db/client.ts';
import { ownedBy, type Owner, type OwnerId } from '@/lib/ownership.ts';
import { assessmentCompletedOf } from '../assessments/assessments.api.ts';
import { chatActivityOf, chatActivityVersionOf, chatConceptRowsOf, type ChatActivity } from '../chat/chat.api.ts';
import { lessonConceptRowsOf } from '../learning/learning.api.ts';
import { selectedSubjectsOf } from '../subjects/subjects.api.ts';
import type { SubjectLevel } from '@brightpath/shared/subjects';
import { unlockReached } from './achievement-unlocks.ts';
import { achievementUnlocks, learnerHome, studySessions } from './progress.tables.ts';
import { stretchesOf, stretchesVersionOf, studyTimeFrom, type StudyTime, type Stretches } from './study-time.ts';

/** Everything the dashboard and progress page count, for one learner, read in one statement. */
type RecordsRow = {
  chat: ChatActivity;
  /** The version of the learner's tutoring activity (chat.api chatActivityVersionOf): read again when it changes. */
  chatVersion: string;
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

/** The statement's row with the learner's stretches of study and the study time measured from them. */
export type LearnerRecords = RecordsRow & { stretches: Stretches; time: StudyTime };

type HomeRow = typeof learnerHome.$inferSelect;

/**
 * Concepts learned, per subject (null for a lesson without one), as JSON [{ subjectId, concepts }]: the distinct
 * topics of the learner's graded work, from the lessons' quizzes and the chat's maths answers (DESIGN.md decision 6),
 * the same topic in the same subject counted once.
 */
const conceptsOf = (userId: Owner) => sql`(select coalesce(json_agg(json_build_object('subjectId', subject_id, 'concepts', n)), '[]'::json)
  from (select subject_id, count(distinct concept)::int as n
    from (${lessonConceptRowsOf(userId)} union all ${chatConceptRowsOf(userId)}) t group by subject_id) c)`;

/**
 * The statement behind records(): `since` is the instant the weekly buckets start from, as SQL (null: none); a
 * screen's own `extra` column; with `chat: false` the tutoring activity is left out (null) and only its version read
 * (the caller keeps it). Exported for EXPLAIN in the benchmark's notes.
 */
export const recordsSql = (userId: Owner, since: SQLWrapper | null, extra?: SQL, { chat = true } = {}) =>
  sql`select${extra ? sql` ${extra} as extra,` : sql``}
            ${chat ? chatActivityOf(userId, since) : sql`null`} as chat,
            ${chatActivityVersionOf(userId)} as "chatVersion",
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
 * The dashboard's and the progress page's one read, prepared once per connection: its text (a dozen subqueries from
 * four modules) took longer to parse and plan than to run, 2.1 of 3.1 ms on PostgreSQL with the progress page's
 * weekly buckets (bench/RESULTS.md learner-home). `since` null: no weekly buckets. Two texts: with the tutoring
 * activity, and with only its version (the kept activity still holds). A screen's `extra` column is run as it is.
 */
const recordsStatement = (chat: boolean) =>
  preparedStatement<{ userId: OwnerId; since: string | null }>(chat ? 'learner_records' : 'learner_records_kept', (p) =>
    recordsSql(p.userId, sql`${p.since}::timestamptz`, undefined, { chat }),
  );
const RECORDS = { chat: recordsStatement(true), kept: recordsStatement(false) };

/**
 * The learner's home: timed study sessions, achievement unlocks and the dashboard's flags, and the one read of
 * everything the two screens count. `progressRepository(db).forUser(id)`, every query scoped by that id.
 */
/** Values per learner, each kept with the version of what it was read from; the most recently used last, at most `size`. */
function keptByVersion<T>(size: number) {
  const kept = new Map<number, { version: string; value: T }>();
  return {
    get: (userId: number) => kept.get(userId),
    set(userId: number, version: string, value: T) {
      kept.delete(userId);
      kept.set(userId, { version, value });
      if (kept.size > size) kept.delete(kept.keys().next().value!);
    },
  };
}

export function progressRepository(db: Db) {
  // By version, what is costly to read and changes only with the learner's own events, so a dashboard or an analytics
  // page opened again reads no message: their stretches of study (every event's time) and their tutoring activity
  // (their messages and sessions counted per subject).
  const stretches = keptByVersion<Stretches>(5000);
  const chats = keptByVersion<ChatActivity>(5000);
  return {
    forUser: ownedBy((userId: OwnerId) => ({
      /**
       * One round trip: each module's part through its api, this module's own tables directly. With `since`,
       * the activity per 15-minute bucket from then on too (the weekly view); with `extra`, a screen's own
       * column in the same statement (the analytics' lesson figures), answered as `extra`.
       */
      async records<E = undefined>(since: Date | null, now = new Date(), extra?: SQL<E>): Promise<LearnerRecords & { extra: E }> {
        // Without a weekly view the tutoring activity is the kept one while its version holds (the weekly view's
        // buckets depend on `since`: read with it every time).
        const chatKept = since === null ? chats.get(userId) : undefined;
        const [row] = rowsOf<RecordsRow & { extra: E }>(
          extra
            ? await db.execute(recordsSql(userId, since && sql`${since.toISOString()}::timestamptz`, extra, { chat: !chatKept }))
            : await (chatKept ? RECORDS.kept : RECORDS.chat).run(db, { userId, since: since?.toISOString() ?? null }),
        );
        let chat = row!.chat;
        if (chatKept) {
          chat =
            chatKept.version === row!.chatVersion
              ? chatKept.value
              : rowsOf<{ value: ChatActivity }>(await db.execute(sql`select ${chatActivityOf(userId, null)} as value`))[0]!.value;
        }
        if (since === null) chats.set(userId, row!.chatVersion, chat);
        let kept = stretches.get(userId);
        if (kept?.version !== row!.stretchesVersion) {
          const [read] = rowsOf<{ value: Stretches }>(await db.execute(sql`select ${stretchesOf(userId)} as value`));
          kept = { version: row!.stretchesVersion, value: read!.value };
        }
        stretches.set(userId, row!.stretchesVersion, kept.value);
        return { ...row!, chat, stretches: kept.value, time: studyTimeFrom(kept.value, since, now) };
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
