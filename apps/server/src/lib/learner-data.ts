// How a module declares the tables that hold a learner's rows, so that the export of everything an account holds and
// its deletion are driven by one list (modules/account/learner-tables.ts, docs/decisions/032): each module names its own
// tables in its <module>.api.ts, the account module reads and deletes them generically, and a test compares the list
// with the database's catalogue (every column referencing users.id), so a table added later is in both or fails it.
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

export type LearnerTable = {
  table: PgTable;
  /** The column naming the learner who owns the row (user_id, a foreign key to users.id). */
  owner: PgColumn;
  /**
   * Columns that order the owner's rows and tell any two of them apart: the export reads the rows in pages of this
   * order (keyset pagination), so a learner's 100,000 messages are never in memory at once. Lead with the columns of
   * an index that starts with the owner, so each page is a short index range.
   */
  order: readonly [PgColumn, ...PgColumn[]];
  /** Never exported: a secret (a session's token hash) or what the learner must not see (a quiz's answer key). */
  withheld?: readonly PgColumn[];
};

/** A module's learner tables, declared in the order their rows are written (a row before the rows that refer to it). */
export const learnerTables = (...tables: LearnerTable[]): readonly LearnerTable[] => tables;
