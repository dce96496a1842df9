import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetails } from '@brightpath/shared/admin';
import { apiJson } from '@/lib/api-client';

/** GET /api/admin/users/:userId: one account's details (the server records the read in the audit log). */
export const getUser = (userId: number) => apiJson<AdminUserDetails>('GET', `/api/admin/users/${userId}`);

export const userQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['/api/admin/users', userId], queryFn: () => getUser(userId), staleTime: 0 });

export function useUser(userId: number | null) {
  return useQuery({ ...userQueryOptions(userId ?? 0), enabled: userId !== null });
}
