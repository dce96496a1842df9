import { queryOptions, useQuery } from '@tanstack/react-query';
import { ALPHA_METRICS_POLL_MS, type AlphaMetrics } from '@brightpath/shared/alpha';
import { apiJson } from '@/lib/api-client';

/** GET /api/alpha/metrics (administrators), polled every 5 seconds while the page is open and visible (spec 002 section 9). */
export const alphaMetricsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/alpha/metrics'],
    queryFn: () => apiJson<AlphaMetrics>('GET', '/api/alpha/metrics'),
    refetchInterval: ALPHA_METRICS_POLL_MS,
    staleTime: 0,
  });

export function useAlphaMetrics() {
  return useQuery(alphaMetricsQueryOptions());
}
