import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationSummary } from '@brightpath/shared/moderation';
import { apiJson } from '@/lib/api-client';

/** GET /api/admin/moderation-events/summary: the Safety tab's count of events to review, and the categories. */
export const getModerationSummary = () => apiJson<ModerationSummary>('GET', '/api/admin/moderation-events/summary');

export const moderationSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/moderation-events/summary'], queryFn: getModerationSummary, staleTime: 0 });

export function useModerationSummary() {
  return useQuery(moderationSummaryQueryOptions());
}
