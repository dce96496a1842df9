import { Suspense, useId, type ReactNode } from 'react';

/**
 * A chart drawn for the eye, with the same numbers in a table for screen readers (the chart itself is hidden from
 * them). The chart is usually a lazily loaded Recharts component: a pulsing box holds its place while it loads.
 */
export function ChartFigure({ label, height, chart, table }: { label: string; height: number; chart: ReactNode; table: ReactNode }) {
  const id = useId();
  return (
    <figure aria-labelledby={id} className="m-0">
      <figcaption id={id} className="sr-only">
        {label}
      </figcaption>
      <div aria-hidden className="w-full" style={{ height }}>
        <Suspense fallback={<div className="h-full w-full animate-pulse rounded-xl bg-surface-100" />}>{chart}</Suspense>
      </div>
      {/* A table ignores the width and overflow of sr-only: its box hides it. */}
      <div className="sr-only">{table}</div>
    </figure>
  );
}
