import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from './auth.tables.ts';
import { createTestApp, get, ORIGIN, post, registerUser, sessionCookie, uniqueUser, type TestApp } from '@/test/helpers.ts';
import { ensureAdminFromEnv, upsertAdmin } from './admin-bootstrap.ts';
import { hashToken } from './auth.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const tokenOf = (cookie: string) => cookie.replace('bp_session=', '');
/** These tests edit rows behind the app's back; the cache hears of it by notification (tested below), a moment later. */
const forgetCached = () => t.app.sessionCache.clear();

describe('session storage and expiry', () => {
  it('stores only the SHA-256 of the token', async () => {
    const { cookie, me } = await registerUser(t.app);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(tokenOf(cookie)));
    expect(JSON.stringify(rows)).not.toContain(tokenOf(cookie));
  });

  it('refuses an expired learner session', async () => {
    const { cookie, me } = await registerUser(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, me.id));
    forgetCached();
    expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(401);
    // The session probe: no one is signed in, and the stale cookie is cleared.
    const probe = await get(t.app, '/api/auth/session', cookie);
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toEqual({ user: null });
    expect(probe.cookies.find((c) => c.name === 'bp_session')?.value).toBe('');
  });

  it('slides a learner session forward when it is used', async () => {
    const { cookie, me } = await registerUser(t.app);
    const old = new Date(Date.now() - 10 * 60 * 1000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: old, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.userId, me.id));
    forgetCached();
    expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, me.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('ends an admin session after 30 minutes idle', async () => {
    const admin = uniqueUser('admin');
    await upsertAdmin(t.database.db, admin);
    const login = await post(t.app, '/api/auth/login', { login: admin.username, password: admin.password });
    const cookie = sessionCookie(login);
    const id = login.json().user.id;
    expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(sessions.userId, id));
    forgetCached();
    expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(row!.revokedAt).not.toBeNull();
  });

  it('gives an admin session a 12 hour absolute expiry', async () => {
    const admin = uniqueUser('admin');
    await upsertAdmin(t.database.db, admin);
    const login = await post(t.app, '/api/auth/login', { login: admin.email, password: admin.password });
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, login.json().user.id));
    const hours = (row!.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('refuses a suspended account at login and for an existing session', async () => {
    const { user, cookie, me } = await registerUser(t.app);
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, me.id));
    forgetCached();
    expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(401);
    const res = await post(t.app, '/api/auth/login', { login: user.username, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account is suspended. Please contact support.');
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/guest',
        headers: {
          origin: 'https://learn.example.org',
          host: 'learn.example.org',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'learn.example.org',
          'content-type': 'application/json',
        },
        payload: '{}',
      });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === 'bp_session')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});

describe('the first administrator', () => {
  it('is created from ADMIN_USERNAME/ADMIN_PASSWORD only while no administrator exists', async () => {
    const fresh = await createTestApp();
    try {
      const first = uniqueUser('boss');
      expect(await ensureAdminFromEnv(fresh.database.db, first)).toBe('created');
      const again = await ensureAdminFromEnv(fresh.database.db, { username: first.username, password: 'a different password' });
      expect(again).toBe('exists');
      // The first password still works: a restart never resets it.
      const res = await fresh.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ login: first.username, password: first.password }),
      });
      expect(res.json().user.role).toBe('admin');
    } finally {
      await fresh.close();
    }
  });

  it('rejects a weak administrator password', async () => {
    await expect(upsertAdmin(t.database.db, { username: 'weakadmin', password: 'short' })).rejects.toThrow(/at least 8 characters/);
  });
});

describe('the session cache', () => {
  it('serves repeated reads from memory and sees a change made directly in the database', async () => {
    const { cookie, me } = await registerUser(t.app);
    expect(t.app.sessionCache.enabled).toBe(true);
    expect((await get(t.app, '/api/auth/me', cookie)).json().plan).toBe('free');
    expect((await get(t.app, '/api/auth/me', cookie)).json().plan).toBe('free');
    // A change by anything else (an admin, another instance) arrives through the database notification.
    await t.database.db.update(users).set({ plan: 'premium' }).where(eq(users.id, me.id));
    await expect.poll(async () => (await get(t.app, '/api/auth/me', cookie)).json().plan, { timeout: 5000 }).toBe('premium');
  });

  it('drops a session revoked directly in the database', async () => {
    const { cookie, me } = await registerUser(t.app);
    expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, me.id));
    await expect.poll(async () => (await get(t.app, '/api/auth/me', cookie)).statusCode, { timeout: 5000 }).toBe(401);
  });

  it("reflects the learner's own write on the very next read", async () => {
    const guest = await post(t.app, '/api/auth/guest');
    const cookie = sessionCookie(guest);
    expect((await get(t.app, '/api/auth/me', cookie)).json().onboardingComplete).toBe(false);
    const saved = await post(t.app, '/api/users', { firstName: 'Guest', age: 18, skipped: true }, cookie);
    expect(saved.statusCode).toBe(201);
    expect((await get(t.app, '/api/auth/me', cookie)).json()).toMatchObject({ onboardingComplete: true, age: 18 });
  });
});
