import { BarChart3, BookOpenCheck, Brain, Clock, Flame, Layers, MessageSquare, type LucideIcon } from 'lucide-react';
import type { ProfileStatistics } from '@brightpath/shared/learning-stats';
import { cn } from '@/lib/cn';
import { statisticsFacts } from '../lib/format-profile';
import { ProfileCard } from './profile-card';

const LOOK: Record<keyof ProfileStatistics, { icon: LucideIcon; tone: string }> = {
  totalSessions: { icon: BookOpenCheck, tone: 'bg-brand-100 text-brand-700' },
  studyMinutes: { icon: Clock, tone: 'bg-sky-100 text-sky-700' },
  conceptsMastered: { icon: Brain, tone: 'bg-emerald-100 text-emerald-700' },
  streak: { icon: Flame, tone: 'bg-orange-100 text-orange-700' },
  subjects: { icon: Layers, tone: 'bg-violet-100 text-violet-700' },
  userMessages: { icon: MessageSquare, tone: 'bg-rose-100 text-rose-700' },
};

/** Learning Statistics (spec 002 section 2): the learner's figures, the same as the dashboard's (DESIGN.md decision 6). */
export function LearningStatisticsCard({ statistics }: { statistics: ProfileStatistics }) {
  return (
    <ProfileCard title="Learning Statistics" icon={BarChart3} tone="bg-emerald-100 text-emerald-700">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {statisticsFacts(statistics).map(({ key, label, value }) => {
          const { icon: Icon, tone } = LOOK[key];
          return (
            <div key={key} className="min-w-0 rounded-xl border border-line-200 bg-surface-50/60 p-3 sm:p-4">
              <dt className="flex items-center gap-2 text-sm font-medium text-ink-600">
                <span className={cn('grid h-7 w-7 shrink-0 place-items-center rounded-lg', tone)} aria-hidden>
                  <Icon className="h-3.5 w-3.5" />
                </span>
                <span className="min-w-0">{label}</span>
              </dt>
              <dd className="mt-2 text-2xl font-bold tracking-tight text-ink-900">{value}</dd>
            </div>
          );
        })}
      </dl>
    </ProfileCard>
  );
}
