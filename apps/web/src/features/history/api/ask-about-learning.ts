import { useMutation } from '@tanstack/react-query';
import type { AskContextResponse } from '@brightpath/shared/history';
import { apiJson } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';

/** A question about the learner's own learning, answered from their records (POST /api/conversations/ask-context). */
export const askAboutLearning = (question: string, timeZone = browserTimeZone()) =>
  apiJson<AskContextResponse>('POST', '/api/conversations/ask-context', { question, ...(timeZone ? { timeZone } : {}) });

export function useAskAboutLearning() {
  return useMutation({ mutationFn: (question: string) => askAboutLearning(question) });
}
