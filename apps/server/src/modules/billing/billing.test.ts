// Billing in test mode (no STRIPE_SECRET_KEY): the catalogue, checkout, the built-in test-mode checkout paid with
// Stripe's test cards, the subscription (status, cancel, change, the period's end) and overage as the period's invoice
// line, all through HTTP. Stripe itself, against a fake Stripe server: billing-stripe.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BILLING_MESSAGES, DEFAULT_SESSION_LIMITS, PLANS } from '@brightpath/shared/billing';
import { asOwner } from '@/lib/ownership.ts';
import { createTestApp, get, ORIGIN, post, type TestApp } from '@/test/helpers.ts';
import { seedSessions, setPlan, tutor } from '../chat/chat.test-support.ts';
import { billingEvents, checkoutSessions, planSettings } from './billing.tables.ts';
import {
  account,
  billingRecord,
  CANCEL_URL,
  chargesOf,
  checkout,
  DECLINED_CARD,
  GOOD_CARD,
  guest,
  linesOf,
  planOfAccount,
  status,
  subscribeInTestMode,
  SUCCESS_URL,
  testCheckoutId,
  whenReported,
} from './billing.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TUTOR_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t?.close();
});

const pay = (id: string, card: object, cookie?: string) => post(t.app, `/api/billing/test-checkout/${id}/pay`, card, cookie);

describe('GET /api/plans', () => {
  it('answers anyone the five plans with the monthly limits in force, read from the database, and test mode', async () => {
    const res = await get(t.app, '/api/plans');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.testMode).toBe(true);
    expect(body.plans.map((p: { id: string }) => p.id)).toEqual(['free', 'basic', 'premium', 'pro', 'family']);
    expect(Object.fromEntries(body.plans.map((p: { id: string; sessionsLimit: number }) => [p.id, p.sessionsLimit]))).toEqual(
      DEFAULT_SESSION_LIMITS,
    );
    expect(body.plans[2]).toMatchObject({
      id: 'premium',
      name: 'Premium',
      priceCents: 1999,
      sessionsIncluded: 50,
      overageCents: 40,
      popular: true,
    });

    // The admin console edits plan_settings: the catalogue, the status and the chat's refusal all follow.
    await t.database.db.update(planSettings).set({ sessionsLimit: 25 }).where(eq(planSettings.planId, 'free'));
    try {
      const free = (await get(t.app, '/api/plans')).json().plans.find((p: { id: string }) => p.id === 'free');
      expect(free.sessionsLimit).toBe(25);
      const a = await account(t.app);
      expect((await status(t.app, a.cookie)).sessionsLimit).toBe(25);
      expect((await get(t.app, '/api/settings', a.cookie)).json().subscription.sessionsLimit).toBe(25);
      await seedSessions(t.database, a.id, 24);
      expect((await tutor(t.app, { userMessage: 'The 25th', subjectId: 1 }, a.cookie)).statusCode).toBe(200);
      const refused = await tutor(t.app, { userMessage: 'The 26th', subjectId: 1 }, a.cookie);
      expect(refused.json()).toMatchObject({
        code: 'PLAN_LIMIT',
        message: 'You have used all 25 tutoring sessions of the Free plan this month. Upgrade your plan to keep learning.',
      });
    } finally {
      await t.database.db.update(planSettings).set({ sessionsLimit: 20 }).where(eq(planSettings.planId, 'free'));
    }
  });
});

