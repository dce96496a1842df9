import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSubjectRequest, HandleSubjectRequest } from '@brightpath/shared/subjects';
import { apiJson } from '@/lib/api-client';

/** POST /api/admin/subject-requests/:id/handle: approved or declined, with a note. */
export const handleSubjectRequest = ({ id, ...body }: HandleSubjectRequest & { id: number }) =>
  apiJson<AdminSubjectRequest>('POST', `/api/admin/subject-requests/${id}/handle`, body);

export function useHandleSubjectRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: handleSubjectRequest,
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/') }),
  });
}
