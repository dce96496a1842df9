import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentResult, AssessmentSubmission } from '@brightpath/shared/assessment';
import { apiJson } from '../../../lib/api-client';
import { assessmentQueryOptions } from './get-assessment';

/** Saves a completed assessment; a retake replaces the earlier answers on the server. */
export const submitAssessment = (input: AssessmentSubmission) => apiJson<AssessmentResult>('POST', '/api/assessments', input);

export function useSubmitAssessment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitAssessment,
    onSuccess: (result) => qc.setQueryData(assessmentQueryOptions(result.profile.id).queryKey, result),
  });
}
