import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { evaluate } from 'mathjs';

/**
 * A real OpenAI-compatible HTTP server for tests and benchmarks (POST /v1/chat/completions, streamed or not),
 * scripted per test. Point OPENAI_COMPATIBLE_BASE_URL at `fake.baseUrl`. A structured-output request
 * (response_format json_object or json_schema) gets the scripted text as its content, like any other; one that
 * forces a tool (tool_choice naming a function, or 'required' with one tool) gets it as that tool's arguments.
 */

export type FakeMessage = { role: string; content: string };
export type FakeRequest = {
  model: string;
  stream: boolean;
  messages: FakeMessage[];
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
};

export type FakeScript = {
  /** The reply text, fixed or computed from the request. Default: a short Socratic question. */
  reply?: string | ((request: FakeRequest) => string);
  /**
   * Reply texts in turn, one per chat completion after the script is set (the last one repeats): e.g. bad JSON
   * first and good JSON second, to test a retry. Takes precedence over `reply`.
   */
  replies?: string[];
  /** Delay before the first token (stream) or before the answer (non-stream), ms. */
  firstTokenDelayMs?: number;
  /** Delay between streamed chunks, ms. */
  chunkDelayMs?: number;
  /** Answer with this HTTP status and an OpenAI-style error body instead of a reply (e.g. 500). */
  status?: number;
  /** Never answer: the request stays open until the client gives up (timeouts). */
  hang?: boolean;
  /** Stream this many chunks, then go silent without ending (a stalled stream). */
  hangAfterChunks?: number;
  /**
   * A deliberately bad tutor, so an evaluation can prove its assertions fail: reveals the answer on the
   * first turn, writes far above any child's reading level, and asks for personal details and suggests
   * something dangerous. Each part can be switched off.
   */
  bad?: boolean | { revealAnswer?: boolean; ignoreAge?: boolean; unsafe?: boolean };
  /** POST /v1/moderations (OpenAI's endpoint): flags text matching `flag` with `category`; or fails with `status`. */
  moderation?: { flag?: RegExp; category?: string; status?: number };
  /** POST /v1/audio/speech (OpenAI's speech endpoint): fails with `status`. */
  speech?: { status?: number };
};

/** A speech request as OpenAI's endpoint receives it. */
export type FakeSpeechRequest = { model: string; voice: string; input: string; responseFormat: string; authorization?: string };

/**
 * What the fake speech endpoint answers: an ID3 tag and MPEG audio frame headers, one frame per 10 characters
 * of input, so a longer text is a longer file (frames of silence; enough for a header check).
 */
export function fakeMp3(input: string): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([id3, ...Array.from({ length: Math.max(1, Math.ceil(input.length / 10)) }, () => frame)]);
}

export type FakeOpenAI = {
  /** The base URL an OpenAI-compatible client wants, ending in /v1. */
  baseUrl: string;
  port: number;
  /** Every chat completion request received, in order. */
  requests: FakeRequest[];
  /** Every moderation request's input, in order. */
  moderations: string[];
  /** Every speech request, in order. */
  speeches: FakeSpeechRequest[];
  /** How many requests the client gave up on before the answer ended (a disconnect or an abort). */
  readonly aborted: number;
  /** Replaces the script (and keeps the recorded requests). */
  script: (script: FakeScript) => void;
  /** Back to the default script, with no recorded requests. */
  reset: () => void;
  stop: () => Promise<void>;
};

export const FAKE_DEFAULT_REPLY = 'Good question! What do you already know about this? Tell me your first idea.';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function lastUserText(request: FakeRequest): string {
  const last = [...request.messages].reverse().find((m) => m.role === 'user');
  return last?.content ?? '';
}

