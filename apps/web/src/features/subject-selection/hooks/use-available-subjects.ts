import { useMemo } from 'react';
import type { Subject, UserSubject } from '@brightpath/shared/subjects';
import { useSubjects } from '../api/get-subjects';
import { useSubjectsForUser } from '../api/get-subjects-for-user';
import { useUserSubjects } from '../api/get-user-subjects';

/** No saved subjects yet: one list, so the memo below keeps its value between renders. */
const NONE: UserSubject[] = [];

/**
 * The subjects to offer: those suited to the learner's age, else the whole catalogue (also when the
 * age-based list cannot be loaded); plus any subject already chosen, so a saved choice is always visible.
 */
export function useAvailableSubjects(userId: number) {
  const forUser = useSubjectsForUser(userId);
  const needFallback = forUser.isError || (forUser.isSuccess && (forUser.data ?? []).length === 0);
  const all = useSubjects(needFallback);
  const saved = useUserSubjects();

  const isLoading = forUser.isPending || (needFallback && all.isPending) || saved.isPending;
  const isError = (needFallback && all.isError) || saved.isError;
  const base = needFallback ? all.data : forUser.data;
  const chosen = saved.data ?? NONE;

  const subjects = useMemo(() => {
    const byId = new Map<number, Subject>((base ?? []).map((s) => [s.id, s]));
    for (const us of chosen) if (!byId.has(us.subjectId)) byId.set(us.subjectId, us.subject);
    return [...byId.values()];
  }, [base, chosen]);

  const retry = () => {
    if (forUser.isError) void forUser.refetch();
    if (all.isError) void all.refetch();
    if (saved.isError) void saved.refetch();
  };

  return { isLoading, isError, subjects, saved: chosen, retry };
}
