// The learning analytics' reads (docs/decisions/034): the progress call is the learner's one read of their figures
// (progress.repository.ts records, the dashboard's statement) with the lessons' part in the same statement; the
// content and quiz calls are one statement each over the lessons and quiz answers alone (no message is read).
import { sql } from 'drizzle-orm';
import { RECENT_INTERACTIONS_MAX, RECENT_SESSIONS_MAX } from '@brightpath/shared/analytics';
import { rowsOf, type Db } from '@/db/client.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
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
} from '../learning/learning.api.ts';
import type { progressRepository } from './progress.repository.ts';

/** The lessons' part of the progress call: the counts XP needs (all time), quiz results per subject and recent lessons (the range). */
export type ProgressExtras = { xp: LessonXpCounts; bySubject: QuizSubjectResult[]; recent: RecentLesson[] };

/** The quiz call's statement: totals, 15-minute buckets and subjects of the first tries in the range. */
export type QuizRecords = { totals: QuizTotals; buckets: QuizBucket[]; bySubject: QuizSubjectResult[] };

export const progressExtrasOf = (userId: OwnerId, since: Date | null) =>
  sql<ProgressExtras>`json_build_object(
    'xp', ${lessonXpCountsOf(userId)},
    'bySubject', ${quizBySubjectOf(userId, since)},
    'recent', ${recentLessonsOf(userId, since, RECENT_SESSIONS_MAX)})`;

/** `analyticsRepository(db, progress).forUser(id)`: every read scoped by that id; `progress` keeps the stretches of study. */
export function analyticsRepository(db: Db, progress: ReturnType<typeof progressRepository>) {
  return {
    forUser: ownedBy((userId: OwnerId) => ({
      /** The learner's figures (the dashboard's read) and the lessons' part since `since`, in one statement. */
      progress: (since: Date | null, now: Date) => progress.forUser(userId).records(null, now, progressExtrasOf(userId, since)),

      /** The lessons opened since `since`, with their topic cards and time. */
      async contentInteractions(since: Date | null): Promise<LessonInteractions> {
        const [row] = rowsOf<{ value: LessonInteractions }>(
          await db.execute(sql`select ${lessonInteractionsOf(userId, since, RECENT_INTERACTIONS_MAX)} as value`),
        );
        return row!.value;
      },

      /** The quiz answers given since `since`, each question once by its first try. */
      async quizPerformance(since: Date | null): Promise<QuizRecords> {
        const [row] = rowsOf<QuizRecords>(
          await db.execute(sql`select ${quizTotalsOf(userId, since)} as totals, ${quizBucketsOf(userId, since)} as buckets,
            ${quizBySubjectOf(userId, since)} as "bySubject"`),
        );
        return row!;
      },
    })),
  };
}
