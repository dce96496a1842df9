import { useMutation } from '@tanstack/react-query';
import type { SearchRequest, SearchResponse } from '@brightpath/shared/history';
import { apiJson } from '@/lib/api-client';

/** Searches every message of the learner's conversations (POST /api/conversations/search). */
export const searchConversations = (request: SearchRequest) => apiJson<SearchResponse>('POST', '/api/conversations/search', request);

export function useSearchConversations() {
  return useMutation({ mutationFn: searchConversations });
}
