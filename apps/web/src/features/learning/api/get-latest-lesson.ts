import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LatestLesson } from '@brightpath/shared/lesson';
import type { SubjectLevel } from '@brightpath/shared/subjects';
import { getQueryFn } from '@/lib/api-client';

export const LATEST_LESSON_PATH = '/api/learning/sessions/latest';

export type LessonKey = { topic: string; skillLevel: SubjectLevel; subjectId?: number };

/** The URL of the learner's newest lesson on a topic, at a level, in a subject. */
export function latestLessonUrl({ topic, skillLevel, subjectId }: LessonKey): string {
  const query = new URLSearchParams({ topic, skillLevel });
  if (subjectId !== undefined) query.set('subjectId', String(subjectId));
  return `${LATEST_LESSON_PATH}?${query.toString()}`;
}

/**
 * The lesson to resume (GET /api/learning/sessions/latest), or { lesson: null } when there is none yet. Creating
 * a lesson and completing a step write their answer into this entry, so it always holds the lesson on screen.
 */
export const latestLessonQueryOptions = (key: LessonKey) =>
  queryOptions({ queryKey: [latestLessonUrl(key)], queryFn: getQueryFn<LatestLesson>({ on401: 'throw' }) });

export function useLatestLesson(key: LessonKey) {
  return useQuery(latestLessonQueryOptions(key));
}
