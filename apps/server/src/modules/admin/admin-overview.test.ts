import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@brightpath/shared/admin';
import { createTestApp, get, post, registerUser, type TestApp } from '@/test/helpers.ts';
import { users } from '../auth/auth.tables.ts';
import { accountRow, call, insertAccounts, insertSessions, signedInAdmin, type Admin } from './admin.test-support.ts';

// The Overview on a database of its own, where every account is this file's: the figures against a set worked out by
// hand, Recent Activity, the last active administrator, and the per-administrator budgets.
let t: TestApp;
let admin: Admin;
const DAY = 24 * 3600 * 1000;
const now = Date.now();
const ago = (days: number, hours = 0) => new Date(now - days * DAY - hours * 3600 * 1000);
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_ACTION_RATE_LIMIT_PER_MINUTE: '1000', ADMIN_READ_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = await signedInAdmin(t.app, t.database);
  // The administrator registered 100 days ago (free plan, active, signed in now).
  await t.database.db
    .update(users)
    .set({ registeredAt: ago(100) })
    .where(eq(users.id, admin.id));
  const [u1, u2, u3, u4, u5, u6, guest] = await insertAccounts(t.database, [
    { username: 'ann', plan: 'free', lastActiveAt: ago(2), registeredAt: ago(9) },
    { username: 'ben', plan: 'basic', lastActiveAt: ago(40), registeredAt: ago(60) },
    { username: 'cal', plan: 'premium', status: 'suspended', lastActiveAt: ago(0), registeredAt: ago(8) },
    { username: 'dee', plan: 'premium', status: 'pending', lastActiveAt: ago(0), registeredAt: ago(1) },
    { username: 'eve', plan: 'pro', lastActiveAt: ago(10), registeredAt: ago(30) },
    { username: 'fay', plan: 'family', lastActiveAt: ago(29), registeredAt: ago(3) },
    { isGuest: true, lastActiveAt: ago(0) },
  ]);
  ids = { u1: u1!, u2: u2!, u3: u3!, u4: u4!, u5: u5!, u6: u6!, guest: guest! };
  await insertSessions(t.database, u1!, 3, ago(2), 1);
  await insertSessions(t.database, u2!, 2, ago(45), 2);
  await insertSessions(t.database, u3!, 1, ago(0, 5), 3);
  await insertSessions(t.database, u5!, 4, ago(0, 2), 1);
  await insertSessions(t.database, guest!, 5, ago(0, 1), 1);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/stats', () => {
  it('counts the registered accounts, the active ones, each plan and the sessions, as worked out by hand', async () => {
    const res = await get(t.app, '/api/admin/stats', admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    // Accounts: the administrator, ann, ben, cal, dee, eve, fay (the guest is left out): 7.
    // Active (status active, a request in the last 30 days): the administrator, ann (2 days), eve (10), fay (29): 4;
    // not ben (40 days), cal (suspended), dee (pending).
    // Sessions: ann 3 + ben 2 + cal 1 + eve 4 = 10 (the guest's 5 left out); 10 / 7 = 1.43 -> 1.4.
    expect(res.json()).toEqual({
      totalUsers: 7,
      activeUsers: 4,
      freeUsers: 2,
      basicUsers: 1,
      premiumUsers: 2,
      proUsers: 1,
      familyUsers: 1,
      totalSessions: 10,
      averageSessionsPerUser: 1.4,
    });
  });
});

describe('GET /api/admin/activity', () => {
  it('merges the newest registrations and sessions, newest first, with who and what, and no guest', async () => {
    const res = await get(t.app, '/api/admin/activity', admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json().events as { kind: string; username: string; plan?: string; subject?: string; at: string }[];
    const seen = events.map((e) => [e.kind, e.username, e.plan ?? e.subject]);
    expect(seen.slice(0, 8)).toEqual([
      // Four sessions of eve two hours ago, cal's five hours ago, then dee's registration a day ago.
      ['session', 'eve', 'Mathematics'],
      ['session', 'eve', 'Mathematics'],
      ['session', 'eve', 'Mathematics'],
      ['session', 'eve', 'Mathematics'],
      ['session', 'cal', 'Reading & Language Arts'],
      ['registration', 'dee', 'premium'],
      ['session', 'ann', 'Mathematics'],
      ['session', 'ann', 'Mathematics'],
    ]);
    expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort().reverse());
    expect(events.some((e) => e.username === null)).toBe(false);
    // 7 registrations and the 10 sessions of registered accounts.
    expect(events).toHaveLength(17);
  });
});

