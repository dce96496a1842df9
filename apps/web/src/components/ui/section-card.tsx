import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

type Props = {
  title: string;
  icon: LucideIcon;
  /** Icon tile colours. */
  tone?: string;
  description?: ReactNode;
  /** Beside the title, on the right (a count, a link, a button). */
  aside?: ReactNode;
  /** The title row's alignment: the top (a count or a link), or centred with a button's height (the profile's Edit). */
  header?: 'top' | 'button';
  className?: string;
  children: ReactNode;
};

/** A card of the progress and analytics pages: an icon, its title as a heading the section is named by, and its content. */
export function SectionCard({
  title,
  icon: Icon,
  tone = 'bg-brand-100 text-brand-700',
  description,
  aside,
  header = 'top',
  className,
  children,
}: Props) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('flex min-w-0 flex-col rounded-2xl border border-line-200 bg-surface p-5 shadow-sm sm:p-6', className)}
    >
      <div className={cn('flex justify-between gap-3', header === 'button' ? 'min-h-10 items-center' : 'items-start')}>
        <div className="flex min-w-0 items-center gap-2.5">
          <span className={cn('grid h-8 w-8 shrink-0 place-items-center rounded-lg', tone)} aria-hidden>
            <Icon className="h-4 w-4" />
          </span>
          <h2 id={id} className="text-lg font-semibold text-ink-900">
            {title}
          </h2>
        </div>
        {aside}
      </div>
      {description && <p className="mt-2 text-sm text-ink-600">{description}</p>}
      <div className="mt-4 flex flex-1 flex-col">{children}</div>
    </section>
  );
}

export type Stat = { key: string; label: string; value: string; icon: LucideIcon; tone: string; hint?: string };

/** Figures as a description list: each label with its value. */
export function StatList({ stats, className }: { stats: Stat[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4', className)}>
      {stats.map(({ key, label: name, value, icon: Icon, tone, hint }) => (
        <div key={key} className="rounded-2xl border border-line-200 bg-surface p-4 shadow-sm sm:p-5">
          <dt className="flex items-center gap-2.5 text-sm font-medium text-ink-600">
            <span className={cn('grid h-8 w-8 shrink-0 place-items-center rounded-lg', tone)} aria-hidden>
              <Icon className="h-4 w-4" />
            </span>
            {name}
          </dt>
          <dd className="mt-3 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{value}</dd>
          {hint && <dd className="mt-1 text-xs text-ink-600">{hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
