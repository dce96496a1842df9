// What the settings module offers the other modules. The learner_settings table is its own.
import { eq, sql } from 'drizzle-orm';
import type { Owner } from '@/lib/ownership.ts';
import { learnerTables } from '@/lib/learner-data.ts';
import { learnerSettings } from './settings.tables.ts';

/**
 * Whether the tutor may draw examples from the learner's interests (their Personalized Content setting; on until they
 * turn it off), as a scalar subquery another module's statement can select.
 */
export const personalizedContentOf = (userId: Owner) =>
  sql<boolean>`coalesce((select ${learnerSettings.personalizedContent} from ${learnerSettings} where ${eq(learnerSettings.userId, userId)}), true)`;

/** The learner's row in this module's table, for the export and the deletion of everything (docs/decisions/032). */
export const settingsLearnerData = learnerTables({
  table: learnerSettings,
  owner: learnerSettings.userId,
  order: [learnerSettings.userId],
});
