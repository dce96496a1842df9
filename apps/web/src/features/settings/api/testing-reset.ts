import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestingReset } from '@brightpath/shared/settings';
import { apiJson } from '@/lib/api-client';

/** POST /api/settings/testing-reset (administrators only): the dashboard's first-run aids show again. */
export const resetForTesting = () => apiJson<TestingReset>('POST', '/api/settings/testing-reset');

export function useTestingReset() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resetForTesting,
    // The dashboard read its flags before the reset.
    onSuccess: () => qc.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/dashboard') }),
  });
}
