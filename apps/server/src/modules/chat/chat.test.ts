import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@brightpath/shared/chat';
import { get, post } from '@/test/helpers.ts';
import { FAKE_DEFAULT_REPLY, startFakeOpenAI, type FakeOpenAI } from '@/test/fake-openai.ts';
import { chatTestApp, learner, sessionOf, storedConversations, storedMessages, tutor, type ChatTestApp } from './chat.test-support.ts';

// The tutor over HTTP: the real pipeline against a real OpenAI-compatible server (the fake).
let fake: FakeOpenAI;
let t: ChatTestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  // Short, so the hanging provider's case ends soon, yet far above a healthy reply's time on a busy machine.
  t = await chatTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, TUTOR_TIMEOUT_MS: '2000' });
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});
beforeEach(() => fake.reset());

describe('POST /api/chat/tutor (JSON)', () => {
  it('answers the provider’s reply, stores both messages and starts one tutoring session', async () => {
    const a = await learner(t.app, 12);
    const res = await tutor(t.app, { userMessage: '  What is a fraction?  ', subjectId: 1 }, a.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      response: FAKE_DEFAULT_REPLY,
      conversationId: expect.any(Number),
      messageId: expect.any(Number),
      tutoringSessionId: expect.any(Number),
      provider: 'openai-compatible',
      moderated: false,
    });
    const stored = await storedMessages(t.database, a.id);
    expect(stored.map((m) => [m.role, m.content, m.provider])).toEqual([
      ['user', 'What is a fraction?', null],
      ['assistant', FAKE_DEFAULT_REPLY, 'openai-compatible'],
    ]);
    expect(stored[1]!.id).toBe(body.messageId);
    expect((await sessionOf(t.database, a.id, body.conversationId))?.id).toBe(body.tutoringSessionId);
    // The provider got the learner's words and no name or e-mail.
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.messages.at(-1)).toEqual({ role: 'user', content: 'What is a fraction?' });
    expect(JSON.stringify(fake.requests[0]!.body)).not.toMatch(/Sam|@example\.com/);
  });

  it('continues the given conversation with the stored history, in the same session', async () => {
    const a = await learner(t.app, 15);
    fake.script({ reply: 'First reply.' });
    const first = (await tutor(t.app, { userMessage: 'Question one', subjectId: 2 }, a.cookie)).json();
    fake.script({ reply: 'Second reply.' });
    const second = (
      await tutor(
        t.app,
        {
          userMessage: 'Question two',
          subjectId: 2,
          conversationId: first.conversationId,
          conversationHistory: [{ role: 'user', content: 'made up' }],
        },
        a.cookie,
      )
    ).json();
    expect(second.conversationId).toBe(first.conversationId);
    expect(second.tutoringSessionId).toBe(first.tutoringSessionId);
    const sent = fake.requests[1]!.messages.filter((m) => m.role !== 'system');
    expect(sent).toEqual([
      { role: 'user', content: 'Question one' },
      { role: 'assistant', content: 'First reply.' },
      { role: 'user', content: 'Question two' },
    ]);
    // Another subject is another conversation and another session.
    const other = (await tutor(t.app, { userMessage: 'History question', subjectId: 4 }, a.cookie)).json();
    expect(other.conversationId).not.toBe(first.conversationId);
    expect(other.tutoringSessionId).not.toBe(first.tutoringSessionId);
  });

  it('uses the client’s history only to seed a conversation the server has no turns of', async () => {
    const a = await learner(t.app);
    const hint = [
      { role: 'user', content: 'Earlier question' },
      { role: 'assistant', content: 'Earlier answer' },
    ];
    await tutor(t.app, { userMessage: 'Go on', subjectId: 1, conversationHistory: hint }, a.cookie);
    expect(fake.requests[0]!.messages.filter((m) => m.role !== 'system')).toEqual([...hint, { role: 'user', content: 'Go on' }]);
  });

  it('keeps the learner’s message and answers the apology (502) when the provider fails, then a retry works', async () => {
    const a = await learner(t.app);
    fake.script({ status: 500 });
    const res = await tutor(t.app, { userMessage: 'Explain photosynthesis', subjectId: 2 }, a.cookie);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      statusCode: 502,
      code: 'TUTOR_UNAVAILABLE',
      message: CHAT_MESSAGES.apology,
      conversationId: expect.any(Number),
    });
    expect((await storedMessages(t.database, a.id)).map((m) => [m.role, m.content])).toEqual([['user', 'Explain photosynthesis']]);
    // One retry at most: a failing provider is not hammered.
    expect(fake.requests.length).toBeLessThanOrEqual(2);

    fake.script({ reply: 'Plants make food from light.' });
    // The retry goes to the conversation the failed message was kept in.
    const retry = await tutor(
      t.app,
      { userMessage: 'Explain photosynthesis', subjectId: 2, conversationId: res.json().conversationId },
      a.cookie,
    );
    expect(retry.statusCode).toBe(200);
    expect((await storedMessages(t.database, a.id)).map((m) => m.role)).toEqual(['user', 'user', 'assistant']);
    // The failed turn stays in the context, without an apology in between.
    expect(
      fake.requests
        .at(-1)!
        .messages.filter((m) => m.role !== 'system')
        .map((m) => m.role),
    ).toEqual(['user', 'user']);
  });

  it('answers the apology when the provider does not answer in TUTOR_TIMEOUT_MS, keeping the message', async () => {
    const a = await learner(t.app);
    fake.script({ hang: true });
    const started = Date.now();
    const res = await tutor(t.app, { userMessage: 'Are you there?', subjectId: 1 }, a.cookie);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(CHAT_MESSAGES.apology);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await storedMessages(t.database, a.id)).map((m) => m.content)).toEqual(['Are you there?']);
  });

  it('rejects a blank message, a missing subject and an unknown subject with the specified messages', async () => {
    const a = await learner(t.app);
    const blank = await tutor(t.app, { userMessage: '   ', subjectId: 1 }, a.cookie);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: CHAT_MESSAGES.messageRequired });
    const missing = await tutor(t.app, { userMessage: 'Hi' }, a.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose a subject first');
    const tooLong = await tutor(t.app, { userMessage: 'x'.repeat(4001), subjectId: 1 }, a.cookie);
    expect(tooLong.json().message).toBe(CHAT_MESSAGES.messageTooLong);
    const unknown = await tutor(t.app, { userMessage: 'Hi', subjectId: 9999 }, a.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Subject not found');
    expect(await storedMessages(t.database, a.id)).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it('answers 401 to an anonymous caller before looking at the body', async () => {
    const res = await tutor(t.app, { userMessage: '' });
    expect(res.statusCode).toBe(401);
  });
});

