import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentResult, AssessmentSubmission } from '@brightpath/shared/assessment';
import { apiJson } from '@/lib/api-client';
import { assessmentQueryOptions } from './get-assessment';

/** Saves a completed assessment; a retake replaces the earlier answers on the server. */
export const submitAssessment = (input: AssessmentSubmission) => apiJson<AssessmentResult>('POST', '/api/assessments', input);

export function useSubmitAssessment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitAssessment,
    // A read still on its way (a preload) would otherwise land after this answer and undo it.
    onSuccess: async (result) => {
      const { queryKey } = assessmentQueryOptions(result.profile.id);
      await qc.cancelQueries({ queryKey, exact: true });
      qc.setQueryData(queryKey, result);
    },
  });
}
