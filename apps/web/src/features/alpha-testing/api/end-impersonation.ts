import { useMutation } from '@tanstack/react-query';
import type { EndImpersonation } from '@brightpath/shared/alpha';
import { apiJson } from '@/lib/api-client';
import { IMPERSONATION_URL } from './get-impersonation';

/**
 * POST /api/alpha/impersonation/end: back to the administrator's own session (restored false: sign in again). The caller
 * reads every cached answer again (queryClient.resetQueries) once it has done its own part.
 */
export const endImpersonation = () => apiJson<EndImpersonation>('POST', `${IMPERSONATION_URL}/end`, {});

export function useEndImpersonation() {
  return useMutation({ mutationFn: endImpersonation });
}
