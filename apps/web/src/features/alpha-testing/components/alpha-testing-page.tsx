import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FlaskConical, ShieldAlert } from 'lucide-react';
import { ALPHA_MESSAGES, TEST_PROFILES, testProfile, type CreatedTestUser } from '@brightpath/shared/alpha';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/state-panel';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateTestUser } from '../api/create-test-user';
import { useEndImpersonation } from '../api/end-impersonation';
import { useImpersonation } from '../api/get-impersonation';
import { useOpenTestUser } from '../api/open-test-user';
import { SetupView } from './setup-view';
import { TestingView } from './testing-view';

type Props = { isAdmin: boolean; signedInAs: number | null };

/**
 * /alpha-testing (spec 002 sections 2 and 4): the setup view (profiles, Create Test User, Login Existing, the metrics,
 * the scenarios), then the testing view once a test user is created or opened. An administrator acting as a test
 * account sees the testing view for it; anyone else is told administrators only.
 */
export function AlphaTestingPage({ isAdmin, signedInAs }: Props) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const impersonation = useImpersonation(signedInAs);
  const [created, setCreated] = useState<CreatedTestUser | null>(null);
  // The chosen profile answers the click at once; the address follows (a return from acting lands on it).
  const [selected, setSelected] = useState(() => params.get('profile') ?? TEST_PROFILES[0]!.id);
  const create = useCreateTestUser();
  const open = useOpenTestUser();
  const end = useEndImpersonation();

  const acting = impersonation.data?.active === true;
  const profileId = (acting ? impersonation.data?.profileId : selected) ?? TEST_PROFILES[0]!.id;
  const profile = testProfile(profileId) ?? TEST_PROFILES[0]!;
  const view = acting || params.get('view') === 'testing' ? 'testing' : 'setup';

  if (signedInAs !== null && impersonation.isPending) return <LoadingState size="page" />;
  if (!isAdmin && !acting) return <AdminsOnly />;

  const choose = (id: string, next: 'setup' | 'testing' = 'setup') => {
    setSelected(id);
    setParams(next === 'testing' ? { profile: id, view: 'testing' } : { profile: id }, { replace: next === 'setup' });
  };

  const onCreate = () => {
    if (create.isPending) return;
    create.mutate(
      { profileId: profile.id },
      {
        onSuccess: (user) => {
          setCreated(user);
          toast({
            title: ALPHA_MESSAGES.testUserCreatedTitle,
            description: `${user.username} is ready. Save the password now: it is shown once.`,
          });
          choose(profile.id, 'testing');
        },
        onError: (err) => {
          console.error('Test user creation failed', err);
          toast({ variant: 'destructive', title: ALPHA_MESSAGES.userCreationFailedTitle, description: ALPHA_MESSAGES.userCreationFailed });
        },
      },
    );
  };

  const onOpen = () => {
    if (open.isPending) return;
    open.mutate(
      { profileId: profile.id },
      {
        onSuccess: (user) => {
          setCreated(null);
          toast({ title: ALPHA_MESSAGES.loggedInTitle, description: `You are now acting as ${user.username}.` });
          choose(profile.id, 'testing');
          // Every cached answer was the administrator's (this page is then made anew for the test user).
          void qc.resetQueries();
        },
        onError: (err) => {
          console.error('Test login failed', err);
          toast({ variant: 'destructive', title: ALPHA_MESSAGES.testLoginFailedTitle, description: ALPHA_MESSAGES.testLoginFailed });
        },
      },
    );
  };

  // Switch User Profile: back to setup, the user cleared (an administrator acting as a test account returns to their own).
  const onSwitch = () => {
    setCreated(null);
    if (!acting) return choose(profile.id);
    end.mutate(undefined, {
      onSuccess: ({ restored }) => {
        void navigate(restored ? `/alpha-testing?profile=${profile.id}` : '/admin-login');
        void qc.resetQueries();
      },
      onError: (err) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) ?? 'Please try again.' }),
    });
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">
      <header className="flex items-start gap-3">
        <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-violet-100 text-violet-800" aria-hidden>
          <FlaskConical className="h-6 w-6" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{ALPHA_MESSAGES.pageTitle}</h1>
          <p className="mt-1 text-sm text-ink-700">
            {view === 'setup'
              ? 'Choose a test profile, create its test account or open the one that exists, and follow a scenario.'
              : 'Use the product as this test user, run the API tests and tick off the checklist.'}
          </p>
        </div>
      </header>
      {view === 'setup' ? (
        <SetupView
          selected={profile.id}
          onSelect={(id) => choose(id)}
          onCreate={onCreate}
          onOpen={onOpen}
          creating={create.isPending}
          opening={open.isPending}
        />
      ) : (
        <TestingView
          profile={profile}
          acting={acting}
          created={created?.profileId === profile.id ? created : null}
          onOpen={onOpen}
          opening={open.isPending}
          onSwitch={onSwitch}
          switching={end.isPending}
        />
      )}
    </div>
  );
}

function AdminsOnly() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-12 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-2xl bg-amber-100 text-amber-800" aria-hidden>
        <ShieldAlert className="h-7 w-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-900">{ALPHA_MESSAGES.accessDeniedTitle}</h1>
      <p className="mt-3 text-ink-700">{ALPHA_MESSAGES.adminRequired}</p>
      <AppLink to="/admin-login" className={buttonClass('primary', 'lg', 'mt-8')}>
        {ALPHA_MESSAGES.adminLoginTitle}
      </AppLink>
    </div>
  );
}
