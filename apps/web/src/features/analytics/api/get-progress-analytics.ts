import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressAnalytics, TimeRange } from '@brightpath/shared/analytics';
import { apiJson } from '@/lib/api-client';
import { analyticsUrl } from './analytics-url';

/** The header's figures, XP and level, the range's areas, recent lessons and trend, and the achievements, in one request. */
export const getProgressAnalytics = (range: TimeRange) => apiJson<ProgressAnalytics>('GET', analyticsUrl('progress', range));

/** Stale at once, as the dashboard's: a tutor message or a lesson elsewhere changes the figures. */
export const progressAnalyticsQueryOptions = (range: TimeRange) =>
  queryOptions({ queryKey: [analyticsUrl('progress', range)], queryFn: () => getProgressAnalytics(range), staleTime: 0 });

/** While another range loads, the last one stays on screen (the header's figures do not depend on it). */
export function useProgressAnalytics(range: TimeRange) {
  return useQuery({ ...progressAnalyticsQueryOptions(range), placeholderData: keepPreviousData });
}
