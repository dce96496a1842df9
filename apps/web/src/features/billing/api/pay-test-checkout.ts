import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TestCardSchema } from '@brightpath/shared/billing';
import { apiJson } from '@/lib/api-client';
import { testCheckoutUrl } from './get-test-checkout';

export type PayTestCheckout = { id: string; card: z.output<typeof TestCardSchema> };

/** POST /api/billing/test-checkout/:id/pay with a test card: the success address; a declined card is a 402. */
export const payTestCheckout = ({ id, card }: PayTestCheckout) => apiJson<{ url: string }>('POST', `${testCheckoutUrl(id)}/pay`, card);

export function usePayTestCheckout() {
  return useMutation({ mutationFn: payTestCheckout });
}
