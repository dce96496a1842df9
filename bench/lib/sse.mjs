// A streaming HTTP client for server-sent events that timestamps every event as it arrives. The same code
// reads the fake provider directly and Brightpath, so whatever the client itself costs cancels out.
// Times are process.hrtime in ms (CLOCK_MONOTONIC, shared by all processes on the machine), so they line
// up with the timings the fake provider records.
import { Agent, request } from 'node:http';

export const now = () => Number(process.hrtime.bigint()) / 1e6;

/** Keep-alive sockets, as a browser tab has: the sequential runs reuse one, the concurrent run opens many. */
export const newAgent = () => new Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 1024 });

/**
 * POSTs body (a string) and reads the answer: { status, sentAt, headersAt, events: [{ event, data, at }],
 * endAt, text (the body, when it is not an event stream), error }. Never rejects: a failure is in `error`.
 * `onEvent` sees each event as it arrives (a voice client acting on the first sentence).
 */
export function postStream(url, { body, headers = {}, agent, timeoutMs = 60_000, onEvent }) {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`refusing to load anything but 127.0.0.1: ${url}`);
  return new Promise((resolve) => {
    const out = { status: 0, sentAt: 0, headersAt: 0, events: [], endAt: 0, text: '', error: undefined };
    let settled = false;
    const finish = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      out.endAt = now();
      if (error) out.error = error;
      resolve(out);
    };
    const req = request(url, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'content-length': Buffer.byteLength(body), ...headers },
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`no complete answer after ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (err) => finish(err.message));
    req.on('response', (res) => {
      out.status = res.statusCode ?? 0;
      out.headersAt = now();
      const isStream = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        const at = now();
        if (!isStream) {
          out.text += chunk;
          return;
        }
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
          }
          const e = { event, data: data.join('\n'), at };
          out.events.push(e);
          onEvent?.(e);
        }
      });
      res.on('end', () => finish(buffer.trim() ? 'stream ended inside an event' : undefined));
      res.on('close', () => finish(res.complete ? undefined : 'connection closed before the end of the answer'));
      res.on('error', (err) => finish(err.message));
    });
    out.sentAt = now();
    req.end(body);
  });
}

/** Parses an event's JSON data; undefined when it is not JSON (`[DONE]`). */
export function dataOf(e) {
  try {
    return JSON.parse(e.data);
  } catch {
    return undefined;
  }
}

/** An OpenAI-compatible stream: time of the first non-empty content, the content, whether [DONE] came. */
export function readProviderStream(r) {
  let firstAt;
  let text = '';
  for (const e of r.events) {
    const piece = dataOf(e)?.choices?.[0]?.delta?.content;
    if (piece) {
      firstAt ??= e.at;
      text += piece;
    }
  }
  const complete = r.status === 200 && !r.error && r.events.at(-1)?.data === '[DONE]';
  return { firstAt, text, complete };
}

/** A Brightpath tutor stream (packages/shared/src/chat.ts): meta, delta..., done | error. */
export function readTutorStream(r) {
  const meta = r.events.find((e) => e.event === 'meta');
  const deltas = r.events.filter((e) => e.event === 'delta');
  const done = r.events.find((e) => e.event === 'done');
  const failed = r.events.find((e) => e.event === 'error');
  const text = deltas.map((e) => dataOf(e)?.text ?? '').join('');
  return {
    metaAt: meta?.at,
    firstAt: deltas[0]?.at,
    doneAt: done?.at,
    text,
    done: done ? dataOf(done) : undefined,
    errorEvent: failed ? (dataOf(failed)?.message ?? failed.data) : undefined,
    complete: r.status === 200 && !r.error && !!done && !failed && r.events.at(-1) === done,
  };
}

/** Nearest-rank percentile of a list of numbers (undefined when empty). */
export function percentile(values, p) {
  const list = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!list.length) return undefined;
  return list[Math.min(list.length - 1, Math.max(0, Math.ceil((p / 100) * list.length) - 1))];
}
