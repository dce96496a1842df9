import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Family } from '@brightpath/shared/billing';
import { apiJson } from '@/lib/api-client';
import { FAMILY_URL } from './get-family';

/** DELETE /api/family/members/:userId: the member leaves the owner's family and returns to Free; answers the family. */
export const removeMember = (userId: number) => apiJson<Family>('DELETE', `/api/family/members/${userId}`);

export function useRemoveMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (family) => qc.setQueryData([FAMILY_URL], family),
    onSettled: () => qc.invalidateQueries({ queryKey: [FAMILY_URL] }),
  });
}