describe('the last active administrator', () => {
  it('cannot be suspended, set pending or deleted (409), even by themselves; with a second one, they can', async () => {
    for (const [method, url, body] of [
      ['POST', `/api/admin/users/${admin.id}/status`, { status: 'suspended', reason: 'Leaving' }],
      ['POST', `/api/admin/users/${admin.id}/status`, { status: 'pending', reason: 'Leaving' }],
      ['DELETE', `/api/admin/users/${admin.id}`, { reason: 'Leaving' }],
    ] as const) {
      const res = await call(t.app, method, url, body, admin.cookie);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'LAST_ADMINISTRATOR', message: ADMIN_MESSAGES.lastAdministrator });
    }
    expect(await accountRow(t.database, admin.id)).toMatchObject({ role: 'admin', status: 'active' });

    const second = await signedInAdmin(t.app, t.database, 'second');
    const res = await call(
      t.app,
      'POST',
      `/api/admin/users/${admin.id}/status`,
      { status: 'suspended', reason: 'Handed over' },
      second.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    // Now the second is the last active one: the first (suspended) cannot act, and the second cannot go.
    expect((await get(t.app, '/api/admin/stats', admin.cookie)).statusCode).toBe(401);
    const self = await call(t.app, 'DELETE', `/api/admin/users/${second.id}`, { reason: 'Leaving' }, second.cookie);
    expect(self.statusCode).toBe(409);
    // A suspended administrator is no active one: deleting them is allowed.
    const gone = await call(t.app, 'DELETE', `/api/admin/users/${admin.id}`, { reason: 'Left the school' }, second.cookie);
    expect(gone.statusCode, gone.body).toBe(200);
  });
});

describe('the per-administrator budgets', () => {
  it('answer 429 with Retry-After past the actions or reads of a minute, per administrator', async () => {
    const limited = await createTestApp({ ADMIN_ACTION_RATE_LIMIT_PER_MINUTE: '2', ADMIN_READ_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const a = await signedInAdmin(limited.app, limited.database, 'busy');
      const b = await signedInAdmin(limited.app, limited.database, 'calm');
      const [x, y, z] = await insertAccounts(limited.database, [{}, {}, {}]);
      const suspend = (id: number, cookie: string) =>
        call(limited.app, 'POST', `/api/admin/users/${id}/status`, { status: 'suspended', reason: 'Spam' }, cookie);
      expect((await suspend(x!, a.cookie)).statusCode).toBe(200);
      expect((await suspend(y!, a.cookie)).statusCode).toBe(200);
      const over = await suspend(z!, a.cookie);
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
      expect(over.json().message).toMatch(/^Too many administrator actions at once\. Please wait \d+ seconds and try again\.$/);
      expect((await accountRow(limited.database, z!))?.status).toBe('active');
      // Another administrator has a budget of their own.
      expect((await suspend(z!, b.cookie)).statusCode).toBe(200);

      for (let i = 0; i < 3; i++) expect((await get(limited.app, '/api/admin/stats', a.cookie)).statusCode).toBe(200);
      expect((await get(limited.app, '/api/admin/users', a.cookie)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('leave learners to the 403: a learner never reaches a budget', async () => {
    const { cookie } = await registerUser(t.app);
    for (let i = 0; i < 3; i++)
      expect((await post(t.app, `/api/admin/users/${ids.u1}/status`, { status: 'active', reason: 'x' }, cookie)).statusCode).toBe(403);
  });
});
