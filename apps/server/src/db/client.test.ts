import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers.ts';
import { executePrepared, inTransaction, rowsOf, type Database, type Db } from './client.ts';
import { uniqueViolation } from './errors.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table probe (id int primary key, note text, at timestamptz not null default now(), doc jsonb)`);
});
afterAll(() => database.close());

const insert = (db: Db, id: number, note: string | null) =>
  executePrepared(
    db,
    'probe_insert',
    sql`insert into probe (id, note, doc) values (${id}, ${note}, ${JSON.stringify({ id, tags: ['a'] })}::jsonb) returning id`,
  );
const read = (db: Db, id: number) =>
  executePrepared(
    db,
    'probe_read',
    sql`select id, note, at, doc, id > ${1}::int as big, count(*) over () as n from probe where id = ${id}`,
  );

describe('executePrepared', () => {
  it('answers the rows db.execute answers for the same statement: numbers, text, null, json, timestamps as strings', async () => {
    await insert(database.db, 1, 'it\'s "quoted"');
    await insert(database.db, 2, null);
    for (const id of [1, 2]) {
      const prepared = rowsOf(await read(database.db, id));
      const plain = rowsOf(
        await database.db.execute(sql`select id, note, at, doc, id > ${1}::int as big, count(*) over () as n from probe where id = ${id}`),
      );
      expect(prepared).toEqual(plain);
    }
    const [row] = rowsOf<{ id: number; note: string; at: unknown; doc: unknown; big: boolean }>(await read(database.db, 1));
    expect(row).toMatchObject({ id: 1, note: 'it\'s "quoted"', doc: { id: 1, tags: ['a'] }, big: false });
    expect(typeof row!.at).toBe('string');
  });

  it('parses a statement once and runs it by name afterwards', async () => {
    const preparedReads = async (db: Db) => {
      for (let i = 0; i < 3; i++) await read(db, 1);
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from pg_prepared_statements where name like 'probe_read_%'`),
      );
      return row!.n;
    };
    // PostgreSQL prepares a statement per connection: one transaction keeps the reads and the count on one. PGlite is one.
    expect(database.kind === 'postgres' ? await inTransaction(database.db, preparedReads) : await preparedReads(database.db)).toBe(1);
  });

  it('never runs inside another caller’s transaction: its write stays when that transaction rolls back', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inside = new Promise<void>((resolve) => (started = resolve));
    const rolledBack = inTransaction(database.db, async (t) => {
      await t.execute(sql`insert into probe (id, note) values (10, 'rolled back')`);
      started();
      await held;
      throw new Error('roll back');
    }).catch((err: Error) => err.message);
    await inside;
    const outside = insert(database.db, 11, 'kept');
    // Let the outside statement run now if it could (it must not run inside the open transaction).
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await rolledBack).toBe('roll back');
    await outside;
    const ids = rowsOf<{ id: number }>(await database.db.execute(sql`select id from probe where id in (10, 11) order by id`)).map(
      (r) => r.id,
    );
    expect(ids).toEqual([11]);
  });

  it('rejects with the database error (a unique violation keeps its code), and the next call works', async () => {
    const err = await insert(database.db, 1, 'again').catch((e: unknown) => e);
    expect(uniqueViolation(err)).not.toBeNull();
    expect(rowsOf(await insert(database.db, 3, 'after'))).toEqual([{ id: 3 }]);
  });

  it('runs inside the caller’s own transaction when given it, and rolls back with it', async () => {
    await inTransaction(database.db, async (t) => {
      await insert(t, 20, 'in transaction');
      expect(rowsOf(await read(t, 20))).toHaveLength(1);
      throw new Error('undo');
    }).catch(() => undefined);
    expect(rowsOf(await read(database.db, 20))).toHaveLength(0);
  });
});
