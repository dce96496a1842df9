import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '@/db/columns.ts';
import { ownerId } from '../auth/auth.tables.ts';

/**
 * Progress a learner reported on a skill themselves (POST /api/skill-progress/{skillId}: a lesson finished outside
 * Brightpath), the latest per skill. Graded work is not stored here: the mastery is traced from the answers
 * themselves (quiz answers and the chat's graded answers tied to the skill; docs/decisions/036).
 */
export const skillReports = pgTable(
  'skill_reports',
  {
    userId: ownerId(),
    /** A curriculum skill id (packages/shared curricula.ts). */
    skillId: text('skill_id').notNull(),
    progress: integer('progress').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] })],
);
