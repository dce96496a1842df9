import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '@/db/columns.ts';
import { users } from '../auth/auth.tables.ts';

/**
 * Alpha testing feedback (spec 002 section 3): from anyone, with the account that sent it when one was signed in (the
 * learner's data: exported and deleted with the account, docs/decisions/032), and an operator's handling of it.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    /** Null for a visitor without an account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: ['general', 'bug', 'feature', 'usability', 'content', 'performance'] }).notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The optional address to answer at; null when none was given. */
    userEmail: text('user_email'),
    /** The three reproduction fields: a bug report's only (null for every other category). */
    reproductionSteps: text('reproduction_steps'),
    expectedBehavior: text('expected_behavior'),
    actualBehavior: text('actual_behavior'),
    createdAt: createdAt(),
    /** When an operator marked it handled (null: open). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Who did, kept by name when their account goes. */
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledByUsername: text('handled_by_username'),
    handledNote: text('handled_note'),
  },
  (t) => [index('feedback_user_idx').on(t.userId, t.id), index('feedback_open_idx').on(t.handledAt, t.id)],
);
