import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SUBSCRIPTION_STATUS_URL } from './get-subscription-status';

/** POST /api/subscription/cancel (spec 002 section 7: a JSON body): the plan ends at the end of the paid period. */
export const cancelSubscription = async () => {
  await apiRequest('POST', '/api/subscription/cancel', {});
};

/** The status is fetched again afterwards (spec 002 section 4), whatever the answer was. */
export function useCancelSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => qc.invalidateQueries({ queryKey: [SUBSCRIPTION_STATUS_URL] }),
  });
}
