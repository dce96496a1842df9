import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteUser } from '@brightpath/shared/admin';
import { apiJson } from '@/lib/api-client';

/** DELETE /api/admin/users/:userId: the account and everything it holds, with the reason. */
export const deleteUser = ({ userId, ...body }: DeleteUser & { userId: number }) =>
  apiJson<{ deleted: true }>('DELETE', `/api/admin/users/${userId}`, body);

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_answer, { userId }) => {
      qc.removeQueries({ queryKey: ['/api/admin/users', userId] });
      return qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/') });
    },
  });
}
