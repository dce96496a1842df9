// The offline assistant as an AI SDK language model (LanguageModelV3), so its answers go through the same
// pipeline as every provider's (tutor.ts: our classifier in and out, answer withholding, the stream gate). It is
// made for one question: the page, the widget's turns and the learner's records are bound to it, and it answers
// from them (reply.ts) rather than from the prompt, as the tutor's offline model answers from its bound turn.
import { wordCount } from '@/tutor/reading-level.ts';
import { BoundReplyModel } from '../model.ts';
import { assistantReply } from './reply.ts';
import type { AssistantInput } from './types.ts';

export const ASSISTANT_MODEL_ID = 'offline-assistant';

/** The offline assistant for one question; its prompt is the question and the widget's turns. */
export function offlineAssistantModel(input: AssistantInput): BoundReplyModel {
  const prompt = wordCount(input.question) + input.history.reduce((n, t) => n + wordCount(t.content), 0);
  return new BoundReplyModel(ASSISTANT_MODEL_ID, () => assistantReply(input), prompt);
}
