import { BILLING_MESSAGES, PaidPlanIdSchema, type PaidPlanId } from '@brightpath/shared/billing';
import { toast } from '@/components/ui/use-toast';
import { createCheckout } from '../api/create-checkout';

/** Where the payment page sends the learner back (spec 002 sections 7 and 9): the dashboard's success flag, or the plans' canceled one. */
export function checkoutAddresses(origin: string) {
  return { successUrl: `${origin}/dashboard?success=true`, cancelUrl: `${origin}/pricing?canceled=true` };
}

/**
 * Starts checkout for a plan and sends the browser to the payment page (Stripe Checkout, or the built-in test-mode
 * page): a full navigation, as a payment provider's page is another site. Rejects when the server refuses.
 */
export async function goToCheckout(planId: PaidPlanId): Promise<void> {
  const { url } = await createCheckout({ planId, ...checkoutAddresses(window.location.origin) });
  window.location.assign(url);
}

/** The paid plan a visitor chose before creating an account or signing in (/register?plan=premium), or null. */
export function chosenPlan(search: URLSearchParams): PaidPlanId | null {
  const parsed = PaidPlanIdSchema.safeParse(search.get('plan'));
  return parsed.success ? parsed.data : null;
}

/** The address that asks a visitor for an account first and then goes on to checkout for `plan`. */
export const withPlan = (path: '/register' | '/login', plan: PaidPlanId | null) => (plan ? `${path}?plan=${plan}` : path);

export const CONTINUE_TO_CHECKOUT = 'Taking you to checkout...';

/**
 * After registering or signing in with a plan chosen: on to its checkout; when it does not start, the checkout failure
 * (spec 002 section 8) and `onFailed` (back to the plans).
 */
export async function continueToCheckout(planId: PaidPlanId, onFailed: () => void): Promise<void> {
  try {
    await goToCheckout(planId);
  } catch (err) {
    console.error('Checkout did not start', err);
    toast({ variant: 'destructive', title: BILLING_MESSAGES.checkoutFailedTitle, description: BILLING_MESSAGES.checkoutFailed });
    onFailed();
  }
}
