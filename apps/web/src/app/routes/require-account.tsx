import { Navigate, Outlet } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import { PageLoading } from '../layout/root-layout';

/** Layout route: waits for the session check, sends a visitor without a session to /onboarding, else renders the page. */
export default function RequireAccount() {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageLoading />;
  if (!me) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}
