import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import GuestSignOutDialog, { GUEST_SIGN_OUT } from './guest-sign-out-dialog';

describe('GuestSignOutDialog', () => {
  it('warns that a guest cannot come back, and signs out only when asked to', async () => {
    const onSignOut = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<GuestSignOutDialog open onOpenChange={onOpenChange} onSignOut={onSignOut} />);
    const dialog = screen.getByRole('alertdialog', { name: GUEST_SIGN_OUT.title });
    expect(dialog).toHaveAccessibleDescription(GUEST_SIGN_OUT.description);

    await user.click(screen.getByRole('button', { name: GUEST_SIGN_OUT.cancel }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSignOut).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: GUEST_SIGN_OUT.signOut }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('offers an account instead', async () => {
    const { user } = renderWithProviders(<GuestSignOutDialog open onOpenChange={() => {}} onSignOut={() => {}} />, {
      pages: { '/register': <h1>Register</h1> },
    });
    await user.click(screen.getByRole('link', { name: GUEST_SIGN_OUT.create }));
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
  });
});
