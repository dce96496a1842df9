import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A labelled block of a step: heading, optional hint, the controls and their error message. */
export function StepSection({
  id,
  title,
  hint,
  error,
  optional,
  children,
  className,
}: {
  id: string;
  title: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  children: (ids: { labelledBy: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}) {
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <section className={cn('space-y-3', className)}>
      <div>
        <h2 id={labelId} className="text-base font-semibold text-ink-900">
          {title}
          {optional && <span className="ml-2 text-sm font-normal text-ink-600">(optional)</span>}
        </h2>
        {hint && (
          <p id={hintId} className="mt-0.5 text-sm text-ink-600">
            {hint}
          </p>
        )}
      </div>
      {children({ labelledBy: labelId, describedBy, invalid: !!error })}
      {error && (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
