import { BookOpenCheck, Brain, Clock, Flame, type LucideIcon } from 'lucide-react';
import type { DashboardStats } from '@brightpath/shared/learning-stats';
import { cn } from '@/lib/cn';
import { statCards, type StatCard } from '../lib/format-stats';

const LOOK: Record<StatCard['key'], { icon: LucideIcon; tone: string }> = {
  sessions: { icon: BookOpenCheck, tone: 'bg-brand-100 text-brand-700' },
  streak: { icon: Flame, tone: 'bg-orange-100 text-orange-700' },
  concepts: { icon: Brain, tone: 'bg-emerald-100 text-emerald-700' },
  avg: { icon: Clock, tone: 'bg-sky-100 text-sky-700' },
};

/** The four stat cards, as a description list: each label with its value. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <section aria-labelledby="dashboard-stats-heading">
      <h2 id="dashboard-stats-heading" className="sr-only">
        Your stats
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {statCards(stats).map((card) => {
          const { icon: Icon, tone } = LOOK[card.key];
          return (
            <div key={card.key} className="rounded-2xl border border-line-200 bg-surface p-4 shadow-sm sm:p-5">
              <dt className="flex flex-col items-start gap-2 text-sm font-medium text-ink-600 sm:flex-row sm:items-center sm:gap-2.5">
                <span className={cn('grid h-8 w-8 shrink-0 place-items-center rounded-lg', tone)} aria-hidden>
                  <Icon className="h-4 w-4" />
                </span>
                {card.label}
              </dt>
              <dd className="mt-2 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{card.value}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
