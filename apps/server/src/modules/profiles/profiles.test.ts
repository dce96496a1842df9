import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { GUEST_PROFILE, PROFILE_MESSAGES } from '@brightpath/shared/profile';
import { createTestApp, get, ORIGIN, post, registerUser, sessionCookie, uniqueUser, type TestApp } from '@/test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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

/** A fresh learner: a guest account (cheap: no password hashing). */
async function learner() {
  const res = await post(t.app, '/api/auth/guest', {});
  return { cookie: sessionCookie(res), me: res.json().user as { id: number } };
}

const complete = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  age: 15,
  email: 'ada@example.com',
  educationLevel: 'high-school',
  primaryGoals: ['Improve grades', 'Explore interests'],
  learningStyle: 'visual',
  studyTime: 'evening-short',
  subjects: ['Mathematics', 'Programming'],
  careerGoals: ['Engineer'],
  sessionLength: '30',
};

describe('POST /api/users', () => {
  it("stores the caller's profile (201), completes onboarding and sets the account's name and age", async () => {
    const { cookie, me } = await registerUser(t.app);
    const res = await post(t.app, '/api/users', complete, cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...complete,
      id: me.id,
      ageBand: '13-17',
      notificationFrequency: 'weekly',
      motivationStyle: 'encouraging',
      skipped: false,
      onboardingCompleted: true,
    });
    expect(Date.parse(res.json().completedAt)).toBeGreaterThan(Date.now() - 60_000);
    const after = (await get(t.app, '/api/auth/me', cookie)).json();
    expect(after).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', age: 15, onboardingComplete: true });
  });

  it('replaces an existing profile with 200', async () => {
    const { cookie } = await learner();
    expect((await post(t.app, '/api/users', complete, cookie)).statusCode).toBe(201);
    const res = await post(t.app, '/api/users', { ...complete, firstName: 'Grace', age: 30, subjects: ['Music'] }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Grace', age: 30, ageBand: '26-35', subjects: ['Music'] });
    expect((await get(t.app, '/api/auth/me', cookie)).json()).toMatchObject({ firstName: 'Grace', age: 30 });
  });

  it('accepts a skipped setup with only a first name, and it still counts as completed', async () => {
    const { cookie, me } = await learner();
    const res = await post(t.app, '/api/users', { firstName: 'Guest', age: null, skipped: true }, cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: me.id,
      firstName: 'Guest',
      age: null,
      ageBand: null,
      skipped: true,
      onboardingCompleted: true,
      subjects: [],
    });
    // The placeholder is the profile's, not the learner's name: the account keeps none (greetings use the username).
    expect((await get(t.app, '/api/auth/me', cookie)).json()).toMatchObject({ onboardingComplete: true, firstName: null });
    const guest = await post(t.app, '/api/users', GUEST_PROFILE, cookie);
    expect(guest.json()).toMatchObject({ firstName: 'Guest', age: 18, ageBand: '18-25' });
    expect((await get(t.app, '/api/auth/me', cookie)).json()).toMatchObject({ firstName: null, lastName: null, age: 18 });
  });

  it.each([
    [{ firstName: '  ' }, 'firstName', PROFILE_MESSAGES.firstNameRequired],
    [{ age: null }, 'age', PROFILE_MESSAGES.ageRequired],
    [{ age: 3 }, 'age', PROFILE_MESSAGES.ageRange],
    [{ age: 121 }, 'age', PROFILE_MESSAGES.ageRange],
    [{ email: 'nope' }, 'email', PROFILE_MESSAGES.emailInvalid],
    [{ educationLevel: null }, 'educationLevel', PROFILE_MESSAGES.educationRequired],
    [{ educationLevel: 'kindergarten' }, 'educationLevel', PROFILE_MESSAGES.educationRequired],
    [{ learningStyle: null }, 'learningStyle', PROFILE_MESSAGES.styleRequired],
    [{ subjects: [] }, 'subjects', PROFILE_MESSAGES.subjectsRequired],
    [{ primaryGoals: [] }, 'primaryGoals', PROFILE_MESSAGES.goalsRequired],
  ])('rejects %o with its message', async (override, path, message) => {
    const { cookie } = await learner();
    const res = await post(t.app, '/api/users', { ...complete, ...override }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message });
    expect(res.json().issues).toEqual([{ path, message }]);
  });

  it('needs a first name even for a skipped setup', async () => {
    const { cookie } = await learner();
    const res = await post(t.app, '/api/users', { firstName: '', age: null, skipped: true }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PROFILE_MESSAGES.firstNameRequired);
  });

  it('answers 401 to an anonymous caller, before validating the body', async () => {
    expect((await post(t.app, '/api/users', complete)).statusCode).toBe(401);
    const bad = await post(t.app, '/api/users', {});
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('GET /api/users/:id', () => {
  it('answers the own profile', async () => {
    const { cookie, me } = await learner();
    await post(t.app, '/api/users', complete, cookie);
    const res = await get(t.app, `/api/users/${me.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: me.id, firstName: 'Ada', primaryGoals: complete.primaryGoals });
  });

  it('answers 404 before a profile exists, and for another learner (who has one)', async () => {
    const a = await learner();
    const b = await learner();
    await post(t.app, '/api/users', complete, b.cookie);
    const none = await get(t.app, `/api/users/${a.me.id}`, a.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Profile not found' });
    const other = await get(t.app, `/api/users/${b.me.id}`, a.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Profile not found');
  });

  it.each(['abc', '1.5', '0', '-3', '99999999999'])('answers 400 for the id %s', async (id) => {
    const { cookie } = await learner();
    const res = await get(t.app, `/api/users/${id}`, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'The id must be a positive whole number' });
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await get(t.app, '/api/users/1')).statusCode).toBe(401);
  });
});

describe('PUT /api/users/:id', () => {
  it('updates the own profile and the account name and age', async () => {
    const { cookie, me } = await learner();
    await post(t.app, '/api/users', complete, cookie);
    const res = await put(t.app, `/api/users/${me.id}`, { ...complete, lastName: 'Byron', age: 12, learningStyle: 'auditory' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: me.id, lastName: 'Byron', age: 12, ageBand: 'under-13', learningStyle: 'auditory' });
    expect((await get(t.app, `/api/users/${me.id}`, cookie)).json()).toMatchObject({ lastName: 'Byron', age: 12 });
    expect((await get(t.app, '/api/auth/me', cookie)).json()).toMatchObject({ lastName: 'Byron', age: 12, onboardingComplete: true });
  });

  it("answers 404 for another learner's id and leaves that profile alone", async () => {
    const a = await learner();
    const b = await learner();
    await post(t.app, '/api/users', complete, a.cookie);
    await post(t.app, '/api/users', complete, b.cookie);
    const res = await put(t.app, `/api/users/${b.me.id}`, { ...complete, firstName: 'Mallory' }, a.cookie);
    expect(res.statusCode).toBe(404);
    expect((await get(t.app, `/api/users/${b.me.id}`, b.cookie)).json().firstName).toBe('Ada');
  });

  it('answers 404 when there is no profile to update yet', async () => {
    const { cookie, me } = await learner();
    expect((await put(t.app, `/api/users/${me.id}`, complete, cookie)).statusCode).toBe(404);
  });

  it('validates the body with the onboarding messages', async () => {
    const { cookie, me } = await learner();
    await post(t.app, '/api/users', complete, cookie);
    const res = await put(t.app, `/api/users/${me.id}`, { ...complete, subjects: [] }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PROFILE_MESSAGES.subjectsRequired);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await put(t.app, '/api/users/1', complete)).statusCode).toBe(401);
  });
});

describe('guest accounts', () => {
  it('a guest stores a profile and keeps it after registering', async () => {
    const guest = await post(t.app, '/api/auth/guest', {});
    expect(guest.statusCode).toBe(201);
    const cookie = sessionCookie(guest);
    const id = guest.json().user.id;
    expect((await post(t.app, '/api/users', complete, cookie)).statusCode).toBe(201);
    const reg = await post(t.app, '/api/auth/register', uniqueUser(), cookie);
    expect(reg.statusCode).toBe(201);
    expect(reg.json().user).toMatchObject({ id, isGuest: false, firstName: 'Ada', onboardingComplete: true });
    const res = await get(t.app, `/api/users/${id}`, sessionCookie(reg));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, firstName: 'Ada', subjects: complete.subjects });
  });
});
