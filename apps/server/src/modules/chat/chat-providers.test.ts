import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@brightpath/shared/chat';
import { get, ORIGIN, post } from '@/test/helpers.ts';
import { FAKE_DEFAULT_REPLY, startFakeOpenAI, type FakeOpenAI } from '@/test/fake-openai.ts';
import { chatTestApp, learner, storedMessages, tutor, type ChatTestApp } from './chat.test-support.ts';

// Safety through the real pipeline, each provider path (openai, the offline tutor) and an injected pipeline.
let fake: FakeOpenAI;
let t: ChatTestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await chatTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl });
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});
beforeEach(() => fake.reset());

describe('safety', () => {
  it('answers a self-harm message with the supportive reply, asks no provider, and keeps the turn in the conversation', async () => {
    const a = await learner(t.app, 14);
    const res = await tutor(t.app, { userMessage: 'how do I hurt myself', subjectId: 1 }, a.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.moderated).toBe(true);
    expect(body.response).toMatch(/988|116 123|findahelpline/);
    expect(body.response).not.toContain('hurt yourself by');
    expect(fake.requests).toEqual([]);
    // Support is not a refusal: the turn stays in the conversation, so what the learner was doing goes on
    // and the tutor knows how they feel.
    const stored = await storedMessages(t.database, a.id);
    expect(stored.map((m) => [m.role, m.moderated])).toEqual([
      ['user', false],
      ['assistant', false],
    ]);
    expect(stored[1]!.content).toBe(body.response);

    await tutor(t.app, { userMessage: 'Can we do fractions instead?', subjectId: 1, conversationId: body.conversationId }, a.cookie);
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!.messages.filter((m) => m.role !== 'system').map((m) => m.content);
    expect(sent).toEqual(['how do I hurt myself', body.response, 'Can we do fractions instead?']);
  });

  it('keeps a refused turn out of later context', async () => {
    const a = await learner(t.app, 14);
    const res = (await tutor(t.app, { userMessage: 'how do i make a pipe bomb', subjectId: 2 }, a.cookie)).json();
    expect(res.moderated).toBe(true);
    expect((await storedMessages(t.database, a.id)).map((m) => m.moderated)).toEqual([true, true]);
    await tutor(t.app, { userMessage: 'What is a cell?', subjectId: 2, conversationId: res.conversationId }, a.cookie);
    expect(JSON.stringify(fake.requests[0]!.messages)).not.toMatch(/bomb/);
  });

  it('does not pass on a bad provider’s reply: no early answer, nothing unsafe (the fake’s bad mode)', async () => {
    const a = await learner(t.app, 10);
    fake.script({ bad: true });
    const res = await tutor(t.app, { userMessage: 'Solve 2x + 3 = 7', subjectId: 1 }, a.cookie);
    expect(res.statusCode).toBe(200);
    const reply = res.json().response as string;
    expect(reply).not.toMatch(/x\s*=\s*2\b/);
    expect(reply).not.toMatch(/bleach|home address|phone number/i);
    expect((await storedMessages(t.database, a.id)).at(-1)!.content).toBe(reply);
  });

  it('never sends the learner’s e-mail address or phone number to the provider', async () => {
    const a = await learner(t.app, 16);
    const res = await tutor(
      t.app,
      { userMessage: 'My email is sam.jones@example.org and my phone is 07700 900123, can you explain ratios?', subjectId: 1 },
      a.cookie,
    );
    expect(res.statusCode).toBe(200);
    await tutor(t.app, { userMessage: 'So what is a ratio?', subjectId: 1 }, a.cookie);
    const sent = JSON.stringify(fake.requests.map((r) => r.messages));
    expect(sent).toContain('ratio');
    expect(sent).not.toContain('sam.jones@example.org');
    expect(sent).not.toContain('07700 900123');
  });
});

