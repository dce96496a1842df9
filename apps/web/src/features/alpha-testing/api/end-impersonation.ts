import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndImpersonation } from '@brightpath/shared/alpha';
import { apiJson } from '@/lib/api-client';
import { IMPERSONATION_URL } from './get-impersonation';

/** POST /api/alpha/impersonation/end: back to the administrator's own session (restored false: sign in again). */
export const endImpersonation = () => apiJson<EndImpersonation>('POST', `${IMPERSONATION_URL}/end`, {});

export function useEndImpersonation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: endImpersonation, onSuccess: () => qc.resetQueries() });
}
