import type { AchievementRarity } from '@brightpath/shared/achievements';
import type { SubjectLevel } from '@brightpath/shared/subjects';
import type { RecommendationPriority } from '@brightpath/shared/recommendations';

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const LEVEL_LABEL: Record<SubjectLevel, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };
export const levelLabel = (level: SubjectLevel) => LEVEL_LABEL[level];

export const RARITY_LABEL: Record<AchievementRarity, string> = { common: 'Common', rare: 'Rare', epic: 'Epic', legendary: 'Legendary' };
export const PRIORITY_LABEL: Record<RecommendationPriority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

// The product speaks English: dates read the same way whatever the browser's language.
const LOCALE = 'en-US';

/** A local day 'YYYY-MM-DD' (from the server, already in the learner's zone) as 'Jul 14', and in full for screen readers. */
export function formatDay(day: string): { short: string; long: string } {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  const fmt = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', ...options }).format(date);
  return { short: fmt({ month: 'short', day: 'numeric' }), long: fmt({ weekday: 'long', month: 'long', day: 'numeric' }) };
}

/** An instant as the learner's local date and time: 'Tuesday, July 14 at 3:04 PM'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE, { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    date,
  );
}

/** An instant as a date: 'July 14, 2026'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long' }).format(date);
}

/** 'today', 'yesterday', '3 days ago': local calendar days between the instant and `now`. */
export function relativeDay(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const midnight = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  const days = Math.round((midnight(date) - midnight(now)) / 86_400_000);
  return new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }).format(days, 'day');
}
