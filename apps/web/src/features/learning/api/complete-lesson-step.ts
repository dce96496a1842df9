import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lesson, LessonPhase } from '@brightpath/shared/lesson';
import { apiJson } from '@/lib/api-client';
import { updateCachedLesson } from './get-latest-lesson';
import { quizAnalyticsQueryOptions } from './get-quiz-analytics';

export type CompleteStepInput = { lessonId: number; step: LessonPhase; text?: string };

/**
 * Completes a phase of a lesson once its work is done (POST /api/learning/sessions/:id/steps): talk and teach send
 * the learner's own words. Answers the lesson as it now stands; work not done yet is a 409 STEP_NOT_DONE saying what
 * is missing.
 */
export const completeLessonStep = ({ lessonId, step, text }: CompleteStepInput) =>
  apiJson<Lesson>('POST', `/api/learning/sessions/${lessonId}/steps`, { step, ...(text !== undefined ? { text } : {}) });

/** The lesson as it now stands replaces it wherever it is cached; the last step also changes the quiz analytics (lessons completed). */
export function useCompleteLessonStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLessonStep,
    onSuccess: (lesson) => {
      updateCachedLesson(queryClient, lesson.id, () => lesson);
      if (lesson.completedAt) void queryClient.invalidateQueries({ queryKey: quizAnalyticsQueryOptions().queryKey });
    },
  });
}
