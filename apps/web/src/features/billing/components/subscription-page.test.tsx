import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@brightpath/shared/billing';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { statusFixture } from '../testing/billing-fixture';
import { SubscriptionPage } from './subscription-page';

type Line = { id: number; period: string; description: string; quantity: number; amountCents: number; createdAt: string };

/** Answers the status in turn (the last one again once they run out), the invoices, and the cancellation. */
function serve(statuses: SubscriptionStatus[], { lines = [] as Line[], cancel = () => json({ ok: true }), hold = false } = {}) {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  let n = 0;
  const fetched = stubFetch(async (call) => {
    if (call.url === '/api/subscription/status') {
      if (hold) await held;
      return json(statuses[Math.min(n++, statuses.length - 1)]);
    }
    if (call.url === '/api/subscription/invoices') return json({ lines });
    if (call.url === '/api/subscription/cancel' && call.method === 'POST') return cancel();
    return json({ message: 'Not Found' }, 404);
  });
  return { ...fetched, release };
}

const region = (name: string) => screen.getByRole('region', { name });
const usage = () => region('Usage This Month');
const bar = () => within(usage()).getByRole('progressbar', { name: 'Sessions used this month' });
const toast = (text: string) => screen.findByText(text, { selector: '[role=region] li *' });
const WARNING = /^You have used over 80% of this month’s 20 sessions\. At 20 the tutor pauses until/;

