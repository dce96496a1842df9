import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES, type AssistantContext } from '@brightpath/shared/assistant';
import { ApiRequestError } from '@/lib/api-client';

/** One message of the widget's conversation. A failed exchange (question and apology) is shown but never sent back as history. */
export type AssistantTurn = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  status: 'pending' | 'done' | 'failed';
};

type History = NonNullable<AssistantContext['conversationHistory']>;

/** The last 5 finished turns (spec 001 section 7), each cut to what the server accepts. */
export function recentHistory(turns: readonly AssistantTurn[]): History {
  return turns
    .filter((turn) => turn.status === 'done')
    .slice(-ASSISTANT_LIMITS.historyMax)
    .map((turn) => ({ role: turn.role, content: turn.content.slice(0, ASSISTANT_LIMITS.turnMax) }));
}

/** Blank text is never sent (spec 001 section 5). */
export const isBlank = (text: string) => text.trim() === '';

/**
 * The reply shown when the call fails (spec 001 section 8), word for word. A rate limit (429) is the one failure
 * whose own message helps: it says when the learner can ask again.
 */
export function failureReply(err: unknown): string {
  if (err instanceof ApiRequestError && err.status === 429 && err.body?.message) return err.body.message;
  return ASSISTANT_MESSAGES.failure;
}

let counter = 0;
export const turnId = () => `turn-${Date.now().toString(36)}-${(counter += 1)}`;
