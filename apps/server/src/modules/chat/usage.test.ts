import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLAN_LIMIT_MESSAGE } from '@brightpath/shared/chat';
import { messages, tutorCalls } from './chat.tables.ts';
import { get, post } from '@/test/helpers.ts';
import { startFakeOpenAI, type FakeOpenAI } from '@/test/fake-openai.ts';
import {
  chatTestApp,
  learner,
  seedSessions,
  sessionOf,
  setPlan,
  storedConversations,
  storedMessages,
  tutor,
  type ChatTestApp,
} from './chat.test-support.ts';
import { decideSession, usageMonth } from './usage.ts';

describe('plan rules (docs/decisions/037: the limit in force refuses, the included sessions start the overage)', () => {
  it.each([
    ['free', 19, 20, { allowed: true, overage: false }],
    ['free', 20, 20, { allowed: false, limit: 20 }],
    ['free', 3, 20, { allowed: true, overage: false }],
    ['basic', 19, 50, { allowed: true, overage: false }],
    ['basic', 20, 50, { allowed: true, overage: true }],
    ['basic', 49, 50, { allowed: true, overage: true }],
    ['basic', 50, 50, { allowed: false, limit: 50 }],
    ['premium', 49, -1, { allowed: true, overage: false }],
    ['premium', 50, -1, { allowed: true, overage: true }],
    ['premium', 10_000, -1, { allowed: true, overage: true }],
    ['premium', 10, 10, { allowed: false, limit: 10 }],
    ['pro', 10_000, -1, { allowed: true, overage: false }],
    ['family', 500, -1, { allowed: true, overage: false }],
  ] as const)('%s with %i sessions this month, limit %i → %o', (plan, used, limit, expected) => {
    expect(decideSession(plan, used, limit)).toEqual(expected);
  });

  it('counts sessions by UTC calendar month', () => {
    expect(usageMonth(new Date('2026-01-31T23:59:59Z'))).toBe('2026-01');
    expect(usageMonth(new Date('2026-02-01T00:00:00Z'))).toBe('2026-02');
  });
});

let fake: FakeOpenAI;
let t: ChatTestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await chatTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, TUTOR_DAILY_LIMIT: '3' });
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});
beforeEach(() => fake.reset());

