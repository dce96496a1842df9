import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * What helps a new learner but is not the one thing to do now (the tip, the first-steps panel, the other offers),
 * folded into one line until the learner opens it, so the figures stay near the top of the page. Whether it is
 * open is the page's to keep: the fold goes when its last item does, and comes back open if that item returns.
 */
export function FoldedAids({
  count,
  open,
  onToggle,
  children,
}: {
  count: number;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const panelId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line-200 bg-surface shadow-sm">
      <h2 id={headingId} className="text-base font-semibold text-ink-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-3.5 text-left hover:bg-surface-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span>
            More to help you start
            <span className="ml-2 text-sm font-normal text-ink-600">
              {count} {count === 1 ? 'item' : 'items'}
            </span>
          </span>
          <ChevronDown className={cn('h-5 w-5 text-ink-500 transition-transform', open && 'rotate-180')} aria-hidden />
        </button>
      </h2>
      {open && (
        <div id={panelId} className="space-y-4 border-t border-line-100 p-4 sm:p-5">
          {children}
        </div>
      )}
    </section>
  );
}
