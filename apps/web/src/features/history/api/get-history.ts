import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationHistory } from '@brightpath/shared/history';
import { apiJson } from '@/lib/api-client';

export const HISTORY_URL = '/api/conversations/history';

/** A page of the server's default size (HISTORY_LIMITS.pageDefault); no value is imported here, so the screen list stays light. */
export const historyPageUrl = (cursor: string | null) => (cursor ? `${HISTORY_URL}?cursor=${encodeURIComponent(cursor)}` : HISTORY_URL);

/** One page of the learner's conversations, the latest activity first; `cursor` is the previous page's nextCursor. */
export const getHistoryPage = (cursor: string | null) => apiJson<ConversationHistory>('GET', historyPageUrl(cursor));

/**
 * Stale at once: a tutor turn elsewhere moves a conversation to the top, so each visit reads the first page again while
 * the cached pages show.
 */
export const historyQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [HISTORY_URL],
    queryFn: ({ pageParam }) => getHistoryPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export function useConversationHistory() {
  return useInfiniteQuery(historyQueryOptions());
}
