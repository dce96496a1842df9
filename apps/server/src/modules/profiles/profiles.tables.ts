import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '@/db/columns.ts';
import { ownerId } from '../auth/auth.tables.ts';

const list = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** The onboarding profile (spec 000 section 3), one per account; kept on the server (DESIGN.md decision 1). */
export const learnerProfiles = pgTable('learner_profiles', {
  userId: ownerId().primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  age: integer('age'),
  ageBand: text('age_band', { enum: ['under-13', '13-17', '18-25', '26-35', '36-50', 'over-50'] }),
  email: text('email').notNull().default(''),
  educationLevel: text('education_level'),
  primaryGoals: list('primary_goals'),
  learningStyle: text('learning_style'),
  preferredPace: text('preferred_pace').notNull().default('moderate'),
  studyTime: text('study_time'),
  subjects: list('subjects'),
  careerGoals: list('career_goals'),
  hobbies: text('hobbies').notNull().default(''),
  notificationFrequency: text('notification_frequency').notNull().default('weekly'),
  difficultyPreference: text('difficulty_preference').notNull().default('adaptive'),
  motivationStyle: text('motivation_style').notNull().default('encouraging'),
  sessionLength: text('session_length').notNull().default(''),
  /** True when the learner chose Skip Setup (a skipped setup still counts as completed). */
  skipped: boolean('skipped').notNull().default(false),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
