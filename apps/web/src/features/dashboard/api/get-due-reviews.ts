import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DueReviews } from '@brightpath/shared/skill-progress';
import { apiJson } from '@/lib/api-client';

/** The skills whose review has come (FSRS on the server): Today's Learning brings them back. */
export const dueReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/skill-progress/due'],
    queryFn: () => apiJson<DueReviews>('GET', '/api/skill-progress/due'),
    staleTime: 0,
  });

export function useDueReviews() {
  return useQuery(dueReviewsQueryOptions());
}
