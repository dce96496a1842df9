import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackPage } from '@brightpath/shared/feedback';
import { apiJson } from '@/lib/api-client';

export const ADMIN_FEEDBACK_URL = '/api/admin/feedback';

/** Which feedback the operator looks at: open (not handled yet), handled, or all. */
export type FeedbackFilter = 'open' | 'handled' | 'all';

export const adminFeedbackUrl = (filter: FeedbackFilter, page: number, pageSize: number) => {
  const q = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (filter !== 'all') q.set('handled', filter === 'handled' ? 'true' : 'false');
  return `${ADMIN_FEEDBACK_URL}?${q}`;
};

/** GET /api/admin/feedback (administrators only): newest first, a page at a time. */
export const adminFeedbackQueryOptions = (filter: FeedbackFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [ADMIN_FEEDBACK_URL, filter, page, pageSize],
    queryFn: () => apiJson<FeedbackPage>('GET', adminFeedbackUrl(filter, page, pageSize)),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAdminFeedback(filter: FeedbackFilter, page: number, pageSize: number) {
  return useQuery(adminFeedbackQueryOptions(filter, page, pageSize));
}
