import { useMe } from '@/features/auth/api/get-me';
import { LearningDashboard } from '@/features/dashboard/components/learning-dashboard';
import { useSubjects } from '@/features/subject-selection/api/get-subjects';
import { greetingName } from '../layout/nav-links';
import { PageLoading } from '../layout/root-layout';

/** /dashboard (under RequireAccount): the dashboard, with the catalogue's icons for the subject cards. */
export default function DashboardPage() {
  const { data: me } = useMe();
  const catalogue = useSubjects();
  if (!me) return <PageLoading />;
  const icons = new Map(catalogue.data?.map((s) => [s.id, s.icon]));
  return <LearningDashboard key={me.id} firstName={greetingName(me)} isGuest={me.isGuest} iconFor={(id) => icons.get(id)} />;
}
