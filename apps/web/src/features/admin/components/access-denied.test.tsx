import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '@brightpath/shared/admin';
import { renderWithProviders } from '@/test/render';
import { AccessDenied, DENIED_REDIRECT_MS } from './access-denied';

afterEach(() => {
  vi.useRealTimers();
});

describe('the Access Denied page', () => {
  it("shows the page and the toast 'Access Denied: You don't have permission to access the admin console.', then /dashboard after 2 seconds", async () => {
    vi.useFakeTimers();
    renderWithProviders(<AccessDenied />, { path: '/admin', pages: { '/dashboard': <h1>Learning Dashboard</h1> } });
    expect(DENIED_REDIRECT_MS).toBe(2000);
    expect(screen.getByText(ADMIN_MESSAGES.deniedPage)).toBeInTheDocument();
    const toasts = within(screen.getByRole('region', { name: /notification/i, hidden: true }));
    expect(toasts.getAllByText('Access Denied').length).toBeGreaterThan(0);
    expect(toasts.getAllByText("You don't have permission to access the admin console.").length).toBeGreaterThan(0);
    await act(async () => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/admin');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/dashboard');
    expect(screen.getByRole('heading', { name: 'Learning Dashboard' })).toBeInTheDocument();
  });
});
