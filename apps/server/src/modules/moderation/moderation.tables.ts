import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { MODERATION_SOURCES, REVIEW_STATUSES } from '@brightpath/shared/moderation';
import { createdAt } from '@/db/columns.ts';
import { conversations, messages } from '../chat/chat.tables.ts';
import { ownerId } from '../auth/auth.tables.ts';

/**
 * One turn the safety step acted on: a learner's message refused, redirected or answered with support, or a
 * tutor reply replaced or trimmed. Operators review them (GET /api/admin/moderation-events); learners never
 * see each other's. A chat turn's text stays in `messages`; the assistant and lessons store no messages, so
 * their record keeps the start of the learner's text itself (`excerpt`).
 */
export const moderationEvents = pgTable(
  'moderation_events',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    /** Where it happened: the tutor chat, the floating assistant or a structured lesson's topic. */
    source: text('source', { enum: MODERATION_SOURCES }).notNull().default('chat'),
    /** Null for the assistant and lessons, which have no conversation. */
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    /** The learner's message of the turn (chat only). */
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** The start of the learner's text when no message holds it (assistant question, lesson topic), personal data redacted. */
    excerpt: text('excerpt'),
    /** 'input': the learner's message was flagged; 'output': the tutor's reply was. */
    direction: text('direction', { enum: ['input', 'output'] }).notNull(),
    category: text('category').notNull(),
    severity: text('severity', { enum: ['low', 'medium', 'high', 'critical'] }).notNull(),
    action: text('action', { enum: ['support', 'refuse', 'redirect', 'remove-personal-data'] }).notNull(),
    /** The learner's age group when it happened: what the reply was worded for. */
    ageGroup: text('age_group', { enum: ['child', 'teen', 'adult'] }).notNull(),
    provider: text('provider').notNull(),
    createdAt: createdAt(),
    /** An operator's review (docs/decisions/040): none yet, reviewed, or escalated; each change is in the audit log too. */
    reviewStatus: text('review_status', { enum: REVIEW_STATUSES }).notNull().default('unreviewed'),
    reviewNote: text('review_note'),
    /** The reviewer's username when they reviewed it (the audit log has their account). */
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('moderation_events_created_idx').on(t.createdAt, t.id),
    index('moderation_events_user_idx').on(t.userId, t.createdAt),
    // The Safety tab's count of events waiting for a review, and its list filtered to them.
    index('moderation_events_unreviewed_idx')
      .on(t.id)
      .where(sql`review_status = 'unreviewed'`),
  ],
);
