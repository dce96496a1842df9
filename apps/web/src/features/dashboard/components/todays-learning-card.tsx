import { ArrowRight, Sun } from 'lucide-react';
import type { DashboardStats } from '@brightpath/shared/learning-stats';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Today's Learning: back to the tutor once there are sessions, otherwise the first subject to choose. */
export function TodaysLearningCard({ stats, className }: { stats: DashboardStats; className?: string }) {
  const started = stats.totalSessions > 0;
  return (
    <section
      aria-labelledby="todays-learning-heading"
      className={cn('flex flex-col rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-sm', className)}
    >
      <span className="grid h-11 w-11 place-items-center rounded-xl bg-white/15" aria-hidden>
        <Sun className="h-6 w-6" />
      </span>
      <h2 id="todays-learning-heading" className="mt-4 text-xl font-semibold">
        Today&apos;s Learning
      </h2>
      <p className="mt-2 flex-1 text-sm leading-6 text-brand-50">
        {started
          ? 'Pick up where you left off: your tutor remembers your conversations. A little every day keeps your streak going.'
          : 'Choose a subject to begin with, then ask your tutor your first question. It only takes a minute to start.'}
      </p>
      <AppLink
        to={started ? '/chat' : '/subject-selection'}
        className={buttonClass('secondary', 'lg', 'mt-6 w-full text-brand-800 ring-0 hover:bg-brand-50 focus-visible:outline-white')}
      >
        {started ? 'Start Learning Session' : 'Choose Your First Subject'}
        <ArrowRight className="h-5 w-5" aria-hidden />
      </AppLink>
    </section>
  );
}
