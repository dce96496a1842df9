import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { progressAnalyticsFixture } from '@/features/analytics/testing/analytics-fixture';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { json, stubFetch } from '@/test/render';
import AnalyticsRoute from './analytics';

function Search() {
  const { search } = useLocation();
  return <output aria-label="Current search">{search}</output>;
}

/** The route at `entry` (with its query), as the router mounts it. */
function renderAt(entry: string) {
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/analytics" element={<AnalyticsRoute />} />
        </Routes>
        <Search />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/analytics', () => {
  it('opens the tab and range in the address, and keeps a new choice there', async () => {
    const { calls } = stubFetch(({ url }) =>
      url.startsWith('/api/analytics/progress') ? json(progressAnalyticsFixture({ range: 'month' })) : json({}, 404),
    );
    renderAt('/analytics?tab=achievements&range=month');
    expect(await screen.findByRole('tab', { name: 'Achievements', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    expect(calls[0]?.url).toMatch(/^\/api\/analytics\/progress\?timeRange=month&/);
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByRole('status', { name: 'Current search' })).toHaveTextContent(/^\?range=month$/);
    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(screen.getByRole('status', { name: 'Current search' })).toBeEmptyDOMElement();
  });

  it("shows the progress page's eleven achievements, with 'Complete learning sessions to earn your first badge!' when none is earned", async () => {
    stubFetch(({ url }) =>
      url.startsWith('/api/analytics/progress')
        ? json(
            progressAnalyticsFixture({
              unlocks: [],
              events: { sessions: 0, userMessages: 0, lessonSteps: 0, correctAnswers: 0, timedSessions: 0 },
            }),
          )
        : json({}, 404),
    );
    renderAt('/analytics?tab=achievements');
    const unlocked = await screen.findByRole('region', { name: /^Unlocked/ });
    expect(unlocked).toHaveTextContent('Complete learning sessions to earn your first badge!');
    expect(screen.getByRole('region', { name: 'Overall Progress' })).toHaveTextContent('0 of 11 achievements unlocked');
    const upcoming = within(screen.getByRole('region', { name: /^Upcoming/ })).getAllByRole('list')[0]!;
    expect(within(upcoming).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('shows an earned badge as /progress does', async () => {
    stubFetch(({ url }) => (url.startsWith('/api/analytics/progress') ? json(progressAnalyticsFixture()) : json({}, 404)));
    renderAt('/analytics?tab=achievements');
    const unlocked = await screen.findByRole('region', { name: /^Unlocked/ });
    expect(within(unlocked).getByRole('heading', { level: 3 })).toHaveTextContent('First Steps');
    expect(unlocked).toHaveTextContent('Complete your first tutoring session');
    expect(unlocked).not.toHaveTextContent('Complete learning sessions to earn your first badge!');
  });
});
