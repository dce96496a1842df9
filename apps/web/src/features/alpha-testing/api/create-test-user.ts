import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedTestUser, TestProfileRequest } from '@brightpath/shared/alpha';
import { apiJson } from '@/lib/api-client';
import { TEST_ACCOUNTS_URL } from './get-test-accounts';

/** POST /api/alpha/test-users: the answer carries the account's password, shown once and never stored here. */
export const createTestUser = (input: TestProfileRequest) => apiJson<CreatedTestUser>('POST', TEST_ACCOUNTS_URL, input);

export function useCreateTestUser() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createTestUser, onSettled: () => qc.invalidateQueries({ queryKey: [TEST_ACCOUNTS_URL] }) });
}
