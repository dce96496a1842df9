// What the alpha module offers the others: which accounts are test accounts (the console leaves them out of revenue
// and conversion), and its learner table for the export and the deletion of everything.
import { sql } from 'drizzle-orm';
import { learnerTables } from '@/lib/learner-data.ts';
import type { Owner } from '@/lib/ownership.ts';
import { testAccounts } from './alpha.tables.ts';

/** Whether the account is a test account made on /alpha-testing, as a boolean SQL expression. */
export const isTestAccountOf = (userId: Owner) =>
  sql<boolean>`exists (select 1 from ${testAccounts} where ${testAccounts.userId} = ${userId})`;

/**
 * A condition leaving test accounts out, on an administrator's column of account ids (`scope.anyOwner(users.id)` in
 * an `adminOnly` view): `where(and(..., notTestAccount(scope.anyOwner(users.id))))`.
 */
export const notTestAccount = (userId: Owner) => sql<boolean>`not ${isTestAccountOf(userId)}`;

/** A test account's flag (its profile, when it was made) is in its export; who made it is the service's record. */
export const alphaLearnerData = learnerTables({
  table: testAccounts,
  owner: testAccounts.userId,
  order: [testAccounts.userId],
  withheld: [testAccounts.createdBy],
});
