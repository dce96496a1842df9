import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CreateCheckoutSchema,
  DEFAULT_SESSION_LIMITS,
  formatCents,
  overageOf,
  PAID_PLAN_IDS,
  planById,
  PLANS,
  TestCardSchema,
  usagePercent,
  usageWarning,
} from './billing.ts';

describe('the plan catalogue (spec 002 section 9)', () => {
  it('has the five plans of the pricing table, in order, with their prices, included sessions and overage in cents', () => {
    expect(PLANS.map((p) => [p.id, p.name, p.priceCents, p.sessionsIncluded, p.overageCents])).toEqual([
      ['free', 'Free', 0, 3, null],
      ['basic', 'Basic', 999, 20, 50],
      ['premium', 'Premium', 1999, 50, 40],
      ['pro', 'Pro', 2999, -1, null],
      ['family', 'Family', 3999, -1, null],
    ]);
  });

  it('marks Premium alone as Most Popular and gives Family up to 5 users', () => {
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['premium']);
    expect(PLANS.map((p) => [p.id, p.maxUsers])).toEqual([
      ['free', null],
      ['basic', null],
      ['premium', null],
      ['pro', null],
      ['family', 5],
    ]);
  });

  it('says what each plan includes, in its own words, with the same numbers', () => {
    for (const p of PLANS) {
      expect(p.features.length, p.id).toBeGreaterThan(0);
      expect(p.limitations.length, p.id).toBeGreaterThan(0);
      const first = p.features[0]!;
      if (p.sessionsIncluded < 0) expect(first, p.id).toMatch(/^Unlimited tutoring sessions/);
      else expect(first, p.id).toBe(`${p.sessionsIncluded} tutoring sessions a month included`);
      if (p.overageCents !== null) expect(p.features).toContain(`Extra sessions at ${formatCents(p.overageCents)} each`);
    }
  });

  it('finds a plan by id, lists the paid ones, and keeps the per-learner monthly limits of DESIGN.md decision 6', () => {
    expect(planById('pro').priceCents).toBe(2999);
    expect(() => planById('gold' as never)).toThrow(/Unknown plan gold/);
    expect(PAID_PLAN_IDS).toEqual(['basic', 'premium', 'pro', 'family']);
    expect(DEFAULT_SESSION_LIMITS).toEqual({ free: 20, basic: 50, premium: -1, pro: -1, family: -1 });
  });
});

describe('money in integer cents', () => {
  it.each([
    [0, '$0'],
    [50, '$0.50'],
    [999, '$9.99'],
    [1999, '$19.99'],
    [1500, '$15.00'],
    [-50, '-$0.50'],
  ])('formatCents(%i) is %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => formatCents(9.99)).toThrow(/integer cents/);
  });

  it.each([
    ['basic', 20, { sessions: 0, amountCents: 0, rateCents: 50 }],
    ['basic', 21, { sessions: 1, amountCents: 50, rateCents: 50 }],
    ['basic', 50, { sessions: 30, amountCents: 1500, rateCents: 50 }],
    ['premium', 50, { sessions: 0, amountCents: 0, rateCents: 40 }],
    ['premium', 53, { sessions: 3, amountCents: 120, rateCents: 40 }],
    ['free', 20, { sessions: 0, amountCents: 0, rateCents: null }],
    ['pro', 500, { sessions: 0, amountCents: 0, rateCents: null }],
    ['family', 500, { sessions: 0, amountCents: 0, rateCents: null }],
  ] as const)('overageOf(%s, %i sessions) is %o', (plan, used, expected) => {
    expect(overageOf(plan, used)).toEqual(expected);
  });

  it('counts overage as whole sessions times the rate, never a float, for any usage', () => {
    fc.assert(
      fc.property(fc.constantFrom('free', 'basic', 'premium', 'pro', 'family' as const), fc.nat(100_000), (plan, used) => {
        const o = overageOf(plan, used);
        const p = planById(plan);
        expect(Number.isInteger(o.amountCents)).toBe(true);
        expect(o.amountCents).toBe(o.sessions * (p.overageCents ?? 0));
        expect(o.sessions).toBe(p.overageCents === null ? 0 : Math.max(0, used - p.sessionsIncluded));
      }),
    );
  });
});

describe('the usage bar (spec 002 section 9)', () => {
  it('is the share of the limit, capped at 100%', () => {
    expect(usagePercent(0, 20)).toBe(0);
    expect(usagePercent(10, 20)).toBe(50);
    expect(usagePercent(17, 20)).toBe(85);
    expect(usagePercent(20, 20)).toBe(100);
    expect(usagePercent(35, 20)).toBe(100);
    expect(usagePercent(1, 3)).toBe(33);
  });

  it('counts an unlimited plan as a limit of 100 for the ratio', () => {
    expect(usagePercent(30, -1)).toBe(30);
    expect(usagePercent(100, -1)).toBe(100);
    expect(usagePercent(250, -1)).toBe(100);
  });

  it('warns above 80% of a finite limit, never at exactly 80% and never on an unlimited plan', () => {
    expect(usageWarning(16, 20)).toBe(false);
    expect(usageWarning(17, 20)).toBe(true);
    expect(usageWarning(40, 50)).toBe(false);
    expect(usageWarning(41, 50)).toBe(true);
    expect(usageWarning(60, 50)).toBe(true);
    expect(usageWarning(95, -1)).toBe(false);
    expect(usageWarning(5, 0)).toBe(false);
  });

  it('keeps the bar within 0 to 100 for any usage and limit', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: -1, max: 1000 }), (used, limit) => {
        const percent = usagePercent(used, limit);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('checkout input', () => {
  it('takes only paid plans and both addresses', () => {
    expect(
      CreateCheckoutSchema.safeParse({ planId: 'premium', successUrl: '/dashboard?success=true', cancelUrl: '/pricing?canceled=true' })
        .success,
    ).toBe(true);
    const free = CreateCheckoutSchema.safeParse({ planId: 'free', successUrl: '/a', cancelUrl: '/b' });
    expect(free.success).toBe(false);
    expect(free.error!.issues[0]!.message).toBe('Choose one of the paid plans: basic, premium, pro or family');
    expect(CreateCheckoutSchema.safeParse({ planId: 'basic', cancelUrl: '/b' }).error!.issues[0]!.message).toBe('successUrl is required');
  });

  it('reads a test card number with spaces or dashes as its digits', () => {
    const card = TestCardSchema.parse({ cardNumber: '4242 4242-4242 4242', expiry: '12 / 34', cvc: '123', name: ' Sam ' });
    expect(card).toEqual({ cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Sam' });
    expect(TestCardSchema.safeParse({ cardNumber: '4242', expiry: '12/34', cvc: '123', name: 'Sam' }).error!.issues[0]!.message).toBe(
      'Enter a card number of 12 to 19 digits',
    );
  });
});
