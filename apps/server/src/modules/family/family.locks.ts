// What the family's api and repository share without the repository's reads of other modules (progress, moderation):
// the lock that serialises one family's changes, and a column named for an outer statement. billing.api.ts reaches
// the family's release through family.api.ts, and the progress module reaches the chat and billing: kept apart, no cycle.
import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';

/** The namespace of the family's advisory lock (its second key is the owner's id): 'FAML'. */
const FAMILY_LOCK = 0x46414d4c;

/**
 * A column with its table's name, for a subquery to refer to the row of the statement around it: drizzle writes the
 * columns of a one-table select without their table, which inside a subquery of that same table would name its own.
 */
export const outer = (column: PgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * Serialises every change of one owner's family until the transaction `t` ends: creating an invitation, a join, a
 * removal, a member leaving, the family's release. Each counts the seats after taking it, so two joins at the same
 * instant cannot both take the last seat. An advisory lock keyed by the owner's id (a number: it reads and writes no
 * data), not a row's: the owner's account row is the auth module's.
 */
export async function lockFamily(t: Db, familyOwnerId: number): Promise<void> {
  await t.execute(sql`select pg_advisory_xact_lock(${FAMILY_LOCK}::int, ${familyOwnerId}::int)`);
}
