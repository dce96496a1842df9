import { useCallback, useEffect, useRef } from 'react';
import { defaultOutcomes, type Lesson } from '@brightpath/shared/lesson';
import { SKILL_LOCKED_TOAST } from '@brightpath/shared/skill-progress';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { useCreateLesson, type CreateLessonInput } from '../api/create-lesson';
import { latestLessonUrl, useLatestLesson, type LessonKey } from '../api/get-latest-lesson';

export const LESSON_FAILURE = 'Failed to create learning session. Please try again.';

/** Topics the server's safety check turned down: its message is for the learner, kindly worded (400 TOPIC_*). */
const TOPIC_CODES = new Set(['TOPIC_SUPPORT', 'TOPIC_REFUSED']);

export type LessonState =
  | { status: 'loading' }
  | { status: 'load-error' }
  | { status: 'creating' }
  | { status: 'failed' }
  | { status: 'topic'; code: 'TOPIC_SUPPORT' | 'TOPIC_REFUSED'; message: string }
  /** The skill-tree skill the lesson is on is still locked (409 SKILL_LOCKED). */
  | { status: 'locked' }
  | { status: 'ready'; lesson: Lesson };

/** `skillId`: a skill of the skill tree the lesson is on (/chat?skill=): sent with the lesson, its quiz counts toward it. */
type Args = LessonKey & {
  age: number | null;
  /** False while the topic and level are not known yet (the open lesson is being looked up): nothing is fetched or created. */
  enabled?: boolean;
  /** A review (the skill tree's Review Skill): a finished lesson is not resumed, a new one is made once. */
  review?: boolean;
};

const isSkillLocked = (err: unknown) => err instanceof ApiRequestError && err.status === 409 && err.body?.code === 'SKILL_LOCKED';

const sameKey = (a: LessonKey, b: LessonKey) =>
  a.topic === b.topic && a.skillLevel === b.skillLevel && a.subjectId === b.subjectId && a.skillId === b.skillId;

/**
 * The lesson for a topic, level and subject (spec 001 section 4): the learner's latest one is resumed, so a reload
 * keeps their progress; a new one is created when there is none, when the account's age changes, and on request.
 */
export function useStructuredLesson({ topic, skillLevel, subjectId, age, skillId, enabled = true, review = false }: Args) {
  const key: LessonKey = { topic, skillLevel, subjectId, ...(skillId !== undefined ? { skillId } : {}) };
  const keyId = latestLessonUrl(key);
  const latest = useLatestLesson(key, { enabled });
  const create = useCreateLesson();
  const { mutate } = create;
  // The lookup (by URL) a lesson was last requested for: one request per topic, level and subject.
  const requested = useRef<string | null>(null);

  const start = useCallback(() => {
    requested.current = keyId;
    const body: CreateLessonInput = {
      topic,
      skillLevel,
      learningObjectives: defaultOutcomes(topic),
      ...(age !== null ? { userAge: age } : {}),
      ...(subjectId !== undefined ? { subjectId } : {}),
      ...(skillId !== undefined ? { skillId } : {}),
    };
    mutate(body, {
      onSuccess: (lesson) => toast({ title: 'Learning Session Created', description: `Your lesson on ${lesson.topic} is ready.` }),
      onError: (err) => {
        console.error('Creating a learning session failed', err);
        if (err instanceof ApiRequestError && TOPIC_CODES.has(err.body?.code ?? '')) return;
        if (isSkillLocked(err)) {
          toast({ variant: 'destructive', ...SKILL_LOCKED_TOAST });
          return;
        }
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to create learning session' });
      },
    });
  }, [keyId, topic, skillLevel, subjectId, age, skillId, mutate]);

  // A review starts afresh when the lesson found is finished: its quiz asked again is what brings the skill back.
  const missing = enabled && (latest.data?.lesson === null || (review && latest.data?.lesson?.completedAt != null));
  useEffect(() => {
    if (missing && requested.current !== keyId) start();
  }, [missing, keyId, start]);

  // A lesson is written for the learner's age: a new age gets a new lesson (not on the first render).
  const shownAge = useRef(age);
  useEffect(() => {
    if (shownAge.current === age) return;
    shownAge.current = age;
    start();
  }, [age, start]);

  const forThisKey = create.variables !== undefined && sameKey(create.variables, key);
  let state: LessonState;
  if (!enabled) state = { status: 'loading' };
  else if (forThisKey && create.isPending) state = { status: 'creating' };
  else if (latest.data?.lesson) state = { status: 'ready', lesson: latest.data.lesson };
  else if (latest.isPending) state = { status: 'loading' };
  else if (latest.isError) state = { status: 'load-error' };
  else if (forThisKey && create.isError) {
    const err = create.error;
    const code = err instanceof ApiRequestError ? err.body?.code : undefined;
    state = isSkillLocked(err)
      ? { status: 'locked' }
      : (code === 'TOPIC_SUPPORT' || code === 'TOPIC_REFUSED') && err instanceof ApiRequestError && err.body?.message
        ? { status: 'topic', code, message: err.body.message }
        : { status: 'failed' };
  } else state = { status: 'creating' };

  const retry = () => {
    if (latest.isError) void latest.refetch();
    else start();
  };

  return { state, start, retry };
}
