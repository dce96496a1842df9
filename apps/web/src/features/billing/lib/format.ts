// The product speaks English: dates read the same way whatever the browser's language.
const LOCALE = 'en-US';

/** 'December 28, 2026': the day a paid period ends, in the learner's own calendar. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long' }).format(new Date(iso));
}

/** 'November 2026' from the period '2026-11' an invoice line covers. */
export function formatPeriod(period: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  if (!m) return period;
  return new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)),
  );
}

/** The first day of next month (UTC, as sessions are counted: docs/decisions/037), when this month's count starts again. */
export function usageResetDate(now: Date = new Date()): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return new Intl.DateTimeFormat(LOCALE, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(next);
}

/** '1 session', '3 sessions'. */
export const sessions = (n: number) => `${n} ${n === 1 ? 'session' : 'sessions'}`;
