import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SkillProgressList } from '@brightpath/shared/skill-progress';
import type { SkillTreeSubject } from '@brightpath/shared/skills';
import { apiJson } from '@/lib/api-client';

export const SKILL_PROGRESS_URL = '/api/skill-progress';

export const skillProgressUrl = (subject: SkillTreeSubject) => `${SKILL_PROGRESS_URL}?subject=${encodeURIComponent(subject)}`;

/** The learner's state on every skill of a subject's tree (status, progress, mastery, review). */
export const getSkillProgress = (subject: SkillTreeSubject) => apiJson<SkillProgressList>('GET', skillProgressUrl(subject));

/**
 * Stale at once: a lesson quiz or a maths answer in the chat moves a skill, so each visit reads the states again
 * while the cached ones show.
 */
export const skillProgressQueryOptions = (subject: SkillTreeSubject) =>
  queryOptions({ queryKey: [SKILL_PROGRESS_URL, subject], queryFn: () => getSkillProgress(subject), staleTime: 0 });

export function useSkillProgress(subject: SkillTreeSubject) {
  return useQuery(skillProgressQueryOptions(subject));
}
