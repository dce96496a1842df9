import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersPage } from '@brightpath/shared/admin';
import { apiJson } from '@/lib/api-client';

export type UsersFilter = { search: string; plan: string; status: string; page: number };

export const USERS_URL = '/api/admin/users';

/** The list's address: empty filters are left out ('all'). */
export function usersUrl({ search, plan, status, page }: UsersFilter, pageSize: number) {
  const q = new URLSearchParams();
  if (search.trim()) q.set('search', search.trim());
  if (plan) q.set('plan', plan);
  if (status) q.set('status', status);
  q.set('page', String(page));
  q.set('pageSize', String(pageSize));
  return `${USERS_URL}?${q.toString()}`;
}

/** GET /api/admin/users: a page of accounts matching the search and filters, with the total. */
export const getUsers = (filter: UsersFilter, pageSize: number) => apiJson<AdminUsersPage>('GET', usersUrl(filter, pageSize));

export const usersQueryOptions = (filter: UsersFilter, pageSize: number) =>
  queryOptions({
    queryKey: [USERS_URL, filter, pageSize],
    queryFn: () => getUsers(filter, pageSize),
    staleTime: 0,
    // The last page stays on screen (dimmed) while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export function useUsers(filter: UsersFilter, pageSize: number) {
  return useQuery(usersQueryOptions(filter, pageSize));
}
