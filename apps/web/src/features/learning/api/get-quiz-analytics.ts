import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizAnalytics } from '@brightpath/shared/lesson';
import { getQueryFn } from '@/lib/api-client';

/** The learner's quiz totals across every lesson (GET /api/quiz/analytics). */
export const quizAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/quiz/analytics'], queryFn: getQueryFn<QuizAnalytics>({ on401: 'throw' }) });

export function useQuizAnalytics({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...quizAnalyticsQueryOptions(), enabled });
}
