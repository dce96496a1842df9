// The payment gateway: what billing asks of a payment provider, with two implementations chosen by the configuration
// (STRIPE_SECRET_KEY: stripe-gateway.ts; none: test-gateway.ts). Either way the account's plan changes only when an
// event is applied by billing.events.ts: a verified Stripe webhook, the events Stripe's answer to our own call
// describes, or the test-mode equivalents, all through the same handler.
import type { PaidPlanId, PlanId } from '@brightpath/shared/billing';

export type PaymentMode = 'stripe' | 'test';

/** A payment event in Stripe's shape (id, type, created in epoch seconds, data.object), whichever mode made it. */
export type PaymentEvent = { id: string; type: string; created: number; data: { object: unknown } };

/** The Price of a plan at the provider: its monthly fee, or its metered overage (Basic and Premium). */
export type PriceKind = 'monthly' | 'overage';

/** Prices are found by lookup key, never by an id written into the code. */
export const priceLookupKey = (plan: PlanId, kind: PriceKind) => `brightpath_${plan}_${kind}`;

/** The plan a Price's lookup key names (brightpath_<plan>_monthly), or undefined. */
export function planOfLookupKey(key: string | null | undefined): PlanId | undefined {
  const m = /^brightpath_(free|basic|premium|pro|family)_monthly$/.exec(key ?? '');
  return m?.[1] as PlanId | undefined;
}

/** The Billing Meter's event name: one meter counts every overage session; each plan's metered Price sets the rate. */
export const METER_EVENT_NAME = 'brightpath_overage_sessions';

export type CheckoutRequest = {
  /** Our checkout's id (checkout_sessions.id), derived from the request key so a repeated request sends the same. */
  checkoutId: string;
  /** The idempotency key of the provider's session. */
  requestKey: string;
  userId: number;
  customerId: string;
  plan: PaidPlanId;
  successUrl: string;
  cancelUrl: string;
};

/** An account's subscription as billing_accounts holds it. */
export type SubscriptionRef = {
  customerId: string;
  subscriptionId: string;
  plan: PlanId;
  periodStart: Date | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

export type OverageReport = { identifier: string; customerId: string; at: Date };

/** A webhook the gateway refused (bad or stale signature, or none expected): 400, nothing applied. */
export class WebhookRefused extends Error {}

/** The payment provider failed or could not be reached: 502, nothing applied. */
export class ProviderUnavailable extends Error {}

export interface PaymentGateway {
  readonly mode: PaymentMode;
  /** Makes the provider's customer for an account (the same account and e-mail make the same customer). */
  createCustomer(input: { userId: number; email: string | null }): Promise<string>;
  /** Starts a checkout in subscription mode; `url` is where the browser pays. */
  createCheckout(input: CheckoutRequest): Promise<{ providerSessionId: string | null; url: string; expiresAt: Date }>;
  /** Moves the subscription to `plan`, prorated (never a second subscription); answers the events describing the result. */
  changePlan(sub: SubscriptionRef, plan: PaidPlanId, idempotencyKey: string): Promise<PaymentEvent[]>;
  /** Cancels at the end of the period; answers the events describing the result. */
  cancelAtPeriodEnd(sub: SubscriptionRef, idempotencyKey: string): Promise<PaymentEvent[]>;
  /** Ends a subscription now (its account was deleted); one already ended or unknown counts as ended. */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Reports one overage session (Stripe: a Billing Meter event whose identifier makes a retry count once). */
  reportOverage(report: OverageReport): Promise<void>;
  /** The event of a webhook whose signature and timestamp check out on the raw body; throws WebhookRefused. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
