import {
  ChatStreamDeltaSchema,
  ChatStreamErrorSchema,
  ChatStreamMetaSchema,
  ChatTutorResponseSchema,
  type ChatTutorRequest,
  type ChatTutorResponse,
} from '@brightpath/shared/chat';
import type { z } from 'zod';
import { readApiError } from '@/lib/api-client';
import { createSseParser } from '../lib/sse';

export type ChatStreamMeta = z.infer<typeof ChatStreamMetaSchema>;

/** The reply failed after the request was accepted: an `error` event (the learner's message is kept) or a broken stream. */
export class TutorReplyError extends Error {}

type Handlers = {
  /** The conversation and provider, before the first words. */
  onMeta?: (meta: ChatStreamMeta) => void;
  /** The next piece of the reply, in order. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/chat/tutor with stream: true and read the server-sent events as they arrive.
 * Resolves with the `done` event (the stored reply); rejects with ApiRequestError for a non-2xx answer
 * (plan limit, rate limit, sign-in), TutorReplyError when the reply fails midway, or an AbortError.
 * Not the JSON request helper: that one reads whole JSON bodies and this answer is a stream.
 */
export async function sendTutorMessage(
  request: Omit<ChatTutorRequest, 'stream'>,
  { onMeta, onDelta, signal }: Handlers = {},
): Promise<ChatTutorResponse> {
  console.debug('[api] POST /api/chat/tutor (stream)');
  const res = await fetch('/api/chat/tutor', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ ...request, stream: true }),
    credentials: 'include',
    signal,
  });
  console.debug(`[api] POST /api/chat/tutor -> ${res.status}`);
  if (!res.ok) throw await readApiError(res);

  // A server that answered with the whole reply at once.
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    const whole = ChatTutorResponseSchema.parse(await res.json());
    onDelta?.(whole.response);
    return whole;
  }
  if (!res.body) throw new TutorReplyError('The reply could not be read');

  let done: ChatTutorResponse | undefined;
  let failure: string | undefined;
  const parser = createSseParser(({ event, data }) => {
    if (done || failure !== undefined) return;
    const json: unknown = JSON.parse(data);
    if (event === 'meta') onMeta?.(ChatStreamMetaSchema.parse(json));
    else if (event === 'delta') onDelta?.(ChatStreamDeltaSchema.parse(json).text);
    else if (event === 'done') done = ChatTutorResponseSchema.parse(json);
    else if (event === 'error') failure = ChatStreamErrorSchema.parse(json).message;
  });

  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let finished = false;
  try {
    for (;;) {
      const { value, done: end } = await reader.read();
      if (end) break;
      parser.push(decoder.decode(value, { stream: true }));
      if (failure !== undefined) break;
    }
    if (failure === undefined) {
      parser.push(decoder.decode());
      parser.end();
      finished = true;
    }
  } finally {
    // Stop reading when we leave early: an error event, a malformed event, an abort.
    if (!finished) void reader.cancel().catch(() => undefined);
  }
  if (failure !== undefined) throw new TutorReplyError(failure);
  if (!done) throw new TutorReplyError('The reply ended before it was complete');
  return done;
}
