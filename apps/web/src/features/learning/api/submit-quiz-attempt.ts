import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizAttempt, QuizGrade } from '@brightpath/shared/lesson';
import { apiJson } from '@/lib/api-client';
import { quizAnalyticsQueryOptions } from './get-quiz-analytics';

/** Grades and keeps an answer to one quiz question (POST /api/quiz/attempts). */
export const submitQuizAttempt = (attempt: QuizAttempt) => apiJson<QuizGrade>('POST', '/api/quiz/attempts', attempt);

export function useSubmitQuizAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuizAttempt,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: quizAnalyticsQueryOptions().queryKey }),
  });
}
