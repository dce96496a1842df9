import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Impersonation } from '@brightpath/shared/alpha';
import { apiJson } from '@/lib/api-client';

export const IMPERSONATION_URL = '/api/alpha/impersonation';

/** GET /api/alpha/impersonation: whether this browser is an administrator acting as a test account. */
export const impersonationQueryOptions = (signedInAs: number | null) =>
  queryOptions({
    queryKey: [IMPERSONATION_URL, signedInAs],
    queryFn: () => apiJson<Impersonation>('GET', IMPERSONATION_URL),
    enabled: signedInAs !== null,
  });

/** Asked once a session exists (a visitor has none to ask about); read again whenever the signed-in account changes. */
export function useImpersonation(signedInAs: number | null) {
  return useQuery(impersonationQueryOptions(signedInAs));
}
