import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@brightpath/shared/auth';
import { createTestApp, get, ORIGIN, post, registerUser, sessionCookie, uniqueUser, type TestApp } from '@/test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/auth/register', () => {
  it('creates an account, sets a session cookie and answers the user without secrets', async () => {
    const user = uniqueUser();
    const res = await post(t.app, '/api/auth/register', user);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      username: user.username,
      email: user.email,
      role: 'learner',
      plan: 'free',
      isGuest: false,
      onboardingComplete: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|scrypt/i);
    const me = await get(t.app, '/api/auth/me', sessionCookie(res));
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(user.username);
  });

  it('sets the cookie HttpOnly, SameSite=Lax, path / and not readable by scripts', async () => {
    const res = await post(t.app, '/api/auth/register', uniqueUser());
    const c = res.cookies.find((k) => k.name === 'bp_session')!;
    expect(c.httpOnly).toBe(true);
    expect(c.sameSite).toBe('Lax');
    expect(c.path).toBe('/');
    expect(c.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Over plain HTTP the cookie is not Secure; behind HTTPS it is.
    expect(c.secure).toBeFalsy();
  });

  it.each([
    [{ username: 'ab' }, AUTH_MESSAGES.usernameMin],
    [{ username: 'a'.repeat(31) }, AUTH_MESSAGES.usernameMax],
    [{ username: 'has space' }, AUTH_MESSAGES.usernameChars],
    [{ email: 'not-an-email' }, AUTH_MESSAGES.emailInvalid],
    [{ password: 'short' }, AUTH_MESSAGES.passwordMin],
  ])('rejects %o with its message', async (override, message) => {
    const res = await post(t.app, '/api/auth/register', { ...uniqueUser(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(res.json().issues[0].message).toBe(message);
  });

  it('rejects a missing body with a clear 400', async () => {
    const res = await post(t.app, '/api/auth/register');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body must be a JSON object.');
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers 409 for a username or e-mail already taken, case-insensitively', async () => {
    const { user } = await registerUser(t.app);
    const sameName = await post(t.app, '/api/auth/register', { ...uniqueUser(), username: user.username.toUpperCase() });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe(AUTH_MESSAGES.usernameTaken);
    const sameEmail = await post(t.app, '/api/auth/register', { ...uniqueUser(), email: user.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(AUTH_MESSAGES.emailTaken);
  });

  it('strips unknown fields: a learner cannot make itself an admin', async () => {
    const res = await post(t.app, '/api/auth/register', { ...uniqueUser(), role: 'admin', plan: 'pro' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'learner', plan: 'free' });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in by username and by e-mail (any case)', async () => {
    const { user } = await registerUser(t.app);
    const byName = await post(t.app, '/api/auth/login', { login: user.username.toUpperCase(), password: user.password });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().user.username).toBe(user.username);
    const byEmail = await post(t.app, '/api/auth/login', { login: user.email, password: user.password });
    expect(byEmail.statusCode).toBe(200);
    expect((await get(t.app, '/api/auth/me', sessionCookie(byEmail))).statusCode).toBe(200);
  });

  it('gives one generic message for a wrong password and for an unknown account', async () => {
    const { user } = await registerUser(t.app);
    const wrong = await post(t.app, '/api/auth/login', { login: user.username, password: 'wrong password' });
    const unknown = await post(t.app, '/api/auth/login', { login: 'nobody-here', password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.loginFailed);
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it.each([
    [{ login: '', password: 'x' }, AUTH_MESSAGES.loginRequired],
    [{ login: '   ', password: 'x' }, AUTH_MESSAGES.loginRequired],
    [{ login: 'someone', password: '' }, AUTH_MESSAGES.passwordRequired],
    [{ password: 'x' }, AUTH_MESSAGES.loginRequired],
  ])('rejects %o with its message', async (body, message) => {
    const res = await post(t.app, '/api/auth/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('issues a new session id at login and ends the session the request came with', async () => {
    const { user, cookie: first } = await registerUser(t.app);
    const res = await post(t.app, '/api/auth/login', { login: user.username, password: user.password }, first);
    const second = sessionCookie(res);
    expect(second).not.toBe(first);
    expect((await get(t.app, '/api/auth/me', first)).statusCode).toBe(401);
    expect((await get(t.app, '/api/auth/me', second)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session on the server, not just the cookie', async () => {
    const { cookie } = await registerUser(t.app);
    const res = await post(t.app, '/api/auth/logout', undefined, cookie);
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'bp_session');
    expect(cleared?.value).toBe('');
    // The old cookie value, replayed, no longer works.
    expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(401);
  });

  it('answers 200 for a visitor without a session', async () => {
    expect((await post(t.app, '/api/auth/logout')).statusCode).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 with a message when anonymous or with an unknown cookie', async () => {
    const anon = await get(t.app, '/api/auth/me');
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe('Please sign in to continue.');
    expect((await get(t.app, '/api/auth/me', 'bp_session=forged-token-value')).statusCode).toBe(401);
  });
});

describe('GET /api/auth/session', () => {
  it('answers a visitor 200 with no user, sets no cookie and is not cached', async () => {
    const res = await get(t.app, '/api/auth/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.cookies).toEqual([]);
  });

  it('answers the signed-in account, the same record GET /api/auth/me answers, without secrets', async () => {
    const { cookie } = await registerUser(t.app);
    const res = await get(t.app, '/api/auth/session', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual((await get(t.app, '/api/auth/me', cookie)).json());
    expect(res.body).not.toMatch(/password|hash|scrypt|token/i);
  });

  it('answers a guest as a guest', async () => {
    const guest = await post(t.app, '/api/auth/guest');
    const res = await get(t.app, '/api/auth/session', sessionCookie(guest));
    expect(res.json().user).toMatchObject({ id: guest.json().user.id, isGuest: true });
  });

  it('answers an unknown cookie with no user, tells the browser to drop it, and opens nothing private', async () => {
    const res = await get(t.app, '/api/auth/session', 'bp_session=forged-token-value');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    const cleared = res.cookies.find((c) => c.name === 'bp_session')!;
    expect(cleared.value).toBe('');
    expect((await get(t.app, '/api/auth/me', 'bp_session=forged-token-value')).statusCode).toBe(401);
  });
});

describe('guest accounts', () => {
  it('starts a guest session that me describes as a guest', async () => {
    const res = await post(t.app, '/api/auth/guest');
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ isGuest: true, username: null, plan: 'free', onboardingComplete: false });
    const me = await get(t.app, '/api/auth/me', sessionCookie(res));
    expect(me.json().isGuest).toBe(true);
  });

  it('does not start a second guest for a caller who already has a session', async () => {
    const first = await post(t.app, '/api/auth/guest');
    const cookie = sessionCookie(first);
    const again = await post(t.app, '/api/auth/guest', undefined, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it('registering from a guest session converts that account in place, keeping its id and data', async () => {
    const guest = await post(t.app, '/api/auth/guest');
    const guestId = guest.json().user.id;
    const guestCookie = sessionCookie(guest);
    // Data the guest made before registering.
    const { users } = await import('./auth.tables.ts');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(users).set({ firstName: 'Ada', age: 11 }).where(eq(users.id, guestId));

    const user = uniqueUser();
    const res = await post(t.app, '/api/auth/register', user, guestCookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ id: guestId, isGuest: false, username: user.username, firstName: 'Ada', age: 11 });
    // The guest session is replaced by a new one.
    expect((await get(t.app, '/api/auth/me', guestCookie)).statusCode).toBe(401);
    const login = await post(t.app, '/api/auth/login', { login: user.email, password: user.password });
    expect(login.json().user.id).toBe(guestId);
  });
});

describe('GET /api/admin/check-access', () => {
  it('is false for a learner, true for an admin, 401 when anonymous', async () => {
    const { cookie } = await registerUser(t.app);
    expect((await get(t.app, '/api/admin/check-access', cookie)).json()).toEqual({ isAdmin: false });
    expect((await get(t.app, '/api/admin/check-access')).statusCode).toBe(401);

    const { upsertAdmin } = await import('./admin-bootstrap.ts');
    const admin = uniqueUser('admin');
    await upsertAdmin(t.database.db, admin);
    const login = await post(t.app, '/api/auth/login', { login: admin.username, password: admin.password });
    expect(login.json().user.role).toBe('admin');
    const adminCookie = login.cookies.find((c) => c.name === 'bp_session')!;
    // Admin cookies are session cookies (no Max-Age); learners get 30 days.
    expect(adminCookie.maxAge).toBeUndefined();
    expect((await get(t.app, '/api/admin/check-access', sessionCookie(login))).json()).toEqual({ isAdmin: true });
  });
});
