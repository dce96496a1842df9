import { and, eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { DATA_EXPORT_FORMAT } from '@brightpath/shared/account-data';
import { PRODUCT_NAME } from '@brightpath/shared/config';
import { inTransaction, type Db } from '@/db/client.ts';
import type { LearnerTable } from '@/lib/learner-data.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import { accountForExport, deleteAccount } from '../auth/auth.api.ts';
import { LEARNER_TABLES } from './learner-tables.ts';

/** Rows read per statement: a page of long messages stays well under a megabyte or two. */
export const EXPORT_PAGE_ROWS = 500;

/**
 * The owner's rows of `table` in pages of `EXPORT_PAGE_ROWS`, each row as its JSON text, in the table's declared order:
 * each page starts after the last row of the one before (keyset pagination), so every row comes once and no statement
 * reads more than a page. PostgreSQL writes the JSON (row_to_json, under the code's column names): the server
 * only passes text on. The keys are carried as text, exactly: a timestamp has microseconds that a JS Date would lose.
 */
async function* pagesOf(db: Db, learner: LearnerTable, userId: OwnerId): AsyncGenerator<string[]> {
  const withheld = new Set(learner.withheld ?? []);
  const shown = Object.entries(getTableColumns(learner.table)).filter(([, column]) => !withheld.has(column));
  // row_to_json of a row built from the table's columns under their names in the code: compact, in the columns' order.
  const fields = sql.join(
    shown.map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const json = sql<string>`(select row_to_json(r)::text from (select ${fields}) r)`;
  const key = sql<string[]>`array[${sql.join(
    learner.order.map((column) => sql`${column}::text`),
    sql`, `,
  )}]`;
  const ordered = sql.join([...learner.order], sql`, `);
  let after: string[] | undefined;
  for (;;) {
    const resume: SQL | undefined = after
      ? sql`(${ordered}) > (${sql.join(
          after.map((value) => sql`${value}`),
          sql`, `,
        )})`
      : undefined;
    const rows = await db
      .select({ json, key })
      .from(learner.table)
      .where(and(eq(learner.owner, userId), resume))
      .orderBy(...learner.order)
      .limit(EXPORT_PAGE_ROWS);
    if (rows.length === 0) return;
    after = rows.at(-1)!.key;
    yield rows.map((row) => row.json);
    if (rows.length < EXPORT_PAGE_ROWS) return;
  }
}

/**
 * Everything an account holds, for its owner only: the export as a stream of JSON text, and the deletion of all of it
 * in one transaction. Both walk LEARNER_TABLES, the one list of the learner's tables (docs/decisions/032).
 */
export function accountRepository(db: Db) {
  return {
    forUser: ownedBy((userId: OwnerId) => ({
      /** The account (null when it is gone). Read before the export starts, so a missing account is an answer, not a cut stream. */
      account: () => accountForExport(db, userId),

      /**
       * The export document (shared/account-data.ts DataExportSchema) as pieces of JSON text, table by table, a page of
       * rows per piece, read only as fast as they are taken (a stream's back-pressure pauses the reads).
       */
      async *exportJson(account: Record<string, unknown>, now = new Date()): AsyncGenerator<string> {
        const head = { product: PRODUCT_NAME, format: DATA_EXPORT_FORMAT, exportedAt: now.toISOString(), account };
        yield `${JSON.stringify(head).slice(0, -1)},"tables":{`;
        for (const [i, learner] of LEARNER_TABLES.entries()) {
          yield `${i === 0 ? '' : ','}${JSON.stringify(getTableName(learner.table))}:[`;
          let first = true;
          for await (const rows of pagesOf(db, learner, userId)) {
            yield (first ? '' : ',') + rows.join(',');
            first = false;
          }
          yield ']';
        }
        yield '}}';
      },

      /**
       * Deletes every row of the learner, table by table in the reverse of the list's order (rows that refer to others
       * first), then the account with its sign-in sessions, in one transaction: all of it or, on any failure, nothing.
       * Answers whether there was an account.
       */
      deleteEverything: () =>
        inTransaction(db, async (t) => {
          for (const learner of [...LEARNER_TABLES].reverse()) await t.delete(learner.table).where(eq(learner.owner, userId));
          return deleteAccount(t, userId);
        }),
    })),
  };
}
