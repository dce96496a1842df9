// Test mode (no STRIPE_SECRET_KEY): payments without a provider. Checkout is our own page (/checkout/test/<id>), paid
// with Stripe's test card numbers; paying, changing plan, cancelling and a period's end each produce the events Stripe
// would send, in Stripe's shape, and billing applies them through the same handler as a verified webhook
// (billing.events.ts). Event ids are derived from what they describe, so a repeated click makes the same events and
// they apply once.
import { createHash, randomBytes } from 'node:crypto';
import { planById, type PaidPlanId, type PlanId } from '@brightpath/shared/billing';
import {
  priceLookupKey,
  WebhookRefused,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentGateway,
  type SubscriptionRef,
} from './gateway.ts';

/** How long a test-mode checkout can be paid (Stripe's Checkout Sessions default to 24 hours). */
export const TEST_CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 24);

/** The same moment one calendar month later (UTC), the day kept where the month has it, else its last day. */
export function addMonth(d: Date): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), last), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
}

/**
 * A plan change's proration in integer cents: the new price for the rest of the period less the old one's unused part
 * (negative: a credit). Rounded to the nearest cent once, on the difference.
 */
export function prorationCents(oldCents: number, newCents: number, start: Date, end: Date, when: Date): number {
  const length = end.getTime() - start.getTime();
  if (length <= 0) return 0;
  const left = Math.min(Math.max(end.getTime() - when.getTime(), 0), length);
  return Math.round(((newCents - oldCents) * left) / length);
}

type TestSubscription = { id: string; customer: string; plan: PlanId; status: string; cancelAtPeriodEnd: boolean; start: Date; end: Date };

/** A subscription as Stripe writes it in an event: one item, the plan's monthly Price, with the period. */
function subscriptionObject(s: TestSubscription) {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    items: {
      object: 'list',
      data: [
        {
          id: `si_test_${digest(`${s.id}:${s.plan}`)}`,
          object: 'subscription_item',
          price: { id: `price_test_${s.plan}`, object: 'price', lookup_key: priceLookupKey(s.plan, 'monthly') },
          current_period_start: seconds(s.start),
          current_period_end: seconds(s.end),
        },
      ],
    },
    metadata: { plan_id: s.plan },
  };
}

function invoiceObject(p: { id: string; customer: string; subscription: string; total: number; reason: string; start: Date; end: Date }) {
  return {
    id: p.id,
    object: 'invoice',
    customer: p.customer,
    status: 'paid',
    total: p.total,
    amount_paid: Math.max(0, p.total),
    billing_reason: p.reason,
    parent: { type: 'subscription_details', subscription_details: { subscription: p.subscription } },
    lines: { object: 'list', data: [{ period: { start: seconds(p.start), end: seconds(p.end) } }] },
  };
}

const event = (id: string, type: string, created: Date, object: unknown): PaymentEvent => ({
  id,
  type,
  created: seconds(created),
  data: { object },
});

/** Paying a test-mode checkout: checkout.session.completed with its subscription, then the first invoice paid. */
export function testCheckoutEvents(p: {
  checkoutId: string;
  userId: number;
  customerId: string;
  plan: PaidPlanId;
  now: Date;
}): PaymentEvent[] {
  const subscription = `sub_test_${digest(p.checkoutId)}`;
  const end = addMonth(p.now);
  const session = {
    id: p.checkoutId,
    object: 'checkout.session',
    mode: 'subscription',
    customer: p.customerId,
    subscription,
    client_reference_id: String(p.userId),
    payment_status: 'paid',
    status: 'complete',
    metadata: { checkout_id: p.checkoutId, user_id: String(p.userId), plan_id: p.plan },
  };
  const invoice = invoiceObject({
    id: `in_test_${digest(`${p.checkoutId}:first`)}`,
    customer: p.customerId,
    subscription,
    total: planById(p.plan).priceCents,
    reason: 'subscription_create',
    start: p.now,
    end,
  });
  return [
    event(`evt_test_${digest(`${p.checkoutId}:completed`)}`, 'checkout.session.completed', p.now, session),
    event(`evt_test_${digest(`${p.checkoutId}:paid`)}`, 'invoice.paid', p.now, invoice),
  ];
}

