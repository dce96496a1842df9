import { useMe } from '@/features/auth/api/get-me';
import { SubjectSelection } from '@/features/subject-selection/components/subject-selection';
import { PageLoading } from '../layout/root-layout';

/** /subject-selection (under RequireAccount). */
export default function SubjectSelectionPage() {
  const { data: me } = useMe();
  if (!me) return <PageLoading />;
  return <SubjectSelection key={me.id} userId={me.id} />;
}