describe('POST /api/stripe/create-checkout (test mode)', () => {
  it('answers the address of the test-mode checkout for each paid plan', async () => {
    for (const plan of ['basic', 'premium', 'pro', 'family']) {
      const a = await account(t.app);
      const res = await checkout(t.app, a.cookie, plan);
      expect(res.statusCode, plan).toBe(200);
      const id = testCheckoutId(res.json().url);
      const session = await get(t.app, `/api/billing/test-checkout/${id}`, a.cookie);
      expect(session.json()).toEqual({
        id,
        planId: plan,
        planName: PLANS.find((p) => p.id === plan)!.name,
        amountCents: PLANS.find((p) => p.id === plan)!.priceCents,
        email: expect.stringMatching(/@example\.com$/),
        status: 'open',
        cancelUrl: CANCEL_URL,
      });
    }
  });

  it('answers the same checkout to a double click, at once or one after the other', async () => {
    const a = await account(t.app);
    const [one, two] = await Promise.all([checkout(t.app, a.cookie, 'premium'), checkout(t.app, a.cookie, 'premium')]);
    const again = await checkout(t.app, a.cookie, 'premium');
    expect([one!.statusCode, two!.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([one!.json().url, two!.json().url, again.json().url]).size).toBe(1);
    expect(await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, a.id))).toHaveLength(1);
    // Another plan is another checkout; the customer is the same.
    const basic = await checkout(t.app, a.cookie, 'basic');
    expect(basic.json().url).not.toBe(one!.json().url);
    expect((await billingRecord(t.database, a.id))?.customerId).toMatch(/^cus_test_/);
  });

  it('accepts only addresses of this site: paths or absolute ones', async () => {
    const a = await account(t.app);
    expect(
      (await checkout(t.app, a.cookie, 'basic', { successUrl: '/dashboard?success=true', cancelUrl: '/pricing?canceled=true' })).statusCode,
    ).toBe(200);
    for (const [successUrl, cancelUrl] of [
      ['https://evil.example/dashboard', CANCEL_URL],
      [SUCCESS_URL, '//evil.example/pricing'],
      ['/\\evil.example/x', CANCEL_URL],
      ['javascript:alert(1)', CANCEL_URL],
      ['dashboard', CANCEL_URL],
      [`${ORIGIN.replace('http:', 'https:')}/dashboard`, CANCEL_URL],
    ]) {
      const res = await checkout(t.app, a.cookie, 'premium', { successUrl: successUrl!, cancelUrl: cancelUrl! });
      expect(res.statusCode, `${successUrl} ${cancelUrl}`).toBe(400);
      expect(res.json().message).toMatch(/must be an address on this site/);
    }
  });

  it('refuses a paid plan the account has from elsewhere (a Family plan it belongs to): 409, leave it first', async () => {
    const member = await account(t.app);
    await setPlan(t.database, member.id, 'family');
    const res = await checkout(t.app, member.cookie, 'premium');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PLAN_NOT_OWN',
      message: expect.stringMatching(/^Your Family plan does not come from a subscription/),
    });
    expect((await post(t.app, '/api/subscription/cancel', {}, member.cookie)).json().code).toBe('NOT_A_SUBSCRIPTION');
    expect((await post(t.app, '/api/subscription/change', { planId: 'pro' }, member.cookie)).json().code).toBe('NOT_A_SUBSCRIPTION');
    expect(await status(t.app, member.cookie)).toMatchObject({ planId: 'family', status: 'active', currentPeriodEnd: null });
  });

  it('refuses bad input (400), a guest (403, register first), anonymous (401)', async () => {
    const a = await account(t.app);
    for (const body of [
      {},
      { planId: 'free', successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL },
      { planId: 'gold', successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL },
      { planId: 'basic' },
    ]) {
      expect((await post(t.app, '/api/stripe/create-checkout', body, a.cookie)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const g = await guest(t.app);
    const refused = await checkout(t.app, g.cookie, 'premium');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_REQUIRED', message: expect.stringMatching(/create an account/) });
    expect((await checkout(t.app, undefined, 'premium')).statusCode).toBe(401);
  });
});

describe('the test-mode checkout', () => {
  it('pays with 4242 4242 4242 4242: the plan comes into force through the same events as a webhook, once', async () => {
    const a = await account(t.app);
    const id = testCheckoutId((await checkout(t.app, a.cookie, 'premium')).json().url);
    const paid = await pay(id, GOOD_CARD, a.cookie);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ url: SUCCESS_URL });
    const s = await status(t.app, a.cookie);
    expect(s).toMatchObject({
      planId: 'premium',
      status: 'active',
      cancelAtPeriodEnd: false,
      sessionsLimit: -1,
      sessionsIncluded: 50,
      testMode: true,
    });
    expect(new Date(s.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    expect((await get(t.app, `/api/billing/test-checkout/${id}`, a.cookie)).json().status).toBe('complete');
    expect((await get(t.app, '/api/subscription/invoices', a.cookie)).json().lines).toEqual([
      {
        id: expect.any(Number),
        period: expect.stringMatching(/^\d{4}-\d{2}$/),
        description: 'Premium plan, monthly',
        quantity: 1,
        amountCents: 1999,
        createdAt: expect.any(String),
      },
    ]);
    const events = await t.database.db.select().from(billingEvents);
    expect(events.filter((e) => e.source === 'test').map((e) => e.type)).toEqual(
      expect.arrayContaining(['checkout.session.completed', 'invoice.paid']),
    );

    // Paying again, or checking out the plan it is on, or another while subscribed: 409, nothing changes.
    expect((await pay(id, GOOD_CARD, a.cookie)).json().code).toBe('CHECKOUT_COMPLETE');
    expect((await checkout(t.app, a.cookie, 'premium')).json().code).toBe('CURRENT_PLAN');
    expect((await checkout(t.app, a.cookie, 'pro')).json()).toMatchObject({ statusCode: 409, code: 'SUBSCRIPTION_EXISTS' });
    expect(await linesOf(t.database, a.id)).toHaveLength(1);
  });

  it('refuses a declined card (4000 0000 0000 0002 and the others) with 402 and the message, applying nothing', async () => {
    const a = await account(t.app);
    const id = testCheckoutId((await checkout(t.app, a.cookie, 'basic')).json().url);
    for (const cardNumber of ['4000 0000 0000 0002', '4000000000009995', '4000-0000-0000-0069', '4100000000000019']) {
      const res = await pay(id, { ...DECLINED_CARD, cardNumber }, a.cookie);
      expect(res.statusCode, cardNumber).toBe(402);
      expect(res.json()).toMatchObject({ code: 'CARD_DECLINED', message: BILLING_MESSAGES.cardDeclined });
    }
    expect(await planOfAccount(t.database, a.id)).toBe('free');
    expect((await status(t.app, a.cookie)).planId).toBe('free');
    expect(await linesOf(t.database, a.id)).toEqual([]);
    expect((await get(t.app, `/api/billing/test-checkout/${id}`, a.cookie)).json().status).toBe('open');
    // The same checkout can then be paid with a good card.
    expect((await pay(id, { ...GOOD_CARD, cardNumber: '5555 5555 5555 4444' }, a.cookie)).statusCode).toBe(200);
    expect(await planOfAccount(t.database, a.id)).toBe('basic');
  });

  it('refuses bad cards (400), another account’s checkout (404), anonymous (401)', async () => {
    const a = await account(t.app);
    const id = testCheckoutId((await checkout(t.app, a.cookie, 'pro')).json().url);
    expect((await pay(id, { ...GOOD_CARD, cardNumber: '1234 5678 9012 3456' }, a.cookie)).json()).toMatchObject({
      statusCode: 400,
      code: 'TEST_CARD_ONLY',
    });
    expect((await pay(id, { ...GOOD_CARD, expiry: '01/20' }, a.cookie)).json().code).toBe('EXPIRY_PASSED');
    expect((await pay(id, { ...GOOD_CARD, cvc: '12' }, a.cookie)).json().message).toBe('Enter the 3 or 4 digit CVC');
    expect((await pay(id, { ...GOOD_CARD, expiry: '13/30' }, a.cookie)).statusCode).toBe(400);
    expect((await pay(id, { ...GOOD_CARD, name: ' ' }, a.cookie)).statusCode).toBe(400);
    expect((await get(t.app, '/api/billing/test-checkout/not-an-id', a.cookie)).statusCode).toBe(400);

    const b = await account(t.app);
    expect((await get(t.app, `/api/billing/test-checkout/${id}`, b.cookie)).statusCode).toBe(404);
    expect((await pay(id, GOOD_CARD, b.cookie)).statusCode).toBe(404);
    expect((await post(t.app, `/api/billing/test-checkout/${id}/cancel`, {}, b.cookie)).statusCode).toBe(404);
    expect(await planOfAccount(t.database, b.id)).toBe('free');

    expect((await get(t.app, `/api/billing/test-checkout/${id}`)).statusCode).toBe(401);
    expect((await pay(id, GOOD_CARD)).statusCode).toBe(401);
    expect((await post(t.app, `/api/billing/test-checkout/${id}/cancel`, {})).statusCode).toBe(401);
    expect(await planOfAccount(t.database, a.id)).toBe('free');
  });

  it('cancel answers where to go back, and the checkout can no longer be paid', async () => {
    const a = await account(t.app);
    const id = testCheckoutId((await checkout(t.app, a.cookie, 'family')).json().url);
    const res = await post(t.app, `/api/billing/test-checkout/${id}/cancel`, {}, a.cookie);
    expect(res.json()).toEqual({ url: CANCEL_URL });
    expect((await get(t.app, `/api/billing/test-checkout/${id}`, a.cookie)).json().status).toBe('expired');
    expect((await pay(id, GOOD_CARD, a.cookie)).json()).toMatchObject({ statusCode: 409, code: 'CHECKOUT_EXPIRED' });
    expect(await planOfAccount(t.database, a.id)).toBe('free');
    // A new checkout of the plan is a new one.
    expect(testCheckoutId((await checkout(t.app, a.cookie, 'family')).json().url)).not.toBe(id);
  });

  it('refuses webhooks: there is no Stripe to sign them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ id: 'evt_1', type: 'invoice.paid', data: { object: {} } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/test mode/);
  });
});