describe('SubscriptionPage', () => {
  it('shows a spinner while the status loads', async () => {
    const { release } = serve([statusFixture()], { hold: true });
    renderWithProviders(<SubscriptionPage />);
    const spinner = await screen.findByText('Loading your subscription...');
    expect(spinner.closest('[role=status]')).not.toBeNull();
    release();
    expect(await screen.findByRole('region', { name: 'Current Plan' })).toBeInTheDocument();
  });

  it('shows Free with 17 of 20 sessions: the bar at 85%, the warning past 80%, Upgrade Plan, and no Cancel Subscription', async () => {
    serve([statusFixture({ planId: 'free', sessionsUsed: 17 })]);
    renderWithProviders(<SubscriptionPage />);
    await screen.findByRole('region', { name: 'Current Plan' });
    expect(within(region('Current Plan')).getByText('Free', { selector: 'span' })).toBeInTheDocument();
    expect(region('Current Plan')).toHaveTextContent('3 tutoring sessions a month included');
    expect(within(region('Current Plan')).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '85');
    expect(bar()).toHaveAttribute('aria-valuetext', '17 of 20 sessions used this month');
    expect(within(usage()).getByText(WARNING)).toBeInTheDocument();
    expect(usage()).toHaveTextContent('StatusActive');
    expect(usage()).toHaveTextContent('Billing periodMonthly');
    // Free has no extra sessions to show.
    expect(usage()).not.toHaveTextContent('Extra sessions');
    expect(within(usage()).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    // Quick Actions.
    const actions = region('Quick Actions');
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/chat', '/progress', '/settings']);
    // No invoice lines, no Invoices card.
    expect(screen.queryByRole('region', { name: 'Invoices' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Test mode: payments on this Brightpath are simulated/)).toBeInTheDocument();
  });

  it('shows no warning at exactly 80%', async () => {
    serve([statusFixture({ planId: 'free', sessionsUsed: 16 })]);
    renderWithProviders(<SubscriptionPage />);
    await screen.findByRole('region', { name: 'Usage This Month' });
    expect(bar()).toHaveAttribute('aria-valuenow', '80');
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });

  it('counts an unlimited plan against 100, capped at 100%, without a warning, with Change Plan', async () => {
    serve([statusFixture({ planId: 'pro', sessionsUsed: 130 })]);
    renderWithProviders(<SubscriptionPage />);
    await screen.findByRole('region', { name: 'Usage This Month' });
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    expect(bar()).toHaveAttribute('aria-valuetext', '130 sessions this month, unlimited');
    expect(usage()).toHaveTextContent('130 / Unlimited');
    expect(screen.queryByText(/over 80%/)).not.toBeInTheDocument();
    expect(within(usage()).getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/pricing');
  });

  it('shows Basic’s included sessions, the extra ones and their cost so far, and the invoice lines', async () => {
    serve([statusFixture({ planId: 'basic', sessionsUsed: 23 })], {
      lines: [
        {
          id: 1,
          period: '2026-11',
          description: 'Extra tutoring sessions on Basic',
          quantity: 3,
          amountCents: 150,
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    });
    renderWithProviders(<SubscriptionPage />);
    await screen.findByRole('region', { name: 'Usage This Month' });
    expect(bar()).toHaveAttribute('aria-valuetext', '23 of 50 sessions used this month');
    expect(usage()).toHaveTextContent('Included sessions20');
    expect(usage()).toHaveTextContent('Extra sessions3 extra sessions, $1.50 so far$0.50 each');
    expect(region('Current Plan')).toHaveTextContent('Renews on December 28, 2026.');
    expect(region('Current Plan')).toHaveTextContent('$9.99 a month');
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    const row = within(invoices).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['November 2026', 'Extra tutoring sessions on Basic', '3', '$1.50']);
  });

  it("cancels at the period's end after confirming: 'Subscription Cancelled', then the status read again shows the day it ends", async () => {
    const { calls } = serve([
      statusFixture({ planId: 'premium', sessionsUsed: 4 }),
      statusFixture({ planId: 'premium', sessionsUsed: 4, cancelAtPeriodEnd: true }),
    ]);
    const { user } = renderWithProviders(<SubscriptionPage />);
    await screen.findByRole('region', { name: 'Current Plan' });
    await user.click(within(region('Current Plan')).getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('You keep the Premium plan until December 28, 2026. Then your account moves to the Free plan.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await toast('Subscription Cancelled')).toBeInTheDocument();
    expect(await toast('You keep the Premium plan until December 28, 2026.')).toBeInTheDocument();
    await waitFor(() =>
      expect(region('Current Plan')).toHaveTextContent(
        'Cancelled: your Premium plan ends on December 28, 2026, and then your account moves to Free.',
      ),
    );
    expect(within(region('Current Plan')).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(usage()).toHaveTextContent('StatusCancelled at period end');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ url: '/api/subscription/cancel', method: 'POST', body: {} }]);
    expect(calls.filter((c) => c.url === '/api/subscription/status')).toHaveLength(2);
  });

  it('says the cancel failure verbatim, and keeps the plan as it was', async () => {
    serve([statusFixture({ planId: 'basic' })], { cancel: () => json({ message: 'Stripe is down' }, 502) });
    const { user } = renderWithProviders(<SubscriptionPage />);
    await screen.findByRole('region', { name: 'Current Plan' });
    await user.click(within(region('Current Plan')).getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await toast('Failed to cancel subscription. Please try again or contact support.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(region('Current Plan')).getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('links the Family plan’s owner to the family, and a member sees whose plan it is, with no Cancel Subscription', async () => {
    serve([statusFixture({ planId: 'family' })]);
    const owner = renderWithProviders(<SubscriptionPage />);
    await screen.findByRole('region', { name: 'Current Plan' });
    expect(within(region('Current Plan')).getByRole('link', { name: 'Manage Your Family' })).toHaveAttribute('href', '/family');
    expect(within(region('Current Plan')).getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    owner.unmount();

    serve([statusFixture({ planId: 'family', familyOwner: 'Grace' })]);
    renderWithProviders(<SubscriptionPage />);
    await screen.findByRole('region', { name: 'Current Plan' });
    expect(region('Current Plan')).toHaveTextContent('Shared with you by Grace’s Family plan.');
    expect(within(region('Current Plan')).getByRole('link', { name: 'Your Family' })).toHaveAttribute('href', '/family');
    expect(within(region('Current Plan')).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('links no family on other plans', async () => {
    serve([statusFixture({ planId: 'pro' })]);
    renderWithProviders(<SubscriptionPage />);
    await screen.findByRole('region', { name: 'Current Plan' });
    expect(screen.queryByRole('link', { name: /Family/ })).not.toBeInTheDocument();
  });
});
