import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@brightpath/shared/billing';
import { apiJson } from '@/lib/api-client';

export const SUBSCRIPTION_STATUS_URL = '/api/subscription/status';

/** GET /api/subscription/status: the account's plan, its state and period, this month's sessions and overage. */
export const getSubscriptionStatus = () => apiJson<SubscriptionStatus>('GET', SUBSCRIPTION_STATUS_URL);

/**
 * This month's sessions change as the learner studies, and the plan when a payment is confirmed: a screen that opens
 * reads it again unless a link preloaded it a moment ago. Sign-out clears the cache (lib/session.ts), so one account's
 * status never shows for another.
 */
export const subscriptionStatusQueryOptions = () =>
  queryOptions({ queryKey: [SUBSCRIPTION_STATUS_URL], queryFn: getSubscriptionStatus, staleTime: 5_000 });

/** The signed-in account's subscription; `enabled` false for a visitor or a guest (who has none to read). */
export function useSubscriptionStatus(enabled = true) {
  return useQuery({ ...subscriptionStatusQueryOptions(), enabled });
}
