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

/** The names the page's keyset columns are selected under, beside the row's own columns (none of which starts so). */
const keyName = (i: number) => `__exportKey${i}`;

/**
 * The owner's rows of `table` in pages of `EXPORT_PAGE_ROWS`, in the table's declared order: each page starts after the
 * last row of the one before (keyset pagination), so every row comes once and no statement reads more than a page.
 * The keys are carried as text, exactly: a timestamp has microseconds that a JS Date would lose.
 */
async function* pagesOf(db: Db, learner: LearnerTable, userId: OwnerId): AsyncGenerator<Record<string, unknown>[]> {
  const withheld = new Set(learner.withheld ?? []);
  const shown = Object.fromEntries(Object.entries(getTableColumns(learner.table)).filter(([, column]) => !withheld.has(column)));
  const keys = Object.fromEntries(learner.order.map((column, i) => [keyName(i), sql<string>`${column}::text`]));
  const ordered = sql.join([...learner.order], sql`, `);
  let after: string[] | undefined;
  for (;;) {
    const resume: SQL | undefined = after
      ? sql`(${ordered}) > (${sql.join(
          after.map((value) => sql`${value}`),
          sql`, `,
        )})`
      : undefined;
    const rows = (await db
      .select({ ...shown, ...keys })
      .from(learner.table)
      .where(and(eq(learner.owner, userId), resume))
      .orderBy(...learner.order)
      .limit(EXPORT_PAGE_ROWS)) as Record<string, unknown>[];
    if (rows.length === 0) return;
    const last = rows.at(-1)!;
    after = learner.order.map((_, i) => last[keyName(i)] as string);
    for (const row of rows) for (let i = 0; i < learner.order.length; i++) delete row[keyName(i)];
    yield rows;
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
            yield (first ? '' : ',') + rows.map((row) => JSON.stringify(row)).join(',');
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
