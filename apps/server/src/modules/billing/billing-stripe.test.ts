// Billing with Stripe (STRIPE_SECRET_KEY), through HTTP, against a fake Stripe server (test/fake-stripe.ts) the SDK is
// pointed at by its host, port and protocol; webhooks signed with the test secret (generateTestHeaderString).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { DELETE_CONFIRMATION_WORD } from '@brightpath/shared/account-data';
import { createTestApp, get, ORIGIN, post, type TestApp } from '@/test/helpers.ts';
import { startFakeStripe, type FakeStripe } from '@/test/fake-stripe.ts';
import { seedSessions, tutor } from '../chat/chat.test-support.ts';
import { billingEvents, checkoutSessions, overageCharges, subscriptionCancellations } from './billing.tables.ts';
import {
  account,
  billingRecord,
  chargesOf,
  checkout,
  GOOD_CARD,
  linesOf,
  planOfAccount,
  status,
  SUCCESS_URL,
  whenReported,
  type Account,
} from './billing.test-support.ts';
import { STRIPE_API_VERSION } from './stripe-gateway.ts';

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
    TUTOR_RATE_LIMIT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});

/** Stripe posting a webhook: no Origin (a cross-site post), the raw JSON body and its signature. */
function deliver(payload: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}
const webhook = (event: Stripe.Event, options?: { timestamp?: number; secret?: string }) => {
  const { payload, signature } = fake.sign(event, options);
  return deliver(payload, signature);
};
async function webhooks(events: Stripe.Event[]) {
  for (const e of events) expect((await webhook(e)).statusCode, e.type).toBe(200);
}

const sessionIdOf = (url: string) => /^https:\/\/checkout\.stripe\.com\/c\/pay\/(cs_test_[0-9a-f]+)$/.exec(url)![1]!;

/** Checks out `plan` and has Stripe deliver the completed checkout's events; answers the Stripe subscription. */
async function subscribe(who: Account, plan: string) {
  const res = await checkout(t.app, who.cookie, plan);
  expect(res.statusCode).toBe(200);
  const { subscription, events } = fake.completeCheckout(sessionIdOf(res.json().url));
  await webhooks(events);
  return subscription;
}

const appliedEvents = async (id: string) => (await t.database.db.select().from(billingEvents).where(eq(billingEvents.eventId, id)))[0];

