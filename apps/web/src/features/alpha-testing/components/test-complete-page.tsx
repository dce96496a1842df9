import { useEffect, useRef } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { ALPHA_MESSAGES, TEST_COMPLETE_REDIRECT_MS } from '@brightpath/shared/alpha';
import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { errorMessage } from '@/lib/api-client';
import { useCompleteTest } from '../api/complete-test';

/**
 * /test-complete (spec 002 sections 2 and 9): completes onboarding with a test profile on the server for this account
 * (a visitor gets a guest account first), then goes to the dashboard after 2 seconds. `onDone` navigates.
 */
export function TestCompletePage({ signedIn, onDone }: { signedIn: boolean; onDone: () => void }) {
  const complete = useCompleteTest();
  const started = useRef(false);
  const { mutate } = complete;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(signedIn);
  }, [mutate, signedIn]);
  useEffect(() => {
    if (!complete.isSuccess) return;
    const timer = setTimeout(onDone, TEST_COMPLETE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [complete.isSuccess, onDone]);

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-12 text-center">
      {complete.isError ? (
        <ErrorState
          message={errorMessage(complete.error) ?? 'The test could not be completed.'}
          onRetry={() => complete.mutate(signedIn)}
        />
      ) : complete.isSuccess ? (
        <div role="status">
          <CheckCircle2 className="mx-auto h-14 w-14 text-emerald-600" aria-hidden />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink-900">{ALPHA_MESSAGES.testCompleteTitle}</h1>
          <p className="mt-2 text-ink-700">
            {complete.data.created
              ? 'Onboarding is complete with a test profile.'
              : 'This account already has a profile: it was left as it is.'}{' '}
            Taking you to your dashboard...
          </p>
        </div>
      ) : (
        <LoadingState size="page" />
      )}
    </div>
  );
}