const periodOf = (sub: SubscriptionRef, now: Date) => ({ start: sub.periodStart ?? now, end: sub.periodEnd ?? addMonth(now) });

/**
 * The end of the subscription's period: the subscription ends when it was cancelled at period end (back to Free),
 * otherwise it renews for a month and the renewal's invoice is paid.
 */
export function testPeriodEndEvents(sub: SubscriptionRef, now: Date): PaymentEvent[] {
  const { end } = periodOf(sub, now);
  const key = `${sub.subscriptionId}:${seconds(end)}`;
  if (sub.cancelAtPeriodEnd) {
    const ended = subscriptionObject({ ...sub, id: sub.subscriptionId, customer: sub.customerId, status: 'canceled', start: end, end });
    return [event(`evt_test_${digest(`${key}:deleted`)}`, 'customer.subscription.deleted', now, ended)];
  }
  const next = addMonth(end);
  const renewed = subscriptionObject({ ...sub, id: sub.subscriptionId, customer: sub.customerId, status: 'active', start: end, end: next });
  const invoice = invoiceObject({
    id: `in_test_${digest(`${key}:renewal`)}`,
    customer: sub.customerId,
    subscription: sub.subscriptionId,
    total: planById(sub.plan).priceCents,
    reason: 'subscription_cycle',
    start: end,
    end: next,
  });
  return [
    event(`evt_test_${digest(`${key}:renewed`)}`, 'customer.subscription.updated', now, renewed),
    event(`evt_test_${digest(`${key}:paid`)}`, 'invoice.paid', now, invoice),
  ];
}

/** The built-in test-mode gateway. */
export function testGateway(now: () => Date = () => new Date()): PaymentGateway {
  return {
    mode: 'test',
    async createCustomer() {
      return `cus_test_${randomBytes(12).toString('hex')}`;
    },
    async createCheckout(input: CheckoutRequest) {
      return {
        providerSessionId: null,
        url: `/checkout/test/${input.checkoutId}`,
        expiresAt: new Date(now().getTime() + TEST_CHECKOUT_TTL_MS),
      };
    },
    async changePlan(sub, plan, idempotencyKey) {
      const when = now();
      const { start, end } = periodOf(sub, when);
      const changed = subscriptionObject({
        id: sub.subscriptionId,
        customer: sub.customerId,
        plan,
        status: 'active',
        cancelAtPeriodEnd: false,
        start,
        end,
      });
      const invoice = invoiceObject({
        id: `in_test_${digest(`${idempotencyKey}:proration`)}`,
        customer: sub.customerId,
        subscription: sub.subscriptionId,
        total: prorationCents(planById(sub.plan).priceCents, planById(plan).priceCents, start, end, when),
        reason: 'subscription_update',
        start: when,
        end,
      });
      return [
        event(`evt_test_${digest(`${idempotencyKey}:updated`)}`, 'customer.subscription.updated', when, changed),
        event(`evt_test_${digest(`${idempotencyKey}:paid`)}`, 'invoice.paid', when, invoice),
      ];
    },
    async cancelAtPeriodEnd(sub, idempotencyKey) {
      const when = now();
      const { start, end } = periodOf(sub, when);
      const cancelled = subscriptionObject({
        id: sub.subscriptionId,
        customer: sub.customerId,
        plan: sub.plan,
        status: 'active',
        cancelAtPeriodEnd: true,
        start,
        end,
      });
      return [event(`evt_test_${digest(`${idempotencyKey}:cancel`)}`, 'customer.subscription.updated', when, cancelled)];
    },
    async cancelNow() {
      // A test-mode subscription charges nothing: it ends with its billing record.
    },
    async reportOverage() {
      // Nothing to send: in test mode the period's invoice line is the bill (billing.service.ts reportOverage).
    },
    verifyWebhook() {
      throw new WebhookRefused('Payments are in test mode (no STRIPE_SECRET_KEY): webhooks are not accepted.');
    },
  };
}
