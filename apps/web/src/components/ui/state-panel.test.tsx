import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookX } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState, ErrorState, LoadingState } from './state-panel';

describe('LoadingState', () => {
  it('announces its label politely and shows it when asked', () => {
    render(<LoadingState label="Loading your subjects..." showLabel />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading your subjects...');
    expect(screen.getByText('Loading your subjects...')).not.toHaveClass('sr-only');
  });

  it('says Loading... to screen readers only, by default', () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByText('Loading...')).toHaveClass('sr-only');
  });

  it('centres in a section by default and in the page when a route loads', () => {
    const { rerender } = render(<LoadingState className="flex-1" />);
    expect(screen.getByRole('status')).toHaveClass('min-h-[40vh]', 'flex-1');
    rerender(<LoadingState size="page" />);
    expect(screen.getByRole('status')).toHaveClass('min-h-[50vh]');
    expect(screen.getByRole('status')).not.toHaveClass('min-h-[40vh]');
  });
});

describe('ErrorState', () => {
  it('shows the message as an alert, with a Try again button that retries', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn<() => void>();
    render(<ErrorState message="We couldn't load the subjects." onRetry={onRetry} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the subjects.");
    expect(onRetry).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('EmptyState', () => {
  it('shows its title and description, and is neither an alert nor a status', () => {
    render(
      <EmptyState
        icon={BookX}
        title="No subjects available"
        description="Use Request a Subject to tell us what you would like to learn."
      />,
    );
    expect(screen.getByText('No subjects available')).toBeInTheDocument();
    expect(screen.getByText('Use Request a Subject to tell us what you would like to learn.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('draws its icon for sighted readers only', () => {
    const { container } = render(<EmptyState icon={BookX} title="Nothing yet" description="Come back later." />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
