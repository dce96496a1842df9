import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_MESSAGES, type ChatTutorResponse } from '@brightpath/shared/chat';
import { HttpError } from '@/plugins/errors.ts';
import type { TutorService } from '@/tutor/service.ts';
import type { TutorTurnFinal, TutorTurnResult } from '@/tutor/types.ts';
import type { ChatRepositories } from './chat.repository.ts';
import type { PreparedTurn } from './chat.service.ts';
import type { OwnerId } from '@/lib/ownership.ts';

export type TurnDeps = {
  /** The app's tutor (tutor/service.ts): starts the turn, and gives its reply whole or its failure. */
  ai: Pick<TutorService, 'start' | 'whole' | 'provider'>;
  chat: ChatRepositories;
};

/** 502 with the specified apology (spec 001 section 8); the learner's message is already stored in `conversationId`. */
export const tutorUnavailable = (conversationId: number) =>
  new HttpError(502, 'TUTOR_UNAVAILABLE', CHAT_MESSAGES.apology, {}, { conversationId });

/** Starts the turn with the conversation's context and history. */
export const runModelTurn = (deps: TurnDeps, turn: PreparedTurn, userMessage: string, abortSignal: AbortSignal): TutorTurnResult =>
  deps.ai.start({ context: turn.context, history: turn.history, userMessage, abortSignal });

async function store(deps: TurnDeps, userId: OwnerId, turn: PreparedTurn, final: TutorTurnFinal): Promise<ChatTutorResponse> {
  const saved = await deps.chat.forUser(userId).saveReply(turn.conversationId, turn.userMessageId, {
    content: final.text,
    provider: deps.ai.provider,
    moderated: final.moderated,
    moderation: final.moderation && { ...final.moderation, ageGroup: turn.context.ageGroup },
    graded: final.graded,
    skillId: turn.skillId,
  });
  return {
    response: final.text,
    conversationId: turn.conversationId,
    messageId: saved.id,
    tutoringSessionId: turn.tutoringSessionId,
    provider: deps.ai.provider,
    // The learner sees a safety reply (refusal, redirection or support) rather than the tutor's own.
    moderated: final.moderated || final.moderation?.action === 'support',
  };
}

/** Non-streaming: waits for the whole reply, stores it, answers it; a failure is the 502 apology. */
export async function completeTurn(deps: TurnDeps, userId: OwnerId, turn: PreparedTurn, result: TutorTurnResult, log: FastifyBaseLogger) {
  let final: TutorTurnFinal;
  try {
    final = await deps.ai.whole(result);
  } catch (err) {
    log.warn({ err, provider: deps.ai.provider, conversationId: turn.conversationId }, 'tutor reply failed');
    throw tutorUnavailable(turn.conversationId);
  }
  return store(deps, userId, turn, final);
}

/**
 * The events as a byte stream, the events that arrive in the same turn of the event loop written together: under load
 * several pieces of a reply are often ready at once, and one write (one system call) beats one per piece. Stopping
 * the stream (the learner left) ends the events' generator, as Readable.from does.
 */
export function sseStream(events: AsyncGenerator<string>): Readable {
  let pending = '';
  let scheduled = false;
  const stream = new Readable({
    read() {},
    destroy(error, callback) {
      void events.return(undefined).catch(() => undefined);
      callback(error);
    },
  });
  const flush = () => {
    scheduled = false;
    if (pending && !stream.destroyed) stream.push(pending);
    pending = '';
  };
  void (async () => {
    try {
      for await (const event of events) {
        pending += event;
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      }
      flush();
      if (!stream.destroyed) stream.push(null);
    } catch (error) {
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return stream;
}

export const sseEvent = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Streaming: the events of packages/shared/src/chat.ts (meta, delta..., then done or error).
 * The reply is stored once complete; on failure the learner gets the apology, which is not stored.
 * `abort` stops the model call when the stream is torn down before the turn ended.
 */
export async function* streamTurn(
  deps: TurnDeps,
  userId: OwnerId,
  turn: PreparedTurn,
  result: TutorTurnResult,
  log: FastifyBaseLogger,
  abort: () => void,
): AsyncGenerator<string> {
  let finished = false;
  try {
    yield sseEvent('meta', { conversationId: turn.conversationId, tutoringSessionId: turn.tutoringSessionId, provider: deps.ai.provider });
    try {
      for await (const text of result.textStream) if (text) yield sseEvent('delta', { text });
      const final = await result.final;
      if (!final.text.trim()) throw new Error('empty reply');
      const done = await store(deps, userId, turn, final);
      finished = true;
      yield sseEvent('done', done);
    } catch (err) {
      finished = true;
      log.warn({ err, provider: deps.ai.provider, conversationId: turn.conversationId }, 'tutor reply failed');
      yield sseEvent('error', { message: CHAT_MESSAGES.apology });
    }
  } finally {
    // Reached early only when the response stream was torn down (the client left): stop the model.
    if (!finished) abort();
  }
}
