import { useSearchParams } from 'react-router';
import { DEFAULT_TIME_RANGE, TIME_RANGES, type TimeRange } from '@brightpath/shared/analytics';
import { ANALYTICS_TABS, AnalyticsPage, type AnalyticsTab } from '@/features/analytics/components/analytics-page';
import { AchievementsTab } from '@/features/progress/components/achievements-tab';

const isTab = (value: string | null): value is AnalyticsTab => ANALYTICS_TABS.some((t) => t === value);
const isRange = (value: string | null): value is TimeRange => TIME_RANGES.some((r) => r === value);

/**
 * /analytics, /analytics?tab=engagement|quiz|achievements and &range=month|all (under RequireAccount). The
 * Achievements tab is the progress page's own, with the same eleven achievements and the analytics' empty words.
 */
export default function AnalyticsRoute() {
  const [search, setSearch] = useSearchParams();
  const wantedTab = search.get('tab');
  const wantedRange = search.get('range');
  const tab: AnalyticsTab = isTab(wantedTab) ? wantedTab : 'overview';
  const range: TimeRange = isRange(wantedRange) ? wantedRange : DEFAULT_TIME_RANGE;
  // The open tab and range are in the URL, so a reload or a shared link opens them again; changing them adds no history entry.
  const show = (next: { tab: AnalyticsTab; range: TimeRange }) =>
    setSearch(
      {
        ...(next.tab === 'overview' ? {} : { tab: next.tab }),
        ...(next.range === DEFAULT_TIME_RANGE ? {} : { range: next.range }),
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <AnalyticsPage
      tab={tab}
      onTabChange={(next) => show({ tab: next, range })}
      range={range}
      onRangeChange={(next) => show({ tab, range: next })}
      achievements={(lists, empty) => <AchievementsTab achievements={lists} unlockedEmpty={empty} />}
    />
  );
}