describe('monthly tutoring sessions', () => {
  it('refuses a Free learner’s 21st session with the upgrade message, storing nothing and calling no provider', async () => {
    const a = await learner(t.app);
    await seedSessions(t.database, a.id, 20);
    const res = await tutor(t.app, { userMessage: 'One more please', subjectId: 1 }, a.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'PLAN_LIMIT',
      message: PLAN_LIMIT_MESSAGE(20),
      upgradeUrl: '/pricing',
    });
    expect(await storedMessages(t.database, a.id)).toEqual([]);
    expect(await storedConversations(t.database, a.id)).toEqual([]);
    expect(fake.requests).toEqual([]);
    const viaSessions = await post(t.app, '/api/sessions', { subjectId: 1 }, a.cookie);
    expect(viaSessions.statusCode).toBe(403);
    expect(viaSessions.json()).toMatchObject({ code: 'PLAN_LIMIT', upgradeUrl: '/pricing' });
  });

  it('lets a Free learner at the limit go on with a conversation whose session already started', async () => {
    const a = await learner(t.app);
    const first = (await tutor(t.app, { userMessage: 'Start', subjectId: 1 }, a.cookie)).json();
    await seedSessions(t.database, a.id, 19);
    const again = await tutor(t.app, { userMessage: 'Continue', subjectId: 1, conversationId: first.conversationId }, a.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().tutoringSessionId).toBe(first.tutoringSessionId);
    // A new conversation would be a 21st session.
    const created = (await post(t.app, '/api/conversations', { subjectId: 1 }, a.cookie)).json();
    const refused = await tutor(t.app, { userMessage: 'New topic', subjectId: 1, conversationId: created.id }, a.cookie);
    expect(refused.statusCode).toBe(403);
  });

  it('gives the last free session to one of several first messages sent at once', async () => {
    const a = await learner(t.app);
    await seedSessions(t.database, a.id, 19);
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) => tutor(t.app, { userMessage: `Question ${i}`, subjectId: 1 }, a.cookie)),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 403, 403, 403, 403]);
    expect((await storedMessages(t.database, a.id)).filter((m) => m.role === 'user')).toHaveLength(1);
    expect(await storedConversations(t.database, a.id)).toHaveLength(1);
  });

  it('starts one session for an empty conversation that gets two first messages at once', async () => {
    const a = await learner(t.app);
    const created = (await post(t.app, '/api/conversations', { subjectId: 1 }, a.cookie)).json();
    const [one, two] = await Promise.all(
      ['First', 'Second'].map((m) => tutor(t.app, { userMessage: m, subjectId: 1, conversationId: created.id }, a.cookie)),
    );
    expect([one!.statusCode, two!.statusCode]).toEqual([200, 200]);
    expect(one!.json().tutoringSessionId).toBe(two!.json().tutoringSessionId);
    const [conversation] = await storedConversations(t.database, a.id);
    // Named after whichever message came first.
    expect(['First', 'Second']).toContain(conversation!.title);
  });

  it('gives each of several first messages sent at once its own place in the month when the plan has no limit', async () => {
    const p = await learner(t.app);
    await setPlan(t.database, p.id, 'premium');
    const replies = await Promise.all(
      // Three: the tutor's per-minute limit in these tests.
      Array.from({ length: 3 }, (_, i) => tutor(t.app, { userMessage: `Question ${i}`, subjectId: 1 }, p.cookie)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const sessions = await Promise.all(replies.map((r) => sessionOf(t.database, p.id, r.json().conversationId)));
    expect(new Set(sessions.map((s) => s?.id)).size).toBe(3);
    expect(sessions.map((s) => s?.slot).sort()).toEqual([1, 2, 3]);
  });

  it('marks Basic’s 21st session as overage, refuses its 51st naming the plan, and lets Premium go on past 50 as overage', async () => {
    const b = await learner(t.app);
    await setPlan(t.database, b.id, 'basic');
    await seedSessions(t.database, b.id, 20);
    const res = await tutor(t.app, { userMessage: 'Past my included sessions', subjectId: 2 }, b.cookie);
    expect(res.statusCode).toBe(200);
    expect((await sessionOf(t.database, b.id, res.json().conversationId))?.overage).toBe(true);
    await seedSessions(t.database, b.id, 29);
    const refused = await tutor(t.app, { userMessage: 'Past my limit', subjectId: 2 }, b.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message: 'You have used all 50 tutoring sessions of the Basic plan this month. Upgrade your plan to keep learning.',
      upgradeUrl: '/pricing',
    });

    const p = await learner(t.app);
    await setPlan(t.database, p.id, 'premium');
    await seedSessions(t.database, p.id, 120);
    const premium = await tutor(t.app, { userMessage: 'Unlimited', subjectId: 2 }, p.cookie);
    expect(premium.statusCode).toBe(200);
    expect((await sessionOf(t.database, p.id, premium.json().conversationId))?.overage).toBe(true);
    const within = await learner(t.app);
    await setPlan(t.database, within.id, 'premium');
    await seedSessions(t.database, within.id, 49);
    const fiftieth = await tutor(t.app, { userMessage: 'Still included', subjectId: 2 }, within.cookie);
    expect((await sessionOf(t.database, within.id, fiftieth.json().conversationId))?.overage).toBe(false);
  });
});

describe('POST /api/sessions and GET /api/tutoring-sessions', () => {
  it('starts a session (201 {id}) counted for this month and lists the caller’s sessions newest first', async () => {
    const a = await learner(t.app);
    const chat = (await tutor(t.app, { userMessage: 'Hello', subjectId: 1 }, a.cookie)).json();
    const res = await post(
      t.app,
      '/api/sessions',
      { userId: a.id, subjectId: 2, concepts: ['cells'], realWorldExamples: ['bread rising'] },
      a.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number) });
    const list = (await get(t.app, '/api/tutoring-sessions', a.cookie)).json();
    expect(list).toEqual([
      {
        id: res.json().id,
        userId: a.id,
        subjectId: 2,
        conversationId: null,
        concepts: ['cells'],
        realWorldExamples: ['bread rising'],
        startedAt: expect.any(String),
        usageMonth: usageMonth(),
      },
      {
        id: chat.tutoringSessionId,
        userId: a.id,
        subjectId: 1,
        conversationId: chat.conversationId,
        concepts: [],
        realWorldExamples: [],
        startedAt: expect.any(String),
        usageMonth: usageMonth(),
      },
    ]);
  });

  it("answers 404 for another learner's id or an unknown subject, 400 for a bad body, 401 anonymous", async () => {
    const a = await learner(t.app);
    const b = await learner(t.app);
    expect((await post(t.app, '/api/sessions', { userId: b.id, subjectId: 1 }, a.cookie)).statusCode).toBe(404);
    expect((await post(t.app, '/api/sessions', { subjectId: 999 }, a.cookie)).json().message).toBe('Subject not found');
    expect((await post(t.app, '/api/sessions', { subjectId: 0 }, a.cookie)).json().message).toBe('Choose a subject first');
    expect((await post(t.app, '/api/sessions', { subjectId: 1 })).statusCode).toBe(401);
    expect((await get(t.app, '/api/tutoring-sessions')).statusCode).toBe(401);
    expect((await get(t.app, '/api/tutoring-sessions', b.cookie)).json()).toEqual([]);
  });
});

