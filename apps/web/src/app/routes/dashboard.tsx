import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import { LearningDashboard } from '@/features/dashboard/components/learning-dashboard';
import { useSubjects } from '@/features/subject-selection/api/get-subjects';
import { greetingName } from '../layout/nav-links';
import { PageLoading } from '../layout/root-layout';

// Back from checkout only: its code stays out of the dashboard's own load.
const CheckoutReturn = lazy(() => import('@/features/billing/components/checkout-return'));

/**
 * /dashboard (under RequireAccount): the dashboard, with the catalogue's icons for the subject cards. Back from a
 * payment (?success=true, spec 002 section 9) it waits for the subscription to show, says so, and forgets the flag.
 */
export default function DashboardPage() {
  const { data: me } = useMe();
  const catalogue = useSubjects();
  const [search, setSearch] = useSearchParams();
  const paid = search.get('success') === 'true';
  const forgetFlag = useCallback(
    () =>
      setSearch(
        (s) => {
          s.delete('success');
          return s;
        },
        { replace: true },
      ),
    [setSearch],
  );
  if (!me) return <PageLoading />;
  const icons = new Map(catalogue.data?.map((s) => [s.id, s.icon]));
  return (
    <>
      {paid && (
        <Suspense fallback={null}>
          <CheckoutReturn onDone={forgetFlag} />
        </Suspense>
      )}
      <LearningDashboard key={me.id} firstName={greetingName(me)} isGuest={me.isGuest} iconFor={(id) => icons.get(id)} />
    </>
  );
}
