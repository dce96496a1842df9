import { useMe } from '@/features/auth/api/get-me';
import { ConnectionsPage } from '@/features/connections/components/connections-page';
import { useSubjects } from '@/features/subject-selection/api/get-subjects';
import { PageLoading } from '../layout/root-layout';

/** /connections (under RequireAccount): the learner's learning connections, with the catalogue's subjects for Auto-Generate. */
export default function ConnectionsRoute() {
  const { data: me } = useMe();
  const catalogue = useSubjects();
  if (!me) return <PageLoading />;
  const subjects = (catalogue.data ?? []).map((s) => ({ id: s.id, name: s.name }));
  return <ConnectionsPage key={me.id} subjects={subjects} />;
}
