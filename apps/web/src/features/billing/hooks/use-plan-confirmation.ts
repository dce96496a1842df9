import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@brightpath/shared/billing';
import { subscriptionStatusQueryOptions } from '../api/get-subscription-status';

/** How often the status is read while a payment's confirmation is awaited, and for how long at most. */
export const CONFIRMATION = { intervalMs: 1_000, timeoutMs: 10_000 } as const;

type Options = {
  /** Start waiting. */
  active: boolean;
  /** Whether the status shows what is awaited (the new plan). */
  done: (status: SubscriptionStatus) => boolean;
  intervalMs?: number;
  timeoutMs?: number;
};

/**
 * The plan changes only when the payment provider's confirmation arrives (a verified webhook), which may land a moment
 * after the learner is back from paying: the status is read again until it shows the change, or the time is up.
 */
export function usePlanConfirmation({ active, done, intervalMs = CONFIRMATION.intervalMs, timeoutMs = CONFIRMATION.timeoutMs }: Options) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!active) return;
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [active, timeoutMs]);

  const query = useQuery({
    ...subscriptionStatusQueryOptions(),
    staleTime: 0,
    enabled: active,
    refetchInterval: (q) => (timedOut || (q.state.data !== undefined && done(q.state.data)) ? false : intervalMs),
  });
  const confirmed = active && query.data !== undefined && !query.isFetching && done(query.data);
  const gaveUp = active && !confirmed && (timedOut || query.isError);
  return { status: query.data, confirmed, gaveUp, waiting: active && !confirmed && !gaveUp };
}
