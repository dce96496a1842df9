import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenedTestUser, TestProfileRequest } from '@brightpath/shared/alpha';
import { apiJson } from '@/lib/api-client';

/**
 * POST /api/alpha/test-users/login: this browser acts as the profile's test account (the server swaps the session
 * cookie and keeps the administrator's to return to). Every cached answer was the administrator's: all are read again.
 */
export const openTestUser = (input: TestProfileRequest) => apiJson<OpenedTestUser>('POST', '/api/alpha/test-users/login', input);

export function useOpenTestUser() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: openTestUser, onSuccess: () => qc.resetQueries() });
}
