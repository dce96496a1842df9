import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@brightpath/shared/auth';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { RegisterForm } from './register-form';

const me = { id: 7, username: 'ada_l', email: 'ada@example.org', role: 'learner', isGuest: false, onboardingComplete: false };

describe('RegisterForm', () => {
  it('shows the specified message under each invalid field', async () => {
    const { calls } = stubFetch(() => json({}));
    const { user } = renderWithProviders(<RegisterForm />);

    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(expect.stringContaining(AUTH_MESSAGES.usernameMin));
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(AUTH_MESSAGES.emailInvalid);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(AUTH_MESSAGES.passwordMin));
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordsDontMatch);
    expect(calls).toHaveLength(0);
  });

  it('updates the messages as the learner corrects the fields after a submit', async () => {
    stubFetch(() => json({}));
    const { user } = renderWithProviders(<RegisterForm />);

    await user.type(screen.getByLabelText('Username'), 'a'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(AUTH_MESSAGES.usernameMax)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'ada lovelace');
    expect(screen.getByText(AUTH_MESSAGES.usernameChars)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.usernameMax)).not.toBeInTheDocument();
  });

  it('creates the account without the confirmation field, then goes on to onboarding', async () => {
    const { calls } = stubFetch(() => json({ user: me }, 201));
    const { user } = renderWithProviders(<RegisterForm />, { path: '/register', pages: { '/onboarding': <h1>Onboarding</h1> } });

    await user.type(screen.getByLabelText('Username'), 'ada_l');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'analytical-engine');
    await user.type(screen.getByLabelText('Confirm Password'), 'analytical-engine');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const toasts = screen.getByRole('region', { name: /notification/i });
    expect(await within(toasts).findByText('Account created successfully!')).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/auth/register', method: 'POST', body: { username: 'ada_l', email: 'ada@example.org', password: 'analytical-engine' } },
    ]);
    expect(localStorage.getItem('userId')).toBe('7');
    // The form waits a second so the toast can be read, then moves on.
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/onboarding');
  });

  it('sends a guest who already set up a profile to the dashboard, keeping what it did', async () => {
    stubFetch(() => json({ user: { ...me, onboardingComplete: true } }, 201));
    const { user } = renderWithProviders(<RegisterForm />, { path: '/register', pages: { '/dashboard': <h1>Dashboard</h1> } });

    await user.type(screen.getByLabelText('Username'), 'ada_l');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'analytical-engine');
    await user.type(screen.getByLabelText('Confirm Password'), 'analytical-engine');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const toasts = screen.getByRole('region', { name: /notification/i });
    expect(await within(toasts).findByText('Everything you did as a guest is kept.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/dashboard');
  });
});
