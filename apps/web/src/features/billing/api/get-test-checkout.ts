import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestCheckoutSession } from '@brightpath/shared/billing';
import { apiJson } from '@/lib/api-client';

/** The built-in test-mode checkout's session (no Stripe key), by its id. */
export const testCheckoutUrl = (id: string) => `/api/billing/test-checkout/${encodeURIComponent(id)}`;

/** GET /api/billing/test-checkout/:id: the plan, the amount and whether it is still open (another account's: 404). */
export const getTestCheckout = (id: string) => apiJson<TestCheckoutSession>('GET', testCheckoutUrl(id));

/** Read at each visit: paying it, or its expiry, changes it. */
export const testCheckoutQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/billing/test-checkout', id], queryFn: () => getTestCheckout(id), staleTime: 0 });

export function useTestCheckout(id: string) {
  return useQuery(testCheckoutQueryOptions(id));
}
