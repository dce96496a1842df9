import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { useFamily } from '../api/get-family';
import { FAMILY_COPY } from '../lib/family-copy';
import { MemberFamily } from './member-family';
import { NoFamily } from './no-family';
import { OwnerFamily } from './owner-family';

/**
 * /family (issue 24 point 6, DESIGN.md decision 10): for the owner of a Family plan, its seats, invitations and members
 * with each one's progress summary; for a member, whose plan they share and Leave; for anyone else, what the Family
 * plan is and where to choose it.
 */
export function FamilyPage() {
  const family = useFamily();
  return (
    <div className="mx-auto max-w-4xl px-4 pb-24 pt-8 sm:px-6 sm:pt-12">
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">{FAMILY_COPY.title}</h1>
      {family.data ? (
        family.data.role === 'owner' ? (
          <OwnerFamily family={family.data} />
        ) : family.data.role === 'member' ? (
          <MemberFamily ownerName={family.data.owner?.name ?? ''} />
        ) : (
          <NoFamily />
        )
      ) : family.isError ? (
        <ErrorState className="mt-8" message={FAMILY_COPY.failed} onRetry={() => void family.refetch()} />
      ) : (
        <LoadingState label={FAMILY_COPY.loading} showLabel />
      )}
    </div>
  );
}
