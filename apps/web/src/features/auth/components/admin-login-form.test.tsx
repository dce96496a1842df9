import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALPHA_MESSAGES } from '@brightpath/shared/alpha';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { AdminLoginForm } from './admin-login-form';

const toasts = () => screen.getByRole('region', { name: /notification/i });

describe('AdminLoginForm', () => {
  it('asks for both fields and sends nothing without them', async () => {
    const { calls } = stubFetch(() => json({}));
    const { user } = renderWithProviders(<AdminLoginForm />);
    await user.type(screen.getByLabelText('Username'), 'boss');
    await user.click(screen.getByRole('button', { name: 'Access Alpha Testing' }));
    expect(within(toasts()).getByText(ALPHA_MESSAGES.missingInfoTitle)).toBeInTheDocument();
    expect(within(toasts()).getByText(ALPHA_MESSAGES.missingInfo)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('signs in through the login route with requireAdmin, and says Login Failed for wrong credentials', async () => {
    const { calls } = stubFetch(() => json({ message: 'Invalid username/email or password', code: 'INVALID_CREDENTIALS' }, 401));
    const { user } = renderWithProviders(<AdminLoginForm />);
    await user.type(screen.getByLabelText('Username'), 'boss');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Access Alpha Testing' }));
    expect(await within(toasts()).findByText(ALPHA_MESSAGES.loginFailedTitle)).toBeInTheDocument();
    expect(within(toasts()).getByText(ALPHA_MESSAGES.loginFailed)).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/auth/login', method: 'POST', body: { login: 'boss', password: 'wrong', requireAdmin: true } }]);
  });

  it('tells a learner that alpha testing needs an administrator', async () => {
    stubFetch(() => json({ message: ALPHA_MESSAGES.adminRequired, code: 'ADMIN_REQUIRED' }, 403));
    const { user } = renderWithProviders(<AdminLoginForm />);
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'her own password');
    await user.click(screen.getByRole('button', { name: 'Access Alpha Testing' }));
    expect(await within(toasts()).findByText(ALPHA_MESSAGES.adminRequired)).toBeInTheDocument();
    expect(screen.getAllByText(ALPHA_MESSAGES.adminRequired)).toHaveLength(2);
    // No credentials are shown anywhere on the form.
    expect(document.body.textContent).not.toMatch(/admin123|password:/i);
  });
});
