import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubjectLevel, UserSubject } from '@brightpath/shared/subjects';
import { apiJson } from '@/lib/api-client';
import { userSubjectsQueryOptions } from './get-user-subjects';

export type SubjectChoice = { subjectId: number; level: SubjectLevel };

/** Replaces the whole selection in one transaction (deselected subjects are removed). */
export const saveUserSubjects = (subjects: SubjectChoice[]) => apiJson<UserSubject[]>('PUT', '/api/user-subjects', { subjects });

export function useSaveUserSubjects() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveUserSubjects,
    // A read still on its way (a preload) would otherwise land after this answer and undo it.
    onSuccess: async (saved) => {
      const { queryKey } = userSubjectsQueryOptions();
      await qc.cancelQueries({ queryKey, exact: true });
      qc.setQueryData(queryKey, saved);
    },
  });
}
