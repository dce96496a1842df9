import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '../test/helpers.ts';
import { inTransaction, openDatabase, preparedStatement, rowsOf, type Database, type Db } from './client.ts';
import type { PgliteThread } from './pglite-thread.ts';
import { uniqueViolation } from './errors.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bp-pglite-thread-'));
  dirs.push(dir);
  return dir;
};
const inThread = (dataDir = newDir(), onLost?: (err: Error) => void) => openDatabase({ kind: 'pglite', dataDir, thread: true, onLost });

const INSERT = preparedStatement<{ id: number; note: string | null; doc: string }>(
  'probe_insert',
  (p) => sql`insert into probe (id, note, doc) values (${p.id}, ${p.note}, ${p.doc}::jsonb) returning id`,
);
const insert = (db: Db, id: number, note: string | null) => INSERT.run(db, { id, note, doc: JSON.stringify({ id, tags: ['a'] }) });
// A constant (1) is part of the text; the id is bound on each call.
const READ = preparedStatement<{ id: number }>(
  'probe_read',
  (p) => sql`select id, note, at, doc, id > ${1}::int as big, count(*) over () as n from probe where id = ${p.id}`,
);
const read = (db: Db, id: number) => READ.run(db, { id });

describe.each([
  ['the test database', createTestDatabase],
  ['PGlite in its own thread', () => inThread()],
])('preparedStatement on %s', (_name, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await database.db.execute(sql`create table probe (id int primary key, note text, at timestamptz not null default now(), doc jsonb)`);
  });
  afterAll(() => database.close());

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

  it('builds and names its text once; each call binds its own values', async () => {
    let builds = 0;
    const echo = preparedStatement<{ a: number; b: string }>('probe_echo', (p) => {
      builds += 1;
      return sql`select ${p.a}::int as a, ${p.b}::text as b, ${p.a}::int + 1 as next`;
    });
    const answers = [];
    for (const [a, b] of [
      [1, 'one'],
      [2, 'two'],
      [3, "th'ree"],
    ] as const)
      answers.push(...rowsOf(await echo.run(database.db, { a, b })));
    expect(answers).toEqual([
      { a: 1, b: 'one', next: 2 },
      { a: 2, b: 'two', next: 3 },
      { a: 3, b: "th'ree", next: 4 },
    ]);
    expect(builds).toBe(1);
    await expect(echo.run(database.db, { a: 1 } as never)).rejects.toThrow('No value for placeholder "b"');
    // A placeholder wrapped in a typed param would be bound without its encoding: refused when the text is built.
    const wrapped = preparedStatement<{ a: number }>('probe_wrapped', (p) => sql`select ${sql.param(p.a)}::int as a`);
    await expect(wrapped.run(database.db, { a: 1 })).rejects.toThrow('probe_wrapped: interpolate placeholders as they are');
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

describe('PGlite in its own thread', () => {
  it('keeps what it wrote on disk: closed and opened again, the rows are there (migrations not applied twice)', async () => {
    const dir = newDir();
    const first = await inThread(dir);
    await first.db.execute(sql`create table kept (id int primary key)`);
    await inTransaction(first.db, async (t) => {
      await t.execute(sql`insert into kept values (1)`);
      await t.execute(sql`insert into kept values (2)`);
    });
    await first.close();
    const again = await inThread(dir);
    expect(rowsOf<{ id: number }>(await again.db.execute(sql`select id from kept order by id`))).toEqual([{ id: 1 }, { id: 2 }]);
    await again.close();
  });

  it('rolls a failed transaction back and rethrows its error; statements after it work', async () => {
    const database = await inThread();
    await database.db.execute(sql`create table t (id int primary key)`);
    const err = await inTransaction(database.db, async (t) => {
      await t.execute(sql`insert into t values (1)`);
      await t.execute(sql`insert into t values (1)`);
    }).catch((e: unknown) => e);
    expect(uniqueViolation(err)).not.toBeNull();
    expect(rowsOf(await database.db.execute(sql`select id from t`))).toEqual([]);
    await database.close();
  });

  it('delivers notifications to a listener until it stops listening', async () => {
    const database = await inThread();
    const heard: string[] = [];
    const stop = await database.listen(
      'probe_channel',
      (payload) => heard.push(payload),
      () => undefined,
    );
    await database.db.execute(sql`select pg_notify('probe_channel', 'one')`);
    await expect.poll(() => heard).toEqual(['one']);
    await stop();
    await database.db.execute(sql`select pg_notify('probe_channel', 'two')`);
    await database.db.execute(sql`select 1`);
    expect(heard).toEqual(['one']);
    await database.close();
  });

  it('fails to open with the database’s error when the data directory cannot be used', async () => {
    const file = join(newDir(), 'not-a-directory');
    writeFileSync(file, 'x');
    await expect(inThread(join(file, 'data'))).rejects.toThrow();
  });

  it('when the thread dies, waiting and later statements fail with an error (never hang) and the server is told', async () => {
    const lost: Error[] = [];
    const database = await inThread(newDir(), (err) => lost.push(err));
    const thread = (database.db as unknown as { session: { client: PgliteThread } }).session.client;
    const worker = (thread as unknown as { worker: { terminate(): Promise<number> } }).worker;
    const waiting = database.db.execute(sql`select pg_sleep(0.2)`);
    await worker.terminate();
    // drizzle wraps the driver's error ('Failed query: ...'), which is its cause.
    const causeOf = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (err: Error) => (err.cause as Error | undefined)?.message ?? err.message,
      );
    expect(await causeOf(waiting)).toMatch(/database thread stopped/);
    expect(await causeOf(database.db.execute(sql`select 1`))).toMatch(/database thread stopped/);
    expect(lost).toHaveLength(1);
    await database.close();
  });
});
