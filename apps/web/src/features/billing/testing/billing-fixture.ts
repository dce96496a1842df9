// Billing payloads for the tests, built from the shared catalogue and rules as the server builds them.
import { vi } from 'vitest';
import {
  DEFAULT_SESSION_LIMITS,
  overageOf,
  planById,
  PLANS,
  type PlanId,
  type Plans,
  type SubscriptionStatus,
  type TestCheckoutSession,
} from '@brightpath/shared/billing';

/** GET /api/plans: the catalogue with the default monthly limits in force. */
export function plansFixture({
  testMode = true,
  limits = DEFAULT_SESSION_LIMITS,
}: { testMode?: boolean; limits?: Record<PlanId, number> } = {}): Plans {
  return {
    plans: PLANS.map((p) => ({ ...p, features: [...p.features], limitations: [...p.limitations], sessionsLimit: limits[p.id] })),
    testMode,
  };
}

/** GET /api/subscription/status of an account on `planId` that used `sessionsUsed` sessions this month. */
export function statusFixture({
  planId = 'free',
  sessionsUsed = 0,
  status = 'active',
  currentPeriodEnd = planId === 'free' ? null : '2026-12-28T12:00:00.000Z',
  cancelAtPeriodEnd = false,
  familyOwner = null,
  testMode = true,
}: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  const plan = planById(planId);
  const { sessions, amountCents, rateCents } = overageOf(planId, sessionsUsed);
  return {
    planId,
    sessionsUsed,
    sessionsLimit: DEFAULT_SESSION_LIMITS[planId],
    sessionsIncluded: plan.sessionsIncluded,
    status,
    currentPeriodEnd,
    cancelAtPeriodEnd,
    overage: { sessions, amountCents, rateCents },
    familyOwner,
    testMode,
  };
}

export function testCheckoutFixture(over: Partial<TestCheckoutSession> = {}): TestCheckoutSession {
  return {
    id: 'cs_bp_0123456789abcdef01234567',
    planId: 'premium',
    planName: 'Premium',
    amountCents: 1999,
    email: 'ada@example.com',
    status: 'open',
    cancelUrl: 'http://localhost:3000/pricing?canceled=true',
    ...over,
  };
}

export const ORIGIN = 'http://localhost:3000';

/** The browser's address as the page reads it, with `assign` recorded (a payment page is a full navigation). */
export function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: ORIGIN, assign });
  return assign;
}
