// Stripe (STRIPE_SECRET_KEY): the `stripe` SDK at the API version its types declare, every POST with our own
// idempotency key. Prices are found (or made once) by lookup key, never by an id in the code; the customer is made once
// per account; checkout is a Checkout Session in subscription mode; a plan change is the subscription's update with
// proration, never a second subscription; overage is a Billing Meter event whose identifier makes a retry count once
// (the legacy usage records went with API version 2025-03-31). Webhooks are verified on the raw body, timestamp
// tolerance included.
import Stripe from 'stripe';
import { PLANS, planById, type PaidPlanId } from '@brightpath/shared/billing';
import type { BillingConfig } from '@/config.ts';
import {
  METER_EVENT_NAME,
  planOfLookupKey,
  priceLookupKey,
  ProviderUnavailable,
  WebhookRefused,
  type PaymentEvent,
  type PaymentGateway,
  type PriceKind,
  type SubscriptionRef,
} from './gateway.ts';

/** The API version pinned: the one this SDK's types describe (a different one would not type-check). */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;
const CURRENCY = 'usd';

type StripeConfig = NonNullable<BillingConfig['stripe']>;

/** A Stripe failure as ours: a signature problem is the caller's, anything else the provider's (502). */
function providerError(err: unknown): never {
  if (err instanceof Stripe.errors.StripeError) throw new ProviderUnavailable(`Stripe: ${err.type} ${err.code ?? ''} ${err.message}`);
  throw err;
}

