import { useSearchParams } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import { PROGRESS_TABS, ProgressPage, type ProgressTab } from '@/features/progress/components/progress-page';
import { useSubjects } from '@/features/subject-selection/api/get-subjects';
import { PageLoading } from '../layout/root-layout';

const isTab = (value: string | null): value is ProgressTab => PROGRESS_TABS.some((t) => t === value);

/** /progress and /progress?tab=analytics|timer|achievements (under RequireAccount), with the catalogue's subject icons. */
export default function ProgressRoute() {
  const { data: me } = useMe();
  const catalogue = useSubjects();
  const [search, setSearch] = useSearchParams();
  if (!me) return <PageLoading />;
  const wanted = search.get('tab');
  const tab: ProgressTab = isTab(wanted) ? wanted : 'overview';
  const icons = new Map(catalogue.data?.map((s) => [s.id, s.icon]));
  return (
    <ProgressPage
      key={me.id}
      userId={me.id}
      tab={tab}
      // The open tab is in the URL, so a reload or a shared link opens it again; switching tabs adds no history entry.
      onTabChange={(next) => setSearch(next === 'overview' ? {} : { tab: next }, { replace: true, preventScrollReset: true })}
      iconFor={(id) => icons.get(id)}
    />
  );
}
