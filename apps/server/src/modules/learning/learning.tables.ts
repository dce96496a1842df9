import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LESSON_PHASES, type LearningSession, type LessonWork } from '@brightpath/shared/lesson';
import { SUBJECT_LEVELS } from '@brightpath/shared/subjects';
import { createdAt } from '@/db/columns.ts';
import type { QuizKey } from '@/tutor/offline/lesson/quiz-key.ts';
import { ownerId } from '../auth/auth.tables.ts';
import { subjects } from '../subjects/subjects.tables.ts';

/**
 * A structured five-phase lesson built for a learner (spec 001 sections 2, 3, 4 and 9): the session as the
 * browser receives it, and the quiz's answer key, which never leaves the server.
 */
export const learningLessons = pgTable(
  'learning_lessons',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    topic: text('topic').notNull(),
    subjectId: integer('subject_id').references(() => subjects.id),
    skillLevel: text('skill_level', { enum: SUBJECT_LEVELS }).notNull(),
    /** The skill-tree skill the lesson practises (a curriculum skill id, packages/shared curricula), when opened on one. */
    skillId: text('skill_id'),
    session: jsonb('session').$type<LearningSession>().notNull(),
    /** The key of each quiz question, by its id: graded on the server, never sent. */
    answerKey: jsonb('answer_key').$type<Record<string, QuizKey>>().notNull(),
    /** The phases completed, always a prefix of LESSON_PHASES (they are completed in order). */
    completedSteps: text('completed_steps', { enum: LESSON_PHASES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The learner's work in ask, talk and teach and the tutor's word on it, written when the phase is completed. */
    work: jsonb('work').$type<LessonWork>().notNull().default({}),
    createdAt: createdAt(),
    /** Set once, when the last phase (the quiz) is completed. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('learning_lessons_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * One answer to one quiz question of a lesson, graded when sent: at most two per question (`attempt` 1 and 2, unique,
 * so two answers sent at once cannot both count as the first). The first is what the score and the analytics count.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => learningLessons.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
    attempt: smallint('attempt').notNull().default(1),
    timeTakenMs: integer('time_taken_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quiz_attempts_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('quiz_attempts_question_attempt_idx').on(t.lessonId, t.questionId, t.attempt),
  ],
);
