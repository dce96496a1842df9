import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export type Figure = { key: string; label: string; value: string; icon: LucideIcon; tone: string };

/** A tab's three figures as a description list: each label with its value (label and value side by side on a phone). */
export function Figures({ figures }: { figures: Figure[] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
      {figures.map(({ key, label, value, icon: Icon, tone }) => (
        <div key={key} className="flex items-center gap-4 rounded-2xl border border-line-200 bg-surface p-4 shadow-sm sm:block sm:p-5">
          <dt className="flex flex-1 items-center gap-2.5 text-sm font-medium text-ink-600">
            <span className={cn('grid h-8 w-8 shrink-0 place-items-center rounded-lg', tone)} aria-hidden>
              <Icon className="h-4 w-4" />
            </span>
            {label}
          </dt>
          <dd className="text-2xl font-bold tracking-tight text-ink-900 sm:mt-3 sm:text-3xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
