import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONNECTION_LIMITS, type ConnectionSearchResult } from '@brightpath/shared/connections';
import { apiJson } from '@/lib/api-client';
import { CONNECTIONS_URL } from './get-connections';

export const searchUrl = (text: string) => `${CONNECTIONS_URL}/search?${new URLSearchParams({ q: text }).toString()}`;

/** The learner's connections whose from, to or context holds the text (GET /api/connections/search?q=). */
export const searchConnections = (text: string) => apiJson<ConnectionSearchResult>('GET', searchUrl(text));

/** Under the list's key, so a change to the connections refreshes the results too. */
export const searchConnectionsQueryOptions = (text: string) =>
  queryOptions({ queryKey: [CONNECTIONS_URL, 'search', text], queryFn: () => searchConnections(text) });

/** Only text longer than 2 characters is searched (spec 002 section 5); the results of the last one show meanwhile. */
export function useSearchConnections(text: string) {
  const enabled = text.length >= CONNECTION_LIMITS.searchMin;
  return useQuery({ ...searchConnectionsQueryOptions(text), enabled, placeholderData: keepPreviousData });
}
