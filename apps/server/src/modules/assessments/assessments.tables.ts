import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '@/db/columns.ts';
import { ownerId } from '../auth/auth.tables.ts';

/** One answer of the learner's latest assessment; a retake replaces them all. */
export const assessmentResponses = pgTable(
  'assessment_responses',
  {
    userId: ownerId(),
    questionId: text('question_id').notNull(),
    answer: text('answer').notNull(),
    category: text('category', { enum: ['learning-preferences', 'interests', 'goals', 'study-habits'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** The questionnaire profile (spec 000 section 3), one per account. */
export const questionnaireProfiles = pgTable('questionnaire_profiles', {
  userId: ownerId().primaryKey(),
  username: text('username').notNull().default('Student'),
  age: integer('age'),
  ageBand: text('age_band', { enum: ['under-13', '13-17', '18-25', '26-35', '36-50', 'over-50'] }),
  learningStyle: text('learning_style').notNull().default('mixed'),
  interests: text('interests')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

/** The assessment summary: how many answers, when, and which question set was used. */
export const assessmentSummaries = pgTable('assessment_summaries', {
  userId: ownerId().primaryKey(),
  totalResponses: integer('total_responses').notNull(),
  questionSet: text('question_set', { enum: ['child', 'teen', 'adult'] }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});
