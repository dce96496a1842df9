import { PLAN_LIMIT_MESSAGE, PLAN_SESSION_LIMITS } from '@brightpath/shared/chat';
import { HttpError } from '@/plugins/errors.ts';

export type Plan = keyof typeof PLAN_SESSION_LIMITS;

/** Where the Free plan's refusal sends the learner. */
export const UPGRADE_URL = '/pricing';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The month a session counts against: the UTC calendar month of its start, as YYYY-MM. */
export function usageMonth(at: Date = new Date()): string {
  return at.toISOString().slice(0, 7);
}

/** Monthly tutoring sessions of a plan; -1 is unlimited (DESIGN.md decision 6). */
export function sessionLimit(plan: Plan): number {
  return PLAN_SESSION_LIMITS[plan];
}

export type SessionDecision = { allowed: true; overage: boolean } | { allowed: false; limit: number };

/**
 * Whether one more session may start this month (DESIGN.md decision 9): under the limit it is ordinary;
 * over it the Free plan is refused, while Basic and Premium go on and the session is marked as overage.
 */
export function decideSession(plan: Plan, usedThisMonth: number): SessionDecision {
  const limit = sessionLimit(plan);
  if (limit < 0 || usedThisMonth < limit) return { allowed: true, overage: false };
  if (plan === 'free') return { allowed: false, limit };
  return { allowed: true, overage: true };
}

/** 403 PLAN_LIMIT with the specified upgrade message and where to upgrade. */
export function planLimitError(limit: number): HttpError {
  return new HttpError(403, 'PLAN_LIMIT', PLAN_LIMIT_MESSAGE(limit), {}, { upgradeUrl: UPGRADE_URL });
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
