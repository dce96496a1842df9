import type { ReactNode } from 'react';
import { BookOpen, LayoutDashboard, Target, Trophy, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AchievementLists } from '@brightpath/shared/achievements';
import type { TimeRange } from '@brightpath/shared/analytics';
import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { cn } from '@/lib/cn';
import { useContentInteractions } from '../api/get-content-interactions';
import { useProgressAnalytics } from '../api/get-progress-analytics';
import { useQuizPerformance } from '../api/get-quiz-performance';
import { ContentTab } from './content-tab';
import { HeaderCards } from './header-cards';
import { OverviewTab } from './overview-tab';
import { QuizTab } from './quiz-tab';
import { TimeRangePicker } from './time-range-picker';

export const ANALYTICS_TABS = ['overview', 'engagement', 'quiz', 'achievements'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

const TAB_LABEL: Record<AnalyticsTab, { label: string; icon: LucideIcon }> = {
  overview: { label: 'Overview', icon: LayoutDashboard },
  engagement: { label: 'Content Engagement', icon: BookOpen },
  quiz: { label: 'Quiz Performance', icon: Target },
  achievements: { label: 'Achievements', icon: Trophy },
};

/** Spec 002 section 2: the Achievements tab's words when no badge is earned yet. */
export const NO_BADGES = 'Complete learning sessions to earn your first badge!';

type Props = {
  tab: AnalyticsTab;
  onTabChange: (tab: AnalyticsTab) => void;
  range: TimeRange;
  onRangeChange: (range: TimeRange) => void;
  /** The Achievements tab's content: the eleven achievements as /progress shows them (the route composes it). */
  achievements: (lists: AchievementLists, emptyMessage: string) => ReactNode;
};

/**
 * /analytics (spec 002 section 2): the four header cards, the time range (week by default) and four tabs. The page
 * opens with one request (the header, Overview and Achievements); the other two tabs read theirs when opened.
 */
export function AnalyticsPage({ tab, onTabChange, range, onRangeChange, achievements }: Props) {
  const progress = useProgressAnalytics(range);
  const content = useContentInteractions(range, { enabled: tab === 'engagement' });
  const quiz = useQuizPerformance(range, { enabled: tab === 'quiz' });
  const data = progress.data;
  const busy =
    progress.isPlaceholderData || (tab === 'engagement' && content.isPlaceholderData) || (tab === 'quiz' && quiz.isPlaceholderData);
  return (
    <div className="mx-auto max-w-6xl px-4 pb-24 pt-8 sm:px-6 sm:pt-12">
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">Learning Analytics</h1>
        <p className="mt-2 text-ink-700">Your level and XP, your time and streak, and how your lessons and quizzes are going.</p>
      </div>
      {data ? (
        <div className="space-y-6">
          <HeaderCards data={data} />
          <TimeRangePicker value={range} onChange={onRangeChange} busy={busy} />
          <Tabs.Root value={tab} onValueChange={(v) => onTabChange(v as AnalyticsTab)}>
            <Tabs.List
              aria-label="Analytics sections"
              className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-surface-200/70 p-1 sm:inline-grid sm:grid-cols-4"
            >
              {ANALYTICS_TABS.map((value) => {
                const { label, icon: Icon } = TAB_LABEL[value];
                return (
                  <Tabs.Trigger key={value} value={value} className={trigger}>
                    <Icon className="h-4 w-4 shrink-0" aria-hidden /> {label}
                  </Tabs.Trigger>
                );
              })}
            </Tabs.List>
            <Tabs.Content value="overview" className={panel(progress.isPlaceholderData)} aria-busy={progress.isPlaceholderData}>
              <OverviewTab data={data} />
            </Tabs.Content>
            <Tabs.Content value="engagement" className={panel(content.isPlaceholderData)} aria-busy={content.isPlaceholderData}>
              <TabData query={content} what="your content engagement">
                {(d) => <ContentTab data={d} />}
              </TabData>
            </Tabs.Content>
            <Tabs.Content value="quiz" className={panel(quiz.isPlaceholderData)} aria-busy={quiz.isPlaceholderData}>
              <TabData query={quiz} what="your quiz performance">
                {(d) => <QuizTab data={d} />}
              </TabData>
            </Tabs.Content>
            <Tabs.Content value="achievements" className={panel(false)}>
              {achievements(data.achievements, NO_BADGES)}
            </Tabs.Content>
          </Tabs.Root>
        </div>
      ) : progress.isError ? (
        <ErrorState message="We couldn't load your analytics." onRetry={() => void progress.refetch()} />
      ) : (
        <LoadingState label="Loading your analytics..." showLabel />
      )}
    </div>
  );
}

/** A tab's own call: loading, failed with a retry, or its content. */
function TabData<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <ErrorState message={`We couldn't load ${what}.`} onRetry={() => void query.refetch()} />;
  return <LoadingState label={`Loading ${what}...`} />;
}

const trigger =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-3 py-2 text-center text-sm font-medium text-ink-700 transition-colors hover:bg-surface/70 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:bg-surface data-[state=active]:text-brand-700 data-[state=active]:shadow-sm';

/** A panel showing the last range's figures while the new range's load is dimmed a little. */
const panel = (stale: boolean) =>
  cn(
    'rounded-2xl transition-opacity focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 motion-reduce:transition-none',
    stale && 'opacity-60',
  );