describe('checkout with Stripe', () => {
  it('makes a Checkout Session in subscription mode for each paid plan with its Prices by lookup key and the account’s customer', async () => {
    const expectedItems: Record<string, string[]> = {
      basic: ['brightpath_basic_monthly', 'brightpath_basic_overage'],
      premium: ['brightpath_premium_monthly', 'brightpath_premium_overage'],
      pro: ['brightpath_pro_monthly'],
      family: ['brightpath_family_monthly'],
    };
    for (const plan of Object.keys(expectedItems)) {
      const a = await account(t.app);
      const res = await checkout(t.app, a.cookie, plan);
      expect(res.statusCode, plan).toBe(200);
      const session = fake.checkoutSessions.get(sessionIdOf(res.json().url))!;
      const customerId = (await billingRecord(t.database, a.id))!.customerId;
      expect(session).toMatchObject({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: String(a.id),
        success_url: SUCCESS_URL,
        metadata: { user_id: String(a.id), plan_id: plan },
      });
      const keys = (session.line_items as { price: string }[]).map((i) => fake.prices.get(i.price)!.lookup_key);
      expect(keys, plan).toEqual(expectedItems[plan]);
      // The plan changes only from a verified event, never because checkout started or the browser came back.
      expect((await status(t.app, a.cookie)).planId).toBe('free');
    }
    const amounts = Object.fromEntries([...fake.prices.values()].map((p) => [p.lookup_key, p.unit_amount]));
    expect(amounts).toEqual({
      brightpath_basic_monthly: 999,
      brightpath_basic_overage: 50,
      brightpath_premium_monthly: 1999,
      brightpath_premium_overage: 40,
      brightpath_pro_monthly: 2999,
      brightpath_family_monthly: 3999,
    });
    const overage = [...fake.prices.values()].find((p) => p.lookup_key === 'brightpath_premium_overage')!;
    expect(overage.recurring).toMatchObject({ interval: 'month', usage_type: 'metered', meter: [...fake.meters.keys()][0] });
    // Each Price and the Meter made once, then found by lookup key and event name; every POST with an idempotency key,
    // every request at the pinned API version.
    expect(fake.calls('POST', '/v1/prices')).toHaveLength(6);
    expect(fake.calls('POST', '/v1/billing/meters')).toHaveLength(1);
    expect(
      fake.requests.filter((r) => r.method === 'POST').every((r) => typeof r.idempotencyKey === 'string' && r.idempotencyKey.length > 0),
    ).toBe(true);
    expect(new Set(fake.requests.map((r) => r.stripeVersion))).toEqual(new Set([STRIPE_API_VERSION]));
  });

  it('answers a double click with one Checkout Session and reuses the customer for the account’s next checkout', async () => {
    const a = await account(t.app);
    const before = fake.checkoutSessions.size;
    const clicks = await Promise.all([checkout(t.app, a.cookie, 'premium'), checkout(t.app, a.cookie, 'premium')]);
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200]);
    expect(clicks[0]!.json().url).toBe(clicks[1]!.json().url);
    expect(fake.checkoutSessions.size).toBe(before + 1);
    expect((await checkout(t.app, a.cookie, 'premium')).json().url).toBe(clicks[0]!.json().url);
    // Another plan: another session, the same customer.
    await checkout(t.app, a.cookie, 'pro');
    const customer = (await billingRecord(t.database, a.id))!.customerId!;
    const mine = [...fake.checkoutSessions.values()].filter((s) => s.client_reference_id === String(a.id));
    expect(mine).toHaveLength(2);
    expect(new Set(mine.map((s) => s.customer))).toEqual(new Set([customer]));
    expect([...fake.customers.values()].filter((c) => (c.metadata as { user_id: string }).user_id === String(a.id))).toHaveLength(1);
  });

  it('answers 502 and stores nothing when Stripe fails; the test-mode checkout does not exist', async () => {
    const a = await account(t.app);
    fake.failNext('POST', '/v1/checkout/sessions', 500);
    const res = await checkout(t.app, a.cookie, 'basic');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER', message: 'The payment service could not be reached. Please try again.' });
    expect(await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, a.id))).toEqual([]);
    expect((await get(t.app, '/api/billing/test-checkout/cs_bp_0123456789abcdef01234567', a.cookie)).statusCode).toBe(404);
    expect((await post(t.app, '/api/billing/test-checkout/cs_bp_0123456789abcdef01234567/pay', GOOD_CARD, a.cookie)).statusCode).toBe(404);
    expect((await get(t.app, '/api/plans')).json().testMode).toBe(false);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('applies the completed checkout: the plan, the subscription and its period, and the paid invoice', async () => {
    const a = await account(t.app);
    const subscription = await subscribe(a, 'premium');
    const s = await status(t.app, a.cookie);
    expect(s).toMatchObject({ planId: 'premium', status: 'active', cancelAtPeriodEnd: false, testMode: false });
    expect(new Date(s.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect(await billingRecord(t.database, a.id)).toMatchObject({ subscriptionId: subscription.id, plan: 'premium', mode: 'stripe' });
    expect((await linesOf(t.database, a.id)).map((l) => [l.description, l.amountCents])).toEqual([['Premium plan, monthly', 1999]]);
  });

  it('keeps the checkout paid last when two were paid (two tabs) and ends the other subscription at Stripe', async () => {
    const a = await account(t.app);
    const basic = await checkout(t.app, a.cookie, 'basic');
    const premium = await checkout(t.app, a.cookie, 'premium');
    const first = fake.completeCheckout(sessionIdOf(basic.json().url));
    await webhooks(first.events);
    const second = fake.completeCheckout(sessionIdOf(premium.json().url));
    await webhooks(second.events);
    expect(await status(t.app, a.cookie)).toMatchObject({ planId: 'premium', status: 'active' });
    await whenReported(t.app, async () => fake.subscriptions.get(first.subscription.id)!.status === 'canceled');
    expect(fake.subscriptions.get(second.subscription.id)!.status).toBe('active');
    // The end of the first, told by Stripe, leaves the second alone.
    await webhooks([fake.event('customer.subscription.deleted', fake.subscriptions.get(first.subscription.id))]);
    expect(await status(t.app, a.cookie)).toMatchObject({ planId: 'premium', status: 'active' });
    expect((await billingRecord(t.database, a.id))!.subscriptionId).toBe(second.subscription.id);
  });

  it('refuses a bad signature, a stale timestamp, a tampered body or no signature with 400, applying nothing', async () => {
    const a = await account(t.app);
    const res = await checkout(t.app, a.cookie, 'pro');
    const { events } = fake.completeCheckout(sessionIdOf(res.json().url));
    const completed = events[0]!;
    const refusals = [
      await webhook(completed, { secret: 'whsec_not_ours' }),
      await webhook(completed, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      await deliver(fake.sign(completed).payload.replace('"paid"', '"paid" '), fake.sign(completed).signature),
      await deliver(fake.sign(completed).payload),
    ];
    for (const r of refusals) {
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe('WEBHOOK_REFUSED');
    }
    expect(await appliedEvents(completed.id)).toBeUndefined();
    expect(await planOfAccount(t.database, a.id)).toBe('free');
    // Within the tolerance it is accepted.
    expect((await webhook(completed, { timestamp: Math.floor(Date.now() / 1000) - 200 })).statusCode).toBe(200);
    expect(await planOfAccount(t.database, a.id)).toBe('pro');
  });

  it('applies a replayed event once', async () => {
    const a = await account(t.app);
    const res = await checkout(t.app, a.cookie, 'basic');
    const { events } = fake.completeCheckout(sessionIdOf(res.json().url));
    await webhooks(events);
    const version = (await billingRecord(t.database, a.id))!.version;
    await webhooks(events);
    await Promise.all(events.map((e) => webhook(e)));
    expect((await billingRecord(t.database, a.id))!.version).toBe(version);
    expect(await linesOf(t.database, a.id)).toHaveLength(1);
    for (const e of events) expect(await appliedEvents(e.id)).toMatchObject({ type: e.type, applied: true });
  });

  it('never rolls the plan back for an older event arriving after a newer one', async () => {
    const a = await account(t.app);
    const subscription = await subscribe(a, 'basic');
    const premiumPrice = [...fake.prices.values()].find((p) => p.lookup_key === 'brightpath_premium_monthly')!;
    const basicPrice = [...fake.prices.values()].find((p) => p.lookup_key === 'brightpath_basic_monthly')!;
    const items = (subscription.items as { data: { price: unknown }[] }).data;
    const at = Math.floor(Date.now() / 1000) + 60;
    const asPremium = { ...subscription, items: { data: [{ ...items[0], price: premiumPrice }] } };
    const asBasic = { ...subscription, items: { data: [{ ...items[0], price: basicPrice }] } };
    const newer = fake.event('customer.subscription.updated', asPremium, at + 10);
    const older = fake.event('customer.subscription.updated', asBasic, at);
    expect((await webhook(newer)).statusCode).toBe(200);
    expect((await webhook(older)).statusCode).toBe(200);
    expect(await planOfAccount(t.database, a.id)).toBe('premium');
    expect(await appliedEvents(older.id)).toMatchObject({ applied: false });
    // The subscription's end is final: an older update told after it does not bring it back.
    const deleted = fake.event('customer.subscription.deleted', { ...asPremium, status: 'canceled' }, at + 20);
    expect((await webhook(deleted)).statusCode).toBe(200);
    expect((await webhook(fake.event('customer.subscription.updated', asPremium, at + 15))).statusCode).toBe(200);
    expect(await status(t.app, a.cookie)).toMatchObject({ planId: 'free', status: 'canceled' });
  });

  it('moves to past due on a failed payment (the plan stays) and back to active when paid; an unknown customer changes nothing', async () => {
    const a = await account(t.app);
    const subscription = await subscribe(a, 'pro');
    const invoice = {
      id: 'in_failed_1',
      object: 'invoice',
      customer: subscription.customer,
      total: 2999,
      billing_reason: 'subscription_cycle',
      parent: { subscription_details: { subscription: subscription.id } },
      lines: { data: [] },
    };
    await webhooks([fake.event('invoice.payment_failed', invoice)]);
    expect(await status(t.app, a.cookie)).toMatchObject({ planId: 'pro', status: 'past_due' });
    await webhooks([fake.event('invoice.paid', { ...invoice, id: 'in_paid_1' })]);
    expect(await status(t.app, a.cookie)).toMatchObject({ planId: 'pro', status: 'active' });

    const stranger = fake.event('invoice.payment_failed', { ...invoice, id: 'in_x', customer: 'cus_nobody' });
    expect((await webhook(stranger)).statusCode).toBe(200);
    expect(await appliedEvents(stranger.id)).toMatchObject({ applied: false });
    expect((await webhook(fake.event('customer.created', { id: 'cus_new' }))).statusCode).toBe(200);
    const odd = fake.event('invoice.paid', { id: 'in_odd', customer: subscription.customer });
    expect((await webhook(odd)).statusCode).toBe(200);
    expect(await appliedEvents(odd.id)).toMatchObject({ applied: false });
  });
});

describe('the subscription with Stripe', () => {
  it('cancels at the period’s end through Stripe, and the period’s end event returns the account to Free', async () => {
    const a = await account(t.app);
    const subscription = await subscribe(a, 'premium');
    const [cancelled] = await Promise.all([
      post(t.app, '/api/subscription/cancel', {}, a.cookie),
      post(t.app, '/api/subscription/cancel', {}, a.cookie),
    ]);
    expect(cancelled!.statusCode).toBe(200);
    expect(cancelled!.json()).toMatchObject({ planId: 'premium', cancelAtPeriodEnd: true });
    const updates = fake.calls('POST', `/v1/subscriptions/${subscription.id}`);
    expect(updates.map((u) => u.body)).toEqual(updates.map(() => ({ cancel_at_period_end: 'true' })));
    expect(new Set(updates.map((u) => u.idempotencyKey)).size).toBe(1);
    expect(fake.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(true);

    await webhooks(fake.endPeriod(subscription.id));
    expect(await status(t.app, a.cookie)).toMatchObject({
      planId: 'free',
      status: 'canceled',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    expect((await post(t.app, '/api/subscription/cancel', {}, a.cookie)).json().code).toBe('NO_SUBSCRIPTION');
  });

  it('changes plan on the same subscription with proration: the monthly Price swapped, the overage Price with it', async () => {
    const a = await account(t.app);
    const subscription = await subscribe(a, 'basic');
    const subscriptionsBefore = fake.subscriptions.size;
    const res = await post(t.app, '/api/subscription/change', { planId: 'premium' }, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ planId: 'premium', status: 'active' });
    const [update] = fake.calls('POST', `/v1/subscriptions/${subscription.id}`);
    expect(update!.body).toMatchObject({ proration_behavior: 'always_invoice', cancel_at_period_end: 'false' });
    const stored = fake.subscriptions.get(subscription.id)!;
    expect((stored.items as { data: { price: { lookup_key: string } }[] }).data.map((i) => i.price.lookup_key)).toEqual([
      'brightpath_premium_monthly',
      'brightpath_premium_overage',
    ]);
    expect(fake.subscriptions.size).toBe(subscriptionsBefore);
    expect(fake.calls('POST', '/v1/checkout/sessions').filter((c) => c.body.client_reference_id === String(a.id))).toHaveLength(1);
    // Stripe's own webhook of the change comes later and changes nothing more.
    await webhooks([fake.event('customer.subscription.updated', stored)]);
    expect(await planOfAccount(t.database, a.id)).toBe('premium');
    // To Pro: no overage Price any more.
    await post(t.app, '/api/subscription/change', { planId: 'pro' }, a.cookie);
    expect(
      (fake.subscriptions.get(subscription.id)!.items as { data: { price: { lookup_key: string } }[] }).data.map((i) => i.price.lookup_key),
    ).toEqual(['brightpath_pro_monthly']);
    expect(await planOfAccount(t.database, a.id)).toBe('pro');
  });

  it('ends a deleted account’s subscription at Stripe, so that it is never charged again', async () => {
    const a = await account(t.app);
    const subscription = await subscribe(a, 'premium');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: a.cookie },
      payload: JSON.stringify({ confirmation: DELETE_CONFIRMATION_WORD }),
    });
    expect(res.statusCode).toBe(200);
    await whenReported(t.app, async () => fake.subscriptions.get(subscription.id)!.status === 'canceled');
    expect(fake.calls('DELETE', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    const [queued] = await t.database.db
      .select()
      .from(subscriptionCancellations)
      .where(eq(subscriptionCancellations.subscriptionId, subscription.id));
    expect(queued).toMatchObject({ customerId: subscription.customer, cancelledAt: expect.any(Date) });
    // Stripe's webhook of the end finds no account and changes nothing.
    const ended = fake.event('customer.subscription.deleted', fake.subscriptions.get(subscription.id));
    expect((await webhook(ended)).statusCode).toBe(200);
    expect(await appliedEvents(ended.id)).toMatchObject({ applied: false });
  });

  it('never shows or changes another account’s subscription', async () => {
    const a = await account(t.app);
    await subscribe(a, 'family');
    const b = await account(t.app);
    expect(await status(t.app, b.cookie)).toMatchObject({ planId: 'free', currentPeriodEnd: null });
    expect((await post(t.app, '/api/subscription/cancel', {}, b.cookie)).json().code).toBe('NO_SUBSCRIPTION');
    expect((await get(t.app, '/api/subscription/invoices', b.cookie)).json()).toEqual({ lines: [] });
    expect((await status(t.app, a.cookie)).cancelAtPeriodEnd).toBe(false);
  });
});

describe('overage billed through Stripe’s Billing Meter', () => {
  it('reports each session past Basic’s 20 once, with its identifier, retrying one that failed', async () => {
    const a = await account(t.app);
    await subscribe(a, 'basic');
    const customer = (await billingRecord(t.database, a.id))!.customerId!;
    await seedSessions(t.database, a.id, 20);
    fake.failNext('POST', '/v1/billing/meter_events', 500);
    expect((await tutor(t.app, { userMessage: 'Past my 20', subjectId: 1 }, a.cookie)).statusCode).toBe(200);
    // The first report failed: the charge waits, unreported.
    const attemptsFor = () =>
      fake
        .calls('POST', '/v1/billing/meter_events')
        .filter((r) => (r.body.payload as { stripe_customer_id: string }).stripe_customer_id === customer);
    await whenReported(t.app, async () => attemptsFor().length > 0);
    expect((await chargesOf(t.database, a.id)).map((c) => c.reportedAt)).toEqual([null]);
    expect(fake.meterEvents.filter((e) => (e.payload as { stripe_customer_id: string }).stripe_customer_id === customer)).toEqual([]);

    // The next session's report takes both.
    expect((await post(t.app, '/api/sessions', { subjectId: 2 }, a.cookie)).statusCode).toBe(201);
    await whenReported(t.app, async () => (await chargesOf(t.database, a.id)).every((c) => c.reportedAt !== null));
    const charges = await chargesOf(t.database, a.id);
    const mine = fake.meterEvents.filter((e) => (e.payload as { stripe_customer_id: string }).stripe_customer_id === customer);
    expect(mine.map((e) => e.identifier).sort()).toEqual(charges.map((c) => c.identifier).sort());
    expect(mine.every((e) => e.event_name === 'brightpath_overage_sessions' && (e.payload as { value: string }).value === '1')).toBe(true);
    const posts = fake.calls('POST', '/v1/billing/meter_events').filter((r) => charges.some((c) => c.identifier === r.body.identifier));
    expect(posts.every((r) => r.idempotencyKey === r.body.identifier)).toBe(true);
    expect((await status(t.app, a.cookie)).overage).toEqual({ sessions: 2, amountCents: 100, rateCents: 50 });

    // A report made again (a retry after a crash before reported_at was written) is counted once by Stripe.
    await t.database.db.update(overageCharges).set({ reportedAt: null }).where(eq(overageCharges.userId, a.id));
    await t.app.billing.reportOverage();
    expect(await t.database.db.select().from(overageCharges).where(isNull(overageCharges.reportedAt))).toEqual([]);
    expect(fake.meterEvents.filter((e) => (e.payload as { stripe_customer_id: string }).stripe_customer_id === customer)).toHaveLength(2);
  });

  it('reports Premium’s sessions past 50 and nothing for Pro', async () => {
    const p = await account(t.app);
    await subscribe(p, 'premium');
    const customer = (await billingRecord(t.database, p.id))!.customerId!;
    await seedSessions(t.database, p.id, 50);
    expect((await tutor(t.app, { userMessage: 'My 51st', subjectId: 1 }, p.cookie)).statusCode).toBe(200);
    await whenReported(t.app, async () =>
      fake.meterEvents.some((e) => (e.payload as { stripe_customer_id: string }).stripe_customer_id === customer),
    );
    expect((await chargesOf(t.database, p.id)).map((c) => c.amountCents)).toEqual([40]);
    // Test mode's invoice lines are not written for Stripe: Stripe's invoice carries the overage.
    expect((await linesOf(t.database, p.id)).map((l) => l.kind)).toEqual(['invoice']);

    const pro = await account(t.app);
    await subscribe(pro, 'pro');
    await seedSessions(t.database, pro.id, 80);
    expect((await tutor(t.app, { userMessage: 'Unlimited', subjectId: 1 }, pro.cookie)).statusCode).toBe(200);
    expect(await chargesOf(t.database, pro.id)).toEqual([]);
  });
});
