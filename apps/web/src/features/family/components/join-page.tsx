import { useNavigate } from 'react-router';
import { LogIn, UserPlus, Users } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClass } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/state-panel';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { withReturn } from '@/lib/return-to';
import { useJoinFamily } from '../api/join-family';
import { useInvitePreview } from '../api/preview-invite';
import { FAMILY_COPY, formatMoment } from '../lib/family-copy';

const COPY = FAMILY_COPY.join;

type Props = {
  /** The invitation's token from the link (?token=), or null when the link lost it. */
  token: string | null;
  /** The signed-in account, or null for a visitor: a guest or a visitor makes an account first and comes back. */
  account: { isGuest: boolean } | null;
};

/**
 * /family/join?token= (issue 24 point 6): a signed-in learner sees whose Family plan the invitation joins and Join; a
 * visitor or a guest creates an account (or signs in) first and comes back here. The server's refusals are shown as
 * it words them.
 */
export function JoinPage({ token, account }: Props) {
  const back = token ? `/family/join?token=${encodeURIComponent(token)}` : null;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col justify-center px-4 py-12">
      <span className="mx-auto grid h-14 w-14 place-items-center rounded-2xl bg-brand-100 text-brand-700" aria-hidden>
        <Users className="h-7 w-7" />
      </span>
      {!token ? (
        <Refused title={COPY.title} message={COPY.noToken} />
      ) : !account || account.isGuest ? (
        <div className="text-center">
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{COPY.title}</h1>
          <h2 className="mt-4 font-semibold text-ink-900">{COPY.accountFirst}</h2>
          <p className="mt-2 text-ink-700">{account?.isGuest ? COPY.guest : COPY.visitor}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <AppLink to={withReturn('/register', back)} className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
              <UserPlus className="h-5 w-5" aria-hidden /> {COPY.create}
            </AppLink>
            <AppLink to={withReturn('/login', back)} className={buttonClass('secondary', 'lg', 'w-full sm:w-auto')}>
              <LogIn className="h-5 w-5" aria-hidden /> {COPY.signIn}
            </AppLink>
          </div>
        </div>
      ) : (
        <Invitation token={token} />
      )}
    </div>
  );
}

function Invitation({ token }: { token: string }) {
  const preview = useInvitePreview(token, true);
  const join = useJoinFamily();
  const navigate = useNavigate();

  if (preview.isError) return <Refused title={COPY.title} message={errorMessage(preview.error) ?? FAMILY_COPY.failed} />;
  if (!preview.data) return <LoadingState label={COPY.loading} showLabel />;
  const owner = preview.data.ownerName;

  const submit = () =>
    join.mutate(token, {
      onSuccess: () => {
        toast({ title: COPY.joined, description: COPY.joinedText(owner) });
        void navigate('/family');
      },
    });

  return (
    <div className="text-center">
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{COPY.heading(owner)}</h1>
      <p className="mt-3 text-ink-700">{COPY.intro}</p>
      <p className="mt-2 text-sm text-ink-600">{COPY.expires(formatMoment(preview.data.expiresAt))}</p>
      <Button size="lg" className="mt-8 w-full sm:w-auto" onClick={submit} disabled={join.isPending || join.isSuccess}>
        <Users className="h-5 w-5" aria-hidden /> {join.isPending ? COPY.joining : COPY.join}
      </Button>
      <p role="alert" className="mt-4 text-sm font-medium text-red-800 empty:hidden">
        {join.isError ? (errorMessage(join.error) ?? FAMILY_COPY.failed) : ''}
      </p>
    </div>
  );
}

/** The invitation cannot be used: the reason, and the way to the learner's own Family page. */
function Refused({ title, message }: { title: string; message: string }) {
  return (
    <div className="text-center">
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
      <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        {message}
      </p>
      <AppLink to="/family" className={buttonClass('secondary', 'md', 'mt-6')}>
        {COPY.toFamily}
      </AppLink>
    </div>
  );
}