describe('ownership', () => {
  it("answers 404 for another learner's conversation, in the chat and in the message list", async () => {
    const a = await learner(t.app);
    const b = await learner(t.app);
    const mine = (await tutor(t.app, { userMessage: 'Private question', subjectId: 1 }, a.cookie)).json();
    const read = await get(t.app, `/api/conversations/${mine.conversationId}/messages`, b.cookie);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Conversation not found');
    const write = await tutor(t.app, { userMessage: 'Sneaky', subjectId: 1, conversationId: mine.conversationId }, b.cookie);
    expect(write.statusCode).toBe(404);
    expect(await storedMessages(t.database, b.id)).toEqual([]);
    expect(await storedConversations(t.database, b.id)).toEqual([]);
    expect((await get(t.app, '/api/conversations', b.cookie)).json()).toEqual([]);
    expect((await get(t.app, '/api/tutoring-sessions', b.cookie)).json()).toEqual([]);
    expect((await get(t.app, `/api/conversations/${mine.conversationId}/messages`)).statusCode).toBe(401);
  });

  it('answers 404 for one of the caller’s conversations named with another subject', async () => {
    const a = await learner(t.app);
    const c = (await tutor(t.app, { userMessage: 'Maths', subjectId: 1 }, a.cookie)).json();
    const res = await tutor(t.app, { userMessage: 'Science now', subjectId: 2, conversationId: c.conversationId }, a.cookie);
    expect(res.statusCode).toBe(404);
  });
});

describe('conversations', () => {
  it('creates an empty conversation, which the first message names, and lists them newest first', async () => {
    const a = await learner(t.app);
    const created = await post(t.app, '/api/conversations', { subjectId: 3 }, a.cookie);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ subjectId: 3, title: 'New conversation', messageCount: 0 });
    const id = created.json().id;
    expect((await get(t.app, `/api/conversations/${id}/messages`, a.cookie)).json()).toEqual([]);

    const reply = (
      await tutor(t.app, { userMessage: 'What makes a good essay introduction?', subjectId: 3, conversationId: id }, a.cookie)
    ).json();
    expect(reply.conversationId).toBe(id);
    await tutor(t.app, { userMessage: 'Fractions please', subjectId: 1 }, a.cookie);

    const list = (await get(t.app, '/api/conversations', a.cookie)).json();
    expect(list.map((c: { subjectId: number; title: string; messageCount: number }) => [c.subjectId, c.title, c.messageCount])).toEqual([
      [1, 'Fractions please', 2],
      [3, 'What makes a good essay introduction?', 2],
    ]);
    const filtered = (await get(t.app, '/api/conversations?subjectId=3', a.cookie)).json();
    expect(filtered.map((c: { id: number }) => c.id)).toEqual([id]);
    expect((await get(t.app, '/api/conversations?subjectId=abc', a.cookie)).statusCode).toBe(400);

    const msgs = (await get(t.app, `/api/conversations/${id}/messages`, a.cookie)).json();
    expect(msgs).toEqual([
      {
        id: expect.any(Number),
        conversationId: id,
        role: 'user',
        content: 'What makes a good essay introduction?',
        createdAt: expect.any(String),
        provider: null,
      },
      {
        id: reply.messageId,
        conversationId: id,
        role: 'assistant',
        content: FAKE_DEFAULT_REPLY,
        createdAt: expect.any(String),
        provider: 'openai-compatible',
      },
    ]);
  });

  it('validates the new conversation body and the subject', async () => {
    const a = await learner(t.app);
    expect((await post(t.app, '/api/conversations', {}, a.cookie)).json().message).toBe('Choose a subject first');
    expect((await post(t.app, '/api/conversations', { subjectId: 777 }, a.cookie)).statusCode).toBe(404);
    expect((await post(t.app, '/api/conversations', { subjectId: 1 })).statusCode).toBe(401);
  });
});
