import type { TimeRange } from '@brightpath/shared/analytics';
import { browserTimeZone } from '@/lib/time-zone';

export type AnalyticsCall = 'progress' | 'content-interactions' | 'quiz-performance';

/** GET /api/analytics/{call}?timeRange=&timeZone=: the range asked and the browser's zone, which the server counts days in. */
export function analyticsUrl(call: AnalyticsCall, range: TimeRange, timeZone = browserTimeZone()): string {
  const query = new URLSearchParams({ timeRange: range, ...(timeZone ? { timeZone } : {}) });
  return `/api/analytics/${call}?${query.toString()}`;
}
