import { useMutation } from '@tanstack/react-query';
import type { CreateCheckout } from '@brightpath/shared/billing';
import { apiJson } from '@/lib/api-client';

/**
 * POST /api/stripe/create-checkout {planId, successUrl, cancelUrl} (spec 002 section 7): the address of the payment
 * page (Stripe Checkout, or the built-in test-mode page), where the browser goes next.
 */
export const createCheckout = (input: CreateCheckout) => apiJson<{ url: string }>('POST', '/api/stripe/create-checkout', input);

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
