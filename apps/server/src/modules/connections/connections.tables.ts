import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONNECTION_SOURCES, CONNECTION_TYPES } from '@brightpath/shared/connections';
import { createdAt, updatedAt } from '@/db/columns.ts';
import { ownerId } from '../auth/auth.tables.ts';
import { subjects } from '../subjects/subjects.tables.ts';

/**
 * A learner's learning connections (spec 002 section 3 "Connection"): from one concept to another, typed and weighted,
 * written by the learner or by the auto-generation (docs/decisions/035). A learner holds one connection per from, to
 * (both case-insensitively) and type: the unique index refuses the second (409).
 */
export const learningConnections = pgTable(
  'learning_connections',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    fromConcept: text('from_concept').notNull(),
    toConcept: text('to_concept').notNull(),
    connectionType: text('connection_type', { enum: CONNECTION_TYPES }).notNull(),
    strength: smallint('strength').notNull().default(1),
    context: text('context'),
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    source: text('source', { enum: CONNECTION_SOURCES }).notNull().default('learner'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('learning_connections_unique_idx').on(t.userId, sql`lower(${t.fromConcept})`, sql`lower(${t.toConcept})`, t.connectionType),
    // The page, newest first, and the export's keyset order.
    index('learning_connections_user_idx').on(t.userId, t.id),
    index('learning_connections_subject_idx').on(t.subjectId),
    check('learning_connections_strength_check', sql`${t.strength} between 1 and 5`),
    check(
      'learning_connections_type_check',
      sql`${t.connectionType} in ('prerequisite', 'application', 'analogy', 'contrast', 'example', 'builds_on', 'related')`,
    ),
    check('learning_connections_source_check', sql`${t.source} in ('learner', 'generated')`),
  ],
);
