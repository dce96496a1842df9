// A minimal OpenAI-compatible provider with a FIXED first-token delay, for the tutor-streaming benchmark
// (DESIGN.md section 6: "time to first token adds under 10 ms to the provider's own").
//
// POST /v1/chat/completions, streamed (SSE chat.completion.chunk events, then `data: [DONE]`) or not.
// The reply is a neutral guiding question (no answer, nothing the tutor's guards would rewrite), sent one
// word per chunk, each chunk a whole word with its trailing space, so a word-by-word gate has nothing to hold.
//
// Env: PORT, HOST (127.0.0.1), FAKE_LLM_FIRST_TOKEN_MS (200): from the request body being read to the first
// chunk; FAKE_LLM_CHUNK_MS (10): between chunks; FAKE_LLM_REPLY: the reply text, where `{n}` becomes the request's
// number (so each reply is new, e.g. to a speech cache).
//
// Bench-only endpoints (never called by the server under test):
//   GET  /health          200 once listening
//   GET  /_bench/last     timings of the most recent completion (process.hrtime, CLOCK_MONOTONIC, shared by
//                         every process on the machine, so they line up with the load generator's clock)
//   GET  /_bench/stats    { requests, streams, inFlight, maxInFlight }; POST /_bench/reset clears maxInFlight
//   GET  /_bench/body     the raw body of the most recent completion request (to replay it directly)
import { createServer } from 'node:http';

const FIRST_TOKEN_MS = Number(process.env.FAKE_LLM_FIRST_TOKEN_MS ?? 200);
const CHUNK_MS = Number(process.env.FAKE_LLM_CHUNK_MS ?? 10);
export const DEFAULT_REPLY = 'What do you already know about this topic? Tell me one idea and we will build on it.';
const REPLY = process.env.FAKE_LLM_REPLY || DEFAULT_REPLY;
/** The reply to the n-th request, and its chunks: one word each, with its trailing space. */
function replyFor(n) {
  const text = REPLY.replaceAll('{n}', String(n));
  return { text, chunks: text.match(/\S+\s*/g) ?? [text] };
}

const now = () => Number(process.hrtime.bigint()) / 1e6; // ms, monotonic, machine-wide
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let nextId = 0;
let requests = 0;
let streams = 0;
let inFlight = 0;
let maxInFlight = 0;
let last = null;
let lastBody = '';

function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function completion(req, res, arrivedAt) {
  const parts = [];
  for await (const part of req) parts.push(part);
  const raw = Buffer.concat(parts).toString('utf8');
  const readAt = now();
  let body;
  try {
    body = JSON.parse(raw || '{}');
  } catch {
    return json(res, 400, { error: { message: 'Invalid JSON body', type: 'invalid_request_error' } });
  }
  lastBody = raw;
  requests += 1;
  const { text: reply, chunks } = replyFor(requests);
  inFlight += 1;
  maxInFlight = Math.max(maxInFlight, inFlight);
  const timing = { arrivedAt, readAt, firstChunkAt: undefined, endAt: undefined, stream: body.stream === true, bytes: raw.length };
  last = timing;
  let closed = false;
  res.on('close', () => {
    closed = true;
    inFlight -= 1;
  });

  await sleep(FIRST_TOKEN_MS);
  if (closed) return;
  const id = `chatcmpl-bench-${++nextId}`;
  const created = Math.floor(Date.now() / 1000);
  const model = String(body.model ?? 'fake');
  const usage = {
    prompt_tokens: Math.ceil(raw.length / 4),
    completion_tokens: chunks.length,
    total_tokens: Math.ceil(raw.length / 4) + chunks.length,
  };

  if (!timing.stream) {
    timing.firstChunkAt = now();
    json(res, 200, {
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
      usage,
    });
    timing.endAt = now();
    return;
  }

  streams += 1;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const send = (delta, finish, extra = {}) =>
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`,
    );
  for (let i = 0; i < chunks.length; i++) {
    if (i > 0 && CHUNK_MS > 0) await sleep(CHUNK_MS);
    if (closed) return;
    send(i === 0 ? { role: 'assistant', content: chunks[i] } : { content: chunks[i] }, null);
    if (i === 0) timing.firstChunkAt = now();
  }
  send({}, 'stop', { usage });
  res.end('data: [DONE]\n\n');
  timing.endAt = now();
}

const server = createServer((req, res) => {
  const arrivedAt = now();
  const path = (req.url ?? '').split('?')[0];
  if (req.method === 'GET' && path === '/health') return json(res, 200, { ok: true });
  if (req.method === 'GET' && path === '/_bench/last') return json(res, 200, last ?? {});
  if (req.method === 'GET' && path === '/_bench/body') return res.writeHead(200, { 'content-type': 'application/json' }).end(lastBody);
  if (req.method === 'GET' && path === '/_bench/stats') return json(res, 200, { requests, streams, inFlight, maxInFlight });
  if (req.method === 'POST' && path === '/_bench/reset') {
    maxInFlight = inFlight;
    return json(res, 200, { ok: true });
  }
  if (req.method === 'POST' && path.endsWith('/chat/completions')) {
    completion(req, res, arrivedAt).catch((err) => {
      if (!res.headersSent) json(res, 500, { error: { message: String(err), type: 'server_error' } });
      else res.destroy();
    });
    return;
  }
  json(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
});
// 200 concurrent streams and more: do not let Node's defaults be the limit of the provider.
server.keepAliveTimeout = 75_000;
server.headersTimeout = 80_000;
server.maxRequestsPerSocket = 0;

server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const { port } = server.address();
  console.log(
    `fake LLM on http://127.0.0.1:${port}/v1 (first token ${FIRST_TOKEN_MS} ms, ${replyFor(0).chunks.length} chunks every ${CHUNK_MS} ms)`,
  );
});
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
