import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { dismiss, toast } from './use-toast';

// The toast store lives at module level, like in the app: close everything between tests.
afterEach(() => act(() => dismiss()));

function renderToaster() {
  const user = userEvent.setup();
  render(<Toaster />);
  const area = () => within(screen.getByRole('region', { name: /notification/i }));
  return { user, area };
}

describe('Toaster', () => {
  it('shows the title and the description of a toast', () => {
    const { area } = renderToaster();
    act(() => {
      toast({ title: 'Subject Requested', description: 'Your request has been submitted for review.' });
    });
    expect(area().getByText('Subject Requested')).toBeInTheDocument();
    expect(area().getByText('Your request has been submitted for review.')).toBeInTheDocument();
  });

  it('closes a toast with its Close button', async () => {
    const { user, area } = renderToaster();
    act(() => {
      toast({ title: 'Setup Skipped', description: 'You can complete your profile later in settings.' });
    });
    await user.click(area().getByRole('button', { name: 'Close' }));
    expect(area().queryByText('Setup Skipped')).not.toBeInTheDocument();
  });

  it('shows one toast at a time: a new one replaces the one showing', () => {
    const { area } = renderToaster();
    act(() => {
      toast({ title: 'First notice' });
      toast({ variant: 'destructive', title: 'Login failed', description: 'Invalid username/email or password' });
    });
    expect(area().queryByText('First notice')).not.toBeInTheDocument();
    expect(area().getByText('Login failed')).toBeInTheDocument();
    expect(area().getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });

  it('closes a toast from code through the handle toast() returns', () => {
    const { area } = renderToaster();
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Saving...' });
    });
    expect(area().getByText('Saving...')).toBeInTheDocument();
    act(() => handle?.dismiss());
    expect(area().queryByText('Saving...')).not.toBeInTheDocument();
  });
});
