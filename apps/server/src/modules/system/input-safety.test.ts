import { connect, type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DB_ID_MAX, FIELD_MESSAGES } from '@brightpath/shared/fields';
import { QUESTION_SETS } from '@brightpath/shared/question-sets';
import { BODY_LIMIT } from '@/app.ts';
import { createTestApp, get, ORIGIN, post, registerUser, sessionCookie, uniqueUser, type TestApp } from '@/test/helpers.ts';
import { upsertAdmin } from '../auth/admin-bootstrap.ts';

// Input that passes a careless schema but fails in PostgreSQL (a NUL in text, an id past the 32-bit
// columns) must be a 400 naming the field, never a 500; and an oversized body is a 413 before anything else.
let t: TestApp;
let learner: { id: number; cookie: string };
let adminCookie: string;
let conversationId: number;

const TOO_BIG_ID = DB_ID_MAX + 1;
const tooLarge = 'The request body is too large (the limit is 1 MiB).';
const profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  age: 20,
  email: 'ada@example.com',
  educationLevel: 'college',
  learningStyle: 'visual',
  subjects: ['Mathematics'],
  primaryGoals: ['Improve grades'],
  careerGoals: ['Teacher'],
  hobbies: 'chess',
  preferredPace: 'moderate',
  difficultyPreference: 'adaptive',
  motivationStyle: 'encouraging',
  sessionLength: '15 minutes',
};

beforeAll(async () => {
  t = await createTestApp({ TUTOR_RATE_LIMIT_PER_MINUTE: '1000' });
  const { cookie, me } = await registerUser(t.app);
  learner = { id: me.id, cookie };
  expect((await post(t.app, '/api/users', profile, cookie)).statusCode).toBe(201);
  conversationId = (await post(t.app, '/api/conversations', { subjectId: 1 }, cookie)).json().id;
  const admin = uniqueUser('admin');
  await upsertAdmin(t.database.db, admin);
  adminCookie = sessionCookie(await post(t.app, '/api/auth/login', { login: admin.username, password: admin.password }));
});
afterAll(async () => {
  await t?.close();
});

type BodyRoute = {
  route: string;
  url: () => string;
  signedIn: boolean;
  /** A body the route accepts (answered with one of `ok`), so a 400 below is the changed field's doing. */
  body: () => Record<string, unknown>;
  ok: number[];
  texts: string[];
  ids: string[];
};