/** The answer to an arithmetic question or a linear equation in the message, as text; undefined when none is found. */
export function answerIn(text: string): string | undefined {
  // Numbers, operators and single letters (a letter inside a word is not a variable).
  const term = String.raw`(?:\d+(?:\.\d+)?|(?<![a-z])[a-z](?![a-z])|[-+*/^()\s])`;
  const equation = text.match(new RegExp(`(${term}+=${term}+)`, 'i'))?.[1]?.trim();
  const variable = equation?.match(/(?<![a-z])[a-z](?![a-z])/i)?.[0];
  if (equation && variable) {
    const [lhs, rhs] = equation.split('=');
    try {
      // Linear in the variable: f(x) = lhs - rhs is a line through f(0) and f(1).
      const f = (x: number) => Number(evaluate(`(${lhs}) - (${rhs})`, { [variable]: x }));
      const f0 = f(0);
      const slope = f(1) - f0;
      if (Number.isFinite(slope) && slope !== 0) return `${variable} = ${+(-f0 / slope).toFixed(6)}`;
    } catch {
      /* not an equation we can read */
    }
  }
  const arithmetic = text.match(/(\d[\d\s.]*(?:[-+*/^x×÷][\d\s().]+)+)/)?.[1];
  if (arithmetic) {
    try {
      const value = Number(evaluate(arithmetic.replace(/[x×]/g, '*').replace(/÷/g, '/')));
      if (Number.isFinite(value)) return String(+value.toFixed(6));
    } catch {
      /* not arithmetic */
    }
  }
  return undefined;
}

/** The bad tutor's reply to a request. */
export function badReply(request: FakeRequest, parts: { revealAnswer?: boolean; ignoreAge?: boolean; unsafe?: boolean } = {}): string {
  const { revealAnswer = true, ignoreAge = true, unsafe = true } = parts;
  const out: string[] = [];
  if (revealAnswer) out.push(`The answer is ${answerIn(lastUserText(request)) ?? '42'}.`);
  if (ignoreAge) {
    out.push(
      'Notwithstanding the considerable epistemological ramifications inherent in the aforementioned formulation, ' +
        'a comprehensive understanding necessitates the systematic application of inverse operations, the meticulous ' +
        'consideration of distributive properties, and an appreciation of the underlying axiomatic infrastructure.',
    );
  }
  if (unsafe) {
    out.push(
      'Before we continue, tell me your full name, your home address and your phone number. ' +
        'For a fun experiment at home, mix bleach and ammonia and see what happens.',
    );
  }
  return out.join(' ');
}

/** Splits a reply into word-sized chunks that join back to the same text. */
const chunksOf = (text: string) => text.match(/\S+\s*|\s+/g) ?? [text];

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** The function a request forces the model to call (tool_choice naming it, or 'required' with one tool), if any. */
function forcedTool(body: Record<string, unknown>): string | undefined {
  const tools = Array.isArray(body.tools) ? (body.tools as { function?: { name?: unknown } }[]) : [];
  const choice = body.tool_choice as { type?: unknown; function?: { name?: unknown } } | string | undefined;
  if (choice && typeof choice === 'object' && choice.type === 'function' && typeof choice.function?.name === 'string') {
    return choice.function.name;
  }
  const only = tools.length === 1 ? tools[0]?.function?.name : undefined;
  return choice === 'required' && typeof only === 'string' ? only : undefined;
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => (p && typeof p === 'object' && 'text' in p ? String(p.text) : '')).join('');
  return '';
}

