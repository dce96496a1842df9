import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@brightpath/shared/chat';
import { getQueryFn } from '@/lib/api-client';

/**
 * The learner's conversations in a subject, most recently active first. Dropped from the cache as soon
 * as the chat closes (gcTime 0), so coming back always shows what the server stored, not a stale copy.
 */
export const conversationsQueryOptions = (subjectId: number) =>
  queryOptions({
    queryKey: [`/api/conversations?subjectId=${subjectId}`],
    queryFn: getQueryFn<Conversation[]>({ on401: 'throw' }),
    gcTime: 0,
  });

export function useConversations(subjectId: number) {
  return useQuery(conversationsQueryOptions(subjectId));
}
