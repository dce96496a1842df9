import { z } from 'zod';

/**
 * The progress page's Weekly Activity and Weekly Progress: "the weekly view covers the last 7 days" (spec 001
 * section 9), as local days of the learner's time zone so a late-evening session counts on the evening's day.
 */

export const WEEK_DAYS = 7;
/** Short English weekday labels, indexed like Date#getUTCDay (Sunday first). */
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type WeekdayLabel = (typeof WEEKDAY_LABELS)[number];

const DAY_MS = 86_400_000;
const LOCAL_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const ActivityBucketSchema = z.object({
  /** ISO instant at which the UTC bucket starts. */
  at: z.string(),
  sessions: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
  minutes: z.number().int().nonnegative(),
});
export type ActivityBucket = z.infer<typeof ActivityBucketSchema>;

export const WeeklyDaySchema = z.object({
  /** Local day, YYYY-MM-DD. */
  date: z.string(),
  weekday: z.enum(WEEKDAY_LABELS),
  sessions: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
  minutes: z.number().int().nonnegative(),
});
export type WeeklyDay = z.infer<typeof WeeklyDaySchema>;

/** True for a time zone this runtime knows (an IANA name such as 'Europe/Berlin', or 'UTC'). */
export function isTimeZone(s: unknown): s is string {
  if (typeof s !== 'string' || s === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: s });
    return true;
  } catch {
    return false;
  }
}

// Building a formatter is costly and the server asks per request: one per zone, bounded in case zones come from input.
const formatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Checked once per zone, not per call: checking builds a formatter too.
    const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
    if (formatters.size >= 500) formatters.clear();
    // en-US with the Gregorian calendar and Latin digits, whatever the runtime's default locale.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const NO_OFFSET = /^(\d{4}-\d{2}-\d{2})[T ]([\d:.]+)$/;

/**
 * An instant from an ISO string, a Date or epoch milliseconds. A date-time without an offset is read as UTC:
 * JavaScript would read it in the host's zone, which would make the server's answer depend on where it runs.
 */
function toDate(instant: string | number | Date): Date {
  if (instant instanceof Date) return instant;
  const m = typeof instant === 'string' ? NO_OFFSET.exec(instant) : null;
  return new Date(m ? `${m[1]}T${m[2]}Z` : instant);
}

// The days of instants already placed, by zone and instant: the server places the same learner's 15-minute buckets
// on every read of their figures, and formatting a date is the costly part. Bounded, in case instants come from input.
const days = new Map<string, string>();
const DAYS_KEPT = 50_000;

/** The local day ('YYYY-MM-DD') of an instant in an IANA time zone; an unknown zone is read as UTC. */
export function localDay(instant: string | number | Date, timeZone: string): string {
  const date = toDate(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid instant: ${String(instant)}`);
  const key = `${timeZone} ${date.getTime()}`;
  const known = days.get(key);
  if (known !== undefined) return known;
  const day = formatDay(date, timeZone);
  if (days.size >= DAYS_KEPT) days.clear();
  days.set(key, day);
  return day;
}

function formatDay(date: Date, timeZone: string): string {
  const parts = dayFormatter(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** Milliseconds at UTC midnight of a 'YYYY-MM-DD' day, or NaN when it is not a real calendar day. */
function dayValue(day: string): number {
  const m = LOCAL_DAY.exec(day);
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const value = Date.UTC(y, mo - 1, d);
  const back = new Date(value);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? value : Number.NaN;
}

/** Calendar arithmetic on a local day: the date only, so a DST change in between cannot shift it. */
export function addDays(day: string, days: number): string {
  const value = dayValue(day);
  if (Number.isNaN(value)) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  return new Date(value + days * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(day: string): WeekdayLabel {
  const value = dayValue(day);
  if (Number.isNaN(value)) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  return WEEKDAY_LABELS[new Date(value).getUTCDay()];
}

/**
 * The last 7 local days ending with `today`, oldest first, zeros where nothing happened. Each bucket counts on the
 * local day of its start, so a bucket must not straddle a local midnight: 15-minute UTC buckets are exact in every
 * zone in use (all offsets are multiples of 15 minutes); hourly buckets only in whole-hour zones (not Asia/Kolkata).
 * Buckets outside the 7 days (or with an unreadable `at`) are ignored, so the caller may fetch a generous range.
 */
export function weeklyActivity(buckets: readonly ActivityBucket[], today: string, timeZone: string): WeeklyDay[] {
  const days: WeeklyDay[] = [];
  for (let back = WEEK_DAYS - 1; back >= 0; back--) {
    const date = addDays(today, -back);
    days.push({ date, weekday: weekdayOf(date), sessions: 0, messages: 0, minutes: 0 });
  }
  const byDate = new Map(days.map((d) => [d.date, d]));
  for (const b of buckets) {
    if (Number.isNaN(toDate(b.at).getTime())) continue;
    const day = byDate.get(localDay(b.at, timeZone));
    if (!day) continue;
    day.sessions += b.sessions;
    day.messages += b.messages;
    day.minutes += b.minutes;
  }
  return days;
}
