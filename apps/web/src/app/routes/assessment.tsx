import { useMe } from '@/features/auth/api/get-me';
import { Assessment } from '@/features/assessment/components/assessment';
import { useProfile } from '@/features/profile/api/get-profile';
import { PageLoading } from '../layout/root-layout';

/**
 * The learning assessment, at the specification's path /questionnaire (under RequireAccount): the question set
 * follows the learner's age; the name starts as the profile's first name.
 */
export default function AssessmentPage() {
  const { data: me } = useMe();
  const hasProfile = !!me?.onboardingComplete;
  const profile = useProfile(me?.id, hasProfile);
  if (!me || (hasProfile && profile.isPending)) return <PageLoading />;

  const p = profile.data;
  const age = p?.age ?? me.age ?? null;
  // A skipped setup stored the placeholder name 'Guest': ask instead of assuming it.
  const name = p ? (p.skipped ? '' : p.firstName) : me.firstName && me.firstName !== 'Guest' ? me.firstName : '';
  // A retake starts fresh: the key gives every visit (and every learner) its own state.
  return <Assessment key={me.id} age={age} defaultName={name} />;
}
