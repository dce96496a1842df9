import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaidPlanId } from '@brightpath/shared/billing';
import { apiRequest } from '@/lib/api-client';
import { SUBSCRIPTION_STATUS_URL } from './get-subscription-status';

/** POST /api/subscription/change {planId}: the paid subscription moves to another paid plan, prorated (never a second one). */
export const changePlan = async (planId: PaidPlanId) => {
  await apiRequest('POST', '/api/subscription/change', { planId });
};

export function useChangePlan() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: changePlan, onSettled: () => qc.invalidateQueries({ queryKey: [SUBSCRIPTION_STATUS_URL] }) });
}
