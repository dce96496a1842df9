import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@brightpath/shared/auth';
import { meQueryOptions, useMe } from '@/features/auth/api/get-me';
import { useProfile } from '@/features/profile/api/get-profile';
import { OnboardingWizard } from '@/features/profile/components/onboarding-wizard';
import { valuesFromProfile } from '@/features/profile/lib/profile-form';
import { PageLoading } from '../layout/root-layout';

/** /onboarding: open to visitors (a guest account starts when they finish); a learner with a profile sees it prefilled. */
export default function OnboardingPage() {
  const qc = useQueryClient();
  const { data: me, isPending } = useMe();
  const hasProfile = !!me?.onboardingComplete;
  const profile = useProfile(me?.id, hasProfile);

  if (isPending || (hasProfile && profile.isPending)) return <PageLoading />;
  return (
    <OnboardingWizard
      me={me ?? null}
      initialValues={valuesFromProfile(profile.data)}
      hasProfile={hasProfile && !!profile.data}
      onAccount={(user: Me) => qc.setQueryData(meQueryOptions().queryKey, user)}
    />
  );
}
