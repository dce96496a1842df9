import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { UserRoundCog } from 'lucide-react';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useEndImpersonation } from '../api/end-impersonation';
import { useImpersonation } from '../api/get-impersonation';

/**
 * On every page while an administrator acts as a test account: whom they act as, and the way back to their own
 * session (which lands on the alpha testing page's testing view for that profile).
 */
export function ImpersonationBanner({ signedInAs }: { signedInAs: number | null }) {
  const { data } = useImpersonation(signedInAs);
  const end = useEndImpersonation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  if (!data?.active) return null;
  const back = () => {
    if (end.isPending) return;
    end.mutate(undefined, {
      onSuccess: ({ restored, profileId }) => {
        if (restored) void navigate(profileId ? `/alpha-testing?profile=${profileId}&view=testing` : '/alpha-testing');
        else {
          toast({ title: 'Signed Out', description: 'Your administrator session had ended. Please sign in again.' });
          void navigate('/admin-login');
        }
        // Every cached answer was the test user's.
        void qc.resetQueries();
      },
      onError: (err) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) ?? 'Please try again.' }),
    });
  };
  return (
    <div role="region" aria-label="Acting as a test user" className="bg-violet-700 px-4 py-2 text-sm text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2">
          <UserRoundCog className="h-4 w-4 shrink-0" aria-hidden />
          <span>
            You are acting as test user <strong>{data.testUsername}</strong> ({data.adminUsername} signed in).
          </span>
        </p>
        <button
          type="button"
          onClick={back}
          disabled={end.isPending}
          className="rounded-md bg-surface px-3 py-1 text-sm font-semibold text-ink-900 hover:bg-surface-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {end.isPending ? 'Returning...' : 'Return to my account'}
        </button>
      </div>
    </div>
  );
}
