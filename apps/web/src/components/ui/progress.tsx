import { cn } from '@/lib/cn';

/** A labelled progress bar: value out of max, announced as a percentage with the given text. */
export function Progress({
  value,
  max,
  label,
  valueText,
  className,
}: {
  value: number;
  max: number;
  label: string;
  valueText?: string;
  className?: string;
}) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-brand-100', className)}
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300 ease-out" style={{ width: `${percent}%` }} />
    </div>
  );
}
