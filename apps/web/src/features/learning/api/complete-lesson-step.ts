import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LatestLesson, Lesson, LessonPhase } from '@brightpath/shared/lesson';
import { apiJson } from '@/lib/api-client';
import { LATEST_LESSON_PATH } from './get-latest-lesson';
import { quizAnalyticsQueryOptions } from './get-quiz-analytics';

/** Marks a phase of a lesson completed (POST /api/learning/sessions/:id/steps); answers the lesson as it now stands. */
export const completeLessonStep = ({ lessonId, step }: { lessonId: number; step: LessonPhase }) =>
  apiJson<Lesson>('POST', `/api/learning/sessions/${lessonId}/steps`, { step });

/**
 * The lesson as it now stands replaces it wherever it is cached (whatever topic or level is on screen by the time
 * the answer comes); the last step also changes the quiz analytics (lessons completed).
 */
export function useCompleteLessonStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLessonStep,
    onSuccess: (lesson) => {
      queryClient.setQueriesData<LatestLesson>(
        { predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(LATEST_LESSON_PATH) },
        (old) => (old?.lesson?.id === lesson.id ? { lesson } : old),
      );
      if (lesson.completedAt) void queryClient.invalidateQueries({ queryKey: quizAnalyticsQueryOptions().queryKey });
    },
  });
}
