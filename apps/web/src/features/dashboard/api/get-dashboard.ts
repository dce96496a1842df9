import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@brightpath/shared/progress';
import { apiJson } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';

export const dashboardUrl = (timeZone: string | undefined) =>
  timeZone ? `/api/dashboard?timeZone=${encodeURIComponent(timeZone)}` : '/api/dashboard';

/** The account's flags, the getting-started checklist and the learner's figures, in one request. */
export const getDashboard = (timeZone = browserTimeZone()) => apiJson<Dashboard>('GET', dashboardUrl(timeZone));

/**
 * Stale at once (unlike the app's default): every tutor message elsewhere changes the stats and the checklist,
 * so each visit reads them again while the cached copy shows.
 */
export const dashboardQueryOptions = (timeZone = browserTimeZone()) =>
  queryOptions({ queryKey: [dashboardUrl(timeZone)], queryFn: () => getDashboard(timeZone), staleTime: 0 });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