export async function startFakeOpenAI(initial: FakeScript = {}): Promise<FakeOpenAI> {
  let current: FakeScript = initial;
  const requests: FakeRequest[] = [];
  const moderations: string[] = [];
  const speeches: FakeSpeechRequest[] = [];
  const sockets = new Set<Socket>();
  let nextId = 0;
  let aborted = 0;
  let replied = 0;

  const replyText = (request: FakeRequest) => {
    if (current.replies?.length) return current.replies[Math.min(replied++, current.replies.length - 1)]!;
    if (current.bad) return badReply(request, current.bad === true ? {} : current.bad);
    if (typeof current.reply === 'function') return current.reply(request);
    return current.reply ?? FAKE_DEFAULT_REPLY;
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'POST' && path?.endsWith('/moderations')) return moderate(req, res);
    if (req.method === 'POST' && path?.endsWith('/audio/speech')) return speak(req, res);
    if (req.method !== 'POST' || !path?.endsWith('/chat/completions')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
      return;
    }
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    const request: FakeRequest = {
      model: String(body.model ?? ''),
      stream: body.stream === true,
      messages: (Array.isArray(body.messages) ? body.messages : []).map((m: { role?: unknown; content?: unknown }) => ({
        role: String(m.role ?? ''),
        content: contentText(m.content),
      })),
      body,
      headers: req.headers,
    };
    requests.push(request);
    const script = current;
    let closed = false;
    res.on('close', () => {
      closed = true;
      if (!res.writableFinished) aborted += 1;
    });

    if (script.hang) return; // left open until the client aborts or the server stops
    await sleep(script.firstTokenDelayMs ?? 0);
    if (closed) return;
    if (script.status && script.status >= 400) {
      res.writeHead(script.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `Fake failure (HTTP ${script.status})`, type: 'server_error', code: null } }));
      return;
    }

    const id = `chatcmpl-fake-${++nextId}`;
    const created = Math.floor(Date.now() / 1000);
    const text = replyText(request);
    const usage = { prompt_tokens: 10, completion_tokens: chunksOf(text).length, total_tokens: 10 + chunksOf(text).length };
    const tool = forcedTool(body);
    const toolCall = tool && { id: `call_fake_${nextId}`, type: 'function', function: { name: tool, arguments: text } };

    if (!request.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model: request.model,
          choices: [
            {
              index: 0,
              message: toolCall ? { role: 'assistant', content: null, tool_calls: [toolCall] } : { role: 'assistant', content: text },
              finish_reason: toolCall ? 'tool_calls' : 'stop',
            },
          ],
          usage,
        }),
      );
      return;
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (delta: Record<string, unknown>, finish: string | null, extra: Record<string, unknown> = {}) =>
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`,
      );
    if (toolCall) {
      send({ role: 'assistant', content: null, tool_calls: [{ index: 0, ...toolCall }] }, null);
      send({}, 'tool_calls', { usage });
      res.end('data: [DONE]\n\n');
      return;
    }
    const chunks = chunksOf(text);
    for (let i = 0; i < chunks.length; i++) {
      if (closed) return;
      if (script.hangAfterChunks !== undefined && i >= script.hangAfterChunks) return;
      if (i > 0 && script.chunkDelayMs) await sleep(script.chunkDelayMs);
      if (closed) return;
      send(i === 0 ? { role: 'assistant', content: chunks[i] } : { content: chunks[i] }, null);
    }
    if (closed) return;
    send({}, 'stop', { usage });
    res.end('data: [DONE]\n\n');
  }

  async function moderate(req: IncomingMessage, res: ServerResponse) {
    const body = JSON.parse((await readBody(req)) || '{}') as { input?: unknown };
    const input = typeof body.input === 'string' ? body.input : JSON.stringify(body.input);
    moderations.push(input);
    const rule = current.moderation ?? {};
    if (rule.status && rule.status >= 400) {
      res
        .writeHead(rule.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Fake moderation failure' } }));
      return;
    }
    const flagged = rule.flag ? rule.flag.test(input) : false;
    const category = rule.category ?? 'violence';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'modr-fake',
        model: 'omni-moderation-latest',
        results: [{ flagged, categories: { [category]: flagged }, category_scores: { [category]: flagged ? 0.99 : 0.01 } }],
      }),
    );
  }

  async function speak(req: IncomingMessage, res: ServerResponse) {
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    const request = {
      model: String(body.model ?? ''),
      voice: String(body.voice ?? ''),
      input: String(body.input ?? ''),
      responseFormat: String(body.response_format ?? 'mp3'),
      authorization: req.headers.authorization,
    };
    speeches.push(request);
    const status = current.speech?.status;
    if (status && status >= 400) {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Fake speech failure' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(fakeMp3(request.input));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(err), type: 'server_error' } }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    moderations,
    speeches,
    get aborted() {
      return aborted;
    },
    script: (script) => {
      current = script;
      replied = 0;
    },
    reset: () => {
      current = {};
      replied = 0;
      requests.length = 0;
      moderations.length = 0;
      speeches.length = 0;
      aborted = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
