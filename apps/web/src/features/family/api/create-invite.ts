import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FamilyInviteSchema } from '@brightpath/shared/billing';
import { apiJson } from '@/lib/api-client';
import { FAMILY_URL } from './get-family';

export type FamilyInvite = z.infer<typeof FamilyInviteSchema>;

/** POST /api/family/invites: a single-use link that expires; its token is shown this once. */
export const createInvite = () => apiJson<FamilyInvite>('POST', '/api/family/invites');

export function useCreateInvite() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createInvite, onSettled: () => qc.invalidateQueries({ queryKey: [FAMILY_URL] }) });
}
