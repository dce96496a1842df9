import { BarChart3, LayoutDashboard, Timer, Trophy, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { Progress } from '@brightpath/shared/progress';
import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { useProgress } from '../api/get-progress';
import { useMarkProgressSeen } from '../api/mark-progress-seen';
import { useTimerWithSaves } from '../hooks/use-timer-with-saves';
import { AchievementsTab } from './achievements-tab';
import { AnalyticsTab } from './analytics-tab';
import { OverviewTab } from './overview-tab';
import { ProgressEmpty } from './progress-empty';
import { StudyTimerTab } from './study-timer-tab';

export const PROGRESS_TABS = ['overview', 'analytics', 'timer', 'achievements'] as const;
export type ProgressTab = (typeof PROGRESS_TABS)[number];

const TAB_LABEL: Record<ProgressTab, { label: string; icon: LucideIcon }> = {
  overview: { label: 'Overview', icon: LayoutDashboard },
  analytics: { label: 'Analytics', icon: BarChart3 },
  timer: { label: 'Study Timer', icon: Timer },
  achievements: { label: 'Achievements', icon: Trophy },
};

type Props = {
  userId: number;
  tab: ProgressTab;
  onTabChange: (tab: ProgressTab) => void;
  /** The catalogue's icon name of a subject, when known. */
  iconFor: (subjectId: number) => string | undefined;
};

/** /progress (spec 001 section 2): with no session the journey's start, otherwise four tabs. */
export function ProgressPage({ userId, tab, onTabChange, iconFor }: Props) {
  const progress = useProgress();
  const data = progress.data;
  useMarkProgressSeen(data !== undefined);
  return (
    <div className="mx-auto max-w-6xl px-4 pb-24 pt-8 sm:px-6 sm:pt-12">
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">Learning Progress</h1>
        <p className="mt-2 text-ink-700">Your sessions, study time, achievements and a timer to help you focus.</p>
      </div>
      {data ? (
        data.overview.totalSessions === 0 ? (
          <ProgressEmpty hasSubjects={data.overview.subjects.length > 0} />
        ) : (
          <ProgressTabs data={data} userId={userId} tab={tab} onTabChange={onTabChange} iconFor={iconFor} />
        )
      ) : progress.isError ? (
        <ErrorState message="We couldn't load your progress." onRetry={() => void progress.refetch()} />
      ) : (
        <LoadingState label="Loading your progress..." showLabel />
      )}
    </div>
  );
}

const trigger =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-ink-700 transition-colors hover:bg-surface/70 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:bg-surface data-[state=active]:text-brand-700 data-[state=active]:shadow-sm';

const panel = 'rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600';

function ProgressTabs({ data, userId, tab, onTabChange, iconFor }: Props & { data: Progress }) {
  // The timer lives above the tabs: it keeps counting (and saving) while another tab is open.
  const timer = useTimerWithSaves(userId);
  return (
    <Tabs.Root value={tab} onValueChange={(v) => onTabChange(v as ProgressTab)}>
      <Tabs.List
        aria-label="Progress sections"
        className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-surface-200/70 p-1 sm:inline-grid sm:grid-cols-4"
      >
        {PROGRESS_TABS.map((value) => {
          const { label, icon: Icon } = TAB_LABEL[value];
          return (
            <Tabs.Trigger key={value} value={value} className={trigger}>
              <Icon className="h-4 w-4" aria-hidden /> {label}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      <Tabs.Content value="overview" className={panel}>
        <OverviewTab data={data} iconFor={iconFor} />
      </Tabs.Content>
      <Tabs.Content value="analytics" className={panel}>
        <AnalyticsTab data={data} />
      </Tabs.Content>
      <Tabs.Content value="timer" className={panel}>
        <StudyTimerTab
          timer={timer.timer}
          totals={data.timer}
          unsaved={timer.unsaved}
          saving={timer.saving}
          onRetrySave={timer.retrySave}
          onStop={timer.stop}
        />
      </Tabs.Content>
      <Tabs.Content value="achievements" className={panel}>
        <AchievementsTab achievements={data.achievements} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
