import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUBJECT_ICONS } from '@brightpath/shared/subjects';
import { createdAt, updatedAt } from '@/db/columns.ts';
import { ownerId } from '../auth/auth.tables.ts';

/** The subject catalogue; seeded by a migration with fixed ids (1 to 5 are the core subjects). */
export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    icon: text('icon', { enum: SUBJECT_ICONS }).notNull(),
    /** Inclusive age range of the learners the subject is offered to. */
    minAge: integer('min_age').notNull().default(4),
    maxAge: integer('max_age').notNull().default(120),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subjects_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** A learner's chosen subjects and the level of each. */
export const userSubjects = pgTable(
  'user_subjects',
  {
    userId: ownerId(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['beginner', 'intermediate', 'advanced'] })
      .notNull()
      .default('beginner'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectId] }), index('user_subjects_subject_idx').on(t.subjectId)],
);

/** A learner's request for a subject the catalogue lacks; reviewed in the admin console. */
export const subjectRequests = pgTable(
  'subject_requests',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull().default('Custom'),
    requested: boolean('requested').notNull().default(true),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    /** The administrator's note when they handled it (approved or declined); the audit log has the change too. */
    note: text('note'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The administrator's username when they handled it. */
    handledBy: text('handled_by'),
  },
  (t) => [
    index('subject_requests_user_created_idx').on(t.userId, t.createdAt),
    index('subject_requests_status_created_idx').on(t.status, t.createdAt),
  ],
);
