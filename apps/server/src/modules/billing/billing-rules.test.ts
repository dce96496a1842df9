// The billing module's rules that need no database: the configuration, same-site addresses, the test cards, test
// mode's proration and periods, and the status built from an account's state.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/config.ts';
import { ownAddress, statusOf } from './billing.service.ts';
import { expiryPassed, testCardOutcome } from './test-cards.ts';
import { addMonth, prorationCents, testCheckoutEvents, testPeriodEndEvents } from './test-gateway.ts';
import { planOfLookupKey, priceLookupKey } from './gateway.ts';

describe('configuration', () => {
  it('is test mode without a Stripe key, Stripe with the key and its webhook secret', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).billing).toEqual({ stripe: undefined, testClock: false });
    expect(loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).billing).toEqual({
      stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1', webhookToleranceSeconds: 300, api: undefined },
      testClock: false,
    });
  });

  it('points the SDK at STRIPE_API_URL by host, port and protocol', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      STRIPE_SECRET_KEY: 'k',
      STRIPE_WEBHOOK_SECRET: 'w',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(config.billing.stripe!.api).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(
      loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'k', STRIPE_WEBHOOK_SECRET: 'w', STRIPE_API_URL: 'https://stripe.internal' })
        .billing.stripe!.api,
    ).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
  });

  it('refuses a Stripe key without the webhook secret, and the test clock with a Stripe key', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(/STRIPE_WEBHOOK_SECRET: required/);
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'k', STRIPE_WEBHOOK_SECRET: 'w', BILLING_TEST_CLOCK: 'true' })).toThrow(
      /BILLING_TEST_CLOCK: only for test mode/,
    );
    expect(loadConfig({ NODE_ENV: 'test', BILLING_TEST_CLOCK: 'true' }).billing.testClock).toBe(true);
  });
});

describe('addresses checkout returns to', () => {
  const origins = ['http://localhost:3000', 'https://app.example.org'];
  it.each([
    ['/dashboard?success=true', 'http://localhost:3000/dashboard?success=true'],
    ['http://localhost:3000/pricing?canceled=true', 'http://localhost:3000/pricing?canceled=true'],
    ['https://app.example.org/dashboard', 'https://app.example.org/dashboard'],
  ])('accepts %s', (address, absolute) => {
    expect(ownAddress(address, origins, 'successUrl')).toBe(absolute);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    'javascript:alert(1)',
    'dashboard',
    'http://localhost:3001/x',
    'https://localhost:3000/x',
  ])('refuses %s', (address) => {
    expect(() => ownAddress(address, origins, 'cancelUrl')).toThrow('cancelUrl must be an address on this site.');
  });
});

describe('test cards', () => {
  it('pays with Stripe’s succeeding numbers and declines with its declining ones', () => {
    expect(testCardOutcome('4242424242424242')).toEqual({ outcome: 'succeeds', brand: 'Visa' });
    expect(testCardOutcome('5555555555554444')).toEqual({ outcome: 'succeeds', brand: 'Mastercard' });
    expect(testCardOutcome('378282246310005')).toEqual({ outcome: 'succeeds', brand: 'American Express' });
    expect(testCardOutcome('4000000000000002')).toEqual({ outcome: 'declined', declineCode: 'generic_decline' });
    expect(testCardOutcome('4000000000009995')).toEqual({ outcome: 'declined', declineCode: 'insufficient_funds' });
    expect(testCardOutcome('4111111111111112')).toEqual({ outcome: 'unknown' });
  });

  it('treats a card as good to the end of its expiry month', () => {
    const now = new Date('2026-05-15T12:00:00Z');
    expect(expiryPassed('04/26', now)).toBe(true);
    expect(expiryPassed('05/26', now)).toBe(false);
    expect(expiryPassed('12 / 34', now)).toBe(false);
    expect(expiryPassed('05/26', new Date('2026-06-01T00:00:00Z'))).toBe(true);
  });
});

