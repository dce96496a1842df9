import { useId, type ReactNode } from 'react';
import { Trophy } from 'lucide-react';
import type { AchievementLists, AchievementProgress } from '@brightpath/shared/achievements';
import { Progress as ProgressBar } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { formatDate } from '../lib/format';
import { AchievementBadge, RarityTag } from './achievement-badge';

/** What the Unlocked list says while it is empty, unless the screen says otherwise (/analytics has its own words). */
export const NOTHING_UNLOCKED = 'Nothing unlocked yet. Your first tutoring session unlocks First Steps.';

/**
 * The Achievements tab: overall progress, then the unlocked, in-progress and upcoming lists (spec 001 section 2). The
 * learning analytics' Achievements tab is this one (the same eleven), with its own words for an empty Unlocked list.
 */
export function AchievementsTab({
  achievements,
  unlockedEmpty = NOTHING_UNLOCKED,
}: {
  achievements: AchievementLists;
  unlockedEmpty?: string;
}) {
  const { unlocked, inProgress, upcoming, later, unlockedCount, total, overallPercent } = achievements;
  const allUnlocked = unlockedCount === total;
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="achievements-overall-heading"
        className="rounded-2xl border border-line-200 bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-sm sm:p-6"
      >
        <div className="flex items-center justify-between gap-4">
          <div>
            <h2 id="achievements-overall-heading" className="text-lg font-semibold">
              Overall Progress
            </h2>
            <p className="mt-1 text-sm text-brand-100">
              {unlockedCount} of {total} achievements unlocked
            </p>
          </div>
          <div className="flex items-center gap-3" aria-hidden>
            <p className="text-4xl font-bold tracking-tight">{overallPercent}%</p>
            <Trophy className="hidden h-11 w-11 shrink-0 text-accent-400 sm:block" />
          </div>
        </div>
        <ProgressBar
          value={overallPercent}
          max={100}
          label="Achievements unlocked"
          valueText={`${overallPercent}%, ${unlockedCount} of ${total}`}
          className="mt-4 bg-white/25 [&>div]:bg-accent-400"
        />
      </section>

      <AchievementList title="Unlocked" items={unlocked} kind="unlocked" empty={unlockedEmpty} />
      <AchievementList
        title="In Progress"
        items={inProgress}
        kind="progress"
        empty="Nothing under way yet: every session and message moves one forward."
      />
      <AchievementList
        title="Upcoming"
        items={upcoming}
        kind="upcoming"
        empty={allUnlocked ? 'You have unlocked every achievement. Amazing work!' : 'Every achievement left is already in progress above.'}
      >
        {later.length > 0 && (
          <details className="group mt-4 rounded-2xl border border-line-200 bg-surface">
            <summary className="cursor-pointer rounded-2xl px-5 py-3 text-sm font-semibold text-brand-700 hover:bg-surface-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
              {later.length} more to discover
            </summary>
            <ul aria-label="More to discover" className="grid gap-4 p-4 pt-1 sm:grid-cols-2 lg:grid-cols-3">
              {later.map((a) => (
                <AchievementCard key={a.id} achievement={a} kind="upcoming" />
              ))}
            </ul>
          </details>
        )}
      </AchievementList>
    </div>
  );
}

type Kind = 'unlocked' | 'progress' | 'upcoming';

function AchievementList({
  title,
  items,
  kind,
  empty,
  children,
}: {
  title: string;
  items: AchievementProgress[];
  kind: Kind;
  empty: string;
  /** Below the list (the achievements after the upcoming ones). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold text-ink-900">
        {title}
        <span className="rounded-full bg-surface-200 px-2 py-0.5 text-xs font-semibold text-ink-700">
          <span className="sr-only">(</span>
          {items.length}
          <span className="sr-only">)</span>
        </span>
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-line-300 bg-surface p-5 text-sm text-ink-600">{empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((a) => (
            <AchievementCard key={a.id} achievement={a} kind={kind} />
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

function AchievementCard({ achievement: a, kind }: { achievement: AchievementProgress; kind: Kind }) {
  const left = Math.max(0, a.requirement - a.current);
  return (
    <li
      className={cn(
        'flex flex-col rounded-2xl border bg-surface p-5 shadow-sm',
        kind === 'unlocked' ? 'border-emerald-200' : 'border-line-200',
      )}
    >
      <div className="flex items-start gap-3">
        <AchievementBadge
          category={a.category}
          rarity={a.rarity}
          state={kind === 'unlocked' ? 'unlocked' : kind === 'progress' ? 'progress' : 'locked'}
        />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-ink-900">{a.title}</h3>
          <p className="mt-0.5 text-sm text-ink-600">{a.description}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <RarityTag rarity={a.rarity} />
        {kind === 'unlocked' ? (
          <span className="text-xs text-ink-600">{a.unlockedAt ? `Unlocked ${formatDate(a.unlockedAt)}` : 'Unlocked'}</span>
        ) : (
          <span className="text-xs font-medium text-ink-700">
            {a.current} / {a.requirement}
            {kind === 'upcoming' && <span className="text-ink-600"> · {left} to go</span>}
          </span>
        )}
      </div>
      {kind !== 'unlocked' && (
        <ProgressBar value={a.percent} max={100} label={`${a.title} progress`} valueText={`${a.percent}%`} className="mt-3" />
      )}
    </li>
  );
}
