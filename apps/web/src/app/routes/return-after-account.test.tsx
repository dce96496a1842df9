import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { stubLocation } from '@/features/billing/testing/billing-fixture';
import LoginPage from './login';
import RegisterPage, { GOING_BACK } from './register';

// A page that asks for an account first (the family invitation) sends the learner to sign in or register with
// ?next=, and they come back to it; an address of another site is never followed.

const ME = { id: 7, username: 'ada_l', email: 'ada@example.org', role: 'learner', plan: 'free', isGuest: false, onboardingComplete: false };
const NEXT = '/family/join?token=tok_abc';

function serve() {
  return stubFetch((call) => {
    if (call.url === '/api/auth/register') return json({ user: ME }, 201);
    if (call.url === '/api/auth/login') return json({ user: ME });
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

describe('coming back after an account is made', () => {
  it('registers, then goes back to the page that asked', async () => {
    serve();
    const { user } = renderWithProviders(<RegisterPage />, {
      path: '/register',
      entry: `/register?next=${encodeURIComponent(NEXT)}`,
      pages: { '/family/join': <h1>Invitation</h1> },
    });
    expect(screen.getByText('Create your account, then go back to where you were.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(NEXT)}`);
    await register(user);
    expect(await screen.findByRole('heading', { name: 'Invitation' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current query')).toHaveTextContent('?token=tok_abc');
    expect(await screen.findByText(GOING_BACK, { selector: '[role=region] li *' })).toBeInTheDocument();
  });

  it('signs in, then goes back to the page that asked (a full navigation: every query starts from the new session)', async () => {
    const assign = stubLocation();
    serve();
    const { user } = renderWithProviders(<LoginPage />, { path: '/login', entry: `/login?next=${encodeURIComponent(NEXT)}` });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/register?next=${encodeURIComponent(NEXT)}`);
    await user.type(screen.getByLabelText('Username or Email'), 'ada_l');
    await user.type(screen.getByLabelText('Password'), 'analytical-engine');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(NEXT));
  });

  it('never follows another site’s address: registering goes on as usual', async () => {
    serve();
    const { user } = renderWithProviders(<RegisterPage />, {
      path: '/register',
      entry: `/register?next=${encodeURIComponent('//evil.example/phish')}`,
      pages: { '/onboarding': <h1>Onboarding</h1> },
    });
    expect(screen.getByText('Save your progress and learn on any device.')).toBeInTheDocument();
    await register(user);
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeInTheDocument();
  });
});
