import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

type Props = {
  title: string;
  icon: LucideIcon;
  /** Icon tile colours. */
  tone?: string;
  /** Beside the title, on the right (the Edit button). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A card of the profile screen: a region named by its heading. */
export function ProfileCard({ title, icon: Icon, tone = 'bg-brand-100 text-brand-700', aside, className, children }: Props) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('flex min-w-0 flex-col rounded-2xl border border-line-200 bg-surface p-5 shadow-sm sm:p-6', className)}
    >
      <div className="flex min-h-10 items-center justify-between gap-3">
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
      <div className="mt-5 flex flex-1 flex-col">{children}</div>
    </section>
  );
}

/** A label and its value, in the card's description list. */
export function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="mt-1 break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** What a field shows when the learner has not filled it in. */
export function NotSet() {
  return <span className="text-ink-600 italic">Not set</span>;
}
