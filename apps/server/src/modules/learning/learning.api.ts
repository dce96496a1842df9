// What the learning module offers the other modules: the lessons' share of the learner's figures (spec 001
// section 9, DESIGN.md decision 6), as subqueries the progress module puts in its one read. The lesson and quiz
// tables are this module's alone.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Owner, OwnerId } from '@/lib/ownership.ts';
import { studyRunsOf, studySecondsByOf } from '@/lib/study-runs.ts';
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

// The lessons' share of the learning analytics (docs/decisions/034): quiz answers counted as this module counts
// them (each question once, by its first try: attempt 1), lessons and the topic cards they hold. `since` bounds what
// is read to a time range (null: all time); each subquery reads the learner's rows through learning_lessons_user_created_idx
// or quiz_attempts_user_created_idx.

const from = (column: SQLWrapper, since: Date | null) => (since ? sql`and ${column} >= ${since.toISOString()}::timestamptz` : sql``);

/** A 15-minute UTC bucket's start in epoch seconds (as the chat's), placed on local days by the caller. */
const bucketOf = (column: SQLWrapper) => sql`(floor(extract(epoch from ${column}) / 900) * 900)::bigint`;

/** The first tries' totals, as JSON { attempts, correct, averageTimeMs }: GET /api/quiz/analytics and the analytics read it. */
export type QuizTotals = { attempts: number; correct: number; averageTimeMs: number };
export const quizTotalsOf = (userId: OwnerId, since: Date | null) => sql<QuizTotals>`(select json_build_object(
    'attempts', count(*)::int,
    'correct', (count(*) filter (where correct))::int,
    'averageTimeMs', coalesce(round(avg(time_taken_ms))::int, 0))
  from ${quizAttempts} where user_id = ${userId} and attempt = 1 ${from(quizAttempts.createdAt, since)})`;

/** The first tries per 15-minute bucket, as JSON [{ at, attempts, correct }]. */
export type QuizBucket = { at: number; attempts: number; correct: number };
export const quizBucketsOf = (userId: OwnerId, since: Date | null) => sql<QuizBucket[]>`(select coalesce(json_agg(b), '[]'::json) from (
    select ${bucketOf(quizAttempts.createdAt)} as at, count(*)::int as attempts, (count(*) filter (where correct))::int as correct
    from ${quizAttempts} where user_id = ${userId} and attempt = 1 ${from(quizAttempts.createdAt, since)} group by 1) b)`;

/** The first tries per subject of their lesson (null: a lesson without one), as JSON [{ subjectId, answered, correct }]. */
export type QuizSubjectResult = { subjectId: number | null; answered: number; correct: number };
export const quizBySubjectOf = (userId: OwnerId, since: Date | null) => sql<
  QuizSubjectResult[]
>`(select coalesce(json_agg(s), '[]'::json) from (
    select l.subject_id as "subjectId", count(*)::int as answered, (count(*) filter (where q.correct))::int as correct
    from ${quizAttempts} q join ${learningLessons} l on l.id = q.lesson_id and l.user_id = ${userId}
    where q.user_id = ${userId} and q.attempt = 1 ${from(sql`q.created_at`, since)} group by l.subject_id) s)`;

/** The lesson work XP counts (all time), as JSON { lessonSteps, correctAnswers }: phases completed, first tries right. */
export type LessonXpCounts = { lessonSteps: number; correctAnswers: number };
export const lessonXpCountsOf = (userId: OwnerId) => sql<LessonXpCounts>`(select json_build_object(
    'lessonSteps', (select coalesce(sum(cardinality(completed_steps)), 0)::int from ${learningLessons} where user_id = ${userId}),
    'correctAnswers', (select count(*)::int from ${quizAttempts} where user_id = ${userId} and attempt = 1 and correct)))`;

/** One of the learner's latest lessons: its phases done, whether it is finished, when it was opened (ISO). */
export type RecentLesson = {
  id: number;
  topic: string;
  subjectId: number | null;
  completedSteps: number;
  completed: boolean;
  startedAt: string;
};
export const recentLessonsOf = (userId: OwnerId, since: Date | null, limit: number) => sql<RecentLesson[]>`(select coalesce(
    json_agg(json_build_object('id', id, 'topic', topic, 'subjectId', subject_id, 'completedSteps', cardinality(completed_steps),
      'completed', completed_at is not null, 'startedAt', created_at) order by created_at desc, id desc), '[]'::json)
  from (select * from ${learningLessons} where user_id = ${userId} ${from(learningLessons.createdAt, since)}
    order by created_at desc, id desc limit ${limit}) r)`;

/** A lesson as content the learner worked with: its topic cards (the Listen phase's 'card' items) and its time. */
export type LessonInteraction = {
  id: number;
  topic: string;
  subjectId: number | null;
  completedSteps: number;
  /** The Listen phase is done: its topic cards were read. */
  listened: boolean;
  cards: string[];
  /** Seconds spent, from the lesson's own events (opened, quiz answers) by the study-time rule (lib/study-runs.ts). */
  seconds: number;
  at: string;
};
export type LessonInteractions = {
  lessons: number;
  lessonsCompleted: number;
  cards: number;
  cardsRead: number;
  seconds: number;
  recent: LessonInteraction[];
};

/** The lessons opened since `since` with their topic cards and time: totals, and the latest `limit` lessons. */
export const lessonInteractionsOf = (userId: OwnerId, since: Date | null, limit: number) => sql<LessonInteractions>`(with lessons as (
    select x.id, x.topic, x.subject_id, x.created_at, x.completed_at, cardinality(x.completed_steps) as steps,
      'listen' = any(x.completed_steps) as listened,
      (select coalesce(json_agg(c->>'title'), '[]'::json) from jsonb_array_elements(x.session->'steps'->0->'content') c
        where c->>'type' = 'card') as cards
    from ${learningLessons} x where x.user_id = ${userId} ${from(sql`x.created_at`, since)}),
  s as ${studySecondsByOf(sql`select id as k, created_at as t from lessons
    union all select q.lesson_id, q.created_at from ${quizAttempts} q join lessons on lessons.id = q.lesson_id
      where q.user_id = ${userId} ${from(sql`q.created_at`, since)}`)},
  l as (select lessons.*, coalesce(s.seconds, 0) as seconds from lessons left join s on s.k = lessons.id)
  select json_build_object(
    'lessons', (select count(*)::int from l),
    'lessonsCompleted', (select count(*)::int from l where completed_at is not null),
    'cards', (select coalesce(sum(json_array_length(cards)), 0)::int from l),
    'cardsRead', (select coalesce(sum(json_array_length(cards)), 0)::int from l where listened),
    'seconds', (select coalesce(round(sum(seconds)), 0)::int from l),
    'recent', (select coalesce(json_agg(json_build_object('id', id, 'topic', topic, 'subjectId', subject_id, 'completedSteps', steps,
        'listened', listened, 'cards', cards, 'seconds', round(seconds)::int, 'at', created_at) order by created_at desc, id desc), '[]'::json)
      from (select * from l order by created_at desc, id desc limit ${limit}) r)))`;

/**
 * The first tries on the quizzes of lessons opened on a skill-tree skill, as rows (skill_id, correct, at): graded
 * work the skills module traces mastery and reviews from (docs/decisions/036).
 */
export const skillQuizAnswersOf = (userId: Owner) => sql`select l.skill_id, q.correct, q.created_at as at
  from ${quizAttempts} q join ${learningLessons} l on l.id = q.lesson_id and l.user_id = ${userId}
  where q.user_id = ${userId} and q.attempt = 1 and l.skill_id is not null`;
