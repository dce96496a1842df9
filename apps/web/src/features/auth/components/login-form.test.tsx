import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@brightpath/shared/auth';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('shows the specified messages on an empty submit and sends nothing', async () => {
    const { calls } = stubFetch(() => json({}));
    const { user } = renderWithProviders(<LoginForm />);

    // No message before the first submit: a learner is not scolded while typing.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByLabelText('Username or Email')).toHaveAccessibleDescription(AUTH_MESSAGES.loginRequired);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordRequired);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('posts the credentials and shows the server message in a toast when they are refused', async () => {
    const { calls } = stubFetch(() => json({ message: AUTH_MESSAGES.loginFailed, code: 'INVALID_CREDENTIALS' }, 401));
    const { user } = renderWithProviders(<LoginForm />);

    await user.type(screen.getByLabelText('Username or Email'), '  ada  ');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const toasts = screen.getByRole('region', { name: /notification/i });
    expect(await within(toasts).findByText('Login failed')).toBeInTheDocument();
    expect(within(toasts).getByText(AUTH_MESSAGES.loginFailed)).toBeInTheDocument();
    // The login is trimmed by the shared schema before it is sent.
    expect(calls).toEqual([{ url: '/api/auth/login', method: 'POST', body: { login: 'ada', password: 'wrong-password' } }]);
    // A refused login lets the learner try again.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('disables the button while the login is being checked', async () => {
    // An answer that never comes: the request stays pending for the whole test.
    stubFetch(() => new Promise<Response>(() => {}));
    const { user } = renderWithProviders(<LoginForm />);

    await user.type(screen.getByLabelText('Username or Email'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });
});
