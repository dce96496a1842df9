import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@brightpath/shared/auth';
import { getQueryFn } from '@/lib/api-client';

export const meQueryOptions = () => queryOptions({ queryKey: ['/api/auth/me'], queryFn: getQueryFn<Me>({ on401: 'returnNull' }) });

/** The signed-in account, or null for a visitor. */
export function useMe() {
  return useQuery(meQueryOptions());
}
