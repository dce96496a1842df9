import { useMe } from '@/features/auth/api/get-me';
import { useProfile } from '@/features/profile/api/get-profile';
import { SubjectSelection } from '@/features/subject-selection/components/subject-selection';
import { PageLoading } from '../layout/root-layout';

/** /subject-selection (under RequireAccount), starting from the interests given in onboarding when nothing is saved yet. */
export default function SubjectSelectionPage() {
  const { data: me } = useMe();
  const profile = useProfile(me?.id, Boolean(me?.onboardingComplete));
  if (!me || (me.onboardingComplete && profile.isPending)) return <PageLoading />;
  return <SubjectSelection key={me.id} userId={me.id} interests={profile.data?.subjects ?? []} />;
}
