import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@brightpath/shared/admin';
import { Toaster } from '@/components/ui/toaster';
import { activity, adminMe, learnerMe, stats, summary } from '@/features/admin/testing/admin-fixture';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { json, stubFetch, type FetchCall } from '@/test/render';
import AdminRoute from './admin';

function renderAt(entry = '/admin') {
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/admin" element={<AdminRoute />} />
          <Route path="/dashboard" element={<h1>Learning Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** The server as an administrator or a learner sees it; check-access held until `release` when asked. */
function server(isAdmin: boolean | 'fails', hold = false) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const answer = async ({ url }: FetchCall) => {
    if (url === '/api/auth/session') return json({ user: isAdmin === true ? adminMe : learnerMe });
    if (url === '/api/admin/check-access') {
      if (hold) await held;
      return isAdmin === 'fails' ? json({ message: 'down' }, 500) : json({ isAdmin });
    }
    if (url === '/api/admin/stats') return json(stats);
    if (url === '/api/admin/activity') return json(activity);
    if (url === '/api/admin/moderation-events/summary') return json(summary);
    return json({ message: 'no' }, 404);
  };
  return { ...stubFetch(answer), release };
}

describe('/admin', () => {
  it("says 'Verifying admin access...' while the server is asked, then shows the console to an administrator", async () => {
    const { release, calls } = server(true, true);
    renderAt();
    expect(await screen.findByText(ADMIN_MESSAGES.verifying)).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Admin Console' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Total Users')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/admin/check-access');
  });

  it('shows a learner the Access Denied page and toast (the redirect: access-denied.test.tsx)', async () => {
    server(false);
    renderAt();
    expect(await screen.findByText(ADMIN_MESSAGES.deniedPage)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
    const toasts = within(screen.getByRole('region', { name: /notification/i, hidden: true }));
    expect(toasts.getAllByText(ADMIN_MESSAGES.deniedToast).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Admin Console' })).not.toBeInTheDocument();
  });

  it("says 'Access Check Failed' / 'Unable to verify admin status' when the check itself fails, and denies", async () => {
    server('fails');
    renderAt();
    expect(await screen.findByText(ADMIN_MESSAGES.deniedPage)).toBeInTheDocument();
    const toasts = within(screen.getByRole('region', { name: /notification/i, hidden: true }));
    expect(toasts.getAllByText(ADMIN_MESSAGES.checkFailedTitle).length).toBeGreaterThan(0);
    expect(toasts.getAllByText(ADMIN_MESSAGES.checkFailed).length).toBeGreaterThan(0);
  });

  it('opens the tab the address names, with the count of events to review on Safety', async () => {
    server(true);
    renderAt('/admin?tab=safety');
    expect(await screen.findByRole('tab', { name: 'Safety, 3 waiting for review', selected: true })).toBeInTheDocument();
  });
});
