import { formatHoursMinutes } from '@brightpath/shared/learning-stats';
import { TIME_RANGE_LABEL, type TimeRange, type TrendUnit } from '@brightpath/shared/analytics';

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// The product speaks English: dates read the same way whatever the browser's language.
const LOCALE = 'en-US';
const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', ...options });
const WEEKDAY = utc({ weekday: 'short' });
const SHORT_DAY = utc({ month: 'short', day: 'numeric' });
const LONG_DAY = utc({ weekday: 'long', month: 'long', day: 'numeric' });
const SHORT_MONTH = utc({ month: 'short', year: '2-digit' });
const LONG_MONTH = utc({ month: 'long', year: 'numeric' });

/** A trend's period ('YYYY-MM-DD' local day, or 'YYYY-MM') as a date at UTC midnight, so the formatters read it as written. */
function periodDate(period: string): Date {
  const [y, m, d] = period.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

/**
 * A period's label on a chart's axis ('Mon' in a week, 'Mar 2' in a month, 'Mar 26' for a month of all time) and in
 * full for its table ('Monday, March 2', 'March 2026').
 */
export function periodLabel(period: string, unit: TrendUnit, range: TimeRange): { short: string; long: string } {
  const date = periodDate(period);
  if (unit === 'month') return { short: SHORT_MONTH.format(date), long: LONG_MONTH.format(date) };
  return { short: (range === 'week' ? WEEKDAY : SHORT_DAY).format(date), long: LONG_DAY.format(date) };
}

/** Time spent, from seconds: '45s', '7m', '2m 5s', and '1h 5m' from an hour on. */
export function formatSeconds(seconds: number): string {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  if (s < 60) return `${s}s`;
  if (s < 3600) return s % 60 === 0 ? `${s / 60}m` : `${Math.floor(s / 60)}m ${s % 60}s`;
  return formatHoursMinutes(Math.floor(s / 60));
}

/** 'in the last 7 days', 'in the last 30 days', 'so far': a range in running text. */
export function inRange(range: TimeRange): string {
  return range === 'all' ? 'so far' : `in the ${TIME_RANGE_LABEL[range].toLowerCase()}`;
}

/** An instant as a short local date: 'Mar 2'. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric' }).format(date);
}
