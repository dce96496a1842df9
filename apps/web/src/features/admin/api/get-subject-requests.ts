import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminSubjectRequestsPage } from '@brightpath/shared/subjects';
import { apiJson } from '@/lib/api-client';

/** GET /api/admin/subject-requests: a page of learners' requests (empty status: all), newest first. */
export const getSubjectRequests = (status: string, before: number | null) => {
  const q = new URLSearchParams({ limit: '20' });
  if (status) q.set('status', status);
  if (before) q.set('before', String(before));
  return apiJson<AdminSubjectRequestsPage>('GET', `/api/admin/subject-requests?${q.toString()}`);
};

export const subjectRequestsQueryOptions = (status: string) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/subject-requests', status],
    queryFn: ({ pageParam }) => getSubjectRequests(status, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    staleTime: 0,
  });

export function useSubjectRequests(status: string) {
  return useInfiniteQuery(subjectRequestsQueryOptions(status));
}
