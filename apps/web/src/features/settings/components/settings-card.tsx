import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

type Props = {
  title: string;
  icon: LucideIcon;
  /** Icon tile colours. */
  tone?: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A section of the settings page: its title as the heading the section is named by, and its controls. */
export function SettingsCard({ title, icon: Icon, tone = 'bg-brand-100 text-brand-700', description, className, children }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl border border-line-200 bg-surface p-5 shadow-sm sm:p-6', className)}>
      <div className="flex items-center gap-2.5">
        <span className={cn('grid h-8 w-8 shrink-0 place-items-center rounded-lg', tone)} aria-hidden>
          <Icon className="h-4 w-4" />
        </span>
        <h2 id={id} className="text-lg font-semibold text-ink-900">
          {title}
        </h2>
      </div>
      {description && <p className="mt-2 text-sm text-ink-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
