import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizPerformance, TimeRange } from '@brightpath/shared/analytics';
import { apiJson } from '@/lib/api-client';
import { analyticsUrl } from './analytics-url';

/** The lessons' quiz answers in the range, each question once by its first try (the Quiz Performance tab). */
export const getQuizPerformance = (range: TimeRange) => apiJson<QuizPerformance>('GET', analyticsUrl('quiz-performance', range));

export const quizPerformanceQueryOptions = (range: TimeRange) =>
  queryOptions({ queryKey: [analyticsUrl('quiz-performance', range)], queryFn: () => getQuizPerformance(range), staleTime: 0 });

/** Read when its tab opens. */
export function useQuizPerformance(range: TimeRange, { enabled }: { enabled: boolean }) {
  return useQuery({ ...quizPerformanceQueryOptions(range), enabled, placeholderData: keepPreviousData });
}
