import { and, eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { DATA_EXPORT_FORMAT } from '@brightpath/shared/account-data';
import { PRODUCT_NAME } from '@brightpath/shared/config';
import { inTransaction, rowsOf, type Db } from '@/db/client.ts';
import type { LearnerTable } from '@/lib/learner-data.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import { accountForExport, deleteAccount } from '../auth/auth.api.ts';
import { releaseFamily } from '../family/family.api.ts';
import { LEARNER_TABLES } from './learner-tables.ts';

/** Rows read per statement: a page of long messages stays well under a megabyte or two. */
export const EXPORT_PAGE_ROWS = 200;

/** One page of a table as PostgreSQL answers it: its rows' JSON texts joined by commas, how many, the last row's keys. */
type PageRow = { text: string | null; rows: number; last: string[] | null };

/** One page of a table as the export passes it on: its rows' JSON, already bytes, and how many rows. */
export type ExportPage = { bytes: Buffer; rows: number };

/**
 * Reads a page and turns its text into bytes at once, so that the string dies here, young: a string kept across the
 * wait for the client (a yield under back-pressure) outlives the collector's cheap passes and is moved to the old
 * generation, and 66 MB of pages held so grew the server by 70 MB before a full collection freed them.
 */
async function readPage(db: Db, statement: SQL): Promise<(ExportPage & { last: string[] | null }) | undefined> {
  const [page] = rowsOf<PageRow>(await db.execute(statement));
  if (!page?.text || page.rows === 0) return undefined;
  return { bytes: Buffer.from(page.text), rows: page.rows, last: page.last };
}

/**
 * The owner's rows of `table` in pages of at most `EXPORT_PAGE_ROWS`, in the table's declared order. Each page starts
 * after the last row of the one before (keyset pagination), so every row comes once and no statement reads more than a
 * page. PostgreSQL writes each row's JSON (row_to_json, under the code's column names) and joins the page's: the server
 * receives one string per page and passes it on as bytes. The keys are carried as text, exactly: a timestamp has
 * microseconds a JS Date would lose.
 */
export async function* pagesOf(db: Db, learner: LearnerTable, userId: OwnerId): AsyncGenerator<ExportPage> {
  const withheld = new Set(learner.withheld ?? []);
  const shown = Object.entries(getTableColumns(learner.table)).filter(([, column]) => !withheld.has(column));
  const list = (parts: SQL[]) => sql.join(parts, sql`, `);
  // row_to_json of a row built from the table's columns under their names in the code: compact, in the columns' order.
  const fields = list(shown.map(([name, column]) => sql`${column} as ${sql.identifier(name)}`));
  const keys = learner.order.map((column, i) => ({ column, alias: sql.identifier(`o${i}`), text: sql.identifier(`k${i}`) }));
  const ordered = list(keys.map((k) => sql`${k.column}`));
  const inPage = list(keys.map((k) => sql`p.${k.alias}`));
  const inPageDesc = list(keys.map((k) => sql`p.${k.alias} desc`));
  let after: string[] | null = null;
  for (;;) {
    const resume: SQL | undefined = after ? sql`(${ordered}) > (${list(after.map((value) => sql`${value}`))})` : undefined;
    const page = await readPage(
      db,
      sql`select string_agg(p.j, ',' order by ${inPage}) as text, count(*)::int as rows,
          array[${list(keys.map((k) => sql`(array_agg(p.${k.text} order by ${inPageDesc}))[1]`))}] as last
        from (select (select row_to_json(r)::text from (select ${fields}) r) as j,
            ${list(keys.map((k) => sql`${k.column} as ${k.alias}, ${k.column}::text as ${k.text}`))}
          from ${learner.table} where ${and(eq(learner.owner, userId), resume)}
          order by ${ordered} limit ${EXPORT_PAGE_ROWS}) p`,
    );
    if (!page) return;
    const { last } = page;
    yield { bytes: page.bytes, rows: page.rows };
    if (page.rows < EXPORT_PAGE_ROWS) return;
    // A page that ended where the one before did would be read again for ever: a bug, never a long export.
    if (!last || (after && last.every((value, i) => value === after![i])))
      throw new Error(`The export of ${getTableName(learner.table)} did not move past its last page`);
    after = last;
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
       * The export document (shared/account-data.ts DataExportSchema) as pieces of JSON (text or UTF-8 bytes), table by
       * table, a page of rows per piece, read only as fast as the pieces are taken (a stream's back-pressure pauses the
       * reads).
       */
      async *exportJson(account: Record<string, unknown>, now = new Date()): AsyncGenerator<string | Buffer> {
        const head = { product: PRODUCT_NAME, format: DATA_EXPORT_FORMAT, exportedAt: now.toISOString(), account };
        yield `${JSON.stringify(head).slice(0, -1)},"tables":{`;
        for (const [i, learner] of LEARNER_TABLES.entries()) {
          yield `${i === 0 ? '' : ','}${JSON.stringify(getTableName(learner.table))}:[`;
          let first = true;
          for await (const page of pagesOf(db, learner, userId)) {
            if (!first) yield ',';
            yield page.bytes;
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
          // A Family plan's owner leaves no member on a plan nobody pays for: they return to Free first.
          await releaseFamily(t, userId);
          for (const learner of [...LEARNER_TABLES].reverse()) await t.delete(learner.table).where(eq(learner.owner, userId));
          return deleteAccount(t, userId);
        }),
    })),
  };
}
