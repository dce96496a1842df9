import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plans } from '@brightpath/shared/billing';
import { apiJson } from '@/lib/api-client';

export const PLANS_URL = '/api/plans';

/** GET /api/plans (public): the five plans with the monthly limits in force, and whether payments run in test mode. */
export const getPlans = () => apiJson<Plans>('GET', PLANS_URL);

/** An administrator may change the monthly limits: a visit more than a minute after the last read reads them again. */
export const plansQueryOptions = () => queryOptions({ queryKey: [PLANS_URL], queryFn: getPlans, staleTime: 60_000 });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
