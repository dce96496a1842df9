import { useMutation } from '@tanstack/react-query';
import type { OpenedTestUser, TestProfileRequest } from '@brightpath/shared/alpha';
import { apiJson } from '@/lib/api-client';

/**
 * POST /api/alpha/test-users/login: this browser acts as the profile's test account (the server swaps the session
 * cookie and keeps the administrator's to return to). Every cached answer was the administrator's: the caller reads all
 * again (queryClient.resetQueries) once it has done its own part, since the page showing it is then made anew.
 */
export const openTestUser = (input: TestProfileRequest) => apiJson<OpenedTestUser>('POST', '/api/alpha/test-users/login', input);

export function useOpenTestUser() {
  return useMutation({ mutationFn: openTestUser });
}
