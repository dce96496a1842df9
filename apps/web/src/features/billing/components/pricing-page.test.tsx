import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanId, SubscriptionStatus } from '@brightpath/shared/billing';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import { ORIGIN, plansFixture, statusFixture, stubLocation } from '../testing/billing-fixture';
import { PricingPage, type PricingAccount } from './pricing-page';

type Answers = {
  plans?: ReturnType<typeof plansFixture>;
  status?: SubscriptionStatus;
  checkout?: (call: FetchCall) => Response | Promise<Response>;
  change?: (call: FetchCall) => Response | Promise<Response>;
};

function serve({ plans = plansFixture(), status = statusFixture(), checkout, change }: Answers = {}) {
  return stubFetch(async (call) => {
    if (call.url === '/api/plans') return json(plans);
    if (call.url === '/api/subscription/status') return json(status);
    if (call.url === '/api/stripe/create-checkout' && call.method === 'POST')
      return checkout ? checkout(call) : json({ url: `${ORIGIN}/checkout/test/tc_1` });
    if (call.url === '/api/subscription/change' && call.method === 'POST') return change ? change(call) : json(statusFixture());
    return json({ message: 'Not Found' }, 404);
  });
}

const learner = (plan: PlanId): PricingAccount => ({ plan, isGuest: false });

function renderPricing(account: PricingAccount, entry = '/pricing') {
  return renderWithProviders(<PricingPage account={account} />, { path: '/pricing', entry, pages: { '/onboarding': <p>Onboarding</p> } });
}

const card = (name: string) => screen.getByRole('region', { name });
const toast = (text: string) => screen.findByText(text, { selector: '[role=region] li *' });

