import { PLAN_LIMIT_MESSAGE } from '@brightpath/shared/chat';
import { planById, type PlanId } from '@brightpath/shared/billing';
import { HttpError } from '@/plugins/errors.ts';

export type Plan = PlanId;

/** Where the refusal at the monthly limit sends the learner. */
export const UPGRADE_URL = '/pricing';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The month a session counts against: the UTC calendar month of its start, as YYYY-MM. */
export function usageMonth(at: Date = new Date()): string {
  return at.toISOString().slice(0, 7);
}

export type SessionDecision = { allowed: true; overage: boolean } | { allowed: false; limit: number };

/**
 * Whether one more session may start this month (docs/decisions/037): past the plan's monthly limit in force (`limit`,
 * plan_settings; -1 unlimited) it is refused, whatever the plan; within it, a session past the plan's included ones on
 * a plan with an overage rate (Basic, Premium) is overage, charged at that rate.
 */
export function decideSession(plan: Plan, usedThisMonth: number, limit: number): SessionDecision {
  if (limit >= 0 && usedThisMonth >= limit) return { allowed: false, limit };
  const p = planById(plan);
  return { allowed: true, overage: p.overageCents !== null && p.sessionsIncluded >= 0 && usedThisMonth >= p.sessionsIncluded };
}

/** 403 PLAN_LIMIT with the upgrade message naming the plan (the Free plan's text as specified) and where to upgrade. */
export function planLimitError(plan: Plan, limit: number): HttpError {
  return new HttpError(403, 'PLAN_LIMIT', PLAN_LIMIT_MESSAGE(limit, planById(plan).name), {}, { upgradeUrl: UPGRADE_URL });
}

/** 429 for the per-learner daily budget of tutor messages, with when to come back. */
export function dailyLimitError(limit: number, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait =
    seconds >= 3600
      ? `about ${Math.round(seconds / 3600)} hour${Math.round(seconds / 3600) === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return new HttpError(
    429,
    'DAILY_LIMIT',
    `You have sent ${limit} messages to the tutor in the last 24 hours, which is the daily limit. Please try again in ${wait}.`,
    { 'retry-after': String(seconds) },
  );
}

/** 429 for messages sent faster than TUTOR_RATE_LIMIT_PER_MINUTE. */
export function tooFastError(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, 'RATE_LIMITED', `You are sending messages very quickly. Please wait ${seconds} seconds and try again.`, {
    'retry-after': String(seconds),
  });
}
