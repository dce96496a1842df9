import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuizGrade } from '@brightpath/shared/lesson';

export type QuizAnswerRecord = { answer: string; grade: QuizGrade };
export type QuizAnswers = Record<string, QuizAnswerRecord>;

const answersKey = (lessonId: number) => ['lesson-quiz-answers', lessonId] as const;

/**
 * The graded answers of a lesson's quiz in this visit, by question id. Kept in the query cache (never fetched) so
 * they survive a switch to the Chat tab and back, which unmounts the Structured tab.
 */
export function useQuizAnswers(lessonId: number) {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: answersKey(lessonId),
    queryFn: () => ({}) as QuizAnswers,
    initialData: {} as QuizAnswers,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const record = (questionId: string, value: QuizAnswerRecord) =>
    queryClient.setQueryData<QuizAnswers>(answersKey(lessonId), (prev) => ({ ...prev, [questionId]: value }));
  return { answers: data, record };
}
