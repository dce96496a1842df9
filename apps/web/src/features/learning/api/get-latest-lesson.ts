import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { LatestLesson, Lesson } from '@brightpath/shared/lesson';
import type { SubjectLevel } from '@brightpath/shared/subjects';
import { getQueryFn } from '@/lib/api-client';

export const LATEST_LESSON_PATH = '/api/learning/sessions/latest';

export type LessonKey = { topic: string; skillLevel: SubjectLevel; subjectId?: number; skillId?: string };

/** The URL of the learner's newest lesson on a topic, at a level, in a subject, on a skill-tree skill. */
export function latestLessonUrl({ topic, skillLevel, subjectId, skillId }: LessonKey): string {
  const query = new URLSearchParams({ topic, skillLevel });
  if (subjectId !== undefined) query.set('subjectId', String(subjectId));
  if (skillId !== undefined) query.set('skillId', skillId);
  return `${LATEST_LESSON_PATH}?${query.toString()}`;
}

/**
 * The lesson to resume (GET /api/learning/sessions/latest), or { lesson: null } when there is none yet. Creating
 * a lesson and completing a step write their answer into this entry, so it always holds the lesson on screen.
 */
export const latestLessonQueryOptions = (key: LessonKey) =>
  queryOptions({ queryKey: [latestLessonUrl(key)], queryFn: getQueryFn<LatestLesson>({ on401: 'throw' }) });

export function useLatestLesson(key: LessonKey, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...latestLessonQueryOptions(key), enabled });
}

const OPEN_LESSON_PATH = '/api/learning/sessions/open';

/**
 * Rewrites a lesson wherever it is cached (the latest lesson of a topic, the open lesson of a subject), whatever
 * topic or level is on screen by the time an answer comes: a step completed, a quiz question answered.
 */
export function updateCachedLesson(queryClient: QueryClient, lessonId: number, update: (lesson: Lesson) => Lesson) {
  queryClient.setQueriesData<LatestLesson>(
    {
      predicate: (q) =>
        typeof q.queryKey[0] === 'string' && (q.queryKey[0].startsWith(LATEST_LESSON_PATH) || q.queryKey[0].startsWith(OPEN_LESSON_PATH)),
    },
    (old) => (old?.lesson?.id === lessonId ? { lesson: update(old.lesson) } : old),
  );
}

/** The lesson the learner was last on in a subject (GET /api/learning/sessions/open), or { lesson: null }. */
export const openLessonQueryOptions = (subjectId: number) =>
  queryOptions({
    queryKey: [`${OPEN_LESSON_PATH}?subjectId=${subjectId}`],
    queryFn: getQueryFn<LatestLesson>({ on401: 'throw' }),
  });

export function useOpenLesson(subjectId: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...openLessonQueryOptions(subjectId), enabled });
}