export function stripeGateway(config: StripeConfig, log: (message: string) => void = () => undefined): PaymentGateway {
  const stripe = new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Brightpath' },
    ...(config.api ?? {}),
  });

  // Found once per process; a failure is forgotten so the next call tries again.
  let meter: Promise<string> | undefined;
  const prices = new Map<string, Promise<string>>();
  const once = <T>(make: () => Promise<T>, forget: () => void): Promise<T> => {
    const p = make();
    p.catch(forget);
    return p;
  };

  /** The Billing Meter counting overage sessions, looked up by its event name, made when missing. */
  function meterId(): Promise<string> {
    meter ??= once(
      async () => {
        for await (const m of stripe.billing.meters.list({ status: 'active', limit: 100 }))
          if (m.event_name === METER_EVENT_NAME) return m.id;
        const made = await stripe.billing.meters.create(
          {
            display_name: 'Brightpath extra tutoring sessions',
            event_name: METER_EVENT_NAME,
            default_aggregation: { formula: 'sum' },
            customer_mapping: { type: 'by_id', event_payload_key: 'stripe_customer_id' },
            value_settings: { event_payload_key: 'value' },
          },
          { idempotencyKey: `meter_${METER_EVENT_NAME}` },
        );
        return made.id;
      },
      () => (meter = undefined),
    );
    return meter;
  }

  /**
   * The plan's Price by lookup key (brightpath_<plan>_monthly, brightpath_<plan>_overage), made when there is none or
   * when the catalogue's amount changed (the new Price takes the lookup key over; subscriptions keep theirs).
   */
  function priceId(plan: PaidPlanId, kind: PriceKind): Promise<string> {
    const lookupKey = priceLookupKey(plan, kind);
    const existing = prices.get(lookupKey);
    if (existing) return existing;
    const made = once(
      async () => {
        const p = planById(plan);
        const amount = kind === 'monthly' ? p.priceCents : p.overageCents!;
        const meteredBy = kind === 'overage' ? await meterId() : undefined;
        const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
        const found = data[0];
        if (found && found.unit_amount === amount && found.currency === CURRENCY && (found.recurring?.meter ?? undefined) === meteredBy)
          return found.id;
        const created = await stripe.prices.create(
          {
            currency: CURRENCY,
            unit_amount: amount,
            lookup_key: lookupKey,
            transfer_lookup_key: true,
            product_data: { name: kind === 'monthly' ? `Brightpath ${p.name}` : `Brightpath ${p.name} extra tutoring sessions` },
            recurring: meteredBy ? { interval: 'month', usage_type: 'metered', meter: meteredBy } : { interval: 'month' },
            metadata: { plan_id: plan, kind },
          },
          { idempotencyKey: `price_${lookupKey}_${amount}_${meteredBy ?? 'licensed'}` },
        );
        return created.id;
      },
      () => prices.delete(lookupKey),
    );
    prices.set(lookupKey, made);
    return made;
  }

  const hasOverage = (plan: PaidPlanId) => PLANS.find((p) => p.id === plan)!.overageCents !== null;

  /** The answer of our own update, as the event it is (applied by the same handler as the webhook that follows it). */
  const updatedEvent = (sub: Stripe.Subscription, idempotencyKey: string): PaymentEvent => ({
    id: `evt_api_${idempotencyKey}`,
    type: 'customer.subscription.updated',
    created: Math.floor(Date.now() / 1000),
    data: { object: sub },
  });

  return {
    mode: 'stripe',

    async createCustomer({ userId, email }) {
      try {
        const customer = await stripe.customers.create(
          { ...(email ? { email } : {}), metadata: { user_id: String(userId) } },
          { idempotencyKey: `customer_${userId}_${email ?? 'none'}` },
        );
        return customer.id;
      } catch (err) {
        return providerError(err);
      }
    },

    async createCheckout(input) {
      try {
        const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [{ price: await priceId(input.plan, 'monthly'), quantity: 1 }];
        if (hasOverage(input.plan)) lineItems.push({ price: await priceId(input.plan, 'overage') });
        const metadata = { checkout_id: input.checkoutId, user_id: String(input.userId), plan_id: input.plan };
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: input.customerId,
            client_reference_id: String(input.userId),
            line_items: lineItems,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata,
            subscription_data: { metadata: { user_id: String(input.userId), plan_id: input.plan } },
          },
          { idempotencyKey: input.requestKey },
        );
        if (!session.url) throw new ProviderUnavailable('Stripe answered a Checkout Session without a url');
        return { providerSessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
      } catch (err) {
        return providerError(err);
      }
    },

    async changePlan(sub: SubscriptionRef, plan, idempotencyKey) {
      try {
        const current = await stripe.subscriptions.retrieve(sub.subscriptionId);
        const items: Stripe.SubscriptionUpdateParams.Item[] = [];
        for (const item of current.items.data) {
          // The monthly fee moves to the new plan's Price; the old plan's metered overage Price goes.
          if (planOfLookupKey(item.price.lookup_key)) items.push({ id: item.id, price: await priceId(plan, 'monthly'), quantity: 1 });
          else if (item.price.lookup_key?.startsWith('brightpath_')) items.push({ id: item.id, deleted: true });
        }
        if (hasOverage(plan)) items.push({ price: await priceId(plan, 'overage') });
        const updated = await stripe.subscriptions.update(
          sub.subscriptionId,
          { items, proration_behavior: 'always_invoice', cancel_at_period_end: false, metadata: { plan_id: plan } },
          { idempotencyKey },
        );
        return [updatedEvent(updated, idempotencyKey)];
      } catch (err) {
        return providerError(err);
      }
    },

    async cancelAtPeriodEnd(sub, idempotencyKey) {
      try {
        const updated = await stripe.subscriptions.update(sub.subscriptionId, { cancel_at_period_end: true }, { idempotencyKey });
        return [updatedEvent(updated, idempotencyKey)];
      } catch (err) {
        return providerError(err);
      }
    },

    async cancelNow(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel_now_${subscriptionId}` });
      } catch (err) {
        // Already ended, or gone: nothing is left to charge.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && (err.code === 'resource_missing' || /cancel/i.test(err.message)))
          return;
        return providerError(err);
      }
    },

    async reportOverage({ identifier, customerId, at }) {
      try {
        await stripe.billing.meterEvents.create(
          {
            event_name: METER_EVENT_NAME,
            payload: { stripe_customer_id: customerId, value: '1' },
            identifier,
            timestamp: Math.floor(at.getTime() / 1000),
          },
          { idempotencyKey: identifier },
        );
      } catch (err) {
        // Stripe refuses an identifier it has already counted: that report was made.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && /identifier/i.test(err.message)) {
          log(`overage ${identifier} was already reported`);
          return;
        }
        return providerError(err);
      }
    },

    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookRefused('The Stripe-Signature header is missing.');
      try {
        const event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, config.webhookToleranceSeconds);
        return { id: event.id, type: event.type, created: event.created, data: { object: event.data.object } };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookRefused(err.message);
        throw err;
      }
    },
  };
}