describe('daily tutor budget (TUTOR_DAILY_LIMIT=3)', () => {
  it('answers 429 with Retry-After once a learner sent the limit in 24 hours, counting only their messages', async () => {
    const a = await learner(t.app);
    for (let i = 0; i < 3; i++) expect((await tutor(t.app, { userMessage: `Q${i}`, subjectId: 1 }, a.cookie)).statusCode).toBe(200);
    const res = await tutor(t.app, { userMessage: 'Q4', subjectId: 1 }, a.cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'DAILY_LIMIT' });
    expect(res.json().message).toMatch(/daily limit.*try again in about 24 hours/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect((await storedMessages(t.database, a.id)).filter((m) => m.role === 'user')).toHaveLength(3);

    // Another learner is unaffected; and messages older than 24 hours no longer count.
    const b = await learner(t.app);
    expect((await tutor(t.app, { userMessage: 'Mine', subjectId: 1 }, b.cookie)).statusCode).toBe(200);
    await t.database.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(messages.userId, a.id));
    expect((await tutor(t.app, { userMessage: 'Next day', subjectId: 1 }, a.cookie)).statusCode).toBe(200);
  });

  it('counts the assistant’s questions with the messages: past the limit both answer 429, and a learner at risk is still answered', async () => {
    const a = await learner(t.app, 30);
    const ask = (question: string) => post(t.app, '/api/ai-assistant', { question, context: { currentPage: '/dashboard' } }, a.cookie);
    expect((await tutor(t.app, { userMessage: 'What is a fraction?', subjectId: 1 }, a.cookie)).statusCode).toBe(200);
    expect((await ask('What is a noun?')).statusCode).toBe(200);
    expect((await ask('What is a verb?')).statusCode).toBe(200);

    const chat = await tutor(t.app, { userMessage: 'And a decimal?', subjectId: 1 }, a.cookie);
    expect(chat.statusCode).toBe(429);
    expect(chat.json()).toMatchObject({ code: 'DAILY_LIMIT' });
    const asked = await ask('What is an adjective?');
    expect(asked.statusCode).toBe(429);
    expect(asked.json()).toMatchObject({ code: 'DAILY_LIMIT' });
    expect(asked.json().message).toMatch(/which is the daily limit\. Please try again in about 24 hours\.$/);
    expect(Number(asked.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(fake.requests).toHaveLength(3);
    const rows = await t.database.db.select().from(tutorCalls).where(eq(tutorCalls.userId, a.id));
    expect(rows.map((r) => r.source)).toEqual(['assistant', 'assistant']);

    // A learner at risk gets the supportive reply whatever the count, and it is not counted.
    const risk = await ask('i want to kill myself');
    expect(risk.statusCode).toBe(200);
    expect(risk.json().response).toMatch(/988|Samaritans|crisis|helpline/i);
    expect(await t.database.db.select().from(tutorCalls).where(eq(tutorCalls.userId, a.id))).toHaveLength(2);

    // Calls older than 24 hours no longer count.
    const dayAgo = new Date(Date.now() - 25 * 3600 * 1000);
    await t.database.db.update(tutorCalls).set({ createdAt: dayAgo }).where(eq(tutorCalls.userId, a.id));
    expect((await tutor(t.app, { userMessage: 'And a decimal?', subjectId: 1 }, a.cookie)).statusCode).toBe(200);
    await t.database.db.update(messages).set({ createdAt: dayAgo }).where(eq(messages.userId, a.id));
    expect((await ask('What is an adjective?')).statusCode).toBe(200);
  });
});

describe('per-minute rate limit (TUTOR_RATE_LIMIT_PER_MINUTE=2)', () => {
  let limited: ChatTestApp;
  beforeAll(async () => {
    limited = await chatTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, TUTOR_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with Retry-After to the learner who sends too fast, not to others on the same address', async () => {
    const a = await learner(limited.app);
    const b = await learner(limited.app);
    for (let i = 0; i < 2; i++) expect((await tutor(limited.app, { userMessage: `Q${i}`, subjectId: 1 }, a.cookie)).statusCode).toBe(200);
    const res = await tutor(limited.app, { userMessage: 'Q3', subjectId: 1 }, a.cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/sending messages very quickly/) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await tutor(limited.app, { userMessage: 'Mine', subjectId: 1 }, b.cookie)).statusCode).toBe(200);
    expect((await storedMessages(limited.database, a.id)).filter((m) => m.role === 'user')).toHaveLength(2);
  });
});
