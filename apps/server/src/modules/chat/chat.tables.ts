import { sql } from 'drizzle-orm';
import { TUTOR_PROVIDERS } from '@brightpath/shared/chat';
import { boolean, customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '@/db/columns.ts';
import { subjects } from '../subjects/subjects.tables.ts';
import { ownerId } from '../auth/auth.tables.ts';

/** A chat thread of one learner about one subject; 'Change Subject' or a new chat starts another. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('conversations_user_subject_updated_idx').on(t.userId, t.subjectId, t.updatedAt)],
);

/** PostgreSQL's tsvector: the words of a text, normalised (stemmed, stop words left out), with their positions. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The text search configuration of the history search (docs/decisions/033): English stemming ('fractions' finds
 * 'fraction'); words of other languages are matched as written, folded to lower case. The stored vectors and every
 * query are built with it.
 */
export const SEARCH_CONFIG = 'english';

/** One message of a conversation. The apology for a failed reply is not stored: the learner's message is, and they can retry. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The owner, kept on the row so per-learner counts (daily limit, dashboard) need no join. */
    userId: ownerId(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** Which provider wrote an assistant reply; null for the learner's own messages. */
    provider: text('provider', { enum: TUTOR_PROVIDERS }),
    /** The turn was refused or redirected by the safety step; such turns are kept out of the provider's context. */
    moderated: boolean('moderated').notNull().default(false),
    createdAt: createdAt(),
    /**
     * The message's words for the history search, kept by the database itself (a generated column: it cannot drift
     * from the text). Never selected with the message: read it only in a search.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql.raw(`to_tsvector('${SEARCH_CONFIG}'::regconfig, content)`)),
  },
  (t) => [
    index('messages_conversation_id_idx').on(t.conversationId, t.id),
    // The learner and the words together (btree_gin): a search reads only the caller's matching messages, whatever
    // the number of learners using the same words. The learner as the expression user_id + 0, which only the search
    // writes: as the plain column, the index served every 'user_id = ...' of messages, and the planner took it for the
    // dashboard's counts and the study time (a bitmap of all of a learner's messages; docs/decisions/033).
    index('messages_search_idx').using('gin', sql`(${t.userId} + 0)`, t.searchVector),
    index('messages_user_created_idx').on(t.userId, t.createdAt),
    // The learner's own messages, counted for the dashboard, progress and achievements without reading the rows.
    index('messages_user_learner_idx')
      .on(t.userId)
      .where(sql`role = 'user'`),
  ],
);

/** A tutoring session: starts with the first message of a conversation and counts against the plan's month (DESIGN.md decision 9). */
export const tutoringSessions = pgTable(
  'tutoring_sessions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    /** Null for a session made through POST /api/sessions without a chat. */
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    concepts: text('concepts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    realWorldExamples: text('real_world_examples')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The month (UTC, YYYY-MM) the session counts against. */
    usageMonth: text('usage_month').notNull(),
    /** Past the plan's included sessions (Basic, Premium): its charge is billing's overage_charges row (docs/decisions/037). */
    overage: boolean('overage').notNull().default(false),
    /**
     * The session's number within the learner's month (1, 2, ...), one more than the highest so far. Unique per
     * learner and month: two sessions started at once cannot take the same place, so the plan's limit holds
     * without locking the account (the later statement fails and is run again, seeing the other).
     */
    slot: integer('slot'),
  },
  (t) => [
    uniqueIndex('tutoring_sessions_conversation_idx').on(t.conversationId),
    uniqueIndex('tutoring_sessions_user_month_slot_idx').on(t.userId, t.usageMonth, t.slot),
    // The administration console's Recent Activity reads the newest sessions of every learner first.
    index('tutoring_sessions_started_idx').on(t.startedAt),
  ],
);

/**
 * A call to the tutor that is not a chat message (the floating assistant's questions, questions about the learner's
 * own learning on the history page), counted with the learner's
 * messages against TUTOR_DAILY_LIMIT: every question a provider answers costs the same.
 */
export const tutorCalls = pgTable(
  'tutor_calls',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    source: text('source', { enum: ['assistant', 'history'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tutor_calls_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * The learner's answers to maths problems in the chat, graded by rule whichever provider replied (tutor/types.ts
 * GradedAnswer): the chat's graded work. A concept counts as learned once answered right as the learner's own work
 * (`earned`); analytics reads right and wrong per concept and subject.
 */
export const gradedAnswers = pgTable(
  'graded_answers',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The learner's message that answered. */
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** The topic it practises: the title of the topic card of its kind of problem ('Linear equations'). */
    concept: text('concept').notNull(),
    correct: boolean('correct').notNull(),
    /** Right, before the tutor could show the answer. */
    earned: boolean('earned').notNull(),
    /** The skill-tree skill the turn practised (/chat?skill=, a curriculum skill id of the turn's subject), if any. */
    skillId: text('skill_id'),
    createdAt: createdAt(),
  },
  (t) => [index('graded_answers_user_created_idx').on(t.userId, t.createdAt), uniqueIndex('graded_answers_message_idx').on(t.messageId)],
);
