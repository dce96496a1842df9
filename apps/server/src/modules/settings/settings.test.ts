import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PLAN_SESSION_LIMITS } from '@brightpath/shared/chat';
import { DEFAULT_SETTINGS, SETTINGS_MESSAGES } from '@brightpath/shared/settings';
import { upsertAdmin } from '../auth/admin-bootstrap.ts';
import { createTestApp, get, ORIGIN, post, registerUser, sessionCookie, uniqueUser, type TestApp } from '@/test/helpers.ts';
import { TESTING_RESET_MESSAGE } from './settings.routes.ts';

// GET and PATCH /api/settings and the administrators' testing reset, through HTTP.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const patch = (app: FastifyInstance, payload: unknown, cookie?: string, raw = false) =>
  app.inject({
    method: 'PATCH',
    url: '/api/settings',
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: raw ? (payload as string) : JSON.stringify(payload),
  });

async function learner() {
  const res = await post(t.app, '/api/auth/guest', {});
  return { cookie: sessionCookie(res), id: res.json().user.id as number };
}

const read = async (cookie: string) => {
  const res = await get(t.app, '/api/settings', cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/settings', () => {
  it('answers the specified defaults before anything is changed, with the plan and its usage', async () => {
    const { cookie } = await learner();
    const body = await read(cookie);
    expect(body).toEqual({ ...DEFAULT_SETTINGS, subscription: { plan: 'free', sessionsUsed: 0, sessionsLimit: PLAN_SESSION_LIMITS.free } });
  });

  it("counts this month's tutoring sessions only, and shows the account's real plan and its limit", async () => {
    const { cookie, id } = await learner();
    expect((await post(t.app, '/api/sessions', { subjectId: 1 }, cookie)).statusCode).toBe(201);
    expect((await post(t.app, '/api/sessions', { subjectId: 2 }, cookie)).statusCode).toBe(201);
    // A session of an earlier month does not count against this one.
    await t.database.db.execute(
      sql`insert into tutoring_sessions (user_id, subject_id, usage_month, slot, started_at) values (${id}, 1, '2001-01', 1, '2001-01-15')`,
    );
    expect((await read(cookie)).subscription).toEqual({ plan: 'free', sessionsUsed: 2, sessionsLimit: 20 });
    await t.database.db.execute(sql`update users set plan = 'premium' where id = ${id}`);
    expect((await read(cookie)).subscription).toEqual({ plan: 'premium', sessionsUsed: 2, sessionsLimit: -1 });
    await t.database.db.execute(sql`update users set plan = 'basic' where id = ${id}`);
    expect((await read(cookie)).subscription).toEqual({ plan: 'basic', sessionsUsed: 2, sessionsLimit: 50 });
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await get(t.app, '/api/settings');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('PATCH /api/settings', () => {
  it('changes only the fields sent; the first change keeps the defaults for everything else', async () => {
    const { cookie } = await learner();
    const res = await patch(t.app, { appearance: { darkMode: true }, audio: { volume: 40 } }, cookie);
    expect(res.statusCode).toBe(200);
    const expected = {
      ...DEFAULT_SETTINGS,
      appearance: { ...DEFAULT_SETTINGS.appearance, darkMode: true },
      audio: { ...DEFAULT_SETTINGS.audio, volume: 40 },
    };
    expect(res.json()).toMatchObject(expected);
    expect(res.json().subscription).toEqual({ plan: 'free', sessionsUsed: 0, sessionsLimit: 20 });

    const second = await patch(
      t.app,
      { notifications: { weeklyProgress: true }, appearance: { theme: 'green', fontSize: 'large' } },
      cookie,
    );
    expect(second.statusCode).toBe(200);
    const after = {
      ...expected,
      notifications: { ...DEFAULT_SETTINGS.notifications, weeklyProgress: true },
      appearance: { darkMode: true, theme: 'green', fontSize: 'large' },
    };
    expect(second.json()).toMatchObject(after);
    expect(await read(cookie)).toMatchObject(after);

    // Back to following the device.
    expect((await patch(t.app, { appearance: { darkMode: null } }, cookie)).json().appearance.darkMode).toBeNull();
  });

  it('ignores fields it does not know, and the plan cannot be set through it', async () => {
    const { cookie } = await learner();
    const res = await patch(
      t.app,
      { privacy: { analyticsSharing: true, owner: 7 }, subscription: { plan: 'premium', sessionsLimit: -1 } },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().privacy).toEqual({ ...DEFAULT_SETTINGS.privacy, analyticsSharing: true });
    expect(res.json().subscription.plan).toBe('free');
  });

  it.each([
    [{ audio: { volume: 42 } }, 'audio.volume', SETTINGS_MESSAGES.volume],
    [{ audio: { volume: 101 } }, 'audio.volume', SETTINGS_MESSAGES.volume],
    [{ appearance: { theme: 'pink' } }, 'appearance.theme', SETTINGS_MESSAGES.theme],
    [{ appearance: { fontSize: 'huge' } }, 'appearance.fontSize', SETTINGS_MESSAGES.fontSize],
    [{ appearance: { darkMode: 'on' } }, 'appearance.darkMode', SETTINGS_MESSAGES.darkMode],
    [{ notifications: { achievementAlerts: 'no' } }, 'notifications.achievementAlerts', SETTINGS_MESSAGES.toggle('achievementAlerts')],
    [{ learning: [] }, 'learning', SETTINGS_MESSAGES.section('learning')],
  ])('refuses %o with 400 and its message, changing nothing', async (update, path, message) => {
    const { cookie } = await learner();
    const res = await patch(t.app, update, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message });
    expect(res.json().issues).toEqual([{ path, message }]);
    expect(await read(cookie)).toMatchObject(DEFAULT_SETTINGS);
  });

  it('refuses an update that changes nothing, and a body that is not an object', async () => {
    const { cookie } = await learner();
    for (const body of [{}, { audio: {} }, { subscription: { plan: 'pro' } }]) {
      const res = await patch(t.app, body, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(SETTINGS_MESSAGES.nothingToChange);
    }
    const list = await patch(t.app, [1, 2], cookie);
    expect(list.statusCode).toBe(400);
    const broken = await patch(t.app, '{"audio":', cookie, true);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The request body is not valid JSON.');
  });

  it("never reads or changes another learner's settings", async () => {
    const a = await learner();
    const b = await learner();
    await patch(t.app, { appearance: { theme: 'orange' }, audio: { voiceResponses: true } }, a.cookie);
    // An owner named in the body is just an unknown field: b changes b's own settings.
    const res = await patch(t.app, { userId: a.id, appearance: { theme: 'purple' } }, b.cookie);
    expect(res.statusCode).toBe(200);
    expect((await read(a.cookie)).appearance.theme).toBe('orange');
    expect((await read(a.cookie)).audio.voiceResponses).toBe(true);
    expect((await read(b.cookie)).appearance.theme).toBe('purple');
    expect((await read(b.cookie)).audio.voiceResponses).toBe(false);
    const rows = await t.database.db.execute(
      sql`select user_id, theme from learner_settings where user_id in (${a.id}, ${b.id}) order by user_id`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { user_id: a.id, theme: 'orange' },
      { user_id: b.id, theme: 'purple' },
    ]);
  });

  it('answers 401 to an anonymous caller, before reading the body', async () => {
    expect((await patch(t.app, { audio: { volume: 10 } })).statusCode).toBe(401);
    const bad = await patch(t.app, { audio: { volume: 'loud' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers 403 to a request from another site', async () => {
    const { cookie } = await learner();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ audio: { volume: 0 } }),
    });
    expect(res.statusCode).toBe(403);
    expect((await read(cookie)).audio.volume).toBe(75);
  });
});

describe('POST /api/settings/testing-reset', () => {
  const dashboardFlags = async (cookie: string) => (await get(t.app, '/api/dashboard', cookie)).json().flags;
  const setFlags = (cookie: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/dashboard/flags',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ welcomeShown: true, guidanceBannerDismissed: true, gettingStartedComplete: true }),
    });

  it("shows an administrator's first-run aids again, and only theirs", async () => {
    const admin = uniqueUser('admin');
    await upsertAdmin(t.database.db, admin);
    const adminCookie = sessionCookie(await post(t.app, '/api/auth/login', { login: admin.username, password: admin.password }));
    const other = await learner();
    expect((await setFlags(adminCookie)).statusCode).toBe(200);
    expect((await setFlags(other.cookie)).statusCode).toBe(200);
    expect(await dashboardFlags(adminCookie)).toMatchObject({ welcomeShown: true, guidanceBannerDismissed: true });

    const res = await post(t.app, '/api/settings/testing-reset', undefined, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: TESTING_RESET_MESSAGE });
    expect(await dashboardFlags(adminCookie)).toMatchObject({
      welcomeShown: false,
      guidanceBannerDismissed: false,
      gettingStartedComplete: false,
    });
    expect(await dashboardFlags(other.cookie)).toMatchObject({
      welcomeShown: true,
      guidanceBannerDismissed: true,
      gettingStartedComplete: true,
    });
  });

  it('answers 403 to a learner, resetting nothing', async () => {
    const { cookie } = await registerUser(t.app);
    await setFlags(cookie);
    const res = await post(t.app, '/api/settings/testing-reset', undefined, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only administrators can do that.' });
    expect(await dashboardFlags(cookie)).toMatchObject({ welcomeShown: true, guidanceBannerDismissed: true });
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await post(t.app, '/api/settings/testing-reset')).statusCode).toBe(401);
  });
});
