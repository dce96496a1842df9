import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '@/db/columns.ts';
import { sessions, users } from '../auth/auth.tables.ts';

/**
 * The accounts an administrator made from a test profile on /alpha-testing (docs/decisions/039): real learner accounts,
 * flagged here so that only they can be opened by an administrator, and so that the console can leave them out of
 * revenue and conversion (alpha.api.ts). One per profile; deleted with its account.
 */
export const testAccounts = pgTable(
  'test_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: text('profile_id').notNull(),
    /** The administrator who made it (null once their account is gone). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_accounts_profile_idx').on(t.profileId)],
);

/**
 * An administrator acting as a test account in their own browser: the test account's sign-in session opened for them,
 * until they return to their own (or it ends). The audit log records both ends; this row tells a request that its
 * session is one (the banner on every page).
 */
export const impersonations = pgTable(
  'impersonations',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminUsername: text('admin_username').notNull(),
    testUserId: integer('test_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The test account's session opened for the administrator. */
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('impersonations_session_idx').on(t.sessionId), index('impersonations_test_user_idx').on(t.testUserId)],
);
