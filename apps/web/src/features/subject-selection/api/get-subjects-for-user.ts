import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subject } from '@brightpath/shared/subjects';
import { getQueryFn } from '@/lib/api-client';

/** The subjects suited to the learner's age. */
export const subjectsForUserQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [`/api/subjects/user/${userId}`], queryFn: getQueryFn<Subject[]>({ on401: 'throw' }) });

export function useSubjectsForUser(userId: number) {
  return useQuery({ ...subjectsForUserQueryOptions(userId), enabled: userId > 0 });
}
