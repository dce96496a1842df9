import { cn } from '../../lib/cn';

/** A loading indicator with a spoken label; `label` is also shown when `showLabel` is set. */
export function Spinner({
  label = 'Loading...',
  showLabel = false,
  className,
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex min-h-[40vh] flex-col items-center justify-center gap-4', className)} role="status" aria-live="polite">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden />
      <span className={showLabel ? 'text-slate-700' : 'sr-only'}>{label}</span>
    </div>
  );
}
