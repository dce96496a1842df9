import { useMutation } from '@tanstack/react-query';
import type { FeedbackInput, FeedbackReceipt } from '@brightpath/shared/feedback';
import { apiJson } from '@/lib/api-client';

/** POST /api/feedback: from anyone; kept with the account when one is signed in. */
export const submitFeedback = (input: FeedbackInput) => apiJson<FeedbackReceipt>('POST', '/api/feedback', input);

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
