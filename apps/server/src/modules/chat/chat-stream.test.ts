import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, ChatStreamMetaSchema, ChatTutorResponseSchema } from '@brightpath/shared/chat';
import { startFakeOpenAI, type FakeOpenAI } from '@/test/fake-openai.ts';
import { chatTestApp, learner, storedMessages, type ChatTestApp, type Learner } from './chat.test-support.ts';

// Streaming over real HTTP: the app listens on a port, fetch reads the server-sent events as a browser would.
let fake: FakeOpenAI;
let t: ChatTestApp;
let base: string;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  // The provider's deadline: short, so the hanging and stalling cases end soon, yet 8 times the longest reply streamed
  // here (12 words 40 ms apart), so a busy machine never cuts a healthy reply (1.5 s did, once, under load).
  t = await chatTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, TUTOR_TIMEOUT_MS: '4000' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});
beforeEach(() => fake.reset());

type Event = { event: string; data: any; at: number };

function streamRequest(who: Learner, body: Record<string, unknown>, signal?: AbortSignal) {
  return fetch(`${base}/api/chat/tutor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie: who.cookie },
    body: JSON.stringify({ stream: true, ...body }),
    signal,
  });
}

/** Reads events as they arrive; `onEvent` may stop reading by returning false. */
async function readEvents(res: Response, onEvent?: (e: Event) => boolean | void): Promise<Event[]> {
  const events: Event[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = block.match(/^event: (.*)$/m)?.[1] ?? 'message';
      const data = JSON.parse(block.match(/^data: (.*)$/m)?.[1] ?? 'null');
      const e = { event, data, at: Date.now() };
      events.push(e);
      if (onEvent?.(e) === false) {
        await reader.cancel();
        return events;
      }
    }
  }
  return events;
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('POST /api/chat/tutor with stream: true', () => {
  it('streams meta, the reply chunk by chunk, then done; and stores the reply', async () => {
    const a = await learner(t.app, 30);
    fake.script({ reply: words(12), chunkDelayMs: 40 });
    const started = Date.now();
    const res = await streamRequest(a, { userMessage: 'Tell me about plants', subjectId: 2 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const events = await readEvents(res);
    expect(events[0]!.event).toBe('meta');
    const meta = ChatStreamMetaSchema.parse(events[0]!.data);
    expect(meta.provider).toBe('openai-compatible');
    const deltas = events.filter((e) => e.event === 'delta');
    // The first word at once, then a few words at a time (the gate checks finished words in small batches).
    expect(deltas[0]!.data.text).toBe('word0 ');
    expect(deltas.length).toBeGreaterThanOrEqual(3);
    expect(deltas.map((e) => e.data.text).join('')).toBe(words(12));
    // Really streamed: the first words arrived long before the last.
    expect(deltas.at(-1)!.at - deltas[0]!.at).toBeGreaterThan(200);
    expect(deltas[0]!.at - started).toBeLessThan(deltas.at(-1)!.at - started);

    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const body = ChatTutorResponseSchema.parse(done.data);
    expect(body).toMatchObject({
      response: words(12),
      conversationId: meta.conversationId,
      tutoringSessionId: meta.tutoringSessionId,
      moderated: false,
    });
    const stored = await storedMessages(t.database, a.id);
    expect(stored.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Tell me about plants'],
      ['assistant', words(12)],
    ]);
    expect(stored[1]!.id).toBe(body.messageId);
  });

  it('sends the apology as an error event when the provider fails, keeping the learner’s message', async () => {
    const a = await learner(t.app);
    fake.script({ status: 500 });
    const events = await readEvents(await streamRequest(a, { userMessage: 'Fail please', subjectId: 1 }));
    expect(events.map((e) => e.event)).toEqual(['meta', 'error']);
    expect(events[1]!.data).toEqual({ message: CHAT_MESSAGES.apology });
    expect((await storedMessages(t.database, a.id)).map((m) => [m.role, m.content])).toEqual([['user', 'Fail please']]);
  });

  it('sends the apology when the provider hangs or stalls mid-reply, storing no partial reply', async () => {
    const a = await learner(t.app);
    fake.script({ hang: true });
    const hung = await readEvents(await streamRequest(a, { userMessage: 'Hello?', subjectId: 1 }));
    expect(hung.map((e) => e.event)).toEqual(['meta', 'error']);

    fake.script({ reply: words(10), hangAfterChunks: 3 });
    const stalled = await readEvents(await streamRequest(a, { userMessage: 'Hello again?', subjectId: 1 }));
    expect(stalled[0]!.event).toBe('meta');
    expect(stalled.at(-1)).toMatchObject({ event: 'error', data: { message: CHAT_MESSAGES.apology } });
    expect((await storedMessages(t.database, a.id)).map((m) => m.role)).toEqual(['user', 'user']);
  });

  it('stops the provider call when the learner disconnects, and stores no reply', async () => {
    const a = await learner(t.app);
    fake.script({ reply: words(40), chunkDelayMs: 100 });
    const controller = new AbortController();
    const res = await streamRequest(a, { userMessage: 'Long answer please', subjectId: 1 }, controller.signal);
    const seen = await readEvents(res, (e) => e.event !== 'delta');
    expect(seen.at(-1)!.event).toBe('delta');
    controller.abort();
    await expect.poll(() => fake.aborted, { timeout: 3000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    expect((await storedMessages(t.database, a.id)).map((m) => m.role)).toEqual(['user']);
  });

  it('rejects a blank message with JSON 400, not a stream', async () => {
    const a = await learner(t.app);
    const res = await streamRequest(a, { userMessage: '', subjectId: 1 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(CHAT_MESSAGES.messageRequired);
  });
});

describe('graceful shutdown', () => {
  it('lets a stream in flight finish when the app closes', async () => {
    const own = await chatTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl });
    const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const a = await learner(own.app);
    fake.script({ reply: words(8), chunkDelayMs: 50 });
    const res = await fetch(`${url}/api/chat/tutor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie: a.cookie },
      body: JSON.stringify({ stream: true, userMessage: 'Finish before closing', subjectId: 1 }),
    });
    let closing: Promise<void> | undefined;
    const events = await readEvents(res, (e) => {
      if (e.event === 'delta' && !closing) closing = own.app.close();
    });
    await closing;
    expect(events.at(-1)!.event).toBe('done');
    expect((await storedMessages(own.database, a.id)).map((m) => m.role)).toEqual(['user', 'assistant']);
    await own.database.close();
  });
});

describe('the offline tutor, streamed', () => {
  it('streams its reply as events and stores it', async () => {
    const off = await chatTestApp();
    try {
      const url = await off.app.listen({ port: 0, host: '127.0.0.1' });
      const a = await learner(off.app, 15);
      const res = await fetch(`${url}/api/chat/tutor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url, cookie: a.cookie },
        body: JSON.stringify({ stream: true, userMessage: 'What is photosynthesis?', subjectId: 2 }),
      });
      const events = await readEvents(res);
      expect(events[0]).toMatchObject({ event: 'meta', data: { provider: 'offline' } });
      const done = events.at(-1)!;
      expect(done.event).toBe('done');
      expect(
        events
          .filter((e) => e.event === 'delta')
          .map((e) => e.data.text)
          .join(''),
      ).toBe(done.data.response);
      expect((await storedMessages(off.database, a.id)).at(-1)!.content).toBe(done.data.response);
    } finally {
      await off.close();
    }
  });
});
