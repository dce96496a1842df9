import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '@brightpath/shared/auth';
import { emptyLearnerActivity, profileStatistics } from '@brightpath/shared/learning-stats';
import { GUEST_PROFILE } from '@brightpath/shared/profile';
import { QUESTION_SETS } from '@brightpath/shared/question-sets';
import { USER_PROFILE_MESSAGES } from '@brightpath/shared/user-profile';
import { get, ORIGIN, post, registerUser, sessionCookie, uniqueUser } from '@/test/helpers.ts';
import { users } from '../auth/auth.tables.ts';
import { chatTestApp, setPlan, tutor, type ChatTestApp } from '../chat/chat.test-support.ts';
import { learnerProfiles } from './profiles.tables.ts';

// GET and PUT /api/user-profile through HTTP: the learner's profile record and the Personal Information card's save.
let t: ChatTestApp;
beforeAll(async () => {
  t = await chatTestApp();
});
afterAll(async () => {
  await t?.close();
});

const put = (app: FastifyInstance, url: string, payload: unknown, cookie?: string) =>
  app.inject({
    method: 'PUT',
    url,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
const record = async (cookie: string, query = '') => {
  const res = await get(t.app, `/api/user-profile${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const save = (cookie: string, body: Record<string, unknown>) => put(t.app, '/api/user-profile', body, cookie);

async function guest() {
  const res = await post(t.app, '/api/auth/guest', {});
  return { cookie: sessionCookie(res), id: res.json().user.id as number };
}

const onboarding = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  age: 15,
  educationLevel: 'high-school',
  primaryGoals: ['Improve grades'],
  learningStyle: 'visual',
  subjects: ['Mathematics', 'Programming'],
  careerGoals: ['Engineer'],
};

const details = {
  firstName: 'Grace',
  lastName: 'Brewster Hopper',
  email: '',
  age: 30,
  learningStyle: 'kinesthetic',
  primaryGoals: ['Learn career skills', 'Write a compiler'],
};

describe('GET /api/user-profile', () => {
  it("answers a registered learner's record before any set-up: the account's details and zero figures", async () => {
    const { cookie, user, me } = await registerUser(t.app);
    const res = await record(cookie);
    expect(res).toEqual({
      id: me.id,
      username: user.username,
      firstName: '',
      lastName: '',
      email: user.email,
      age: null,
      ageBand: null,
      learningStyle: null,
      primaryGoals: [],
      educationLevel: null,
      interests: [],
      careerGoals: [],
      role: 'learner',
      plan: 'free',
      status: 'active',
      isGuest: false,
      onboardingComplete: false,
      memberSince: me.createdAt,
      lastActiveAt: expect.any(String),
      assessmentCompleted: false,
      updatedAt: null,
      statistics: profileStatistics(emptyLearnerActivity()),
    });
  });

  it('answers the onboarding profile, and the plan the account holds', async () => {
    const { cookie, me } = await registerUser(t.app);
    expect((await post(t.app, '/api/users', onboarding, cookie)).statusCode).toBe(201);
    await setPlan(t.database, me.id, 'premium');
    // The session cache drops the account when the database says it changed (a notification): wait for it.
    await vi.waitFor(async () => expect((await record(cookie)).plan).toBe('premium'));
    expect(await record(cookie)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      age: 15,
      ageBand: '13-17',
      learningStyle: 'visual',
      primaryGoals: ['Improve grades'],
      educationLevel: 'high-school',
      interests: ['Mathematics', 'Programming'],
      careerGoals: ['Engineer'],
      onboardingComplete: true,
      updatedAt: expect.any(String),
    });
  });

  it("gives a skipped setup no name (its 'Guest' is a placeholder), and a guest's own e-mail", async () => {
    const g = await guest();
    expect((await post(t.app, '/api/users', GUEST_PROFILE, g.cookie)).statusCode).toBe(201);
    expect(await record(g.cookie)).toMatchObject({ firstName: '', lastName: '', age: 18, isGuest: true, email: '', username: null });
    const h = await guest();
    expect((await post(t.app, '/api/users', { ...onboarding, email: 'guest.h@example.com' }, h.cookie)).statusCode).toBe(201);
    expect(await record(h.cookie)).toMatchObject({ firstName: 'Ada', email: 'guest.h@example.com', isGuest: true });
  });

  it("shows the dashboard's figures, in the learner's time zone, and whether the assessment is done", async () => {
    const g = await guest();
    expect((await record(g.cookie)).assessmentCompleted).toBe(false);
    const responses = QUESTION_SETS.adult.map((q) => ({ questionId: q.id, answer: q.options[0].id }));
    expect((await post(t.app, '/api/assessments', { username: 'Sam', responses }, g.cookie)).statusCode).toBe(201);
    expect((await record(g.cookie)).assessmentCompleted).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/user-subjects',
          headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: g.cookie },
          payload: JSON.stringify({ subjects: [{ subjectId: 1, level: 'beginner' }] }),
        })
      ).statusCode,
    ).toBe(200);
    const first = await tutor(t.app, { userMessage: 'solve 2x + 3 = 7', subjectId: 1 }, g.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(
      (await tutor(t.app, { userMessage: 'x = 2', subjectId: 1, conversationId: first.json().conversationId }, g.cookie)).statusCode,
    ).toBe(200);
    expect((await tutor(t.app, { userMessage: 'what is photosynthesis?', subjectId: 2 }, g.cookie)).statusCode).toBe(200);
    expect(
      (await post(t.app, '/api/study-sessions', { minutes: 25, type: 'pomodoro_session', targetReached: true }, g.cookie)).statusCode,
    ).toBe(201);

    for (const zone of ['UTC', 'Pacific/Auckland']) {
      const query = `?timeZone=${encodeURIComponent(zone)}`;
      const stats = (await record(g.cookie, query)).statistics;
      const dashboard = (await get(t.app, `/api/dashboard${query}`, g.cookie)).json().stats;
      const progress = (await get(t.app, `/api/progress${query}`, g.cookie)).json().overview;
      expect(stats).toEqual({
        totalSessions: dashboard.totalSessions,
        streak: dashboard.streak,
        conceptsMastered: dashboard.conceptsMastered,
        studyMinutes: progress.studyTime,
        subjects: progress.subjects.length,
        userMessages: 3,
      });
      expect(stats).toMatchObject({ totalSessions: 2, streak: 1, subjects: 1, studyMinutes: 25 });
    }
  });

  it('refuses an unknown time zone with 400', async () => {
    const g = await guest();
    const res = await get(t.app, '/api/user-profile?timeZone=Mars%2FOlympus', g.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Unknown time zone' });
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await get(t.app, '/api/user-profile');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('PUT /api/user-profile', () => {
  it("saves the personal information, the account's name and age, and a new sign-in e-mail", async () => {
    const { cookie, user, me } = await registerUser(t.app);
    expect((await post(t.app, '/api/users', onboarding, cookie)).statusCode).toBe(201);
    const email = `new.${user.email}`;
    const res = await save(cookie, { ...details, email });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      id: me.id,
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      email,
      age: 30,
      ageBand: '26-35',
      learningStyle: 'kinesthetic',
      primaryGoals: ['Learn career skills', 'Write a compiler'],
      // What the card does not edit stays as it was.
      educationLevel: 'high-school',
      interests: ['Mathematics', 'Programming'],
      onboardingComplete: true,
    };
    expect(res.json()).toMatchObject(expected);
    // After a reload, and on the account (the header's name, the sign-in address).
    expect(await record(cookie)).toMatchObject(expected);
    expect((await get(t.app, '/api/auth/me', cookie)).json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      age: 30,
      email,
    });
    expect((await post(t.app, '/api/auth/login', { login: email, password: user.password })).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/login', { login: user.email, password: user.password })).statusCode).toBe(401);
  });

  it('takes an empty age as null, and no learning style or goals', async () => {
    const g = await guest();
    const res = await save(g.cookie, { firstName: 'Sam', age: null, learningStyle: null, primaryGoals: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Sam', lastName: '', age: null, ageBand: null, learningStyle: null, primaryGoals: [] });
  });

  it('lets a guest with no profile yet save one: set-up counts as done, and the e-mail reserves nothing', async () => {
    const g = await guest();
    expect((await record(g.cookie)).onboardingComplete).toBe(false);
    const res = await save(g.cookie, { ...details, email: 'shared.guest@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isGuest: true, firstName: 'Grace', email: 'shared.guest@example.com', onboardingComplete: true });
    const me = (await get(t.app, '/api/auth/me', g.cookie)).json();
    expect(me).toMatchObject({ onboardingComplete: true, firstName: 'Grace', email: null });
    expect((await get(t.app, `/api/users/${g.id}`, g.cookie)).json()).toMatchObject({ firstName: 'Grace', skipped: false });
    // Another guest may give the same address, and someone may still register with it.
    const h = await guest();
    expect((await save(h.cookie, { firstName: 'Hal', email: 'shared.guest@example.com' })).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/register', { ...uniqueUser(), email: 'shared.guest@example.com' })).statusCode).toBe(201);
  });

  it('replaces the placeholder of a skipped setup with the name given', async () => {
    const g = await guest();
    expect((await post(t.app, '/api/users', GUEST_PROFILE, g.cookie)).statusCode).toBe(201);
    const res = await save(g.cookie, { firstName: 'Robin', age: 11 });
    expect(res.json()).toMatchObject({ firstName: 'Robin', age: 11, ageBand: 'under-13' });
    expect((await get(t.app, `/api/users/${g.id}`, g.cookie)).json()).toMatchObject({ firstName: 'Robin', skipped: false });
    expect((await get(t.app, '/api/auth/me', g.cookie)).json()).toMatchObject({ firstName: 'Robin', age: 11 });
  });

  it.each([
    [{ firstName: '   ' }, 'firstName', USER_PROFILE_MESSAGES.nameRequired],
    [{ firstName: 'x'.repeat(51) }, 'firstName', USER_PROFILE_MESSAGES.firstNameMax],
    [{ lastName: 'x'.repeat(51) }, 'lastName', USER_PROFILE_MESSAGES.lastNameMax],
    [{ email: 'ada@' }, 'email', USER_PROFILE_MESSAGES.emailInvalid],
    [{ age: 2 }, 'age', USER_PROFILE_MESSAGES.ageRange],
    [{ age: 121 }, 'age', USER_PROFILE_MESSAGES.ageRange],
    [{ age: 'twelve' }, 'age', USER_PROFILE_MESSAGES.ageWhole],
    [{ age: 12.5 }, 'age', USER_PROFILE_MESSAGES.ageWhole],
    [{ learningStyle: 'osmosis' }, 'learningStyle', USER_PROFILE_MESSAGES.styleInvalid],
    [{ primaryGoals: ['x'.repeat(101)] }, 'primaryGoals.0', USER_PROFILE_MESSAGES.goalMax],
    [{ primaryGoals: Array.from({ length: 21 }, (_, i) => `goal ${i}`) }, 'primaryGoals', USER_PROFILE_MESSAGES.goalsMax],
  ])('refuses %o with its message and changes nothing', async (override, path, message) => {
    const g = await guest();
    expect((await save(g.cookie, details)).statusCode).toBe(200);
    const res = await save(g.cookie, { ...details, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message });
    expect(res.json().issues).toEqual([{ path, message }]);
    expect(await record(g.cookie)).toMatchObject({ firstName: 'Grace', age: 30 });
  });

  it('keeps the sign-in e-mail of a registered account: it may change, not be removed', async () => {
    const { cookie, user } = await registerUser(t.app);
    const res = await save(cookie, { ...details, email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: USER_PROFILE_MESSAGES.emailRequired });
    expect(res.json().issues).toEqual([{ path: 'email', message: USER_PROFILE_MESSAGES.emailRequired }]);
    expect((await get(t.app, '/api/auth/me', cookie)).json().email).toBe(user.email);
  });

  it('answers 409 for an e-mail another account signs in with (in any case), and changes nothing', async () => {
    const taken = await registerUser(t.app);
    const { cookie, user } = await registerUser(t.app);
    expect((await save(cookie, { ...details, email: user.email })).statusCode).toBe(200);
    const res = await save(cookie, { ...details, firstName: 'Changed', email: taken.user.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN', message: AUTH_MESSAGES.emailTaken });
    expect(await record(cookie)).toMatchObject({ firstName: 'Grace', email: user.email });
    // A guest is refused the same address: it belongs to an account.
    const g = await guest();
    const fromGuest = await save(g.cookie, { ...details, email: taken.user.email });
    expect(fromGuest.statusCode).toBe(409);
    expect(fromGuest.json().message).toBe(AUTH_MESSAGES.emailTaken);
    // Its own address, in another case, is no conflict.
    const own = await save(cookie, { ...details, email: user.email.toUpperCase() });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('gives one address to one of two learners claiming it at once', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const email = `race_${a.me.id}@example.com`;
    const answers = await Promise.all([save(a.cookie, { ...details, email }), save(b.cookie, { ...details, email })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const holders = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(holders).toHaveLength(1);
  });

  it("never reads or changes another learner's profile, whatever the body names", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    expect((await post(t.app, '/api/users', onboarding, b.cookie)).statusCode).toBe(201);
    const before = await t.database.db.select().from(learnerProfiles).where(eq(learnerProfiles.userId, b.me.id));
    const res = await save(a.cookie, { ...details, id: b.me.id, userId: b.me.id, email: a.user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(a.me.id);
    expect((await record(a.cookie)).id).toBe(a.me.id);
    expect(await t.database.db.select().from(learnerProfiles).where(eq(learnerProfiles.userId, b.me.id))).toEqual(before);
    expect(await record(b.cookie)).toMatchObject({ id: b.me.id, firstName: 'Ada', email: b.user.email });
  });

  it('answers 401 to an anonymous caller, before reading the body', async () => {
    const res = await put(t.app, '/api/user-profile', details);
    expect(res.statusCode).toBe(401);
    expect((await put(t.app, '/api/user-profile', { firstName: '' })).statusCode).toBe(401);
  });
});
