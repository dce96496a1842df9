import { useState } from 'react';
import { LogOut, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionCard } from '@/components/ui/section-card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useLeaveFamily } from '../api/leave-family';
import { FAMILY_COPY } from '../lib/family-copy';

const COPY = FAMILY_COPY.member;

/** A member's view: whose Family plan they share, and Leave (after a confirmation), back to Free. */
export function MemberFamily({ ownerName }: { ownerName: string }) {
  const leave = useLeaveFamily();
  const [asking, setAsking] = useState(false);

  const confirm = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast({ title: COPY.left, description: COPY.leftText });
      },
      onError: (err) => {
        setAsking(false);
        toast({ variant: 'destructive', title: COPY.leaveFailed, description: errorMessage(err) ?? FAMILY_COPY.failed });
      },
    });

  return (
    <div className="mt-8">
      <SectionCard title={`${ownerName}’s Family`} icon={Users} description={COPY.intro(ownerName)}>
        <div>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            <LogOut className="h-4 w-4" aria-hidden /> {COPY.leave}
          </Button>
        </div>
      </SectionCard>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={COPY.leaveTitle}
        confirm={COPY.leaveConfirm}
        busy={COPY.leaveBusy}
        keep={COPY.leaveKeep}
        pending={leave.isPending}
        destructive
        onConfirm={confirm}
      >
        <p>{COPY.leaveText(ownerName)}</p>
      </ConfirmDialog>
    </div>
  );
}
