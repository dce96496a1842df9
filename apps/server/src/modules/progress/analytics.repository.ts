// The learning analytics' reads (docs/decisions/034): the progress call is the learner's one read of their figures
// (progress.repository.ts records, the dashboard's statement) with the lessons' part in the same statement; the
// content and quiz calls are one statement each over the lessons and quiz answers alone (no message is read).
import { sql } from 'drizzle-orm';
import { RECENT_INTERACTIONS_MAX, RECENT_SESSIONS_MAX } from '@brightpath/shared/analytics';
import { preparedStatement, rowsOf, type Db } from '@/db/client.ts';
import { ownedBy, type Owner, type OwnerId } from '@/lib/ownership.ts';
import {
  lessonInteractionsOf,
  lessonXpCountsOf,
  quizBucketsOf,
  quizBySubjectOf,
  quizTotalsOf,
  recentLessonsOf,
  type LessonInteractions,
  type LessonXpCounts,
  type QuizBucket,
  type QuizSubjectResult,
  type QuizTotals,
  type RecentLesson,
  type Since,
} from '../learning/learning.api.ts';
import { recordsSql, type progressRepository } from './progress.repository.ts';

/** The lessons' part of the progress call: the counts XP needs (all time), quiz results per subject and recent lessons (the range). */
export type ProgressExtras = { xp: LessonXpCounts; bySubject: QuizSubjectResult[]; recent: RecentLesson[] };

/** The quiz call's statement: totals, 15-minute buckets and subjects of the first tries in the range. */
export type QuizRecords = { totals: QuizTotals; buckets: QuizBucket[]; bySubject: QuizSubjectResult[] };

export const progressExtrasOf = (userId: Owner, since: Since) =>
  sql<ProgressExtras>`json_build_object(
    'xp', ${lessonXpCountsOf(userId)},
    'bySubject', ${quizBySubjectOf(userId, since)},
    'recent', ${recentLessonsOf(userId, since, RECENT_SESSIONS_MAX)})`;

/**
 * Each call's statement as named prepared statements, one for a range (its first instant bound as ISO text) and one for
 * all time: parsed and planned once per connection, as the dashboard's read.
 */
type Ranged = { userId: OwnerId; since: string };
type AllTime = { userId: OwnerId };
const PROGRESS = {
  range: preparedStatement<Ranged>('analytics_progress_range', (p) => recordsSql(p.userId, null, progressExtrasOf(p.userId, p.since))),
  all: preparedStatement<AllTime>('analytics_progress_all', (p) => recordsSql(p.userId, null, progressExtrasOf(p.userId, null))),
};
const CONTENT = {
  range: preparedStatement<Ranged>(
    'analytics_content_range',
    (p) => sql`select ${lessonInteractionsOf(p.userId, p.since, RECENT_INTERACTIONS_MAX)} as value`,
  ),
  all: preparedStatement<AllTime>(
    'analytics_content_all',
    (p) => sql`select ${lessonInteractionsOf(p.userId, null, RECENT_INTERACTIONS_MAX)} as value`,
  ),
};
const quizSql = (userId: Owner, since: Since) =>
  sql`select ${quizTotalsOf(userId, since)} as totals, ${quizBucketsOf(userId, since)} as buckets, ${quizBySubjectOf(userId, since)} as "bySubject"`;
const QUIZ = {
  range: preparedStatement<Ranged>('analytics_quiz_range', (p) => quizSql(p.userId, p.since)),
  all: preparedStatement<AllTime>('analytics_quiz_all', (p) => quizSql(p.userId, null)),
};

/** Runs the range's or all time's statement of a call. */
const runFor = (statements: typeof PROGRESS, db: Db, userId: OwnerId, since: Date | null) =>
  since ? statements.range.run(db, { userId, since: since.toISOString() }) : statements.all.run(db, { userId });

/** `analyticsRepository(db, progress).forUser(id)`: every read scoped by that id; `progress` keeps the stretches of study. */
export function analyticsRepository(db: Db, progress: ReturnType<typeof progressRepository>) {
  return {
    forUser: ownedBy((userId: OwnerId) => ({
      /** The learner's figures (the dashboard's read) and the lessons' part since `since`, in one statement. */
      progress: (since: Date | null, now: Date) =>
        progress.forUser(userId).records<ProgressExtras>(null, now, (t) => runFor(PROGRESS, t, userId, since)),

      /** The lessons opened since `since`, with their topic cards and time. */
      async contentInteractions(since: Date | null): Promise<LessonInteractions> {
        const [row] = rowsOf<{ value: LessonInteractions }>(await runFor(CONTENT, db, userId, since));
        return row!.value;
      },

      /** The quiz answers given since `since`, each question once by its first try. */
      async quizPerformance(since: Date | null): Promise<QuizRecords> {
        const [row] = rowsOf<QuizRecords>(await runFor(QUIZ, db, userId, since));
        return row!;
      },
    })),
  };
}