/** Every route that takes text or ids in its body, with the dotted path of each such field. */
const BODY_ROUTES: BodyRoute[] = [
  {
    route: 'POST /api/auth/login',
    url: () => '/api/auth/login',
    signedIn: false,
    body: () => ({ login: 'nobody', password: 'wrong-password' }),
    ok: [401],
    texts: ['login', 'password'],
    ids: [],
  },
  {
    route: 'POST /api/auth/register',
    url: () => '/api/auth/register',
    signedIn: false,
    body: () => uniqueUser(),
    ok: [201],
    texts: ['username', 'email', 'password'],
    ids: [],
  },
  ...(['POST /api/users', 'PUT /api/users/:id'] as const).map((route) => ({
    route,
    url: () => (route.startsWith('PUT') ? `/api/users/${learner.id}` : '/api/users'),
    signedIn: true,
    body: () => profile,
    ok: [200, 201],
    texts: [
      'firstName',
      'lastName',
      'email',
      'hobbies',
      'preferredPace',
      'difficultyPreference',
      'motivationStyle',
      'sessionLength',
      'subjects.0',
      'primaryGoals.0',
      'careerGoals.0',
    ],
    ids: [],
  })),
  {
    route: 'POST /api/assessments',
    url: () => '/api/assessments',
    signedIn: true,
    body: () => ({ username: 'Ada', responses: QUESTION_SETS.adult.map((q) => ({ questionId: q.id, answer: q.options[0].id })) }),
    ok: [201],
    texts: ['username', 'responses.0.questionId', 'responses.0.answer'],
    ids: [],
  },
  {
    route: 'POST /api/user-subjects',
    url: () => '/api/user-subjects',
    signedIn: true,
    body: () => ({ userId: learner.id, subjectId: 1 }),
    ok: [200, 201],
    texts: [],
    ids: ['userId', 'subjectId'],
  },
  {
    route: 'PUT /api/user-subjects',
    url: () => '/api/user-subjects',
    signedIn: true,
    body: () => ({ subjects: [{ subjectId: 1, level: 'beginner' }] }),
    ok: [200],
    texts: [],
    ids: ['subjects.0.subjectId'],
  },
  {
    route: 'POST /api/subject-requests',
    url: () => '/api/subject-requests',
    signedIn: true,
    body: () => ({ name: 'Chess', description: 'Openings' }),
    ok: [201],
    texts: ['name', 'description'],
    ids: [],
  },
  {
    route: 'POST /api/chat/tutor',
    url: () => '/api/chat/tutor',
    signedIn: true,
    body: () => ({
      userMessage: 'What is 2 + 2?',
      subjectId: 1,
      conversationId,
      skill: 'addition',
      conversationHistory: [{ role: 'user', content: 'hello' }],
    }),
    ok: [200],
    texts: ['userMessage', 'skill', 'conversationHistory.0.content'],
    ids: ['subjectId', 'conversationId'],
  },
  {
    route: 'POST /api/conversations',
    url: () => '/api/conversations',
    signedIn: true,
    body: () => ({ subjectId: 1 }),
    ok: [201],
    texts: [],
    ids: ['subjectId'],
  },
  {
    route: 'POST /api/sessions',
    url: () => '/api/sessions',
    signedIn: true,
    body: () => ({ userId: learner.id, subjectId: 1, concepts: ['fractions'], realWorldExamples: ['sharing a pizza'] }),
    ok: [201],
    texts: ['concepts.0', 'realWorldExamples.0'],
    ids: ['userId', 'subjectId'],
  },
  {
    route: 'POST /api/learning/create-session',
    url: () => '/api/learning/create-session',
    signedIn: true,
    body: () => ({ topic: 'Fractions', skillLevel: 'beginner', learningObjectives: ['add fractions'], subjectId: 1 }),
    ok: [201],
    texts: ['topic', 'learningObjectives.0'],
    ids: ['subjectId'],
  },
];

/** Every route of the OpenAPI document that takes a body, with 1 for each path parameter. */
function bodyRoutes() {
  const spec = t.app.swagger() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method, op]) => ['post', 'put', 'patch'].includes(method) && op.requestBody)
      .map(([method]) => ({ method: method.toUpperCase() as 'POST' | 'PUT' | 'PATCH', url: path.replace(/\{[^}]+\}/g, '1') })),
  );
}

/** A deep copy of `body` with the field at the dotted `path` replaced by `replace(old)`. */
function withField(body: Record<string, unknown>, path: string, replace: (old: unknown) => unknown) {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  const keys = path.split('.');
  let at = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = replace(at[keys.at(-1)!]);
  return copy;
}

function send(r: BodyRoute, payload: unknown) {
  const method = r.route.split(' ')[0] as 'POST' | 'PUT';
  const headers = { origin: ORIGIN, 'content-type': 'application/json', ...(r.signedIn ? { cookie: learner.cookie } : {}) };
  return t.app.inject({ method, url: r.url(), headers, payload: JSON.stringify(payload) });
}

function expectFieldError(res: LightMyRequestResponse, path: string, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().code).toBe('VALIDATION_ERROR');
  expect(res.json().issues).toContainEqual({ path, message });
}

describe.each(BODY_ROUTES)('$route', (r) => {
  it('accepts the example body', async () => {
    const res = await send(r, r.body());
    expect(r.ok, res.body).toContain(res.statusCode);
  });

  it.each(r.texts)('answers 400 for a NUL in %s', async (path) => {
    const res = await send(
      r,
      withField(r.body(), path, (old) => `${String(old)}\u0000`),
    );
    expectFieldError(res, path, FIELD_MESSAGES.nul);
  });

  it.each(r.texts)('answers 400 for an unpaired surrogate in %s', async (path) => {
    for (const lone of ['\ud800', '\udfff']) {
      const res = await send(
        r,
        withField(r.body(), path, (old) => `${String(old)}${lone}`),
      );
      expectFieldError(res, path, FIELD_MESSAGES.surrogate);
    }
  });

  it.each(r.ids)('answers 400 for the id 2147483648 in %s', async (path) => {
    const res = await send(
      r,
      withField(r.body(), path, () => TOO_BIG_ID),
    );
    expectFieldError(res, path, FIELD_MESSAGES.idTooLarge);
  });
});

