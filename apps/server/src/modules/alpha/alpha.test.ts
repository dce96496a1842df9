import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ALPHA_MESSAGES, TEST_PROFILES } from '@brightpath/shared/alpha';
import { AUTH_MESSAGES } from '@brightpath/shared/auth';
import { createTestApp, get, post, registerUser, sessionCookie, uniqueUser, type TestApp } from '@/test/helpers.ts';
import { upsertAdmin } from '../auth/admin-bootstrap.ts';
import { users } from '../auth/auth.tables.ts';
import { adminAuditLog } from '../admin/admin.tables.ts';
import { conversations, messages, tutoringSessions } from '../chat/chat.tables.ts';
import { learnerProfiles } from '../profiles/profiles.tables.ts';
import { impersonations, testAccounts } from './alpha.tables.ts';

// The admin login, test accounts, acting as one and coming back, the alpha metrics and test completion, through HTTP.
let t: TestApp;
let admin: { username: string; password: string; email: string };
let adminCookie: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = uniqueUser('admin');
  await upsertAdmin(t.database.db, admin);
  const res = await post(t.app, '/api/auth/login', { login: admin.username, password: admin.password, requireAdmin: true });
  adminCookie = sessionCookie(res);
  adminId = res.json().user.id;
});
afterAll(async () => {
  await t?.close();
});

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);
const audit = (action: string) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.actorId, adminId)));