describe('test mode’s periods and proration', () => {
  it('adds a calendar month, keeping the day where the month has it', () => {
    expect(addMonth(new Date('2026-01-15T10:20:30Z')).toISOString()).toBe('2026-02-15T10:20:30.000Z');
    expect(addMonth(new Date('2026-01-31T00:00:00Z')).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonth(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-31T23:00:00.000Z');
  });

  it('prorates the price difference over what is left of the period, in whole cents', () => {
    const start = new Date('2026-03-01T00:00:00Z');
    const end = new Date('2026-03-31T00:00:00Z');
    expect(prorationCents(999, 1999, start, end, start)).toBe(1000);
    expect(prorationCents(999, 1999, start, end, new Date('2026-03-16T00:00:00Z'))).toBe(500);
    expect(prorationCents(1999, 999, start, end, new Date('2026-03-16T00:00:00Z'))).toBe(-500);
    expect(prorationCents(999, 2999, start, end, new Date('2026-03-11T00:00:00Z'))).toBe(1333);
    expect(prorationCents(999, 1999, start, end, end)).toBe(0);
    expect(prorationCents(999, 1999, start, start, start)).toBe(0);
  });

  it('makes the same events for the same checkout and period (a repeated click applies once)', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const p = { checkoutId: 'cs_bp_0123456789abcdef01234567', userId: 7, customerId: 'cus_test_1', plan: 'premium' as const, now };
    const events = testCheckoutEvents(p);
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed', 'invoice.paid']);
    expect(testCheckoutEvents(p).map((e) => e.id)).toEqual(events.map((e) => e.id));
    const sub = {
      customerId: 'cus_test_1',
      subscriptionId: 'sub_test_1',
      plan: 'premium' as const,
      periodStart: now,
      periodEnd: addMonth(now),
      cancelAtPeriodEnd: false,
    };
    expect(testPeriodEndEvents(sub, now).map((e) => e.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    expect(testPeriodEndEvents({ ...sub, cancelAtPeriodEnd: true }, now).map((e) => e.type)).toEqual(['customer.subscription.deleted']);
  });

  it('names Prices by lookup key, and reads the plan back from the monthly one only', () => {
    expect(priceLookupKey('premium', 'monthly')).toBe('brightpath_premium_monthly');
    expect(planOfLookupKey('brightpath_family_monthly')).toBe('family');
    expect(planOfLookupKey('brightpath_basic_overage')).toBeUndefined();
    expect(planOfLookupKey(null)).toBeUndefined();
  });
});

describe('the status of an account', () => {
  const base = { sessionsUsed: 4, sessionsLimit: 50, overage: { sessions: 0, amountCents: 0 }, closedCheckouts: 0 };
  const account = {
    mode: 'test' as const,
    customerId: 'cus_test_1',
    subscriptionId: 'sub_test_1',
    plan: 'basic' as const,
    status: 'past_due' as const,
    currentPeriodStart: new Date('2026-03-01T00:00:00Z'),
    currentPeriodEnd: new Date('2026-04-01T00:00:00Z'),
    cancelAtPeriodEnd: true,
    version: 3,
  };

  it('takes the subscription’s state when the plan in force is its plan', () => {
    expect(statusOf({ ...base, plan: 'basic', account }, true)).toMatchObject({
      planId: 'basic',
      status: 'past_due',
      currentPeriodEnd: '2026-04-01T00:00:00.000Z',
      cancelAtPeriodEnd: true,
      sessionsIncluded: 20,
      overage: { sessions: 0, amountCents: 0, rateCents: 50 },
    });
  });

  it('does not lend it to a plan that came another way (a family member’s, one given by an administrator)', () => {
    expect(statusOf({ ...base, plan: 'family', account }, false)).toMatchObject({
      planId: 'family',
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      testMode: false,
    });
    expect(statusOf({ ...base, plan: 'free', account: { ...account, plan: 'free', status: 'canceled' } }, true)).toMatchObject({
      planId: 'free',
      status: 'canceled',
      currentPeriodEnd: null,
    });
  });
});
