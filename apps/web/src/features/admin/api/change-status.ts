import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeStatus } from '@brightpath/shared/admin';
import { apiJson } from '@/lib/api-client';

type Status = ChangeStatus['status'];

/** POST /api/admin/users/:userId/status: the new status and why (any but active ends the account's sessions at once). */
export const changeStatus = ({ userId, ...body }: ChangeStatus & { userId: number }) =>
  apiJson<{ id: number; status: Status }>('POST', `/api/admin/users/${userId}/status`, body);

/** After a change, every list, figure and log of the console is read again. */
export function useChangeStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/') }),
  });
}
