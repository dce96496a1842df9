import { Outlet } from 'react-router';
import { LogIn, Sparkles } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { useMe } from '@/features/auth/api/get-me';
import { PageLoading } from '../layout/root-layout';

export const SIGN_IN_NEEDED = {
  title: 'Sign in to continue',
  description: 'This page shows a learner’s own work. Sign in to your account, or start fresh as a new learner.',
  signIn: 'Sign In',
  fresh: 'Start Fresh',
} as const;

/**
 * Layout route: waits for the session check, then renders the page; a visitor without a session (signed out, or on a
 * new device) is offered both ways in, signing in or starting fresh, rather than sent to set-up as if they were new.
 */
export default function RequireAccount() {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageLoading />;
  if (!me) return <SignInNeeded />;
  return <Outlet />;
}

function SignInNeeded() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-12 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-2xl bg-brand-100 text-brand-700" aria-hidden>
        <LogIn className="h-7 w-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{SIGN_IN_NEEDED.title}</h1>
      <p className="mt-3 text-ink-700">{SIGN_IN_NEEDED.description}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <AppLink to="/login" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
          <LogIn className="h-5 w-5" aria-hidden /> {SIGN_IN_NEEDED.signIn}
        </AppLink>
        <AppLink to="/onboarding" className={buttonClass('secondary', 'lg', 'w-full sm:w-auto')}>
          <Sparkles className="h-5 w-5" aria-hidden /> {SIGN_IN_NEEDED.fresh}
        </AppLink>
      </div>
    </div>
  );
}