describe('GET /api/subscription/status, cancel, change, and the end of the period', () => {
  it('answers the caller’s own plan and usage only, Free by default; anonymous 401', async () => {
    const a = await account(t.app);
    await subscribeInTestMode(t.app, a, 'pro');
    const b = await account(t.app);
    await seedSessions(t.database, b.id, 3);
    expect(await status(t.app, b.cookie)).toEqual({
      planId: 'free',
      sessionsUsed: 3,
      sessionsLimit: 20,
      sessionsIncluded: 3,
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      overage: { sessions: 0, amountCents: 0, rateCents: null },
      familyOwner: null,
      testMode: true,
    });
    expect((await status(t.app, a.cookie)).planId).toBe('pro');
    for (const url of ['/api/subscription/status', '/api/subscription/invoices']) expect((await get(t.app, url)).statusCode).toBe(401);
    for (const url of ['/api/subscription/cancel', '/api/subscription/change']) expect((await post(t.app, url, {})).statusCode).toBe(401);
    expect((await get(t.app, '/api/subscription/invoices', b.cookie)).json()).toEqual({ lines: [] });
  });

  it('cancels at the period’s end: the plan stays until then, and the period’s end returns the account to Free', async () => {
    const a = await account(t.app);
    expect((await post(t.app, '/api/subscription/cancel', {}, a.cookie)).json()).toMatchObject({
      statusCode: 409,
      code: 'NO_SUBSCRIPTION',
    });
    await subscribeInTestMode(t.app, a, 'premium');
    const cancelled = await post(t.app, '/api/subscription/cancel', undefined, a.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ planId: 'premium', status: 'active', cancelAtPeriodEnd: true });
    expect(cancelled.json().currentPeriodEnd).not.toBeNull();
    // Cancelling again changes nothing.
    expect((await post(t.app, '/api/subscription/cancel', {}, a.cookie)).json()).toMatchObject({ cancelAtPeriodEnd: true });

    const ended = await t.app.billing.advanceTestPeriod(asOwner(a.id));
    expect(ended).toMatchObject({ planId: 'free', status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: null });
    expect(await planOfAccount(t.database, a.id)).toBe('free');
    // Free again: it may check out anew.
    expect((await checkout(t.app, a.cookie, 'basic')).statusCode).toBe(200);
  });

  it('ends a Family plan’s sharing with its period: the members return to Free with the owner, in the same change', async () => {
    const owner = await account(t.app);
    const member = await account(t.app);
    await subscribeInTestMode(t.app, owner, 'family');
    const made = await post(t.app, '/api/family/invites', {}, owner.cookie);
    expect(made.statusCode, made.body).toBe(201);
    const joined = await post(t.app, '/api/family/join', { token: made.json().token }, member.cookie);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await planOfAccount(t.database, member.id)).toBe('family');
    expect((await post(t.app, '/api/subscription/cancel', {}, owner.cookie)).statusCode).toBe(200);
    await t.app.billing.advanceTestPeriod(asOwner(owner.id));
    expect(await planOfAccount(t.database, owner.id)).toBe('free');
    expect(await planOfAccount(t.database, member.id)).toBe('free');
    expect((await get(t.app, '/api/family', member.cookie)).json()).toMatchObject({ role: 'none' });
  });

  it('renews an uncancelled subscription at the period’s end, with the renewal’s invoice', async () => {
    const a = await account(t.app);
    await subscribeInTestMode(t.app, a, 'basic');
    const before = await status(t.app, a.cookie);
    const renewed = await t.app.billing.advanceTestPeriod(asOwner(a.id));
    expect(renewed.planId).toBe('basic');
    expect(new Date(renewed.currentPeriodEnd!).getTime()).toBeGreaterThan(
      new Date(before.currentPeriodEnd).getTime() + 27 * 24 * 3600 * 1000,
    );
    expect((await linesOf(t.database, a.id)).map((l) => [l.description, l.amountCents])).toEqual([
      ['Basic plan, monthly', 999],
      ['Basic plan, monthly renewal', 999],
    ]);
  });

  it('changes plan prorated, on the same subscription; Free must check out, the same plan and bad input are refused', async () => {
    const a = await account(t.app);
    expect((await post(t.app, '/api/subscription/change', { planId: 'premium' }, a.cookie)).json()).toMatchObject({
      statusCode: 409,
      code: 'CHECKOUT_REQUIRED',
    });
    await subscribeInTestMode(t.app, a, 'basic');
    const subscription = (await billingRecord(t.database, a.id))!.subscriptionId;
    const changed = await post(t.app, '/api/subscription/change', { planId: 'premium' }, a.cookie);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ planId: 'premium', status: 'active', sessionsIncluded: 50, overage: { rateCents: 40 } });
    expect((await billingRecord(t.database, a.id))!.subscriptionId).toBe(subscription);
    const lines = await linesOf(t.database, a.id);
    expect(lines.map((l) => l.description)).toEqual(['Basic plan, monthly', 'Premium plan, prorated change']);
    // Almost the whole period is left: about the difference of the two prices, in whole cents.
    expect(lines[1]!.amountCents).toBeGreaterThan(990);
    expect(lines[1]!.amountCents).toBeLessThanOrEqual(1000);
    expect(Number.isInteger(lines[1]!.amountCents)).toBe(true);

    expect((await post(t.app, '/api/subscription/change', { planId: 'premium' }, a.cookie)).json().code).toBe('CURRENT_PLAN');
    for (const body of [{ planId: 'free' }, { planId: 'gold' }, {}])
      expect((await post(t.app, '/api/subscription/change', body, a.cookie)).statusCode, JSON.stringify(body)).toBe(400);
    // Another account cannot change it: its own Free plan answers.
    const b = await account(t.app);
    expect((await post(t.app, '/api/subscription/change', { planId: 'pro' }, b.cookie)).json().code).toBe('CHECKOUT_REQUIRED');
    expect(await planOfAccount(t.database, a.id)).toBe('premium');
  });
});

