import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentInteractions, TimeRange } from '@brightpath/shared/analytics';
import { apiJson } from '@/lib/api-client';
import { analyticsUrl } from './analytics-url';

/** The lessons opened in the range and their topic cards (the Content Engagement tab). */
export const getContentInteractions = (range: TimeRange) =>
  apiJson<ContentInteractions>('GET', analyticsUrl('content-interactions', range));

export const contentInteractionsQueryOptions = (range: TimeRange) =>
  queryOptions({
    queryKey: [analyticsUrl('content-interactions', range)],
    queryFn: () => getContentInteractions(range),
    staleTime: 0,
  });

/** Read when its tab opens. */
export function useContentInteractions(range: TimeRange, { enabled }: { enabled: boolean }) {
  return useQuery({ ...contentInteractionsQueryOptions(range), enabled, placeholderData: keepPreviousData });
}
