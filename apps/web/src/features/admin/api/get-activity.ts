import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity } from '@brightpath/shared/admin';
import { apiJson } from '@/lib/api-client';

/** GET /api/admin/activity: Recent Activity, newest first. */
export const getActivity = () => apiJson<Activity>('GET', '/api/admin/activity');

export const activityQueryOptions = () => queryOptions({ queryKey: ['/api/admin/activity'], queryFn: getActivity, staleTime: 0 });

export function useActivity() {
  return useQuery(activityQueryOptions());
}
