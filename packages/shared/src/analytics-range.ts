// The analytics' time range (spec 002 section 9; docs/decisions/034), without zod: the app's screen list preloads the
// default range in its first load, which must not bring zod with it (DESIGN.md section 6, the first-load budget).

export const TIME_RANGES = ['week', 'month', 'all'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
/** "A time-range state defaults to week." */
export const DEFAULT_TIME_RANGE: TimeRange = 'week';
/** The local days a range covers, today included (the weekly view's 7 days; a month of 30). */
export const TIME_RANGE_DAYS = { week: 7, month: 30 } as const satisfies Record<Exclude<TimeRange, 'all'>, number>;
export const TIME_RANGE_LABEL: Record<TimeRange, string> = { week: 'Last 7 days', month: 'Last 30 days', all: 'All time' };
