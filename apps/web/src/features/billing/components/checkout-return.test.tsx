import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatus } from '@brightpath/shared/billing';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { statusFixture } from '../testing/billing-fixture';
import CheckoutReturn, { CHECKOUT_RETURN } from './checkout-return';

/** The status in turn, the last one again once they run out. */
function serve(statuses: SubscriptionStatus[]) {
  let n = 0;
  return stubFetch((call) => {
    if (call.url === '/api/subscription/status') return json(statuses[Math.min(n++, statuses.length - 1)]);
    return json({ message: 'Not Found' }, 404);
  });
}

const toast = (text: string) => screen.findByText(text, { selector: '[role=region] li *' });

describe('CheckoutReturn', () => {
  it('reads the status again until the paid plan shows, with a hint meanwhile, then says the subscription is active', async () => {
    const { calls } = serve([statusFixture({ planId: 'free' }), statusFixture({ planId: 'free' }), statusFixture({ planId: 'premium' })]);
    const onDone = vi.fn();
    const { queryClient } = renderWithProviders(<CheckoutReturn onDone={onDone} intervalMs={10} />);
    queryClient.setQueryData(['/api/auth/session'], { id: 1 });
    expect(await screen.findByText(CHECKOUT_RETURN.waiting)).toBeInTheDocument();
    expect(await toast('Subscription Active')).toBeInTheDocument();
    expect(await toast('You are now on the Premium plan. Thank you, and enjoy your learning!')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/subscription/status')).toHaveLength(3);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(CHECKOUT_RETURN.waiting)).not.toBeInTheDocument();
    // The header's My Plan reads the account again (its query is marked for it).
    await waitFor(() => expect(queryClient.getQueryState(['/api/auth/session'])?.isInvalidated).toBe(true));
  });

  it('says the subscription is being activated when the confirmation takes longer than the wait', async () => {
    serve([statusFixture({ planId: 'free' })]);
    const onDone = vi.fn();
    renderWithProviders(<CheckoutReturn onDone={onDone} intervalMs={10} timeoutMs={100} />);
    expect(await toast('Activating Your Subscription')).toBeInTheDocument();
    expect(await toast(CHECKOUT_RETURN.pending)).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Subscription Active')).not.toBeInTheDocument();
  });
});
