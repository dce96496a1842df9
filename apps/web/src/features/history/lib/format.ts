/** A conversation's day in the learner's own calendar ('12 May 2026'). */
export function formatDay(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** Minutes of study as read on the page: '3 min', '1 h 5 min'; under a minute is '< 1 min'. */
export function formatDuration(minutes: number): string {
  if (minutes < 1) return '< 1 min';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}
