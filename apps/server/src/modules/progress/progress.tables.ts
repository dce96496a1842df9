import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { TIMED_SESSION_TYPES } from '@brightpath/shared/study-timer';
import { createdAt, updatedAt } from '@/db/columns.ts';
import { ownerId } from '../auth/auth.tables.ts';

/** A study-timer record: a manual session stopped after more than 60 s, or a completed pomodoro. */
export const studySessions = pgTable(
  'study_sessions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    minutes: integer('minutes').notNull(),
    type: text('type', { enum: TIMED_SESSION_TYPES }).notNull(),
    targetReached: boolean('target_reached').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('study_sessions_user_completed_idx').on(t.userId, t.completedAt)],
);

/** An achievement reached, written once (never re-dated); `seenAt` is set when the learner has been told. */
export const achievementUnlocks = pgTable(
  'achievement_unlocks',
  {
    userId: ownerId(),
    achievementId: text('achievement_id').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

/** The dashboard's flags, on the account so a second device sees the same (DESIGN.md decision 1). */
export const learnerHome = pgTable('learner_home', {
  userId: ownerId().primaryKey(),
  welcomeShown: boolean('welcome_shown').notNull().default(false),
  guidanceBannerDismissed: boolean('guidance_banner_dismissed').notNull().default(false),
  gettingStartedComplete: boolean('getting_started_complete').notNull().default(false),
  quickStartTried: text('quick_start_tried')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
