import { useMutation } from '@tanstack/react-query';
import type { TestComplete } from '@brightpath/shared/alpha';
import { apiJson } from '@/lib/api-client';

/**
 * /test-complete: a visitor first gets a guest account (POST /api/auth/guest, DESIGN.md decision 2), then onboarding is
 * completed with a test profile on the server (POST /api/alpha/test-complete), unless the account has a profile.
 */
export async function completeTest(signedIn: boolean): Promise<TestComplete> {
  if (!signedIn) await apiJson('POST', '/api/auth/guest', {});
  return apiJson<TestComplete>('POST', '/api/alpha/test-complete', {});
}

export function useCompleteTest() {
  return useMutation({ mutationFn: completeTest });
}
