import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '@/db/columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Null for a guest until it registers. Unique case-insensitively. */
    username: text('username'),
    email: text('email'),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['learner', 'admin'] })
      .notNull()
      .default('learner'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    age: integer('age'),
    plan: text('plan', { enum: ['free', 'basic', 'premium', 'pro', 'family'] })
      .notNull()
      .default('free'),
    status: text('status', { enum: ['active', 'suspended', 'pending'] })
      .notNull()
      .default('active'),
    isGuest: boolean('is_guest').notNull().default(false),
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
    /** When the account registered (a guest converted in place registers later than it was made); null for a guest. */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the administration console's search matches, kept by the database itself: the username, e-mail and full
     * name in lower case, a line apart (so a search never runs from one into the next; the full name's space stays).
     * Trigram-indexed: a search for any part of them reads the index, not every account (docs/decisions/040).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `lower(coalesce(username, '') || E'\\n' || coalesce(email, '') || E'\\n' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`,
        ),
      ),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_guest_last_active_idx').on(t.isGuest, t.lastActiveAt),
    index('users_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The console's Recent Activity reads the newest registrations first.
    index('users_registered_idx')
      .on(t.registeredAt)
      .where(sql`registered_at is not null`),
  ],
);

/**
 * The owner of a row of learner data: the account it belongs to, deleted with it. Every table of learner data
 * has one, and its repository scopes every query by it (lib/ownership.ts).
 */
export const ownerId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the cookie token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: ownerId(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
