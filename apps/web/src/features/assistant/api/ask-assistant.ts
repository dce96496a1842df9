import { useMutation } from '@tanstack/react-query';
import { AssistantResponseSchema, type AssistantRequest, type AssistantResponse } from '@brightpath/shared/assistant';
import { apiJson } from '@/lib/api-client';

/** POST /api/ai-assistant: a question with the page's context; the answer is in `response` (spec 001 section 7). */
export async function askAssistant(request: AssistantRequest): Promise<AssistantResponse> {
  const answer = await apiJson<unknown>('POST', '/api/ai-assistant', request);
  // An answer without a reply is a failure like any other: the widget shows its apology, not an empty bubble.
  return AssistantResponseSchema.parse(answer);
}

export function useAskAssistant() {
  return useMutation({ mutationFn: askAssistant });
}
