import type { UserProfile } from '@brightpath/shared/user-profile';
import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { useUserProfile } from '../api/get-user-profile';
import { AccountDetailsCard } from './account-details-card';
import { LearningStatisticsCard } from './learning-statistics-card';
import { PersonalInformationCard } from './personal-information-card';
import { ProfileQuickLinks } from './profile-quick-links';

/** /profile (spec 002 section 2): Personal Information, Learning Statistics, Account Details and the quick links. */
export function ProfilePage({ onSaved }: { onSaved?: (profile: UserProfile) => void }) {
  const profile = useUserProfile();
  const data = profile.data;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-24 pt-8 sm:px-6 sm:pt-12">
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">Profile</h1>
        <p className="mt-2 text-ink-700">Who you are, how you like to learn, and how your learning is going.</p>
      </div>
      {data ? (
        <div className="space-y-8">
          <div className="grid gap-6 lg:grid-cols-3">
            <PersonalInformationCard profile={data} onSaved={onSaved} className="lg:col-span-2" />
            <AccountDetailsCard profile={data} />
          </div>
          <LearningStatisticsCard statistics={data.statistics} />
          <ProfileQuickLinks assessmentCompleted={data.assessmentCompleted} hasSessions={data.statistics.totalSessions > 0} />
        </div>
      ) : profile.isError ? (
        <ErrorState message="We couldn't load your profile." onRetry={() => void profile.refetch()} />
      ) : (
        <LoadingState label="Loading your profile..." showLabel />
      )}
    </div>
  );
}
