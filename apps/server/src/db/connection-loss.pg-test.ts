// PostgreSQL only (run by the PostgreSQL stage of `npm test`): PGlite is in-process and has no
// connection to lose. A restart or failover ends every connection of the database; the server must
// neither crash nor leak an unhandled error, and the next request must succeed on a new connection.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, registerUser, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let admin: pg.Client;
let dbName: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  // The test database's name is in the pool's connection string; ask the server rather than parse it.
  const [row] = await t.database.db.select({ name: sql<string>`current_database()` }).from(sql`(select 1) as one`);
  dbName = row!.name;
});

afterAll(async () => {
  await admin?.end();
  await t?.close();
});

/** Ends every connection the app holds to its database, as a restart or a failover does. */
async function terminateAppConnections(): Promise<number> {
  const res = await admin.query<{ ended: boolean }>(
    'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [dbName],
  );
  // Wait until the server has really ended them, so the app sees the loss before the next request.
  for (;;) {
    const left = await admin.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
    if (Number(left.rows[0]!.n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return res.rowCount ?? 0;
}

describe('a terminated database connection', () => {
  it('is replaced: the next requests succeed, anonymous and signed in', async () => {
    const { cookie, me } = await registerUser(t.app);
    expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(200);

    const ended = await terminateAppConnections();
    // The pool's connections and the session cache's LISTEN connection.
    expect(ended).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setImmediate(resolve));

    const health = await get(t.app, '/api/health');
    expect(health.statusCode).toBe(200);
    const again = await get(t.app, '/api/auth/me', cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(me.id);
  });

  it('survives it twice in a row, with writes in between', async () => {
    for (let i = 0; i < 2; i += 1) {
      await terminateAppConnections();
      await new Promise((resolve) => setImmediate(resolve));
      const { cookie } = await registerUser(t.app);
      expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(200);
    }
  });
});
