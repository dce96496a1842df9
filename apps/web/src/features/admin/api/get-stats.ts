import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@brightpath/shared/admin';
import { apiJson } from '@/lib/api-client';

/** GET /api/admin/stats: the Overview's figures. Read again each time the Overview opens. */
export const getAdminStats = () => apiJson<AdminStats>('GET', '/api/admin/stats');

export const adminStatsQueryOptions = () => queryOptions({ queryKey: ['/api/admin/stats'], queryFn: getAdminStats, staleTime: 0 });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
