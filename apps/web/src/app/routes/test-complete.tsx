import { useCallback } from 'react';
import { TestCompletePage } from '@/features/alpha-testing/components/test-complete-page';
import { useMe } from '@/features/auth/api/get-me';
import { usePublicConfig } from '@/features/config/api/get-config';
import { NOT_FOUND_TITLE, useScreenTitle } from '../layout/document-title';
import { PageLoading } from '../layout/root-layout';
import NotFoundPage from './not-found';

/** /test-complete: only on a server run with ALPHA_TESTING=true; elsewhere the not-found page (the API route is absent too). */
export default function TestCompleteRoute() {
  const config = usePublicConfig();
  const me = useMe();
  const enabled = config.data?.alphaTesting === true;
  useScreenTitle(config.isSuccess && !enabled ? NOT_FOUND_TITLE : undefined);
  // A full navigation: the dashboard reads the account's new profile from a fresh start.
  const toDashboard = useCallback(() => window.location.assign('/dashboard'), []);
  if (config.isPending || me.isPending) return <PageLoading />;
  if (!enabled) return <NotFoundPage />;
  return <TestCompletePage signedIn={me.data !== null} onDone={toDashboard} />;
}
