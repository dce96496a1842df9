import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { testCheckoutUrl } from './get-test-checkout';

/** POST /api/billing/test-checkout/:id/cancel: the session closes; the answer is its cancel address. */
export const cancelTestCheckout = (id: string) => apiJson<{ url: string }>('POST', `${testCheckoutUrl(id)}/cancel`, {});

export function useCancelTestCheckout() {
  return useMutation({ mutationFn: cancelTestCheckout });
}
