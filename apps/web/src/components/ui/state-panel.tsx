import type { ReactNode } from 'react';
import { RefreshCw, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

// The three states a screen shows before its content: loading, failed to load, nothing to show.

const HEIGHT = { section: 'min-h-[40vh]', page: 'min-h-[50vh]' } as const;

/**
 * Loading: a spinner announced politely with `label`, which is also shown when `showLabel` is set.
 * `size` is the height it centres in: a section of a screen, or the whole page while a route loads.
 */
export function LoadingState({
  label = 'Loading...',
  showLabel = false,
  size = 'section',
  className,
}: {
  label?: string;
  showLabel?: boolean;
  size?: keyof typeof HEIGHT;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-4', HEIGHT[size], className)} role="status" aria-live="polite">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden />
      <span className={showLabel ? 'text-ink-700' : 'sr-only'}>{label}</span>
    </div>
  );
}

/** Failed to load: the message as an alert, and a Try again button that calls `onRetry`. */
export function ErrorState({ message, onRetry, className }: { message: ReactNode; onRetry: () => void; className?: string }) {
  return (
    <div className={cn('rounded-2xl border border-red-200 bg-red-50 p-6 text-center', className)} role="alert">
      <p className="font-medium text-red-800">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden /> Try again
      </Button>
    </div>
  );
}

/** Nothing to show: an icon, a title and what the learner can do about it. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('rounded-2xl border border-dashed border-line-300 bg-surface p-10 text-center', className)}>
      <Icon className="mx-auto h-10 w-10 text-ink-400" aria-hidden />
      <p className="mt-3 font-semibold text-ink-900">{title}</p>
      <p className="mt-1 text-sm text-ink-600">{description}</p>
    </div>
  );
}
