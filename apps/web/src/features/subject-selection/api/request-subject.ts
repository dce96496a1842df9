import { useMutation } from '@tanstack/react-query';
import type { SubjectRequest, SubjectRequestInput } from '@brightpath/shared/subjects';
import { apiJson } from '@/lib/api-client';

/** Asks for a subject the catalogue lacks; an administrator reviews it. */
export const requestSubject = (input: SubjectRequestInput) => apiJson<SubjectRequest>('POST', '/api/subject-requests', input);

export function useRequestSubject() {
  return useMutation({ mutationFn: requestSubject });
}
