import { and, asc, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import {
  LESSON_PHASES,
  type LearningSession,
  type LessonPhase,
  type QuizAnalytics,
  type StepWork,
  type WorkPhase,
} from '@brightpath/shared/lesson';
import { percentOf } from '@brightpath/shared/analytics';
import type { SubjectLevel } from '@brightpath/shared/subjects';
import { inTransaction, rowsOf, type Db } from '@/db/client.ts';
import { uniqueViolation } from '@/db/errors.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import type { QuizKey } from '@/tutor/offline/lesson/quiz-key.ts';
import { againOnSlotConflict, countLessonAsSession } from '../chat/chat.api.ts';
import { unlockReached } from '../progress/progress.api.ts';
import { quizTotalsOf, type QuizTotals } from './learning.api.ts';
import { learningLessons, quizAttempts } from './learning.tables.ts';

export type LessonRow = typeof learningLessons.$inferSelect;

export type NewLesson = {
  topic: string;
  subjectId: number | null;
  skillLevel: SubjectLevel;
  session: LearningSession;
  answerKey: Record<string, QuizKey>;
  /** The skill-tree skill it practises, or null. */
  skillId?: string | null;
};

export type NewAttempt = { lessonId: number; questionId: string; answer: string; correct: boolean; timeTakenMs: number; attempt: number };
export type AttemptRow = Pick<typeof quizAttempts.$inferSelect, 'questionId' | 'answer' | 'correct' | 'attempt'>;

/** What completing a phase did: the lesson after it, or why it could not be done. */
export type StepOutcome = { lesson: LessonRow } | { missing: true } | { previousFirst: LessonPhase };

/**
 * A learner's lessons and quiz attempts: `learningRepository(db).forUser(id)`, every query scoped by that id.
 */
export function learningRepository(db: Db) {
  return {
    forUser: ownedBy((userId: OwnerId) => {
      const mine = (id: number) => and(eq(learningLessons.id, id), eq(learningLessons.userId, userId));
      const get = async (id: number): Promise<LessonRow | undefined> => {
        const [row] = await db.select().from(learningLessons).where(mine(id));
        return row;
      };

      return {
        async create(lesson: NewLesson): Promise<LessonRow> {
          const [row] = await db
            .insert(learningLessons)
            .values({ userId, ...lesson })
            .returning();
          return row!;
        },

        get,

        /**
         * The learner's newest lesson on `topic` (the same words: any case, any spacing around and between them)
         * at `skillLevel`, in `subjectId` when one is given, opened on the skill `skillId` when one is given (a lesson
         * on the same topic made outside the skill tree does not count toward the skill, so it is not the one resumed);
         * undefined when there is none.
         */
        async latest(query: {
          topic: string;
          skillLevel: SubjectLevel;
          subjectId?: number | undefined;
          skillId?: string | undefined;
        }): Promise<LessonRow | undefined> {
          const words = (value: SQLWrapper | string) => sql`lower(btrim(regexp_replace(${value}, '[[:space:]]+', ' ', 'g')))`;
          const [row] = await db
            .select()
            .from(learningLessons)
            .where(
              and(
                eq(learningLessons.userId, userId),
                eq(learningLessons.skillLevel, query.skillLevel),
                query.subjectId === undefined ? undefined : eq(learningLessons.subjectId, query.subjectId),
                query.skillId === undefined ? undefined : eq(learningLessons.skillId, query.skillId),
                sql`${words(learningLessons.topic)} = ${words(query.topic)}`,
              ),
            )
            .orderBy(desc(learningLessons.createdAt), desc(learningLessons.id))
            .limit(1);
          return row;
        },

        /** The learner's newest lesson in a subject, whatever its topic and level: the one they were last on there. */
        async open(subjectId: number): Promise<LessonRow | undefined> {
          const [row] = await db
            .select()
            .from(learningLessons)
            .where(and(eq(learningLessons.userId, userId), eq(learningLessons.subjectId, subjectId)))
            .orderBy(desc(learningLessons.createdAt), desc(learningLessons.id))
            .limit(1);
          return row;
        },

        /**
         * Marks `step` completed, in one statement: only when it is not done yet and the phase before it is
         * (so two requests at once cannot skip a phase or add one twice); the quiz, the last phase, sets
         * completed_at, once. A lesson where nothing changed is read back to say why.
         */
        async completeStep(id: number, step: LessonPhase, work?: { phase: WorkPhase; work: StepWork }): Promise<StepOutcome> {
          const index = LESSON_PHASES.indexOf(step);
          const previous = index > 0 ? LESSON_PHASES[index - 1]! : null;
          const last = index === LESSON_PHASES.length - 1;
          const complete = (t: Db) =>
            t
              .update(learningLessons)
              .set({
                completedSteps: sql`array_append(${learningLessons.completedSteps}, ${step}::text)`,
                // The work that completed it, kept with it in the same statement.
                ...(work
                  ? { work: sql`${learningLessons.work} || jsonb_build_object(${work.phase}::text, ${JSON.stringify(work.work)}::jsonb)` }
                  : {}),
                ...(last ? { completedAt: sql`coalesce(${learningLessons.completedAt}, now())` } : {}),
              })
              .where(
                and(
                  mine(id),
                  sql`not (${step}::text = any(${learningLessons.completedSteps}))`,
                  previous === null ? undefined : sql`${previous}::text = any(${learningLessons.completedSteps})`,
                ),
              )
              .returning();
          // The quiz, the last phase, is added once: the lesson is finished then, and counts as a tutoring session
          // in its subject (docs/decisions/019), in the same transaction. A tutor turn starting a session at the same
          // moment can take the month's place this one counted on: the transaction then fails as a whole (nothing
          // of it kept) and runs again, as the chat's own statements do.
          const [updated] = last
            ? await againOnSlotConflict(() =>
                inTransaction(db, async (t) => {
                  const rows = await complete(t);
                  if (rows[0]?.subjectId != null && (await countLessonAsSession(t, userId, rows[0].subjectId)))
                    await unlockReached(t, userId);
                  return rows;
                }),
              )
            : await complete(db);
          if (updated) return { lesson: updated };
          const lesson = await get(id);
          if (!lesson) return { missing: true };
          if (lesson.completedSteps.includes(step)) return { lesson };
          return { previousFirst: previous! };
        },

        /** The answers given to a lesson's quiz, in the order of their tries. */
        attempts: (lessonId: number): Promise<AttemptRow[]> =>
          db
            .select({
              questionId: quizAttempts.questionId,
              answer: quizAttempts.answer,
              correct: quizAttempts.correct,
              attempt: quizAttempts.attempt,
            })
            .from(quizAttempts)
            .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lessonId)))
            .orderBy(asc(quizAttempts.attempt), asc(quizAttempts.id)),

        /** Keeps an answer as try number `attempt`; null when that try is already kept (two answers sent at once). */
        async recordAttempt(attempt: NewAttempt) {
          try {
            const [row] = await db
              .insert(quizAttempts)
              .values({ userId, ...attempt })
              .returning();
            return row!;
          } catch (err) {
            if (uniqueViolation(err) !== null) return null;
            throw err;
          }
        },

        /**
         * The learner's quiz and lesson totals, counted by the database in one statement: each question once, by its
         * first try (quizTotalsOf, which the learning analytics read too).
         */
        async analytics(): Promise<QuizAnalytics> {
          const [row] = rowsOf<{ q: QuizTotals; l: { lessonsStarted: number; lessonsCompleted: number } }>(
            await db.execute(sql`select ${quizTotalsOf(userId, null)} as q,
              (select json_build_object('lessonsStarted', count(*)::int,
                  'lessonsCompleted', (count(*) filter (where ${learningLessons.completedAt} is not null))::int)
                from ${learningLessons} where ${learningLessons.userId} = ${userId}) as l`),
          );
          const { q, l } = row!;
          return { ...q, accuracy: percentOf(q.correct, q.attempts), ...l };
        },
      };
    }),
  };
}
