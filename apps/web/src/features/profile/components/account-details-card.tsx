import { ArrowUpRight, BadgeCheck, CalendarDays, CreditCard, ShieldCheck, UserPlus } from 'lucide-react';
import type { UserProfile } from '@brightpath/shared/user-profile';
import { planLabel } from '@brightpath/shared/plan-names';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate, hasUpgrade, memberStatus } from '../lib/format-profile';
import { Fact, ProfileCard } from './profile-card';

/** Account Details (spec 002 section 2): 'Member Since', 'Active Member', the learner's plan and Upgrade Plan. */
export function AccountDetailsCard({ profile }: { profile: UserProfile }) {
  const active = profile.status === 'active';
  return (
    <ProfileCard title="Account Details" icon={ShieldCheck} tone="bg-sky-100 text-sky-700">
      <dl className="space-y-4">
        <Fact label="Member Since">
          <span className="inline-flex items-center gap-2">
            <CalendarDays className="h-4 w-4 text-ink-500" aria-hidden />
            <time dateTime={profile.memberSince}>{formatDate(profile.memberSince)}</time>
          </span>
        </Fact>
        <Fact label="Status">
          <span
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset',
              active ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200',
            )}
          >
            <BadgeCheck className="h-4 w-4" aria-hidden />
            {memberStatus(profile.status)}
          </span>
        </Fact>
        <Fact label="Plan">
          <span className="inline-flex items-center gap-2 font-semibold">
            <CreditCard className="h-4 w-4 text-ink-500" aria-hidden />
            {planLabel(profile.plan)}
          </span>
        </Fact>
        {profile.username && <Fact label="Username">{profile.username}</Fact>}
      </dl>
      {profile.isGuest && (
        <p className="mt-5 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
          You are learning as a guest. Create an account to sign in from any device: everything you have done so far is kept.
        </p>
      )}
      <div className="mt-auto flex flex-col gap-2 pt-5">
        <AppLink to="/pricing" className={buttonClass('primary', 'md', 'w-full')}>
          <ArrowUpRight className="h-4 w-4" aria-hidden /> {hasUpgrade(profile.plan) ? 'Upgrade Plan' : 'View Plans'}
        </AppLink>
        {profile.isGuest && (
          <AppLink to="/register" className={buttonClass('secondary', 'md', 'w-full')}>
            <UserPlus className="h-4 w-4" aria-hidden /> Create Account
          </AppLink>
        )}
      </div>
    </ProfileCard>
  );
}
