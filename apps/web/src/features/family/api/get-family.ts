import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Family } from '@brightpath/shared/billing';
import { apiJson } from '@/lib/api-client';

export const FAMILY_URL = '/api/family';

/** GET /api/family: the caller's role in a Family plan, its owner, its members (for the owner) and open invitations. */
export const getFamily = () => apiJson<Family>('GET', FAMILY_URL);

/** Read again at each visit: a member may have joined or left from another device meanwhile. */
export const familyQueryOptions = () => queryOptions({ queryKey: [FAMILY_URL], queryFn: getFamily, staleTime: 0 });

export function useFamily() {
  return useQuery(familyQueryOptions());
}
