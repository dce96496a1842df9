import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssessmentResult } from '@brightpath/shared/assessment';
import { getQueryFn } from '@/lib/api-client';

export const assessmentQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [`/api/assessments/${userId}`], queryFn: getQueryFn<AssessmentResult>({ on401: 'throw' }) });

/** The learner's latest assessment; a 404 means none yet. */
export function useAssessment(userId: number | undefined) {
  return useQuery({ ...assessmentQueryOptions(userId ?? 0), enabled: !!userId });
}
