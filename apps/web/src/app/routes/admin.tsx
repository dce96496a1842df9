import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ADMIN_MESSAGES } from '@brightpath/shared/admin';
import { LoadingState } from '@/components/ui/state-panel';
import { checkAccessQueryOptions } from '@/features/auth/api/check-access';
import { useMe } from '@/features/auth/api/get-me';
import { AccessDenied } from '@/features/admin/components/access-denied';
import { ADMIN_TABS, AdminConsole, type AdminTab } from '@/features/admin/components/admin-console';

/**
 * /admin (under RequireAccount): 'Verifying admin access...' while the server is asked, then the console for an
 * administrator or the Access Denied page for anyone else (spec 002 section 6). The server refuses every admin route
 * to a learner whatever this page shows (DESIGN.md decision 4). The open tab is in the address (?tab=users).
 */
export default function AdminRoute() {
  const { data: me } = useMe();
  // Asked again at each visit: a role changed since the last one counts.
  const access = useQuery({ ...checkAccessQueryOptions(), staleTime: 0 });
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: AdminTab = ADMIN_TABS.includes(asked as AdminTab) ? (asked as AdminTab) : 'overview';

  if (access.isPending || !me) return <LoadingState label={ADMIN_MESSAGES.verifying} showLabel size="page" />;
  if (access.isError) return <AccessDenied checkFailed />;
  if (access.data?.isAdmin !== true) return <AccessDenied />;
  return (
    <AdminConsole
      tab={tab}
      currentAdminId={me.id}
      onTabChange={(next) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true })}
    />
  );
}