describe('the admin login (POST /api/auth/login with requireAdmin)', () => {
  it('signs an administrator in', async () => {
    const res = await post(t.app, '/api/auth/login', { login: admin.username, password: admin.password, requireAdmin: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
    expect(cookieOf(res, 'bp_session')).toBeDefined();
  });

  it('refuses a correct learner login without signing anyone in, and leaves the session the browser had', async () => {
    const { user, cookie } = await registerUser(t.app);
    const res = await post(t.app, '/api/auth/login', { login: user.username, password: user.password, requireAdmin: true }, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ADMIN_REQUIRED', message: AUTH_MESSAGES.adminRequired });
    expect(res.json().message).toBe(ALPHA_MESSAGES.adminRequired);
    expect(cookieOf(res, 'bp_session')).toBeUndefined();
    // The learner's own session still works.
    expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(200);
    // And without requireAdmin the same login is an ordinary sign-in.
    expect((await post(t.app, '/api/auth/login', { login: user.username, password: user.password })).statusCode).toBe(200);
  });

  it('answers a wrong password 401 and a missing field 400', async () => {
    const wrong = await post(t.app, '/api/auth/login', { login: admin.username, password: 'not the password', requireAdmin: true });
    expect(wrong.statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/login', { login: '', password: '', requireAdmin: true })).statusCode).toBe(400);
  });
});

describe('test accounts', () => {
  const [maya, leo, aisha] = TEST_PROFILES;

  it('are created by administrators only, from one of the five profiles', async () => {
    expect((await post(t.app, '/api/alpha/test-users', { profileId: maya!.id })).statusCode).toBe(401);
    const { cookie } = await registerUser(t.app);
    expect((await post(t.app, '/api/alpha/test-users', { profileId: maya!.id }, cookie)).statusCode).toBe(403);
    expect((await get(t.app, '/api/alpha/test-users', cookie)).statusCode).toBe(403);
    const bad = await post(t.app, '/api/alpha/test-users', { profileId: 'nobody' }, adminCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ALPHA_MESSAGES.unknownProfile);
  });

  it('is a real, onboarded learner account flagged as a test account, whose strong password is shown once', async () => {
    const res = await post(t.app, '/api/alpha/test-users', { profileId: maya!.id }, adminCookie);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const created = res.json();
    expect(created).toMatchObject({ profileId: maya!.id, username: maya!.username, email: maya!.email });
    expect(created.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // Not stored in clear.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.userId));
    expect(row!.passwordHash).not.toContain(created.password);
    expect(row).toMatchObject({ role: 'learner', isGuest: false, firstName: 'Maya', age: maya!.age });
    expect(await t.database.db.select().from(testAccounts).where(eq(testAccounts.userId, created.userId))).toEqual([
      expect.objectContaining({ profileId: maya!.id, createdBy: adminId }),
    ]);
    const [profile] = await t.database.db.select().from(learnerProfiles).where(eq(learnerProfiles.userId, created.userId));
    expect(profile).toMatchObject({ learningStyle: 'visual', age: 12, subjects: [...maya!.interests] });

    // The password signs in on another device, onboarding done.
    const login = await post(t.app, '/api/auth/login', { login: maya!.username, password: created.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.onboardingComplete).toBe(true);

    const [record] = await audit('test-accounts.create');
    expect(record).toMatchObject({ targetUserId: created.userId, detail: expect.objectContaining({ profileId: maya!.id }) });
    expect(JSON.stringify(record!.detail)).not.toContain(created.password);

    const list = await get(t.app, '/api/alpha/test-users', adminCookie);
    expect(list.json().accounts).toEqual([expect.objectContaining({ profileId: maya!.id, username: maya!.username })]);
  });

  it('exists once per profile: a second creation is refused with the specified message', async () => {
    await post(t.app, '/api/alpha/test-users', { profileId: aisha!.id }, adminCookie);
    const again = await post(t.app, '/api/alpha/test-users', { profileId: aisha!.id }, adminCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'USER_EXISTS', message: ALPHA_MESSAGES.userCreationFailed });
  });

  it('can be a mixed learning style: no single preference on the profile', async () => {
    const daniel = TEST_PROFILES.find((p) => p.learningStyle === 'mixed')!;
    const res = await post(t.app, '/api/alpha/test-users', { profileId: daniel.id }, adminCookie);
    expect(res.statusCode).toBe(201);
    const [profile] = await t.database.db.select().from(learnerProfiles).where(eq(learnerProfiles.userId, res.json().userId));
    expect(profile!.learningStyle).toBeNull();
  });

  it('never takes over a real learner’s account: a taken username is refused, and only test accounts can be opened', async () => {
    await registerUser(t.app, { username: leo!.username, email: 'leo.real@example.com', password: 'a real learner password' });
    const create = await post(t.app, '/api/alpha/test-users', { profileId: leo!.id }, adminCookie);
    expect(create.statusCode).toBe(409);
    const open = await post(t.app, '/api/alpha/test-users/login', { profileId: leo!.id }, adminCookie);
    expect(open.statusCode).toBe(404);
    expect(open.json().message).toBe(ALPHA_MESSAGES.testLoginFailed);
    expect(cookieOf(open, 'bp_session')).toBeUndefined();
  });
});

describe('acting as a test account (Login Existing)', () => {
  const grace = TEST_PROFILES.find((p) => p.role === 'educator')!;

  it('is for administrators only, and needs the test account first', async () => {
    expect((await post(t.app, '/api/alpha/test-users/login', { profileId: grace.id })).statusCode).toBe(401);
    const { cookie } = await registerUser(t.app);
    expect((await post(t.app, '/api/alpha/test-users/login', { profileId: grace.id }, cookie)).statusCode).toBe(403);
    const missing = await post(t.app, '/api/alpha/test-users/login', { profileId: grace.id }, adminCookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Try creating the user first');
    expect((await post(t.app, '/api/alpha/test-users/login', {}, adminCookie)).statusCode).toBe(400);
  });

  it('opens it in the same browser, shows it on every page, is audited, and returns to the administrator', async () => {
    // A session of its own for the administrator, so that returning to it is seen.
    const own = sessionCookie(
      await post(t.app, '/api/auth/login', { login: admin.username, password: admin.password, requireAdmin: true }),
    );
    const created = (await post(t.app, '/api/alpha/test-users', { profileId: grace.id }, own)).json();
    const open = await post(t.app, '/api/alpha/test-users/login', { profileId: grace.id }, own);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ userId: created.userId, username: grace.username, profileId: grace.id });
    const back = cookieOf(open, 'bp_admin_return')!;
    expect(back).toMatchObject({ httpOnly: true, path: '/api/alpha/impersonation' });
    expect(`bp_session=${back.value}`).toBe(own);
    const acting = sessionCookie(open);
    expect(acting).not.toBe(own);

    // The browser is the test account now.
    const me = await get(t.app, '/api/auth/me', acting);
    expect(me.json()).toMatchObject({ id: created.userId, username: grace.username, role: 'learner' });
    const banner = (await get(t.app, '/api/alpha/impersonation', acting)).json();
    expect(banner).toMatchObject({ active: true, testUsername: grace.username, profileId: grace.id, adminUsername: admin.username });
    // With the test account's rights only.
    expect((await get(t.app, '/api/alpha/test-users', acting)).statusCode).toBe(403);
    const [started] = (await audit('test-accounts.impersonate')).filter((r) => r.targetUserId === created.userId);
    expect(started).toBeDefined();

    // Returning: the test account's session ends, the administrator's comes back.
    const browser = `${acting}; bp_admin_return=${back.value}`;
    const end = await post(t.app, '/api/alpha/impersonation/end', {}, browser);
    expect(end.statusCode).toBe(200);
    expect(end.json()).toEqual({ restored: true, profileId: grace.id });
    expect(sessionCookie(end)).toBe(own);
    expect(cookieOf(end, 'bp_admin_return')!.value).toBe('');
    expect((await get(t.app, '/api/auth/me', acting)).statusCode).toBe(401);
    expect((await get(t.app, '/api/auth/me', own)).json()).toMatchObject({ id: adminId, role: 'admin' });
    expect((await get(t.app, '/api/alpha/impersonation', own)).json()).toMatchObject({ active: false });
    const [ended] = (await audit('test-accounts.impersonate.end')).filter((r) => r.targetUserId === created.userId);
    expect(ended!.detail).toMatchObject({ restored: true });
    const [row] = await t.database.db.select().from(impersonations).where(eq(impersonations.testUserId, created.userId));
    expect(row!.endedAt).not.toBeNull();
  });

  it('signs out instead when the administrator’s own session has ended meanwhile', async () => {
    const own = sessionCookie(
      await post(t.app, '/api/auth/login', { login: admin.username, password: admin.password, requireAdmin: true }),
    );
    const open = await post(t.app, '/api/alpha/test-users/login', { profileId: grace.id }, own);
    const acting = sessionCookie(open);
    const back = cookieOf(open, 'bp_admin_return')!.value;
    // The administrator's session ends (signed out elsewhere).
    await post(t.app, '/api/auth/logout', {}, own);
    const end = await post(t.app, '/api/alpha/impersonation/end', {}, `${acting}; bp_admin_return=${back}`);
    expect(end.statusCode).toBe(200);
    expect(end.json().restored).toBe(false);
    expect(cookieOf(end, 'bp_session')!.value).toBe('');
    expect((await get(t.app, '/api/auth/me', acting)).statusCode).toBe(401);
  });

  it('cannot be ended by a session that is not acting as a test account', async () => {
    expect((await post(t.app, '/api/alpha/impersonation/end', {})).statusCode).toBe(401);
    const { cookie } = await registerUser(t.app);
    const res = await post(t.app, '/api/alpha/impersonation/end', {}, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ALPHA_MESSAGES.noImpersonation);
    expect((await get(t.app, '/api/alpha/impersonation', cookie)).json()).toMatchObject({ active: false });
    expect((await get(t.app, '/api/alpha/impersonation')).statusCode).toBe(401);
  });
});

describe('GET /api/chat/send (the automated API test’s third call)', () => {
  it('answers whether the learner could send the tutor a message, read-only', async () => {
    expect((await get(t.app, '/api/chat/send')).statusCode).toBe(401);
    const { cookie } = await registerUser(t.app);
    const res = await get(t.app, '/api/chat/send', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tutorProvider: 'offline',
      canSend: true,
      sessionsThisMonth: 0,
      sessionsLimit: 20,
      messagesToday: 0,
      dailyLimit: 300,
    });
    await post(t.app, '/api/chat/tutor', { userMessage: 'What is 2 + 3?', subjectId: 1 }, cookie);
    expect((await get(t.app, '/api/chat/send', cookie)).json()).toMatchObject({ sessionsThisMonth: 1, messagesToday: 1 });
  });
});

describe('test completion', () => {
  it('does not exist unless the server runs with ALPHA_TESTING=true', async () => {
    const { cookie } = await registerUser(t.app);
    expect((await post(t.app, '/api/alpha/test-complete', {}, cookie)).statusCode).toBe(404);
    expect((await get(t.app, '/api/config')).json().alphaTesting).toBe(false);
  });

  it('with ALPHA_TESTING=true, onboards a guest with a test profile, and never changes an account that has a profile', async () => {
    const alpha = await createTestApp({ ALPHA_TESTING: 'true' });
    try {
      expect((await get(alpha.app, '/api/config')).json().alphaTesting).toBe(true);
      expect((await post(alpha.app, '/api/alpha/test-complete', {})).statusCode).toBe(401);

      const guest = await post(alpha.app, '/api/auth/guest', {});
      const cookie = sessionCookie(guest);
      const done = await post(alpha.app, '/api/alpha/test-complete', {}, cookie);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ created: true, userId: guest.json().user.id });
      expect((await get(alpha.app, '/api/auth/me', cookie)).json().onboardingComplete).toBe(true);
      expect((await post(alpha.app, '/api/alpha/test-complete', {}, cookie)).json().created).toBe(false);

      const learner = await registerUser(alpha.app);
      const own = {
        firstName: 'Robin',
        age: 30,
        educationLevel: 'college',
        learningStyle: 'auditory',
        subjects: ['Art'],
        primaryGoals: ['Explore interests'],
      };
      expect((await post(alpha.app, '/api/users', own, learner.cookie)).statusCode).toBe(201);
      const kept = await post(alpha.app, '/api/alpha/test-complete', {}, learner.cookie);
      expect(kept.json().created).toBe(false);
      const [profile] = await alpha.database.db.select().from(learnerProfiles).where(eq(learnerProfiles.userId, learner.me.id));
      expect(profile).toMatchObject({ firstName: 'Robin', age: 30, subjects: ['Art'] });
    } finally {
      await alpha.close();
    }
  });
});

describe('GET /api/alpha/metrics', () => {
  it('is for administrators only', async () => {
    expect((await get(t.app, '/api/alpha/metrics')).statusCode).toBe(401);
    const { cookie } = await registerUser(t.app);
    expect((await get(t.app, '/api/alpha/metrics', cookie)).statusCode).toBe(403);
  });

  it('computes each figure from the database, as defined (worked out by hand on a seeded history)', async () => {
    const m = await createTestApp();
    try {
      const boss = uniqueUser('admin');
      await upsertAdmin(m.database.db, boss);
      const cookie = sessionCookie(await post(m.app, '/api/auth/login', { login: boss.username, password: boss.password }));
      const db = m.database.db;
      // Two learners (one onboarded, one last seen two days ago), a guest and the administrator: 2 counted, 1 active, 1/2 onboarded.
      const a = await registerUser(m.app);
      const b = await registerUser(m.app);
      await post(
        m.app,
        '/api/users',
        {
          firstName: 'A',
          age: 15,
          educationLevel: 'high-school',
          learningStyle: 'visual',
          subjects: ['Art'],
          primaryGoals: ['Explore interests'],
        },
        a.cookie,
      );
      await post(m.app, '/api/auth/guest', {});
      await db
        .update(users)
        .set({ lastActiveAt: sql`now() - interval '2 days'` })
        .where(eq(users.id, b.me.id));
      // Two tutoring sessions this month: messages 0, 2, 5 and 30 minutes in (the 25-minute gap is not counted: 5 minutes),
      // and one with a single message (0 minutes): 2.5 minutes on average. One older than 30 days is left out.
      const session = async (userId: number, minutes: number[], daysAgo = 0) => {
        const start = Date.now() - daysAgo * 24 * 3600 * 1000 - 3600 * 1000;
        const [c] = await db.insert(conversations).values({ userId, subjectId: 1, title: 'Seeded' }).returning();
        await db
          .insert(tutoringSessions)
          .values({ userId, subjectId: 1, conversationId: c!.id, startedAt: new Date(start), usageMonth: 'seed' });
        for (const min of minutes)
          await db
            .insert(messages)
            .values({ conversationId: c!.id, userId, role: 'user', content: 'hi', createdAt: new Date(start + min * 60_000) });
      };
      await session(a.me.id, [0, 2, 5, 30]);
      await session(b.me.id, [0]);
      await session(b.me.id, [0, 9], 40);

      const res = await get(m.app, '/api/alpha/metrics', cookie);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ totalUsers: 2, activeUsers: 1, averageSessionDuration: 2.5, completionRate: 0.5 });
      expect(body.performanceMetrics.uptimeSeconds).toBeGreaterThanOrEqual(0);
      expect(Date.parse(body.performanceMetrics.startedAt)).toBeLessThanOrEqual(Date.now());

      // Polled every 5 seconds: the audit log records the first read, not every one.
      await get(m.app, '/api/alpha/metrics', cookie);
      const reads = await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'alpha-metrics.read'));
      expect(reads).toHaveLength(1);
    } finally {
      await m.close();
    }
  });
});
