// What the feedback module offers the others: its learner table, for the export and the deletion of everything.
import { learnerTables } from '@/lib/learner-data.ts';
import { feedback } from './feedback.tables.ts';

/**
 * The feedback a learner sent while signed in (docs/decisions/032). How an operator handled it is the service's record,
 * not the learner's: withheld from the export.
 */
export const feedbackLearnerData = learnerTables({
  table: feedback,
  owner: feedback.userId,
  order: [feedback.userId, feedback.id],
  withheld: [feedback.handledBy, feedback.handledByUsername, feedback.handledNote],
});
