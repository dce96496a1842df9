// The tutor's text from a Chat Completions server (the openai-compatible provider: vLLM, llama.cpp, LM Studio and
// the like), read straight off the socket: one request with node:http, the server-sent events parsed as they
// arrive. The AI SDK's reader puts every chunk through web streams, a JSON schema check and four transforms; with
// 200 streams at once that work was what the later streams' first tokens waited behind (docs/decisions/024). The
// SDK's model is still the model for everything else (lessons, the evaluation runner, wrapped models).
import http from 'node:http';
import https from 'node:https';
import { APICallError, type LanguageModelV3, type LanguageModelV3Prompt } from '@ai-sdk/provider';
import { createParser } from 'eventsource-parser';

export type ChatCompletionsEndpoint = {
  /** Up to and including the version, e.g. http://localhost:8000/v1 (the server answers {baseURL}/chat/completions). */
  baseURL: string;
  apiKey?: string;
  model: string;
};

/** Opens one streamed completion: resolves once the server answered 2xx, else rejects with an APICallError. */
export type OpenTextStream = (prompt: LanguageModelV3Prompt, signal: AbortSignal) => Promise<AsyncGenerator<string>>;

const TEXT_STREAM = Symbol('brightpath.textStream');
type WithTextStream = LanguageModelV3 & { [TEXT_STREAM]?: OpenTextStream };

/** The model's own text reader, when it has one (`withChatCompletionsText`). */
export const textStreamOf = (model: LanguageModelV3): OpenTextStream | undefined => (model as WithTextStream)[TEXT_STREAM];

/** The SDK's model, answering the tutor's text streams through this module's reader. */
export function withChatCompletionsText(model: LanguageModelV3, endpoint: ChatCompletionsEndpoint): LanguageModelV3 {
  const open: OpenTextStream = (prompt, signal) => openChatCompletionsText(endpoint, prompt, signal);
  return Object.assign(model, { [TEXT_STREAM]: open });
}

// Kept-alive sockets, as the SDK's fetch keeps them: a turn does not pay for a new connection. Exported for tests.
export const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
/** An error answer is read up to this size (its message is what matters). */
const ERROR_BODY_MAX = 64 * 1024;

/** The prompt as Chat Completions messages: the tutor sends text turns only. */
export function chatMessages(prompt: LanguageModelV3Prompt): { role: string; content: string }[] {
  return prompt.flatMap((m) => {
    if (m.role === 'system') return [{ role: 'system', content: m.content }];
    if (m.role !== 'user' && m.role !== 'assistant') return [];
    const text = m.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    return [{ role: m.role, content: text }];
  });
}

const abortReason = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new Error('The request was aborted.', { cause: signal.reason });

/** The message of an error answer: OpenAI's `{ error: { message } }`, else the start of the body, else the status. */
function errorMessage(body: string, status: number, statusText: string | undefined): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON: the text itself, below.
  }
  return body.trim().slice(0, 300) || statusText || `HTTP ${status}`;
}

/**
 * Sends one streamed completion request; resolves to its text pieces once the server answered 2xx (see OpenTextStream).
 * A kept-alive socket the server had just closed is not a failure of the provider: the request is sent again at once
 * on a new connection (as Node's documentation advises), not after `modelText`'s retry delay.
 */
export function openChatCompletionsText(
  endpoint: ChatCompletionsEndpoint,
  prompt: LanguageModelV3Prompt,
  signal: AbortSignal,
): Promise<AsyncGenerator<string>> {
  const url = `${endpoint.baseURL.replace(/\/+$/, '')}/chat/completions`;
  const requestBodyValues = { model: endpoint.model, messages: chatMessages(prompt), stream: true as const };
  return send(url, endpoint.apiKey, requestBodyValues, signal, true);
}

