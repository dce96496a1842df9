// PostgreSQL only (run by the PostgreSQL stage of `npm test`): two joins truly at the same time. PGlite has one
// connection, so its transactions never overlap; here each join has a connection of its own, and both are held at the
// invitation's row until both are in flight, so without the family's lock both would count three members and both
// would take the last seat.
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES } from '@brightpath/shared/billing';
import { createTestApp, post, registerUser, type TestApp } from '@/test/helpers.ts';
import { users } from '../auth/auth.tables.ts';
import { hashInviteToken } from './family.repository.ts';
import { familyInvites, familyMembers } from './family.tables.ts';

let t: TestApp;
let holder: pg.Client;
let dbName: string;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db.select({ name: sql<string>`current_database()` }).from(sql`(select 1) as one`);
  dbName = row!.name;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${dbName}`;
  holder = new pg.Client({ connectionString: url.toString() });
  await holder.connect();
});

afterAll(async () => {
  await holder?.end();
  await t?.close();
});

/** Connections of the test database waiting for a lock (a row's, or the family's advisory lock). */
async function waitingOnLocks(): Promise<number> {
  // Inside a transaction the statistics are read once and kept: read them afresh each time.
  await holder.query('select pg_stat_clear_snapshot()');
  const res = await holder.query<{ n: number }>(
    "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
    [dbName],
  );
  return res.rows[0]!.n;
}

describe('two joins for the last seat at the same instant', () => {
  it('let one in; the other counts four members under the lock and gets the family-full text', async () => {
    const owner = await registerUser(t.app);
    await t.database.db.update(users).set({ plan: 'family' }).where(eq(users.id, owner.me.id));
    for (let i = 0; i < 3; i++) {
      const member = await registerUser(t.app);
      await t.database.db.insert(familyMembers).values({ ownerId: owner.me.id, memberId: member.me.id });
    }
    // Two open invitations past the seats rule (which only the lock must be trusted with here).
    const tokens = ['pg-race-token-a-00000000000000', 'pg-race-token-b-00000000000000'];
    await t.database.db
      .insert(familyInvites)
      .values(
        tokens.map((token) => ({ ownerId: owner.me.id, tokenHash: hashInviteToken(token), expiresAt: new Date(Date.now() + 86_400_000) })),
      );
    const [a, b] = [await registerUser(t.app), await registerUser(t.app)];

    // Hold both invitations' rows, so both joins are in their transactions before either goes on.
    await holder.query('begin');
    await holder.query('select id from family_invites where token_hash = any($1) for update', [tokens.map(hashInviteToken)]);
    const joins = Promise.all([
      post(t.app, '/api/family/join', { token: tokens[0] }, a.cookie),
      post(t.app, '/api/family/join', { token: tokens[1] }, b.cookie),
    ]);
    await vi.waitFor(async () => expect(await waitingOnLocks()).toBe(2), { timeout: 10_000, interval: 20 });
    await holder.query('commit');
    const results = await joins;

    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(BILLING_MESSAGES.familyFull);
    expect(await t.database.db.select().from(familyMembers).where(eq(familyMembers.ownerId, owner.me.id))).toHaveLength(4);
    const plans = await t.database.db
      .select({ plan: users.plan })
      .from(users)
      .where(inArray(users.id, [a.me.id, b.me.id]));
    expect(plans.map((p) => p.plan).sort()).toEqual(['family', 'free']);
  });
});
