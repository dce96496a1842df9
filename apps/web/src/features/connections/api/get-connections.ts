import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConnectionsPage } from '@brightpath/shared/connections';
import { apiJson } from '@/lib/api-client';

export const CONNECTIONS_URL = '/api/connections';

/** A page of the server's default size; no value is imported here, so the screen list stays light. */
export const connectionsPageUrl = (cursor: number | null) => (cursor === null ? CONNECTIONS_URL : `${CONNECTIONS_URL}?cursor=${cursor}`);

/** One page of the learner's connections, newest first; `cursor` is the previous page's nextCursor. */
export const getConnectionsPage = (cursor: number | null) => apiJson<ConnectionsPage>('GET', connectionsPageUrl(cursor));

export const connectionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [CONNECTIONS_URL],
    queryFn: ({ pageParam }) => getConnectionsPage(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useConnections() {
  return useInfiniteQuery(connectionsQueryOptions());
}
