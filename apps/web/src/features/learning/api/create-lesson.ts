import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLesson, LatestLesson, Lesson } from '@brightpath/shared/lesson';
import type { SubjectLevel } from '@brightpath/shared/subjects';
import { apiJson } from '@/lib/api-client';
import { latestLessonQueryOptions } from './get-latest-lesson';

export type CreateLessonInput = CreateLesson & { skillLevel: SubjectLevel };

/** A new five-phase lesson on a topic (POST /api/learning/create-session). */
export const createLesson = (body: CreateLessonInput) => apiJson<Lesson>('POST', '/api/learning/create-session', body);

/** The new lesson becomes the one to resume for its topic, level and subject. */
export function useCreateLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLesson,
    onSuccess: (lesson, { topic, skillLevel, subjectId, skillId }) =>
      queryClient.setQueryData<LatestLesson>(latestLessonQueryOptions({ topic, skillLevel, subjectId, skillId }).queryKey, { lesson }),
  });
}
