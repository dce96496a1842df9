import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Progress } from '@brightpath/shared/progress';
import { apiJson } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';

export const progressUrl = (timeZone: string | undefined) =>
  timeZone ? `/api/progress?timeZone=${encodeURIComponent(timeZone)}` : '/api/progress';

/** The learner's figures, the last 7 days in the learner's zone, recommendations, achievements and the timer's totals, in one request. */
export const getProgress = (timeZone = browserTimeZone()) => apiJson<Progress>('GET', progressUrl(timeZone));

/**
 * Stale at once (unlike the app's default): tutor messages elsewhere change every figure, so each visit reads them
 * again while the cached copy shows.
 */
export const progressQueryOptions = (timeZone = browserTimeZone()) =>
  queryOptions({ queryKey: [progressUrl(timeZone)], queryFn: () => getProgress(timeZone), staleTime: 0 });

export function useProgress() {
  return useQuery(progressQueryOptions());
}
