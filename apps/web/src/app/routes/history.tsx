import { useMe } from '@/features/auth/api/get-me';
import { HistoryPage } from '@/features/history/components/history-page';
import { useSubjects } from '@/features/subject-selection/api/get-subjects';
import { PageLoading } from '../layout/root-layout';

/** /history (under RequireAccount): the learning history, with the catalogue's subjects for the search and their icons. */
export default function HistoryRoute() {
  const { data: me } = useMe();
  const catalogue = useSubjects();
  if (!me) return <PageLoading />;
  const subjects = (catalogue.data ?? []).map((s) => ({ id: s.id, name: s.name, icon: s.icon }));
  return <HistoryPage key={me.id} subjects={subjects} />;
}
