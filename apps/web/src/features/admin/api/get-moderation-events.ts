import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ModerationEventsPage } from '@brightpath/shared/moderation';
import { apiJson } from '@/lib/api-client';

/** The Safety tab's filters; an empty one is every value. */
export type SafetyFilter = { category: string; severity: string; ageGroup: string; review: string; from: string; to: string };

export const MODERATION_URL = '/api/admin/moderation-events';

function eventsUrl(filter: SafetyFilter, before: number | null) {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) q.set(key, value);
  q.set('limit', '20');
  if (before) q.set('before', String(before));
  return `${MODERATION_URL}?${q.toString()}`;
}

/** GET /api/admin/moderation-events: a page of the record, newest first. */
export const getModerationEvents = (filter: SafetyFilter, before: number | null) =>
  apiJson<ModerationEventsPage>('GET', eventsUrl(filter, before));

export const moderationEventsQueryOptions = (filter: SafetyFilter) =>
  infiniteQueryOptions({
    queryKey: [MODERATION_URL, filter],
    queryFn: ({ pageParam }) => getModerationEvents(filter, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    staleTime: 0,
  });

export function useModerationEvents(filter: SafetyFilter) {
  return useInfiniteQuery(moderationEventsQueryOptions(filter));
}
