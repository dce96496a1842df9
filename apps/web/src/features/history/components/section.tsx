import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

type Props = { title: string; icon: LucideIcon; description?: ReactNode; aside?: ReactNode; className?: string; children: ReactNode };

/** A card of the history page, named by its heading. */
export function HistorySection({ title, icon: Icon, description, aside, className, children }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('min-w-0 rounded-2xl border border-line-200 bg-surface p-5 shadow-sm sm:p-6', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2.5">
          <span className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-700" aria-hidden>
            <Icon className="h-4 w-4" />
          </span>
          <h2 id={id} className="text-lg font-semibold text-ink-900">
            {title}
          </h2>
        </div>
        {aside}
      </div>
      {description && <p className="mt-2 text-sm text-ink-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
