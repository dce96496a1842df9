import type { ReactNode } from 'react';
import { Award, Clock, Flame, Star, type LucideIcon } from 'lucide-react';
import type { ProgressAnalytics } from '@brightpath/shared/analytics';
import { formatHoursMinutes } from '@brightpath/shared/learning-stats';
import { Progress as ProgressBar } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { plural } from '../lib/format';

/** Spec 002 section 2: 'Keep it up!' when the streak is above 0, otherwise 'Start your streak today!'. */
export const streakMessage = (streak: number) => (streak > 0 ? 'Keep it up!' : 'Start your streak today!');

type Card = { key: string; label: string; value: string; icon: LucideIcon; tone: string; detail: ReactNode };

/**
 * The four header cards (spec 002 section 2): Current Level with its XP bar, Learning Time with the completed
 * sessions, Learning Streak, Badges Earned. All time, whatever the range: the figures the dashboard and /progress show.
 */
export function HeaderCards({ data }: { data: ProgressAnalytics }) {
  const { level } = data;
  const cards: Card[] = [
    {
      key: 'level',
      label: 'Current Level',
      value: `Level ${level.level}`,
      icon: Star,
      tone: 'bg-brand-100 text-brand-700',
      detail: (
        <>
          <ProgressBar
            value={level.xpIntoLevel}
            max={level.xpForNextLevel}
            label={`XP toward Level ${level.level + 1}`}
            valueText={`${level.xpIntoLevel} of ${level.xpForNextLevel} XP`}
            className="mt-1"
          />
          <span className="mt-1.5 block">
            {level.xpIntoLevel} / {level.xpForNextLevel} XP · {level.totalXp} XP in all
          </span>
        </>
      ),
    },
    {
      key: 'time',
      label: 'Learning Time',
      value: formatHoursMinutes(data.totalLearningTime),
      icon: Clock,
      tone: 'bg-sky-100 text-sky-700',
      detail: `${plural(data.completedSessions, 'completed session', 'completed sessions')}`,
    },
    {
      key: 'streak',
      label: 'Learning Streak',
      value: plural(data.streak, 'day', 'days'),
      icon: Flame,
      tone: 'bg-orange-100 text-orange-700',
      detail: streakMessage(data.streak),
    },
    {
      key: 'badges',
      label: 'Badges Earned',
      value: String(data.badges.length),
      icon: Award,
      tone: 'bg-emerald-100 text-emerald-700',
      detail: `of ${data.achievements.total} achievements`,
    },
  ];
  return (
    <section aria-labelledby="analytics-header-heading">
      <h2 id="analytics-header-heading" className="sr-only">
        Your learning at a glance
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {cards.map(({ key, label, value, icon: Icon, tone, detail }) => (
          <div key={key} className="flex min-w-0 flex-col rounded-2xl border border-line-200 bg-surface p-4 shadow-sm sm:p-5">
            <dt className="flex flex-col items-start gap-2 text-sm font-medium text-ink-600 sm:flex-row sm:items-center sm:gap-2.5">
              <span className={cn('grid h-8 w-8 shrink-0 place-items-center rounded-lg', tone)} aria-hidden>
                <Icon className="h-4 w-4" />
              </span>
              {label}
            </dt>
            <dd className="mt-2 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{value}</dd>
            <dd className="mt-1 text-xs text-ink-600">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
