import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '@/db/columns.ts';
import { users } from '../auth/auth.tables.ts';

/**
 * The members of Family plans (DESIGN.md decision 10): an account belongs to one family at most (the member is the
 * key), its owner is the account that pays. The owner's own account is no row: the owner and the members take at most
 * FAMILY_MAX_USERS seats, counted under the owner's lock (family.repository.ts).
 */
export const familyMembers = pgTable(
  'family_members',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('family_members_owner_idx').on(t.ownerId, t.joinedAt),
    check('family_members_not_self_check', sql`${t.memberId} <> ${t.ownerId}`),
  ],
);

/**
 * The invitations a Family plan's owner made: single-use links that expire. Only the SHA-256 of the token is kept (the
 * link is shown once, to the owner); an invitation is open while it is neither used, revoked nor expired, and each open
 * one holds a seat.
 */
export const familyInvites = pgTable(
  'family_invites',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's token, hex. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Who joined with it; null once that account is deleted. */
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('family_invites_token_hash_idx').on(t.tokenHash), index('family_invites_owner_idx').on(t.ownerId, t.id)],
);
