import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { sendTutorMessage, TutorReplyError } from './send-tutor-message';

const done = { response: 'Hello there', conversationId: 4, messageId: 9, tutoringSessionId: 2, provider: 'offline', moderated: false };
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

function streamResponse(chunks: string[]) {
  const bytes = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(bytes.encode(c));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

const request = { userMessage: 'hi', subjectId: 1, conversationHistory: [], userAge: 16 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubFetch(res: Response) {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  const fetch = vi.fn(async () => res);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('sendTutorMessage', () => {
  it('posts JSON with stream: true and credentials, and streams meta, deltas and done', async () => {
    const all =
      sse('meta', { conversationId: 4, tutoringSessionId: 2, provider: 'offline' }) +
      sse('delta', { text: 'Hello' }) +
      sse('delta', { text: ' there' }) +
      sse('done', done);
    // Split at awkward places: inside a field name and between the two newlines of an event's end.
    const fetch = stubFetch(
      streamResponse([
        all.slice(0, 7),
        all.slice(7, 80),
        all.slice(80, all.indexOf('\n\n', 120) + 1),
        all.slice(all.indexOf('\n\n', 120) + 1),
      ]),
    );
    const onMeta = vi.fn();
    const deltas: string[] = [];
    const result = await sendTutorMessage({ ...request, skill: 'Fractions' }, { onMeta, onDelta: (t) => deltas.push(t) });

    expect(result).toEqual(done);
    expect(onMeta).toHaveBeenCalledWith({ conversationId: 4, tutoringSessionId: 2, provider: 'offline' });
    expect(deltas).toEqual(['Hello', ' there']);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/chat/tutor');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ ...request, skill: 'Fractions', stream: true });
  });

  it('rejects with the status and body of a non-2xx answer', async () => {
    stubFetch(
      new Response(JSON.stringify({ code: 'PLAN_LIMIT', message: 'Upgrade', upgradeUrl: '/pricing' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const err = await sendTutorMessage(request).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ status: 403, body: { code: 'PLAN_LIMIT', upgradeUrl: '/pricing' } });
  });

  it('rejects with the status of a non-2xx answer that is not JSON, such as a proxy page', async () => {
    stubFetch(new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const err = await sendTutorMessage(request).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ status: 502, body: null, message: '502: <h1>Bad gateway</h1>' });
  });

  it('rejects with the message of an error event', async () => {
    stubFetch(
      streamResponse([
        sse('meta', { conversationId: 4, tutoringSessionId: 2, provider: 'openai' }),
        sse('delta', { text: 'Hal' }),
        sse('error', { message: 'Sorry' }),
      ]),
    );
    await expect(sendTutorMessage(request)).rejects.toEqual(new TutorReplyError('Sorry'));
  });

  it('rejects when the stream ends without done', async () => {
    stubFetch(streamResponse([sse('delta', { text: 'Hal' })]));
    await expect(sendTutorMessage(request)).rejects.toBeInstanceOf(TutorReplyError);
  });

  it('rejects on a malformed event', async () => {
    stubFetch(streamResponse(['event: delta\ndata: {not json\n\n']));
    await expect(sendTutorMessage(request)).rejects.toThrow();
  });

  it('accepts a whole JSON answer', async () => {
    stubFetch(new Response(JSON.stringify(done), { status: 200, headers: { 'content-type': 'application/json' } }));
    const deltas: string[] = [];
    await expect(sendTutorMessage(request, { onDelta: (t) => deltas.push(t) })).resolves.toEqual(done);
    expect(deltas).toEqual(['Hello there']);
  });
});
