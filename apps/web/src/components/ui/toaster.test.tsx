import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { dismiss, toast, useFormToast } from './use-toast';

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

/** A form whose one field is required: Continue with it empty shows a toast that says so. */
function NameForm() {
  const [name, setName] = useState('');
  const showProblem = useFormToast(name.trim() !== '');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim())
          showProblem({
            variant: 'destructive',
            title: 'Missing Information',
            description: 'Please fill in your name and age to continue.',
          });
      }}
    >
      <label>
        First name
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <button type="submit">Continue</button>
    </form>
  );
}

describe('a toast about a form', () => {
  it('closes once the form is fixed, before the learner moves on', async () => {
    const user = userEvent.setup();
    render(
      <>
        <NameForm />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const area = within(screen.getByRole('region', { name: /notification/i }));
    expect(area.getByText('Missing Information')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await waitFor(() => expect(area.queryByText('Missing Information')).not.toBeInTheDocument());
  });

  it('closes when the form goes (the page changes)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <>
        <NameForm />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const area = within(screen.getByRole('region', { name: /notification/i }));
    expect(area.getByText('Missing Information')).toBeInTheDocument();
    rerender(<Toaster />);
    await waitFor(() => expect(area.queryByText('Missing Information')).not.toBeInTheDocument());
  });
});

describe('where the toasts show', () => {
  it('top right under the header on a wide screen, when nothing is there', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Subjects saved!' }));
    expect(screen.getByRole('region', { name: /notification/i }).querySelector('ol')).toHaveAttribute('data-placement', 'top-right');
  });

  it('elsewhere when a field sits there: never over it', () => {
    render(
      <>
        <select aria-label="Study time" />
        <Toaster />
      </>,
    );
    const field = screen.getByRole('combobox', { name: 'Study time' });
    // jsdom lays nothing out: the field is put where a top-right toast would show.
    field.getBoundingClientRect = () => ({
      left: 800,
      top: 20,
      width: 200,
      height: 44,
      right: 1000,
      bottom: 64,
      x: 800,
      y: 20,
      toJSON: () => ({}),
    });
    act(() => void toast({ variant: 'destructive', title: 'Missing Information' }));
    expect(screen.getByRole('region', { name: /notification/i }).querySelector('ol')).toHaveAttribute('data-placement', 'bottom-right');
  });
});
