import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '@/db/columns.ts';
import { users } from '../auth/auth.tables.ts';

/**
 * The operators' audit log (docs/decisions/040): one row per operator read across learners (lib/ownership.ts
 * `adminOnly` writes it before the read runs; a read whose record cannot be written does not run) and per operator
 * change (`adminActions`: written in the transaction of the change, with its reason and the state before and after).
 * The administration console shows it. Kept when the actor's account is deleted (actor_id set null, the username kept),
 * and when a learner it names is deleted.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The administrator's username when they acted, so the record outlives the account. */
    actorUsername: text('actor_username').notNull(),
    /** 'read': a read across learners; 'change': a change an operator made. */
    kind: text('kind', { enum: ['read', 'change'] })
      .notNull()
      .default('read'),
    /** What was done: '<resource>.<operation>', e.g. 'moderation-events.list', 'users.status'. */
    action: text('action').notNull(),
    /** The learner read about or changed, when there is one; null for a list across learners. */
    targetUserId: integer('target_user_id'),
    /** A read's parameters as given (filters, page), never the data read; a change's other facts. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** Why the change was made, as the administrator wrote it (changes only). */
    reason: text('reason'),
    /** The state the change found and the state it left (changes only). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_actor_idx').on(t.actorId, t.id),
    index('admin_audit_log_target_idx').on(t.targetUserId, t.id),
    index('admin_audit_log_kind_idx').on(t.kind, t.id),
  ],
);