describe('PricingPage', () => {
  it('shows the five plans with their prices, sessions, extra-session rates and limits, Most Popular on Premium, the explanations and the footer', async () => {
    serve();
    renderPricing(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Premium' });
    const names = ['Free', 'Basic', 'Premium', 'Pro', 'Family'];
    for (const name of names) expect(within(card(name)).getByRole('button', { name: 'Get Started' })).toBeInTheDocument();

    expect(card('Free')).toHaveTextContent('$0/month');
    expect(card('Free')).toHaveTextContent('3 sessions included a month');
    // docs/decisions/037: the limit in force, where it differs from the included sessions and is finite.
    expect(card('Free')).toHaveTextContent('Up to 20 sessions a month');
    expect(card('Free')).toHaveTextContent('No charge for extra sessions');
    expect(card('Basic')).toHaveTextContent('$9.99/month');
    expect(card('Basic')).toHaveTextContent('20 sessions included a month');
    expect(card('Basic')).toHaveTextContent('Up to 50 sessions a month');
    expect(card('Basic')).toHaveTextContent('$0.50 per extra session');
    expect(card('Premium')).toHaveTextContent('$19.99/month');
    expect(card('Premium')).toHaveTextContent('50 sessions included a month');
    expect(card('Premium')).toHaveTextContent('$0.40 per extra session');
    expect(card('Premium')).not.toHaveTextContent('Up to');
    expect(card('Pro')).toHaveTextContent('$29.99/month');
    expect(card('Pro')).toHaveTextContent('Unlimited sessions');
    expect(card('Family')).toHaveTextContent('$39.99/month');
    expect(card('Family')).toHaveTextContent('Unlimited sessions for up to 5 learners');
    expect(card('Family')).toHaveTextContent('Up to 5 accounts, the owner included');

    // The badge on Premium alone.
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(within(card('Premium')).getByText('Most Popular')).toBeInTheDocument();
    // The catalogue's features and limitations.
    expect(within(card('Premium')).getByText('Extra sessions at $0.40 each')).toBeInTheDocument();
    expect(within(card('Basic')).getByText('Extra sessions stop at the monthly limit')).toBeInTheDocument();

    const explained = screen.getByRole('region', { name: 'How usage-based pricing works' });
    expect(explained).toHaveTextContent('A tutoring session starts when you send the first message of a new conversation');
    expect(explained).toHaveTextContent('charged at the plan’s rate: $0.50 on Basic and $0.40 on Premium');
    expect(explained).toHaveTextContent(
      'Free up to 20 and Basic up to 50 (so extra sessions add at most $15.00 to a month’s bill). Premium, Pro and Family have no limit.',
    );
    expect(explained).toHaveTextContent(
      'Free costs nothing and needs no card: it includes 3 sessions a month, and lets you start up to 20.',
    );
    expect(screen.getByText('Cancel anytime. No long-term contracts.')).toBeInTheDocument();
    // Test mode, as GET /api/plans says.
    expect(screen.getByText(/^Test mode: no real payments\./)).toBeInTheDocument();
  });

  it('says no test mode when payments are live, and follows the limits an administrator set', async () => {
    serve({ plans: plansFixture({ testMode: false, limits: { free: 10, basic: 40, premium: -1, pro: -1, family: -1 } }) });
    renderPricing(null);
    await screen.findByRole('region', { name: 'Basic' });
    expect(screen.queryByText(/^Test mode/)).not.toBeInTheDocument();
    expect(card('Free')).toHaveTextContent('Up to 10 sessions a month');
    expect(card('Basic')).toHaveTextContent('Up to 40 sessions a month');
    expect(screen.getByRole('region', { name: 'How usage-based pricing works' })).toHaveTextContent(
      'Basic up to 40 (so extra sessions add at most $10.00',
    );
  });

  it("marks the learner's plan 'Current Plan'; Free's says 'Already on Free Plan' and asks the server for nothing", async () => {
    const { calls } = serve();
    const { user } = renderPricing(learner('free'));
    await screen.findByRole('region', { name: 'Free' });
    const current = within(card('Free')).getByRole('button', { name: 'Current Plan' });
    expect(screen.getAllByRole('button', { name: 'Current Plan' })).toHaveLength(1);
    await user.click(current);
    expect(await toast('Already on Free Plan')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("starts checkout with the dashboard's success and the plans' canceled addresses, reads 'Processing...' meanwhile, then goes to the payment page", async () => {
    const assign = stubLocation();
    let release!: () => void;
    const { calls } = serve({
      checkout: async () => {
        await new Promise<void>((r) => (release = r));
        return json({ url: `${ORIGIN}/checkout/test/tc_9` });
      },
    });
    const { user } = renderPricing(learner('free'));
    await screen.findByRole('region', { name: 'Premium' });
    await user.click(within(card('Premium')).getByRole('button', { name: 'Get Started' }));
    const busy = within(card('Premium')).getByRole('button', { name: 'Processing...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    // Another plan's button waits meanwhile.
    await user.click(within(card('Pro')).getByRole('button', { name: 'Get Started' }));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      {
        url: '/api/stripe/create-checkout',
        method: 'POST',
        body: { planId: 'premium', successUrl: `${ORIGIN}/dashboard?success=true`, cancelUrl: `${ORIGIN}/pricing?canceled=true` },
      },
    ]);
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${ORIGIN}/checkout/test/tc_9`));
    // Still processing while the browser leaves.
    expect(within(card('Premium')).getByRole('button', { name: 'Processing...' })).toBeInTheDocument();
  });

  it("says 'Subscription Error' when checkout does not start, and the button is idle again", async () => {
    const assign = stubLocation();
    serve({ checkout: () => json({ message: 'Something broke' }, 500) });
    const { user } = renderPricing(learner('free'));
    await screen.findByRole('region', { name: 'Basic' });
    await user.click(within(card('Basic')).getByRole('button', { name: 'Get Started' }));
    expect(await toast('Subscription Error')).toBeInTheDocument();
    expect(await toast('Failed to start subscription process. Please try again.')).toBeInTheDocument();
    expect(within(card('Basic')).getByRole('button', { name: 'Get Started' })).not.toHaveAttribute('aria-busy');
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks a visitor who chooses a paid plan for an account first, remembering the plan; Free starts set-up', async () => {
    const { calls } = serve();
    const { user } = renderPricing(null);
    await screen.findByRole('region', { name: 'Premium' });
    await user.click(within(card('Premium')).getByRole('button', { name: 'Get Started' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your account first' });
    expect(dialog).toHaveTextContent('The Premium plan belongs to an account');
    expect(within(dialog).getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register?plan=premium');
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?plan=premium');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.map((c) => c.url)).toEqual(['/api/plans']);

    await user.click(within(card('Free')).getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Onboarding')).toBeInTheDocument();
  });

  it('asks a guest to create an account (kept as it is), without a sign-in', async () => {
    const { calls } = serve();
    const { user } = renderPricing({ plan: 'free', isGuest: true });
    await screen.findByRole('region', { name: 'Basic' });
    expect(within(card('Free')).getByRole('button', { name: 'Current Plan' })).toBeInTheDocument();
    await user.click(within(card('Basic')).getByRole('button', { name: 'Get Started' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your account first' });
    expect(dialog).toHaveTextContent('You are learning as a guest.');
    expect(within(dialog).getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register?plan=basic');
    expect(within(dialog).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    // A guest has no subscription to read.
    expect(calls.map((c) => c.url)).toEqual(['/api/plans']);
  });

  it('moves a subscriber to another paid plan after confirming, prorated, never through a second checkout', async () => {
    const { calls } = serve({ status: statusFixture({ planId: 'basic' }), change: () => json(statusFixture({ planId: 'pro' })) });
    const { user } = renderPricing(learner('basic'));
    await waitFor(() => expect(within(card('Basic')).getByRole('button', { name: 'Current Plan' })).toBeInTheDocument());
    await user.click(within(card('Pro')).getByRole('button', { name: 'Get Started' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Move to the Pro plan?' });
    expect(dialog).toHaveTextContent('Your Basic subscription changes to Pro at $29.99 a month.');
    expect(dialog).toHaveTextContent('prorated');
    await user.click(within(dialog).getByRole('button', { name: 'Change Plan' }));
    expect(await toast('Plan Updated')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([{ url: '/api/subscription/change', method: 'POST', body: { planId: 'pro' } }]);
  });

  it('tells a subscriber choosing Free to cancel on My Plan, with the day a cancelled plan ends', async () => {
    serve({ status: statusFixture({ planId: 'premium', cancelAtPeriodEnd: true, currentPeriodEnd: '2026-12-28T12:00:00.000Z' }) });
    const { user } = renderPricing(learner('premium'));
    await waitFor(() => expect(within(card('Premium')).getByRole('button', { name: 'Current Plan' })).toBeInTheDocument());
    await user.click(within(card('Free')).getByRole('button', { name: 'Get Started' }));
    expect(await toast('Your subscription is cancelled already: your account moves to Free on December 28, 2026.')).toBeInTheDocument();
  });

  it("tells a member of a Family plan that the plan is the owner's, and starts no checkout", async () => {
    const { calls } = serve({ status: statusFixture({ planId: 'family', familyOwner: 'Grace' }) });
    const { user } = renderPricing(learner('family'));
    await waitFor(() => expect(within(card('Family')).getByRole('button', { name: 'Current Plan' })).toBeInTheDocument());
    await user.click(within(card('Premium')).getByRole('button', { name: 'Get Started' }));
    expect(await toast('Family Plan')).toBeInTheDocument();
    expect(screen.getByText(/shared with you by Grace’s Family plan/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says calmly that checkout was canceled, until dismissed', async () => {
    serve();
    const { user } = renderPricing(learner('free'), '/pricing?canceled=true');
    const notice = await screen.findByText(/^Checkout canceled\. You have not been charged/);
    expect(notice.closest('[role=status]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/^Checkout canceled/)).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current query' })).toHaveTextContent(/^$/);
  });
});
