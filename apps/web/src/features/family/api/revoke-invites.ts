import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { FAMILY_URL } from './get-family';

/** DELETE /api/family/invites: the open invitations' links stop working, and their seats are free again. */
export const revokeInvites = () => apiJson<{ revoked: number }>('DELETE', '/api/family/invites');

export function useRevokeInvites() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: revokeInvites, onSettled: () => qc.invalidateQueries({ queryKey: [FAMILY_URL] }) });
}
