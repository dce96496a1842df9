import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewEvent, ReviewResult } from '@brightpath/shared/moderation';
import { apiJson } from '@/lib/api-client';

/** POST /api/admin/moderation-events/:id/review: reviewed or escalated, with a note. */
export const reviewEvent = ({ id, ...body }: ReviewEvent & { id: number }) =>
  apiJson<ReviewResult>('POST', `/api/admin/moderation-events/${id}/review`, body);

export function useReviewEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reviewEvent,
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/') }),
  });
}
