import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizAttempt, QuizGrade } from '@brightpath/shared/lesson';
import { apiJson } from '@/lib/api-client';
import { updateCachedLesson } from './get-latest-lesson';
import { quizAnalyticsQueryOptions } from './get-quiz-analytics';

/** Grades and keeps an answer to one quiz question (POST /api/quiz/attempts): the question's state after it. */
export const submitQuizAttempt = (attempt: QuizAttempt) => apiJson<QuizGrade>('POST', '/api/quiz/attempts', attempt);

/** The answer joins the lesson's quiz answers wherever the lesson is cached, so a return shows it. */
export function useSubmitQuizAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuizAttempt,
    onSuccess: (grade, { lessonId, questionId }) => {
      updateCachedLesson(queryClient, lessonId, (lesson) => ({ ...lesson, quizAnswers: { ...lesson.quizAnswers, [questionId]: grade } }));
      void queryClient.invalidateQueries({ queryKey: quizAnalyticsQueryOptions().queryKey });
    },
  });
}
