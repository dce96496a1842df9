// The product speaks English: dates read the same way whatever the browser's language (as the server writes them).
const LOCALE = 'en-US';

/** A conversation's day in the learner's own calendar ('Nov 28, 2026'). */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** Minutes of study as read on the page: '3 min', '1 h 5 min'; under a minute is '< 1 min'. */
export function formatDuration(minutes: number): string {
  if (minutes < 1) return '< 1 min';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}
