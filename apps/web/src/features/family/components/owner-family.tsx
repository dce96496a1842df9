import { useState } from 'react';
import { Armchair, Link2, UserPlus, Users, X } from 'lucide-react';
import type { Family } from '@brightpath/shared/billing';
import { familySeatsLeft } from '@brightpath/shared/family';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Progress } from '@/components/ui/progress';
import { SectionCard } from '@/components/ui/section-card';
import { EmptyState } from '@/components/ui/state-panel';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateInvite, type FamilyInvite } from '../api/create-invite';
import { useRemoveMember } from '../api/remove-member';
import { useRevokeInvites } from '../api/revoke-invites';
import { FAMILY_COPY } from '../lib/family-copy';
import { InviteLink } from './invite-link';
import { MemberRow, type Member } from './member-row';

const COPY = FAMILY_COPY.owner;

/** The owner's view: the seats, 'Invite a member' with the link it makes, and the members with their progress. */
export function OwnerFamily({ family }: { family: Family }) {
  const create = useCreateInvite();
  const revoke = useRevokeInvites();
  const remove = useRemoveMember();
  // The member the owner is asked about (kept while the question closes): the question is the list's, not the row's,
  // so its answer is told once the row is gone.
  const [removing, setRemoving] = useState<Member | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = (member: Member) => {
    setRemoving(member);
    setAsking(true);
  };
  // The link made last: its token is shown this once (the server keeps only its hash).
  const [invite, setInvite] = useState<FamilyInvite | null>(null);
  const left = familySeatsLeft(family);
  const taken = family.maxUsers - left;

  const makeInvite = () =>
    create.mutate(undefined, {
      onSuccess: (made) => setInvite(made),
      onError: (err) => toast({ variant: 'destructive', title: COPY.inviteFailed, description: errorMessage(err) ?? FAMILY_COPY.failed }),
    });

  const revokeInvites = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setInvite(null);
        toast({ title: COPY.revoked, description: COPY.revokedText });
      },
      onError: (err) => toast({ variant: 'destructive', title: FAMILY_COPY.failed, description: errorMessage(err) }),
    });

  const confirmRemoval = (member: Member) =>
    remove.mutate(member.userId, {
      onSuccess: () => {
        setAsking(false);
        toast({ title: COPY.removed, description: COPY.removedText(member.name) });
      },
      onError: (err) => {
        setAsking(false);
        toast({ variant: 'destructive', title: COPY.removeFailed, description: errorMessage(err) ?? FAMILY_COPY.failed });
      },
    });

  return (
    <div className="mt-2 space-y-6">
      <p className="text-ink-700">{COPY.intro}</p>

      <SectionCard
        title={COPY.seatsTitle}
        icon={Armchair}
        aside={<span className="shrink-0 text-sm font-semibold text-ink-800">{COPY.seatsLeft(left)}</span>}
      >
        <Progress value={taken} max={family.maxUsers} label={COPY.seatsTitle} valueText={COPY.seatsUsed(taken, family.maxUsers)} />
        <p className="mt-2 text-sm text-ink-700">{COPY.seatsUsed(taken, family.maxUsers)}</p>
        <p className="mt-1 text-sm text-ink-600">
          {COPY.seatsHint}
          {family.openInvites > 0 && ` ${COPY.openInvites(family.openInvites)}`}
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button onClick={makeInvite} disabled={left === 0 || create.isPending}>
            <UserPlus className="h-4 w-4" aria-hidden /> {create.isPending ? COPY.inviting : COPY.invite}
          </Button>
          {family.openInvites > 0 && (
            <Button variant="ghost" onClick={revokeInvites} disabled={revoke.isPending}>
              <X className="h-4 w-4" aria-hidden /> {revoke.isPending ? COPY.revoking : COPY.revoke}
            </Button>
          )}
        </div>
        {left === 0 && <p className="mt-3 text-sm text-ink-700">{COPY.noSeats}</p>}
        <div aria-live="polite">{invite && <InviteLink invite={invite} icon={Link2} />}</div>
      </SectionCard>

      <SectionCard
        title={COPY.membersTitle}
        icon={Users}
        aside={<span className="shrink-0 text-sm font-semibold text-ink-800">{family.members.length}</span>}
      >
        {family.members.length === 0 ? (
          <EmptyState icon={Users} title={COPY.noMembers} description={COPY.noMembersText} />
        ) : (
          <ul className="divide-y divide-line-200">
            {family.members.map((m) => (
              <MemberRow key={m.userId} member={m} onRemove={() => ask(m)} />
            ))}
          </ul>
        )}
      </SectionCard>

      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={COPY.removeTitle(removing?.name ?? '')}
        confirm={COPY.removeConfirm}
        busy={COPY.removeBusy}
        keep={COPY.removeKeep}
        pending={remove.isPending}
        destructive
        onConfirm={() => removing && confirmRemoval(removing)}
      >
        <p>{COPY.removeText}</p>
      </ConfirmDialog>
    </div>
  );
}
