// What the connections module offers the other modules. The learning_connections table is its own.
import { learnerTables } from '@/lib/learner-data.ts';
import { learningConnections } from './connections.tables.ts';

/** The learner's learning connections, for the export and the deletion of everything (docs/decisions/032). */
export const connectionsLearnerData = learnerTables({
  table: learningConnections,
  owner: learningConnections.userId,
  order: [learningConnections.userId, learningConnections.id],
});