function send(
  url: string,
  apiKey: string | undefined,
  requestBodyValues: { model: string; messages: unknown[]; stream: true },
  signal: AbortSignal,
  mayResend: boolean,
): Promise<AsyncGenerator<string>> {
  const body = JSON.stringify(requestBodyValues);
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortReason(signal));
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'content-length': String(Buffer.byteLength(body)),
    };
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    const req = (secure ? https : http).request(target, { method: 'POST', headers, agent: secure ? agents.https : agents.http });
    let response: http.IncomingMessage | undefined;
    // Stops the request; not once the whole response is in: its socket is on its way back to the pool, and
    // destroying it there would raise the abort's reason where nobody listens.
    const onAbort = () => {
      if (!response?.complete) req.destroy(abortReason(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => signal.removeEventListener('abort', onAbort);
    let answered = false;
    req.on('error', (err: NodeJS.ErrnoException) => {
      done();
      if (signal.aborted) reject(abortReason(signal));
      else if (mayResend && !answered && req.reusedSocket && err.code === 'ECONNRESET')
        resolve(send(url, apiKey, requestBodyValues, signal, false));
      else
        reject(
          new APICallError({ message: `Cannot connect to API: ${err.message}`, cause: err, url, requestBodyValues, isRetryable: true }),
        );
    });
    req.on('response', (res) => {
      answered = true;
      response = res;
      const status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      if (status >= 200 && status < 300) {
        resolve(readEvents(res, signal, done));
        return;
      }
      let text = '';
      res.on('data', (piece: string) => {
        if (text.length < ERROR_BODY_MAX) text += piece;
      });
      res.on('error', () => undefined);
      res.on('end', () => {
        done();
        reject(
          new APICallError({
            message: errorMessage(text, status, res.statusMessage),
            url,
            requestBodyValues,
            statusCode: status,
            responseHeaders: res.headers as Record<string, string>,
            responseBody: text,
          }),
        );
      });
    });
    req.end(body);
  });
}

type Choice = { delta?: { content?: unknown } };
type ChunkJson = { choices?: Choice[]; error?: { message?: unknown } | string };

/**
 * The text pieces of the response's events, in order; ends at `[DONE]` or at the end of the response. Rejects with
 * an error event's message, on an event that is not JSON, or with the abort signal's reason. Stopping early (the
 * caller's `return`) closes the response.
 */
async function* readEvents(res: http.IncomingMessage, signal: AbortSignal, done: () => void): AsyncGenerator<string> {
  const pieces: string[] = [];
  let finished = false;
  let failure: Error | undefined;
  const parser = createParser({
    onEvent(event) {
      if (finished || failure) return;
      if (event.data === '[DONE]') {
        finished = true;
        return;
      }
      let chunk: ChunkJson;
      try {
        chunk = JSON.parse(event.data) as ChunkJson;
      } catch {
        failure = new Error(`The provider sent an event that is not JSON: ${event.data.slice(0, 200)}`);
        return;
      }
      if (chunk.error) {
        const message = typeof chunk.error === 'string' ? chunk.error : chunk.error.message;
        failure = new Error(typeof message === 'string' && message ? message : 'The provider reported an error.');
        return;
      }
      const content = chunk.choices?.[0]?.delta?.content;
      if (typeof content === 'string' && content) pieces.push(content);
    },
  });
  // Not destroyed when the loop is left: a reply that ended at [DONE] lets its response finish, so the kept-alive
  // socket serves the next request instead of a new connection being opened for it.
  const chunks = res.iterator({ destroyOnReturn: false }) as AsyncIterable<string>;
  try {
    for await (const data of chunks) {
      if (signal.aborted) break;
      parser.feed(data);
      for (const piece of pieces) yield piece;
      pieces.length = 0;
      if (failure) throw failure;
      if (finished) return;
    }
    if (signal.aborted) throw abortReason(signal);
  } catch (err) {
    throw signal.aborted ? abortReason(signal) : err;
  } finally {
    done();
    // Left before the reply's end (the reader stopped, an error, an abort): the response is closed. After [DONE],
    // the rest is read and dropped, and the socket goes back to the pool when the response ends.
    if (!finished && !res.complete) res.destroy();
    else res.resume();
  }
}
