import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '@/db/columns.ts';
import { users } from '../auth/auth.tables.ts';

/**
 * Who read what across learners: one row per operator read (lib/ownership.ts `adminOnly` writes it before the read
 * runs; a read whose record cannot be written does not run). The administration console shows it. Kept when the
 * reader's account is deleted (actor_id set null, the username kept), and when a learner read about is deleted.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The administrator's username when they read, so the record outlives the account. */
    actorUsername: text('actor_username').notNull(),
    /** What was read: '<resource>.<operation>', e.g. 'moderation-events.list'. */
    action: text('action').notNull(),
    /** The learner read about, when the read names one (a filter, a refund); null for a list across learners. */
    targetUserId: integer('target_user_id'),
    /** The read's parameters as given (filters, page), never the data read. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_actor_idx').on(t.actorId, t.id), index('admin_audit_log_target_idx').on(t.targetUserId, t.id)],
);
