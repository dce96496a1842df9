// What the learning module offers the other modules: the lessons' share of the learner's figures (spec 001
// section 9, DESIGN.md decision 6), as subqueries the progress module puts in its one read. The lesson and quiz
// tables are this module's alone.
import { sql } from 'drizzle-orm';
import type { Owner, OwnerId } from '@/lib/ownership.ts';
import { studyRunsOf } from '@/lib/study-runs.ts';
import { learningLessons, quizAttempts } from './learning.tables.ts';
import { learnerTables } from '@/lib/learner-data.ts';

/** The learner's runs of lesson work (lib/study-runs.ts), from each lesson opened and each quiz answer, as rows (s, e). */
export const lessonRunsOf = (userId: OwnerId) =>
  studyRunsOf(sql`select created_at as t from ${learningLessons} where user_id = ${userId}
      union all select created_at from ${quizAttempts} where user_id = ${userId}`);

/** What the learner's lesson runs depend on, from indexes alone: the latest lesson and quiz answer (neither is removed). */
export const lessonEventsVersionOf = (userId: Owner) => sql<string>`concat_ws('/',
    (select max(created_at)::text from ${learningLessons} where user_id = ${userId}),
    (select max(created_at)::text from ${quizAttempts} where user_id = ${userId}))`;

/**
 * The concepts the learner's lessons taught, as rows (subject_id, concept): a lesson's topic, lower case, once its
 * quiz is finished with at least half of the questions answered right at the first try (a question's first attempt
 * decides: attempt 1). subject_id is null for a lesson without one. The progress module counts them with the chat's.
 */
export const lessonConceptRowsOf = (userId: Owner) => sql`select l.subject_id, lower(l.topic) as concept from ${learningLessons} l
    where l.user_id = ${userId} and l.completed_at is not null
      and (select 2 * count(*) filter (where q.correct) >= count(*) and count(*) > 0 from ${quizAttempts} q
        where q.lesson_id = l.id and q.user_id = ${userId} and q.attempt = 1)`;

/**
 * The learner's rows in this module's tables, for the export and the deletion of everything (docs/decisions/032). A
 * lesson's answer key stays on the server: the learner's answers and how each was graded are exported.
 */
export const learningLearnerData = learnerTables(
  { table: learningLessons, owner: learningLessons.userId, order: [learningLessons.id], withheld: [learningLessons.answerKey] },
  { table: quizAttempts, owner: quizAttempts.userId, order: [quizAttempts.id] },
);

/** A lesson the learner began, with its quiz's first tries: what a question about their own learning reads. */
export type LessonResult = {
  topic: string;
  subjectId: number | null;
  createdAt: string;
  completed: boolean;
  /** Quiz questions answered (each counted once, by its first try). */
  answered: number;
  /** Of those, right at the first try. */
  firstTryRight: number;
  /** The wording of the questions missed at the first try. */
  missed: string[];
};

/**
 * The learner's lessons begun since `since` (in one subject when given), newest first, at most `limit`, as JSON
 * (LessonResult[]) from one scalar subquery on learning_lessons_user_created_idx.
 */
export const lessonResultsOf = (userId: OwnerId, filter: { since: Date | null; subjectId: number | null; limit: number }) => sql<
  LessonResult[]
>`(select coalesce(json_agg(json_build_object('topic', r.topic, 'subjectId', r.subject_id, 'createdAt', r.created_at,
      'completed', r.completed_at is not null, 'answered', r.answered, 'firstTryRight', r.right_first, 'missed', r.missed)
      order by r.created_at desc, r.id desc), '[]'::json)
  from (select l.id, l.topic, l.subject_id, l.created_at, l.completed_at,
      (select count(*)::int from ${quizAttempts} q where q.lesson_id = l.id and q.user_id = ${userId} and q.attempt = 1) as answered,
      (select count(*)::int from ${quizAttempts} q where q.lesson_id = l.id and q.user_id = ${userId} and q.attempt = 1 and q.correct) as right_first,
      (select coalesce(json_agg(p.prompt), '[]'::json) from ${quizAttempts} q,
          lateral (select qq->>'prompt' as prompt from jsonb_array_elements(l.session->'steps') st, jsonb_array_elements(st->'quiz') qq
            where qq->>'id' = q.question_id limit 1) p
        where q.lesson_id = l.id and q.user_id = ${userId} and q.attempt = 1 and not q.correct) as missed
    from ${learningLessons} l
    where l.user_id = ${userId}
      ${filter.since ? sql`and l.created_at >= ${filter.since.toISOString()}::timestamptz` : sql``}
      ${filter.subjectId !== null ? sql`and l.subject_id = ${filter.subjectId}` : sql``}
    order by l.created_at desc, l.id desc limit ${filter.limit}) r)`;
