import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckAccess } from '@brightpath/shared/auth';
import { getQueryFn } from '@/lib/api-client';

export const checkAccessQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/check-access'], queryFn: getQueryFn<CheckAccess>({ on401: 'returnNull' }) });

/** Only decides what to show; the server enforces every admin route. */
export function useIsAdmin(enabled: boolean) {
  const q = useQuery({ ...checkAccessQueryOptions(), enabled });
  return enabled && q.data?.isAdmin === true;
}