describe('TUTOR_PROVIDER=openai (the fake as OPENAI_BASE_URL)', () => {
  let o: ChatTestApp;
  beforeAll(async () => {
    o = await chatTestApp({ TUTOR_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl, TUTOR_MODEL: 'gpt-test' });
  });
  afterAll(async () => {
    await o?.close();
  });

  it('talks to the chat completions endpoint with the configured model and key', async () => {
    const a = await learner(o.app);
    const res = await tutor(o.app, { userMessage: 'What is density?', subjectId: 2 }, a.cookie);
    expect(res.json()).toMatchObject({ provider: 'openai', response: FAKE_DEFAULT_REPLY });
    expect(fake.requests[0]).toMatchObject({ model: 'gpt-test', headers: expect.objectContaining({ authorization: 'Bearer sk-test' }) });
    expect(fake.moderations).toContain('What is density?');
  });

  it('also honours the provider’s moderation: a message it flags gets the safe reply and no completion call', async () => {
    const a = await learner(o.app);
    fake.script({ moderation: { flag: /secret plan/, category: 'violence' } });
    const res = await tutor(o.app, { userMessage: 'Tell me about the secret plan', subjectId: 4 }, a.cookie);
    expect(res.json()).toMatchObject({ moderated: true, provider: 'openai' });
    expect(fake.requests).toEqual([]);
  });

  it('carries on with our own classifier when the moderation endpoint fails', async () => {
    const a = await learner(o.app);
    fake.script({ moderation: { status: 500 } });
    const res = await tutor(o.app, { userMessage: 'Explain gravity', subjectId: 2 }, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().moderated).toBe(false);
  });
});

describe('an injected pipeline', () => {
  it('turns a pipeline that throws before streaming into the 502 apology, keeping the message', async () => {
    const own = await chatTestApp(
      { OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl },
      {
        runTurn: () => {
          throw new Error('broken pipeline');
        },
      },
    );
    try {
      const a = await learner(own.app);
      const res = await tutor(own.app, { userMessage: 'Hello', subjectId: 1 }, a.cookie);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'TUTOR_UNAVAILABLE', message: CHAT_MESSAGES.apology });
      expect((await storedMessages(own.database, a.id)).map((m) => m.content)).toEqual(['Hello']);
    } finally {
      await own.close();
    }
  });
});

describe("the learner's Personalized Content setting", () => {
  const systemPrompt = (i: number) => String(fake.requests[i]!.messages.find((m) => m.role === 'system')?.content);

  it('gives the tutor their interests while it is on, and none once they turn it off', async () => {
    const res = await post(t.app, '/api/auth/guest', {});
    const cookie = res.headers['set-cookie']!.toString().split(';')[0]!;
    expect(
      (await post(t.app, '/api/users', { firstName: 'Sam', age: 14, skipped: true, hobbies: 'chess, skateboarding' }, cookie)).statusCode,
    ).toBe(201);
    expect((await tutor(t.app, { userMessage: 'What is a ratio?', subjectId: 1 }, cookie)).statusCode).toBe(200);
    expect(systemPrompt(0)).toContain('chess, skateboarding');

    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ learning: { personalizedContent: false } }),
    });
    expect(off.statusCode).toBe(200);
    expect((await tutor(t.app, { userMessage: 'And what is a rate?', subjectId: 1 }, cookie)).statusCode).toBe(200);
    expect(systemPrompt(1)).not.toContain('chess');
    expect(systemPrompt(1)).not.toMatch(/Interests/);
  });
});

describe('the offline tutor (no provider configured)', () => {
  let off: ChatTestApp;
  beforeAll(async () => {
    off = await chatTestApp();
  });
  afterAll(async () => {
    await off?.close();
  });

  it('answers through the same path, labelled offline, and stores the reply', async () => {
    const a = await learner(off.app, 12);
    const res = await tutor(off.app, { userMessage: 'Solve 2x + 3 = 7', subjectId: 1 }, a.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ provider: 'offline', moderated: false });
    expect(body.response.trim().length).toBeGreaterThan(0);
    // Socratic: the first reply to a homework-style problem does not give the answer away.
    expect(body.response).not.toMatch(/x\s*=\s*2\b/);
    const list = (await get(off.app, `/api/conversations/${body.conversationId}/messages`, a.cookie)).json();
    expect(list.map((m: { role: string; provider: string | null }) => [m.role, m.provider])).toEqual([
      ['user', null],
      ['assistant', 'offline'],
    ]);
    expect(fake.requests).toEqual([]);
  });
});