describe('a NUL that no text field would see', () => {
  const login = BODY_ROUTES[0]!;

  it('is refused in a field validation would strip, and in a key', async () => {
    expectFieldError(await send(login, { login: 'nobody', password: 'wrong-password', note: 'a\u0000b' }), 'note', FIELD_MESSAGES.nul);
    expectFieldError(
      await send(login, { login: 'nobody', password: 'wrong-password', 'no\u0000te': 1 }),
      'no\\u0000te',
      FIELD_MESSAGES.nul,
    );
  });

  it('is refused deep inside nested arrays without overflowing the stack', async () => {
    const depth = 100_000;
    const payload = `{"login":"nobody","password":"wrong-password","deep":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe(`deep${'.0'.repeat(depth)}`);
  });

  it('leaves the text \\u0000 (an escaped backslash) alone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{"login":"nobody\\\\u0000","password":"wrong-password"}',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('an unpaired surrogate', () => {
  const login = BODY_ROUTES[0]!;

  it('is refused in a field validation would strip, and in a key, while a pair (an emoji) passes', async () => {
    const body = { login: 'nobody', password: 'wrong-password' };
    expectFieldError(await send(login, { ...body, note: 'a\udc00b' }), 'note', FIELD_MESSAGES.surrogate);
    expectFieldError(await send(login, { ...body, 'no\ud800te': 1 }), 'no\\ud800te', FIELD_MESSAGES.surrogate);
    expect((await send(login, { ...body, login: 'nobody \ud83d\ude00' })).statusCode).toBe(401);
  });

  it('is refused by every route of the OpenAPI document that takes a body, before the route reads it', async () => {
    const routes = bodyRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const { method, url } of routes) {
      // Administrators' routes: the admin console's and alpha testing's test accounts (a learner is refused before the body).
      const cookie = /^\/api\/(admin|alpha\/test-users)/.test(url) ? adminCookie : learner.cookie;
      const res = await t.app.inject({
        method,
        url,
        headers: { origin: ORIGIN, 'content-type': 'application/json', cookie },
        payload: '{"probe":"broken \\ud800 text"}',
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json().issues, `${method} ${url}`).toEqual([{ path: 'probe', message: FIELD_MESSAGES.surrogate }]);
    }
  });
});

describe('query strings and paths', () => {
  it('refuses a NUL anywhere in a query string, after the route has checked who is asking', async () => {
    for (const [url, path] of [
      ['/api/subjects?search=%00', 'search'],
      ['/api/subjects?a%00=1', 'a\\u0000'],
    ] as const) {
      expectFieldError(await get(t.app, url), path, FIELD_MESSAGES.nul);
    }
    expectFieldError(await get(t.app, '/api/conversations?subjectId=1&title=a%00b', learner.cookie), 'title', FIELD_MESSAGES.nul);
    expect((await get(t.app, '/api/conversations?title=a%00b')).statusCode).toBe(401);
    expect((await get(t.app, '/api/admin/moderation-events?severity=%00', learner.cookie)).statusCode).toBe(403);
    expect((await get(t.app, '/api/subjects?search=%2500')).statusCode).toBe(200);
  });

  it('answers 400 for ids past the integer range in a query', async () => {
    expectFieldError(await get(t.app, `/api/conversations?subjectId=${TOO_BIG_ID}`, learner.cookie), 'subjectId', FIELD_MESSAGES.id);
    expectFieldError(
      await get(t.app, `/api/admin/moderation-events?userId=${TOO_BIG_ID}`, adminCookie),
      'userId',
      'userId must be a learner id',
    );
    expectFieldError(
      await get(t.app, `/api/admin/moderation-events?before=${TOO_BIG_ID}`, adminCookie),
      'before',
      'before must be an event id',
    );
  });

  it.each([
    '/api/users/:id',
    '/api/assessments/:userId',
    '/api/subjects/user/:userId',
    '/api/user-subjects/:userId',
    '/api/conversations/:id/messages',
  ])('answers 400 for an id past the integer range in GET %s', async (route) => {
    const param = route.match(/:(\w+)/)![1]!;
    expectFieldError(await get(t.app, route.replace(`:${param}`, String(TOO_BIG_ID)), learner.cookie), param, FIELD_MESSAGES.id);
  });
});

describe('an oversized body', () => {
  const big = JSON.stringify({ username: 'x'.repeat(BODY_LIMIT + 10) });
  const postRaw = (app: TestApp['app'], url: string, payload: string | Readable) =>
    app.inject({ method: 'POST', url, headers: { origin: ORIGIN, 'content-type': 'application/json' }, payload });

  it('gets 413 once the rate limit is reached, not 429', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const attempt = () => post(limited.app, '/api/auth/login', { login: 'nobody', password: 'wrong-password' });
      for (let i = 0; i < 2; i++) expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
      const res = await postRaw(limited.app, '/api/auth/login', big);
      expect(res.statusCode).toBe(413);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ statusCode: 413, message: tooLarge });
      expect(res.headers.connection).toBe('close');
    } finally {
      await limited.close();
    }
  });

  it('gets 413 before authentication on a signed-in route', async () => {
    const res = await postRaw(t.app, '/api/users', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(tooLarge);
  });

  it('gets 413 from the parser when sent chunked, with no Content-Length', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const stream = Readable.from(['{"username":"', ...Array.from({ length: 17 }, () => chunk), '"}']);
    const res = await postRaw(t.app, '/api/auth/register', stream);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(tooLarge);
  });

  it('is read and validated when exactly at the limit', async () => {
    const atLimit = JSON.stringify({ username: 'x'.repeat(BODY_LIMIT - '{"username":""}'.length) });
    expect(atLimit.length).toBe(BODY_LIMIT);
    const res = await postRaw(t.app, '/api/auth/register', atLimit);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('an oversized body over a real connection', () => {
  /**
   * Sends `body` whole over a socket of its own and only then reads the answer, as a client that writes a request
   * before it looks at the response does (curl, most HTTP libraries): the status and body it read back, or the
   * socket error it met. A server that answers and closes while the body is still arriving resets the connection,
   * and a client like this one loses the answer.
   */
  function sendOver(port: number, method: string, url: string, body: Buffer, headers: Record<string, string>) {
    return new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      const chunks: Buffer[] = [];
      socket.pause();
      socket.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', rest = ''] = text.split('\r\n\r\n');
        const status = Number(head.split(' ')[1]);
        const chunked = /transfer-encoding: chunked/i.test(head);
        resolve({
          status,
          body: chunked
            ? rest
                .split('\r\n')
                .filter((_, i) => i % 2 === 1)
                .join('')
            : rest,
        });
      });
      const lines = [`${method} ${url} HTTP/1.1`, 'host: 127.0.0.1', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), '', ''];
      socket.write(lines.join('\r\n'));
      // In pieces, each after the last has gone out, as an upload over a real network arrives: the server has
      // answered long before the last piece.
      const piece = 64 * 1024;
      const next = (at: number) => {
        if (socket.destroyed) return;
        if (at >= body.length) return socket.resume();
        socket.write(body.subarray(at, at + piece), () => setImmediate(next, at + piece));
      };
      next(0);
    });
  }

  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it.each([BODY_LIMIT + 1, 2 * BODY_LIMIT])(
    'with %i bytes to every route that takes a body: the client reads the 413 and its message',
    async (size) => {
      const body = Buffer.alloc(size, 'x');
      body.write('{"username":"', 0);
      body.write('"}', size - 2);
      const routes = bodyRoutes();
      expect(routes.length).toBeGreaterThanOrEqual(15);
      for (const { method, url } of routes) {
        const cookie = url.startsWith('/api/admin') ? adminCookie : learner.cookie;
        const headers = { origin: ORIGIN, 'content-type': 'application/json', 'content-length': String(size), cookie };
        const res = await sendOver(port, method, url, body, headers);
        expect(res, `${method} ${url}`).toMatchObject({ status: 413 });
        expect(JSON.parse((res as { body: string }).body), `${method} ${url}`).toMatchObject({ statusCode: 413, message: tooLarge });
      }
    },
  );
});