describe('overage in test mode (docs/decisions/037)', () => {
  it('records each session past Basic’s 20 at $0.50 with the session and bills the month as one invoice line', async () => {
    const a = await account(t.app);
    await setPlan(t.database, a.id, 'basic');
    await seedSessions(t.database, a.id, 20);
    const first = await tutor(t.app, { userMessage: 'My 21st session', subjectId: 1 }, a.cookie);
    expect(first.statusCode).toBe(200);
    const viaSessions = await post(t.app, '/api/sessions', { subjectId: 2 }, a.cookie);
    expect(viaSessions.statusCode).toBe(201);
    const charges = await chargesOf(t.database, a.id);
    expect(charges.map((c) => [c.tutoringSessionId, c.amountCents, c.planId])).toEqual([
      [first.json().tutoringSessionId, 50, 'basic'],
      [viaSessions.json().id, 50, 'basic'],
    ]);
    await whenReported(t.app, async () => (await chargesOf(t.database, a.id)).every((c) => c.reportedAt !== null));
    const lines = await linesOf(t.database, a.id);
    expect(lines.map((l) => [l.kind, l.quantity, l.amountCents])).toEqual([['overage', 2, 100]]);
    expect(lines[0]!.description).toMatch(/^Extra tutoring sessions, \w+ \d{4}$/);
    expect((await status(t.app, a.cookie)).overage).toEqual({ sessions: 2, amountCents: 100, rateCents: 50 });

    // Reporting again bills nothing twice; a session within the included ones is no overage.
    await t.app.billing.reportOverage();
    expect((await linesOf(t.database, a.id)).map((l) => [l.quantity, l.amountCents])).toEqual([[2, 100]]);
    const b = await account(t.app);
    await setPlan(t.database, b.id, 'basic');
    await seedSessions(t.database, b.id, 19);
    expect((await tutor(t.app, { userMessage: 'My 20th', subjectId: 1 }, b.cookie)).statusCode).toBe(200);
    expect(await chargesOf(t.database, b.id)).toEqual([]);
  });

  it('bills Premium past 50 at $0.40, and nothing on Free or Pro', async () => {
    const p = await account(t.app);
    await setPlan(t.database, p.id, 'premium');
    await seedSessions(t.database, p.id, 50);
    expect((await tutor(t.app, { userMessage: 'My 51st', subjectId: 1 }, p.cookie)).statusCode).toBe(200);
    expect((await chargesOf(t.database, p.id)).map((c) => c.amountCents)).toEqual([40]);
    await whenReported(t.app, async () => (await linesOf(t.database, p.id)).length === 1);
    expect((await status(t.app, p.cookie)).overage).toEqual({ sessions: 1, amountCents: 40, rateCents: 40 });

    for (const plan of ['free', 'pro'] as const) {
      const a = await account(t.app);
      await setPlan(t.database, a.id, plan);
      await seedSessions(t.database, a.id, 10);
      expect((await tutor(t.app, { userMessage: 'One more', subjectId: 1 }, a.cookie)).statusCode).toBe(200);
      expect(await chargesOf(t.database, a.id)).toEqual([]);
    }
  });

  it('gives the last session of Basic’s month to exactly one of two started at once', async () => {
    const a = await account(t.app);
    await setPlan(t.database, a.id, 'basic');
    await seedSessions(t.database, a.id, 49);
    const replies = await Promise.all([
      tutor(t.app, { userMessage: 'Me first', subjectId: 1 }, a.cookie),
      tutor(t.app, { userMessage: 'No, me', subjectId: 1 }, a.cookie),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(replies.find((r) => r.statusCode === 403)!.json().message).toBe(
      'You have used all 50 tutoring sessions of the Basic plan this month. Upgrade your plan to keep learning.',
    );
    // The session that got it is the 50th, overage like the 21st to the 49th would be: exactly one charge.
    expect(await chargesOf(t.database, a.id)).toHaveLength(1);
    const bothWays = await Promise.all([
      post(t.app, '/api/sessions', { subjectId: 1 }, a.cookie),
      tutor(t.app, { userMessage: 'Again', subjectId: 1 }, a.cookie),
    ]);
    expect(bothWays.map((r) => r.statusCode)).toEqual([403, 403]);
  });
});

describe('POST /api/billing/test-clock/advance (BILLING_TEST_CLOCK=true, for the e2e journeys)', () => {
  let clocked: TestApp;
  beforeAll(async () => {
    clocked = await createTestApp({ BILLING_TEST_CLOCK: 'true' });
  });
  afterAll(async () => {
    await clocked?.close();
  });

  it('ends the caller’s own period; Free has none (409); anonymous 401; absent without the setting', async () => {
    const a = await account(clocked.app);
    const b = await account(clocked.app);
    await subscribeInTestMode(clocked.app, a, 'premium');
    await subscribeInTestMode(clocked.app, b, 'basic');
    expect((await post(clocked.app, '/api/subscription/cancel', {}, a.cookie)).statusCode).toBe(200);
    const ended = await post(clocked.app, '/api/billing/test-clock/advance', {}, a.cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ planId: 'free', status: 'canceled' });
    expect((await status(clocked.app, b.cookie)).planId).toBe('basic');
    expect((await post(clocked.app, '/api/billing/test-clock/advance', {}, a.cookie)).json()).toMatchObject({
      statusCode: 409,
      code: 'NO_SUBSCRIPTION',
    });
    expect((await post(clocked.app, '/api/billing/test-clock/advance', {})).statusCode).toBe(401);

    const c = await account(t.app);
    expect((await post(t.app, '/api/billing/test-clock/advance', {}, c.cookie)).statusCode).toBe(404);
  });
});
