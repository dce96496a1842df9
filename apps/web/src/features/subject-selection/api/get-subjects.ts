import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subject } from '@brightpath/shared/subjects';
import { getQueryFn } from '@/lib/api-client';

/** The whole catalogue: the fallback when no subject suits the learner's age. */
export const subjectsQueryOptions = () => queryOptions({ queryKey: ['/api/subjects'], queryFn: getQueryFn<Subject[]>({ on401: 'throw' }) });

export function useSubjects(enabled = true) {
  return useQuery({ ...subjectsQueryOptions(), enabled });
}
