import type { ReactNode } from 'react';
import { Check, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

type Props = {
  done: boolean;
  icon: LucideIcon;
  title: string;
  description: string;
  /** What a finished step says ('Done', 'Tried'), shown and told to screen readers. */
  doneLabel: string;
  /** Told to screen readers while the step is open (': not done yet'). */
  todoLabel: string;
  /** The link to take the step, shown while it is open. */
  action: ReactNode;
};

/** One row of the getting-started checklist or the quick-start guide: an icon, the step, then Done or its link. */
export function StepItem({ done, icon: Icon, title, description, doneLabel, todoLabel, action }: Props) {
  return (
    <li
      className={cn(
        'grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 rounded-xl border p-3 sm:grid-cols-[auto_1fr_auto]',
        done ? 'border-emerald-200 bg-emerald-50/70' : 'border-line-200 bg-surface',
      )}
    >
      <span
        className={cn('grid h-9 w-9 place-items-center rounded-full', done ? 'bg-emerald-600 text-white' : 'bg-brand-100 text-brand-700')}
        aria-hidden
      >
        {done ? <Check className="h-5 w-5" /> : <Icon className="h-5 w-5" />}
      </span>
      <div className="min-w-0">
        <p className={cn('font-medium', done ? 'text-emerald-900' : 'text-ink-900')}>
          {title}
          <span className="sr-only">{done ? `: ${doneLabel.toLowerCase()}` : todoLabel}</span>
        </p>
        <p className="text-sm text-ink-600">{description}</p>
      </div>
      {done ? (
        <span className="col-start-2 text-sm font-medium text-emerald-800 sm:col-start-3" aria-hidden>
          {doneLabel}
        </span>
      ) : (
        action
      )}
    </li>
  );
}

/** Where a step's link sits in the row. */
export const stepActionClass = 'col-start-2 justify-self-start sm:col-start-3';
