import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSubject } from '@brightpath/shared/subjects';
import { getQueryFn } from '@/lib/api-client';

/** The learner's chosen subjects with their levels. */
export const userSubjectsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/user-subjects'], queryFn: getQueryFn<UserSubject[]>({ on401: 'throw' }) });

export function useUserSubjects() {
  return useQuery(userSubjectsQueryOptions());
}
