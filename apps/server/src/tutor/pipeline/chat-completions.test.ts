import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APICallError } from '@ai-sdk/provider';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '@/test/fake-openai.ts';
import { agents, chatMessages, openChatCompletionsText, textStreamOf, withChatCompletionsText } from './chat-completions.ts';
import { modelText, toPrompt } from './model-stream.ts';
import { createTutorModel } from './providers.ts';
import { loadConfig } from '@/config.ts';

const prompt = toPrompt('Be kind.', [
  { role: 'user', content: 'Hi' },
  { role: 'assistant', content: 'Hello!' },
  { role: 'user', content: 'What is a verb?' },
]);
const collect = async (gen: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const t of gen) out.push(t);
  return out;
};
const signal = () => new AbortController().signal;

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());
const endpoint = () => ({ baseURL: fake.baseUrl, apiKey: 'sk-test', model: 'tutor-model' });

/** A server that writes exactly the bytes a test gives it, for what the fake provider never sends. */
async function rawServer(answer: (res: ServerResponse) => void) {
  let connections = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => answer(res));
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
const delta = (content: string) => event({ choices: [{ index: 0, delta: { content }, finish_reason: null }] });

describe('the Chat Completions reader (openai-compatible provider)', () => {
  it('sends the model, the turns and the key, and yields the reply’s pieces in order', async () => {
    fake.script({ reply: 'A verb is a doing word.' });
    const pieces = await collect(await openChatCompletionsText(endpoint(), prompt, signal()));
    expect(pieces.join('')).toBe('A verb is a doing word.');
    expect(pieces.length).toBeGreaterThan(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ model: 'tutor-model', stream: true });
    expect(request!.messages).toEqual([
      { role: 'system', content: 'Be kind.' },
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'What is a verb?' },
    ]);
    expect(request!.headers.authorization).toBe('Bearer sk-test');
  });

  it('sends the same messages as the SDK’s own openai-compatible model', async () => {
    const sdk = createOpenAICompatible({ name: 'x', baseURL: fake.baseUrl, apiKey: 'k' }).chatModel('tutor-model');
    const { stream } = await sdk.doStream({ prompt, abortSignal: signal() });
    await collect(
      (async function* () {
        const reader = stream.getReader();
        for (let r = await reader.read(); !r.done; r = await reader.read()) yield '';
      })(),
    );
    expect(chatMessages(prompt)).toEqual(fake.requests[0]!.messages);
  });

  it('rejects an error answer with an APICallError: the provider’s message, the status, retryable for 5xx and 429 only', async () => {
    for (const [status, retryable] of [
      [500, true],
      [429, true],
      [400, false],
      [401, false],
    ] as const) {
      fake.script({ status });
      const err = await openChatCompletionsText(endpoint(), prompt, signal()).catch((e: unknown) => e);
      expect(APICallError.isInstance(err)).toBe(true);
      expect(err).toMatchObject({ statusCode: status, isRetryable: retryable, message: `Fake failure (HTTP ${status})` });
    }
  });

  it('rejects a server it cannot reach with a retryable APICallError', async () => {
    const gone = await rawServer((res) => res.end());
    await gone.close();
    const err = await openChatCompletionsText({ baseURL: gone.baseURL, model: 'm' }, prompt, signal()).catch((e: unknown) => e);
    expect(APICallError.isInstance(err)).toBe(true);
    expect(err).toMatchObject({ isRetryable: true });
    expect((err as Error).message).toMatch(/^Cannot connect to API/);
  });

  it('reads letters split across packets, ignores comments and empty deltas, and stops at [DONE]', async () => {
    const server = await rawServer((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const bytes = Buffer.from(
        `: keep-alive\n\n${delta('Voilà ')}${delta('')}${delta('😀 fin')}data: [DONE]\n\n${delta('after the end')}`,
      );
      // One byte at a time: every character and every line is cut somewhere. The response is left open after
      // the last byte: [DONE] alone ends the reply.
      let i = 0;
      const next = () => {
        if (i >= bytes.length) return;
        res.write(bytes.subarray(i, ++i));
        setImmediate(next);
      };
      next();
    });
    const pieces = await collect(await openChatCompletionsText({ baseURL: server.baseURL, model: 'm' }, prompt, signal()));
    expect(pieces.join('')).toBe('Voilà 😀 fin');
    await server.close();
  });

  it('keeps the connection for the next reply once a reply has ended, and closes it when the reader stops early', async () => {
    const server = await rawServer((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(delta('Hello '));
      setTimeout(() => res.end(`${delta('there.')}data: [DONE]\n\n`), 20);
    });
    const open = () => openChatCompletionsText({ baseURL: server.baseURL, model: 'm' }, prompt, signal());
    // The socket goes back to the pool once the response has ended, just after the reader's last piece.
    const host = new URL(server.baseURL).host;
    const pooled = () =>
      Object.entries(agents.http.freeSockets)
        .filter(([name]) => name.startsWith(`${host}:`))
        .reduce((n, [, sockets]) => n + (sockets?.length ?? 0), 0);
    expect((await collect(await open())).join('')).toBe('Hello there.');
    await expect.poll(pooled).toBe(1);
    expect((await collect(await open())).join('')).toBe('Hello there.');
    await expect.poll(pooled).toBe(1);
    expect(server.connections()).toBe(1);
    for await (const _ of await open()) break;
    expect(pooled()).toBe(0);
    expect((await collect(await open())).join('')).toBe('Hello there.');
    expect(server.connections()).toBe(2);
    await server.close();
  });

  it('sends a request again on a new connection when the kept-alive one was closed by the server, without the retry delay', async () => {
    let requests = 0;
    const server = await rawServer((res) => {
      requests += 1;
      // The second request arrives on the kept-alive socket just as the server closes it.
      if (requests === 2) return res.socket!.destroy();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`${delta('Fine.')}data: [DONE]\n\n`);
    });
    const host = new URL(server.baseURL).host;
    const pooled = () => Object.entries(agents.http.freeSockets).filter(([name]) => name.startsWith(`${host}:`)).length;
    const open = () => openChatCompletionsText({ baseURL: server.baseURL, model: 'm' }, prompt, signal());
    expect((await collect(await open())).join('')).toBe('Fine.');
    await expect.poll(pooled).toBe(1);
    expect((await collect(await open())).join('')).toBe('Fine.');
    expect(requests).toBe(3);
    expect(server.connections()).toBe(2);
    await server.close();
  });

  it('rejects with the message of an error event in the stream, after the pieces before it', async () => {
    const server = await rawServer((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`${delta('Half ')}${event({ error: { message: 'The model is overloaded.' } })}`);
    });
    const out: string[] = [];
    const err = await (async () => {
      for await (const piece of await openChatCompletionsText({ baseURL: server.baseURL, model: 'm' }, prompt, signal())) out.push(piece);
    })().catch((e: unknown) => e);
    expect(out).toEqual(['Half ']);
    expect((err as Error).message).toBe('The model is overloaded.');
    await server.close();
  });

  it('rejects an event that is not JSON', async () => {
    const server = await rawServer((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {not json\n\n');
    });
    const stream = await openChatCompletionsText({ baseURL: server.baseURL, model: 'm' }, prompt, signal());
    await expect(collect(stream)).rejects.toThrow('not JSON');
    await server.close();
  });

  it('stops with the abort signal’s reason, before the answer and while it streams, and closes the request', async () => {
    fake.script({ hang: true });
    const before = new AbortController();
    const opening = openChatCompletionsText(endpoint(), prompt, before.signal);
    setTimeout(() => before.abort(new Error('left before the answer')), 30);
    await expect(opening).rejects.toThrow('left before the answer');

    fake.script({ reply: 'one two three four five six', chunkDelayMs: 200 });
    const during = new AbortController();
    const stream = await openChatCompletionsText(endpoint(), prompt, during.signal);
    const seen: string[] = [];
    const reading = (async () => {
      for await (const piece of stream) {
        seen.push(piece);
        during.abort(new Error('timed out'));
      }
    })();
    await expect(reading).rejects.toThrow('timed out');
    expect(seen).toHaveLength(1);
    await expect.poll(() => fake.aborted).toBe(2);
  });

  it('raises nothing after an abort followed at once by leaving the loop (a gate that stopped a draft)', async () => {
    // Both while the reply streams and once all of it has arrived (no delay between chunks): the socket must not be
    // destroyed with the abort's reason as it goes back to the pool (an uncaught error).
    for (const chunkDelayMs of [20, 0]) {
      fake.reset();
      fake.script({ reply: 'one two three four five six', chunkDelayMs });
      const controller = new AbortController();
      for await (const _ of await openChatCompletionsText(endpoint(), prompt, controller.signal)) {
        controller.abort();
        break;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(fake.requests).toHaveLength(1);
  });

  it('closes the response when the reader stops early', async () => {
    fake.script({ reply: 'one two three four five six', chunkDelayMs: 50 });
    for await (const _ of await openChatCompletionsText(endpoint(), prompt, signal())) break;
    await expect.poll(() => fake.aborted).toBe(1);
  });
});

describe('the openai-compatible tutor model', () => {
  it('is the SDK’s model with the reader attached; modelText reads through it and retries a 5xx once', async () => {
    const config = loadConfig({ NODE_ENV: 'test', OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, TUTOR_MODEL: 'local' }).tutor;
    const { model } = createTutorModel(config);
    expect(textStreamOf(model as never)).toBeTypeOf('function');
    expect((model as { provider: string }).provider).toContain('openai-compatible');

    fake.script({ status: 503 });
    const first = modelText(model, {
      system: 'Be kind.',
      messages: [{ role: 'user', content: 'Hi' }],
      abortSignal: signal(),
      maxRetries: 1,
      retryDelayMs: 1,
    });
    await expect(collect(first)).rejects.toMatchObject({ statusCode: 503 });
    expect(fake.requests).toHaveLength(2);

    fake.reset();
    fake.script({ reply: 'Hello there.' });
    const text = await collect(
      modelText(model, { system: 'Be kind.', messages: [{ role: 'user', content: 'Hi' }], abortSignal: signal(), maxRetries: 1 }),
    );
    expect(text.join('')).toBe('Hello there.');
    expect(fake.requests[0]!.model).toBe('local');
  });

  it('leaves a model without the reader to its own doStream', () => {
    const sdk = createOpenAICompatible({ name: 'x', baseURL: fake.baseUrl }).chatModel('m');
    expect(textStreamOf(sdk)).toBeUndefined();
    expect(textStreamOf(withChatCompletionsText(sdk, { baseURL: fake.baseUrl, model: 'm' }))).toBeTypeOf('function');
  });
});
