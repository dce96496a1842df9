import { useId } from 'react';
import { TIME_RANGE_LABEL, TIME_RANGES, type TimeRange } from '@brightpath/shared/analytics';
import { cn } from '@/lib/cn';

/**
 * The time range of the tabs' figures (spec 002: "a time-range state defaults to week"): native radio buttons, so
 * the arrow keys move between them and a screen reader reads 'Time range, radio group'.
 */
export function TimeRangePicker({ value, onChange, busy }: { value: TimeRange; onChange: (range: TimeRange) => void; busy: boolean }) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-2" aria-describedby={`${name}-note`}>
      <legend className="float-left mr-1 text-sm font-medium text-ink-700">Time range</legend>
      <div className="inline-grid grid-cols-3 gap-1 rounded-xl bg-surface-200/70 p-1">
        {TIME_RANGES.map((range) => (
          <label
            key={range}
            className={cn(
              'relative inline-flex min-h-10 cursor-pointer items-center justify-center rounded-lg px-3 py-2 text-sm font-medium text-ink-700 transition-colors hover:bg-surface/70 hover:text-ink-900',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              'has-[:checked]:bg-surface has-[:checked]:text-brand-700 has-[:checked]:shadow-sm',
            )}
          >
            <input type="radio" name={name} value={range} checked={value === range} onChange={() => onChange(range)} className="sr-only" />
            {TIME_RANGE_LABEL[range]}
          </label>
        ))}
      </div>
      <p id={`${name}-note`} className="text-xs text-ink-600">
        For the tabs below; the cards above count all your learning.
      </p>
      {/* Says when the figures of a newly chosen range are in (the tabs keep the last range's until then). */}
      <p role="status" className={busy ? 'text-xs font-medium text-brand-700' : 'sr-only'}>
        {busy ? 'Updating...' : `Showing ${TIME_RANGE_LABEL[value].toLowerCase()}.`}
      </p>
    </fieldset>
  );
}
