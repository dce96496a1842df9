import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import RequireAccount, { SIGN_IN_NEEDED } from './require-account';

describe('RequireAccount', () => {
  it('offers a visitor without a session both ways in, instead of sending them to set-up as if new', async () => {
    stubFetch(() => json({ message: 'Please sign in to continue.' }, 401));
    renderWithProviders(<RequireAccount />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN_NEEDED.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SIGN_IN_NEEDED.signIn })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: SIGN_IN_NEEDED.fresh })).toHaveAttribute('href', '/onboarding');
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/dashboard');
  });
});
