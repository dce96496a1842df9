import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONNECTION_LIMITS, CONNECTION_MESSAGES, type Connection } from '@brightpath/shared/connections';
import { createTestApp, get, ORIGIN, post, sessionCookie, type TestApp } from '@/test/helpers.ts';

// GET, POST, PATCH and DELETE /api/connections, the search and the auto-generation (offline), through HTTP.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const send = (app: FastifyInstance, method: 'PATCH' | 'DELETE', url: string, payload?: unknown, cookie?: string) =>
  app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

async function learner() {
  return sessionCookie(await post(t.app, '/api/auth/guest', {}));
}

const fractions = {
  fromConcept: 'Fractions',
  toConcept: 'Percentages',
  connectionType: 'prerequisite',
  strength: 4,
  context: 'Percent means out of 100',
};

async function create(cookie: string, body: Record<string, unknown> = fractions): Promise<Connection> {
  const res = await post(t.app, '/api/connections', body, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('POST /api/connections', () => {
  it('stores a connection for the learner, strength 1 and no context by default', async () => {
    const cookie = await learner();
    const made = await create(cookie);
    expect(made).toMatchObject({ ...fractions, subject: null, source: 'learner' });
    const plain = await create(cookie, { fromConcept: ' Cells ', toConcept: 'Photosynthesis', connectionType: 'related', context: '  ' });
    expect(plain).toMatchObject({ fromConcept: 'Cells', strength: 1, context: null });
    expect((await get(t.app, '/api/connections', cookie)).json().connections.map((c: Connection) => c.id)).toEqual([plain.id, made.id]);
  });

  it.each([
    ['from', { toConcept: 'B', connectionType: 'related' }],
    ['to', { fromConcept: 'A', connectionType: 'related' }],
    ['type', { fromConcept: 'A', toConcept: 'B' }],
    ['a blank from', { fromConcept: '   ', toConcept: 'B', connectionType: 'related' }],
  ])('answers 400 with the specified message when %s is missing', async (_, body) => {
    const res = await post(t.app, '/api/connections', body, await learner());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Missing Information: Please fill in all required fields.');
  });

  it('refuses an unknown type, a strength outside 1 to 5, a concept too long and an unknown subject', async () => {
    const cookie = await learner();
    const bad = async (body: Record<string, unknown>, status: number, message: string) => {
      const res = await post(t.app, '/api/connections', { ...fractions, ...body }, cookie);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    };
    await bad({ connectionType: 'cousin' }, 400, CONNECTION_MESSAGES.type);
    await bad({ strength: 6 }, 400, CONNECTION_MESSAGES.strength);
    await bad({ strength: 2.5 }, 400, CONNECTION_MESSAGES.strength);
    await bad({ fromConcept: 'x'.repeat(CONNECTION_LIMITS.conceptMax + 1) }, 400, CONNECTION_MESSAGES.conceptTooLong);
    await bad({ subject: 9999 }, 404, CONNECTION_MESSAGES.subjectNotFound);
    expect((await get(t.app, '/api/connections', cookie)).json().total).toBe(0);
  });

  it('refuses a duplicate (same from and to in any case, same type) with 409 and a clear message', async () => {
    const cookie = await learner();
    await create(cookie);
    const res = await post(t.app, '/api/connections', { ...fractions, fromConcept: 'FRACTIONS ', toConcept: 'percentages' }, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DUPLICATE_CONNECTION',
      message: 'You already have this connection: FRACTIONS to percentages (Prerequisite).',
    });
    // Another type between the same concepts is another connection; another learner may hold the same one.
    await create(cookie, { ...fractions, connectionType: 'related' });
    await create(await learner());
  });

  it('answers 401 to an anonymous caller, 413 to a body over 1 MiB', async () => {
    expect((await post(t.app, '/api/connections', fractions)).statusCode).toBe(401);
    const res = await post(t.app, '/api/connections', { ...fractions, context: 'x'.repeat(1024 * 1024 + 10) }, await learner());
    expect(res.statusCode).toBe(413);
  });
});

describe('GET /api/connections', () => {
  it("pages newest first with the total and a cursor, and never lists another learner's", async () => {
    const cookie = await learner();
    const other = await learner();
    await create(other, { ...fractions, fromConcept: 'Secret of another learner' });
    const made: Connection[] = [];
    for (let i = 1; i <= 5; i++) made.push(await create(cookie, { ...fractions, fromConcept: `Concept ${i}` }));
    const first = (await get(t.app, '/api/connections?limit=2', cookie)).json();
    expect(first.total).toBe(5);
    expect(first.connections.map((c: Connection) => c.fromConcept)).toEqual(['Concept 5', 'Concept 4']);
    const second = (await get(t.app, `/api/connections?limit=2&cursor=${first.nextCursor}`, cookie)).json();
    expect(second.connections.map((c: Connection) => c.fromConcept)).toEqual(['Concept 3', 'Concept 2']);
    const last = (await get(t.app, `/api/connections?limit=2&cursor=${second.nextCursor}`, cookie)).json();
    expect(last).toMatchObject({ nextCursor: null, total: 5 });
    expect(last.connections.map((c: Connection) => c.fromConcept)).toEqual(['Concept 1']);
    expect(JSON.stringify([first, second, last])).not.toContain('Secret');
  });

  it('answers 400 to a bad cursor or limit and 401 anonymous', async () => {
    const cookie = await learner();
    const res = await get(t.app, '/api/connections?cursor=abc', cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CONNECTION_MESSAGES.cursor);
    expect((await get(t.app, '/api/connections?limit=0', cookie)).statusCode).toBe(400);
    expect((await get(t.app, '/api/connections')).statusCode).toBe(401);
  });
});

describe('GET /api/connections/search', () => {
  it("finds the text in from, to or context, case-insensitively, only among the learner's own", async () => {
    const cookie = await learner();
    const a = await create(cookie, { fromConcept: 'Photosynthesis', toConcept: 'Respiration', connectionType: 'contrast' });
    const b = await create(cookie, {
      fromConcept: 'Cells',
      toConcept: 'Tissues',
      connectionType: 'builds_on',
      context: 'Plants make food by PHOTOsynthesis',
    });
    await create(cookie, { fromConcept: 'Fractions', toConcept: 'Decimals', connectionType: 'related' });
    const c = await create(cookie, { fromConcept: 'Light', toConcept: 'photosynthesis rate', connectionType: 'related' });
    await create(await learner(), { fromConcept: 'photosynthesis of another', toConcept: 'X', connectionType: 'related' });
    const res = await get(t.app, '/api/connections/search?q=photo', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ connections: [c, b, a], total: 3 });
    // % and _ are the learner's characters, not patterns.
    expect((await get(t.app, '/api/connections/search?q=%25%25%25', cookie)).json()).toEqual({ connections: [], total: 0 });
  });

  it('answers 400 with a message to text shorter than 3 characters, and 401 anonymous', async () => {
    const cookie = await learner();
    for (const q of ['', 'ab', '%20ab%20']) {
      const res = await get(t.app, `/api/connections/search?q=${q}`, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CONNECTION_MESSAGES.searchTooShort);
    }
    expect((await get(t.app, '/api/connections/search?q=photo')).statusCode).toBe(401);
  });
});

