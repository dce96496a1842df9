import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import { ORIGIN, stubLocation } from '@/features/billing/testing/billing-fixture';
import LoginPage from './login';
import RegisterPage from './register';

// A visitor who chose a paid plan on /pricing registers or signs in with the plan in the address, then goes on to its
// checkout (issue 24: "a visitor who chooses a paid plan is asked to create an account first and then continues").

const ME = { id: 7, username: 'ada_l', email: 'ada@example.org', role: 'learner', plan: 'free', isGuest: false, onboardingComplete: false };

function serve(checkout: (call: FetchCall) => Response = () => json({ url: `${ORIGIN}/checkout/test/tc_5` })) {
  return stubFetch((call) => {
    if (call.url === '/api/auth/register') return json({ user: ME }, 201);
    if (call.url === '/api/auth/login') return json({ user: ME });
    if (call.url === '/api/stripe/create-checkout') return checkout(call);
    if (call.url.startsWith('/api/config')) return json({ productName: 'Brightpath', setupNeeded: false });
    return json({ message: 'Not Found' }, 404);
  });
}

async function register(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Username'), 'ada_l');
  await user.type(screen.getByLabelText('Email'), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'analytical-engine');
  await user.type(screen.getByLabelText('Confirm Password'), 'analytical-engine');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

const checkoutBody = (planId: string) => ({
  planId,
  successUrl: `${ORIGIN}/dashboard?success=true`,
  cancelUrl: `${ORIGIN}/pricing?canceled=true`,
});

describe('registering or signing in with a plan chosen', () => {
  it('registers, then starts checkout for the plan and goes to the payment page', async () => {
    const assign = stubLocation();
    const { calls } = serve();
    const { user } = renderWithProviders(<RegisterPage />, { path: '/register', entry: '/register?plan=premium' });
    expect(screen.getByText('Create your account, then go on to pay for the Premium plan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?plan=premium');
    await register(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${ORIGIN}/checkout/test/tc_5`));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/api/auth/register', { username: 'ada_l', email: 'ada@example.org', password: 'analytical-engine' }],
      ['/api/stripe/create-checkout', checkoutBody('premium')],
    ]);
    expect(within(screen.getByRole('region', { name: /notification/i })).getByText('Taking you to checkout...')).toBeInTheDocument();
  });

  it('goes back to the plans with Subscription Error when checkout does not start after registering', async () => {
    const assign = stubLocation();
    serve(() => json({ message: 'No' }, 500));
    const { user } = renderWithProviders(<RegisterPage />, {
      path: '/register',
      entry: '/register?plan=basic',
      pages: { '/pricing': <h1>Plans</h1> },
    });
    await register(user);
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /notification/i })).getByText('Subscription Error')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('ignores a plan that is not a paid one: registering goes on to set-up as before', async () => {
    const { calls } = serve();
    const { user } = renderWithProviders(<RegisterPage />, {
      path: '/register',
      entry: '/register?plan=free',
      pages: { '/onboarding': <h1>Onboarding</h1> },
    });
    expect(screen.getByText('Save your progress and learn on any device.')).toBeInTheDocument();
    await register(user);
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).not.toContain('/api/stripe/create-checkout');
  });

  it('signs in, then starts checkout for the plan', async () => {
    const assign = stubLocation();
    const { calls } = serve();
    const { user } = renderWithProviders(<LoginPage />, { path: '/login', entry: '/login?plan=family' });
    expect(screen.getByText('Sign in, then go on to pay for the Family plan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register?plan=family');
    await user.type(screen.getByLabelText('Username or Email'), 'ada_l');
    await user.type(screen.getByLabelText('Password'), 'analytical-engine');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${ORIGIN}/checkout/test/tc_5`));
    expect(calls.filter((c) => c.url === '/api/stripe/create-checkout').map((c) => c.body)).toEqual([checkoutBody('family')]);
  });
});
