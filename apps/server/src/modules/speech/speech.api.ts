// What the speech module offers the other modules: the learner's rows of its table, for the export and the deletion of
// everything. The speech_preferences table is this module's alone.
import { learnerTables } from '@/lib/learner-data.ts';
import { speechPreferences } from './speech.tables.ts';

/** The voice the learner chose, for the export and the deletion of everything (docs/decisions/032). */
export const speechLearnerData = learnerTables({
  table: speechPreferences,
  owner: speechPreferences.userId,
  order: [speechPreferences.userId],
});