describe('PATCH and DELETE /api/connections/:id', () => {
  it("changes the fields sent and deletes, only for the owner: another learner's id is a 404 and stays as it was", async () => {
    const cookie = await learner();
    const other = await learner();
    const mine = await create(cookie);
    const res = await send(
      t.app,
      'PATCH',
      `/api/connections/${mine.id}`,
      { strength: 5, connectionType: 'builds_on', context: '' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine.id, fromConcept: 'Fractions', strength: 5, connectionType: 'builds_on', context: null });

    const patched = await send(t.app, 'PATCH', `/api/connections/${mine.id}`, { fromConcept: 'Stolen' }, other);
    expect(patched.statusCode).toBe(404);
    expect(patched.json().message).toBe(CONNECTION_MESSAGES.notFound);
    expect((await send(t.app, 'DELETE', `/api/connections/${mine.id}`, undefined, other)).statusCode).toBe(404);
    expect((await get(t.app, '/api/connections', cookie)).json().connections[0]).toMatchObject({ fromConcept: 'Fractions', strength: 5 });

    expect((await send(t.app, 'DELETE', `/api/connections/${mine.id}`, undefined, cookie)).statusCode).toBe(204);
    expect((await get(t.app, '/api/connections', cookie)).json().total).toBe(0);
    expect((await send(t.app, 'DELETE', `/api/connections/${mine.id}`, undefined, cookie)).statusCode).toBe(404);
  });

  it('refuses a change into a duplicate (409), a blank concept, an empty change and a bad id (400); 401 anonymous', async () => {
    const cookie = await learner();
    const one = await create(cookie);
    const two = await create(cookie, { ...fractions, toConcept: 'Decimals' });
    const dup = await send(t.app, 'PATCH', `/api/connections/${two.id}`, { toConcept: 'PERCENTAGES' }, cookie);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('You already have this connection: Fractions to PERCENTAGES (Prerequisite).');
    const blank = await send(t.app, 'PATCH', `/api/connections/${one.id}`, { toConcept: ' ' }, cookie);
    expect(blank.json().message).toBe(CONNECTION_MESSAGES.missing);
    const empty = await send(t.app, 'PATCH', `/api/connections/${one.id}`, {}, cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(CONNECTION_MESSAGES.nothingToChange);
    expect((await send(t.app, 'PATCH', '/api/connections/abc', { strength: 2 }, cookie)).statusCode).toBe(400);
    expect((await send(t.app, 'PATCH', `/api/connections/${one.id}`, { strength: 2 })).statusCode).toBe(401);
    expect((await send(t.app, 'DELETE', `/api/connections/${one.id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/connections/auto-generate (offline)', () => {
  it("stores typed connections from the concept graph, says how many, and never a duplicate of the learner's own", async () => {
    const cookie = await learner();
    // The learner already has one the graph gives (in another case).
    await create(cookie, { fromConcept: 'fractions', toConcept: 'PERCENTAGES', connectionType: 'related', strength: 2 });
    const res = await post(t.app, '/api/connections/auto-generate', { concept: 'percentages', subject: 1, context: 'shopping' }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.generated).toBe(body.connections.length);
    expect(body.generated).toBeGreaterThan(2);
    expect(body.generated).toBeLessThanOrEqual(CONNECTION_LIMITS.generateMax);
    const types = new Set(body.connections.map((c: Connection) => c.connectionType));
    expect(types).toContain('example');
    expect(types).toContain('application');
    for (const c of body.connections) expect(c).toMatchObject({ source: 'generated', subject: 1 });
    const keys = body.connections.map((c: Connection) => `${c.fromConcept.toLowerCase()}|${c.toConcept.toLowerCase()}|${c.connectionType}`);
    expect(keys).not.toContain('fractions|percentages|related');
    // A related link reads the same both ways: the graph's Percentages -> Fractions is the learner's own, reversed.
    expect(keys).not.toContain('percentages|fractions|related');
    expect(new Set(keys).size).toBe(keys.length);
    // Again: nothing new, nothing stored twice.
    const again = (await post(t.app, '/api/connections/auto-generate', { concept: 'Percentages', subject: 1 }, cookie)).json();
    expect(again).toEqual({ generated: 0, connections: [] });
    expect((await get(t.app, '/api/connections?limit=100', cookie)).json().total).toBe(body.generated + 1);
  });

  it('answers 400 with the specified message for a blank concept, 404 for an unknown subject, 401 anonymous', async () => {
    const cookie = await learner();
    for (const body of [{}, { concept: '  ', subject: 1 }]) {
      const res = await post(t.app, '/api/connections/auto-generate', body, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a concept to generate connections for.');
    }
    const unknown = await post(t.app, '/api/connections/auto-generate', { concept: 'Fractions', subject: 9999 }, cookie);
    expect(unknown.statusCode).toBe(404);
    expect((await post(t.app, '/api/connections/auto-generate', { concept: 'Fractions' })).statusCode).toBe(401);
  });

  it('answers none generated for a concept the product knows nothing about', async () => {
    const res = await post(t.app, '/api/connections/auto-generate', { concept: 'qwxzv plorbt' }, await learner());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ generated: 0, connections: [] });
  });
});

describe('rate limit', () => {
  it('answers 429 with a message past the writes a learner may make in a minute', async () => {
    const cookie = await learner();
    let last = await post(t.app, '/api/connections', {}, cookie);
    for (let i = 0; i < 70 && last.statusCode !== 429; i++) last = await post(t.app, '/api/connections', {}, cookie);
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/^You are changing connections very quickly\. Please wait \d+ seconds and try again\.$/);
  });
});
