import { useMe } from '../../features/auth/api/get-me';
import { useProfile } from '../../features/onboarding/api/get-profile';
import { Questionnaire } from '../../features/questionnaire/components/questionnaire';
import { PageLoading } from '../layout/root-layout';

/** /questionnaire (under RequireAccount): the question set follows the learner's age; the name starts as the profile's first name. */
export default function QuestionnairePage() {
  const { data: me } = useMe();
  const hasProfile = !!me?.onboardingComplete;
  const profile = useProfile(me?.id, hasProfile);
  if (!me || (hasProfile && profile.isPending)) return <PageLoading />;

  const p = profile.data;
  const age = p?.age ?? me.age ?? null;
  // A skipped setup stored the placeholder name 'Guest': ask instead of assuming it.
  const name = p ? (p.skipped ? '' : p.firstName) : me.firstName && me.firstName !== 'Guest' ? me.firstName : '';
  // A retake starts fresh: the key gives every visit (and every learner) its own state.
  return <Questionnaire key={me.id} age={age} defaultName={name} />;
}
