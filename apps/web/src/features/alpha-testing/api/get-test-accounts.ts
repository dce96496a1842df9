import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestAccount } from '@brightpath/shared/alpha';
import { apiJson } from '@/lib/api-client';

export const TEST_ACCOUNTS_URL = '/api/alpha/test-users';

/** GET /api/alpha/test-users (administrators): the test accounts that exist, one per profile at most. */
export const testAccountsQueryOptions = () =>
  queryOptions({
    queryKey: [TEST_ACCOUNTS_URL],
    queryFn: async () => (await apiJson<{ accounts: TestAccount[] }>('GET', TEST_ACCOUNTS_URL)).accounts,
    staleTime: 0,
  });

export function useTestAccounts(enabled: boolean) {
  return useQuery({ ...testAccountsQueryOptions(), enabled });
}
