import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackHandled } from '@brightpath/shared/feedback';
import { apiJson } from '@/lib/api-client';
import { ADMIN_FEEDBACK_URL } from './get-admin-feedback';

/** POST /api/admin/feedback/:id/handled, with an optional note; recorded in the audit log. */
export const markFeedbackHandled = ({ id, note }: { id: number; note: string }) =>
  apiJson<FeedbackHandled>('POST', `/api/admin/feedback/${id}/handled`, note.trim() ? { note: note.trim() } : {});

export function useMarkFeedbackHandled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markFeedbackHandled,
    onSettled: () => qc.invalidateQueries({ queryKey: [ADMIN_FEEDBACK_URL] }),
  });
}
