import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

/** One answer of the learner's latest assessment; a retake replaces them all. */
export const assessmentResponses = pgTable(
  'assessment_responses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answer: text('answer').notNull(),
    category: text('category', { enum: ['learning-preferences', 'interests', 'goals', 'study-habits'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** The questionnaire profile (spec 000 section 3), one per account. */
export const questionnaireProfiles = pgTable('questionnaire_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  username: text('username').notNull().default('Student'),
  age: integer('age'),
  ageBand: text('age_band', { enum: ['under-13', '13-17', '18-25', '26-35', '36-50', 'over-50'] }),
  learningStyle: text('learning_style').notNull().default('mixed'),
  interests: text('interests')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The assessment summary: how many answers, when, and which question set was used. */
export const assessmentSummaries = pgTable('assessment_summaries', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  totalResponses: integer('total_responses').notNull(),
  questionSet: text('question_set', { enum: ['child', 'teen', 'adult'] }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});
