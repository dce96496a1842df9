import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@brightpath/shared/profile';
import { apiJson, getQueryFn } from '@/lib/api-client';

export const getProfile = (userId: number) => apiJson<Profile>('GET', `/api/users/${userId}`);

export const profileQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [`/api/users/${userId}`], queryFn: getQueryFn<Profile>({ on401: 'throw' }) });

/** The learner's saved profile; a 404 (no profile yet) is an error the caller treats as 'none'. */
export function useProfile(userId: number | undefined, enabled = true) {
  return useQuery({ ...profileQueryOptions(userId ?? 0), enabled: enabled && !!userId });
}
