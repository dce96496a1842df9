import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const TONES = {
  brand: { box: 'border-brand-200 bg-brand-50', icon: 'bg-brand-600' },
  emerald: { box: 'border-emerald-200 bg-emerald-50', icon: 'bg-emerald-600' },
  violet: { box: 'border-violet-200 bg-violet-50', icon: 'bg-violet-600' },
} as const;

type Props = { tone: keyof typeof TONES; icon: LucideIcon; title: string; children: ReactNode; action: ReactNode };

/** A dashboard callout: an icon, a heading that names the region, a line or two, and one action. */
export function CalloutCard({ tone, icon: Icon, title, children, action }: Props) {
  const headingId = useId();
  const t = TONES[tone];
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 rounded-2xl border p-5 shadow-sm sm:flex-row sm:items-center sm:p-6', t.box)}
    >
      <span className={cn('grid h-12 w-12 shrink-0 place-items-center rounded-2xl text-white shadow-sm', t.icon)} aria-hidden>
        <Icon className="h-6 w-6" />
      </span>
      <div className="flex-1">
        <h2 id={headingId} className="text-lg font-semibold text-ink-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-ink-700">{children}</p>
      </div>
      {action}
    </section>
  );
}
