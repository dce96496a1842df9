import { act, screen, waitFor, within } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AchievementNotice } from '@brightpath/shared/progress';
import { dismiss } from '@/components/ui/use-toast';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { ACHIEVEMENT_CHECK_META, requestAchievementCheck } from '@/lib/achievement-check';
import { ACHIEVEMENT_TOAST_TITLE, useAchievementNotices } from './use-achievement-notices';

afterEach(() => act(() => dismiss()));

const firstSteps: AchievementNotice = {
  id: 'first_steps',
  title: 'First Steps',
  description: 'Complete your first tutoring session',
  rarity: 'common',
  unlockedAt: '2026-03-02T10:00:00Z',
};
const explorer: AchievementNotice = {
  id: 'subject_explorer',
  title: 'Subject Explorer',
  description: 'Choose 3 subjects to study',
  rarity: 'rare',
  unlockedAt: '2026-03-02T10:01:00Z',
};

function Watcher({ enabled = true }: { enabled?: boolean }) {
  useAchievementNotices(enabled);
  const save = useMutation({ mutationFn: async () => 'saved', meta: ACHIEVEMENT_CHECK_META });
  const other = useMutation({ mutationFn: async () => 'other' });
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <button onClick={() => save.mutate()}>Save a study session</button>
      <button onClick={() => other.mutate()}>Something else</button>
    </>
  );
}

/** Answers each POST /api/achievements/seen with the next batch (then nothing), as the server tells each unlock once. */
function serveNotices(...batches: AchievementNotice[][]) {
  const { calls } = stubFetch(({ url }) =>
    url === '/api/achievements/seen' ? json({ achievements: batches.shift() ?? [] }) : json({ message: 'Not Found' }, 404),
  );
  return () => calls.filter((c) => c.url === '/api/achievements/seen' && c.method === 'POST').length;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const area = () => within(screen.getByRole('region', { name: /Notification/ }));

describe('useAchievementNotices', () => {
  it('shows one toast per new achievement, one after the other', async () => {
    serveNotices([firstSteps, explorer]);
    const { user } = renderWithProviders(<Watcher />);
    expect(await area().findByText('First Steps')).toBeInTheDocument();
    expect(area().getByText(ACHIEVEMENT_TOAST_TITLE)).toBeInTheDocument();
    expect(area().queryByText('Subject Explorer')).not.toBeInTheDocument();

    await user.click(area().getByRole('button', { name: 'Close' }));
    expect(await area().findByText('Subject Explorer')).toBeInTheDocument();
    expect(area().queryByText('First Steps')).not.toBeInTheDocument();
  });

  it('asks once on arrival and again on each route change, staying mounted like the root layout', async () => {
    const count = serveNotices();
    // One route for every path: the watcher is the same instance before and after the navigation.
    const { user } = renderWithProviders(<Watcher />, { path: '/*' });
    await waitFor(() => expect(count()).toBe(1));
    await settle();
    expect(count()).toBe(1);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/elsewhere');
    await waitFor(() => expect(count()).toBe(2));
  });

  it('asks again after a mutation that may unlock one, and not after others', async () => {
    const count = serveNotices([], [firstSteps]);
    const { user } = renderWithProviders(<Watcher />);
    await waitFor(() => expect(count()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Something else' }));
    await settle();
    expect(count()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Save a study session' }));
    expect(await area().findByText('First Steps')).toBeInTheDocument();
    expect(count()).toBe(2);
  });

  it('asks again when a tutor reply finishes (the chat requests it, outside the mutation cache)', async () => {
    const count = serveNotices([], [firstSteps]);
    renderWithProviders(<Watcher />);
    await waitFor(() => expect(count()).toBe(1));
    act(() => requestAchievementCheck());
    expect(await area().findByText('First Steps')).toBeInTheDocument();
    expect(count()).toBe(2);
  });

  it('asks nothing for a visitor without a session', async () => {
    const count = serveNotices([firstSteps]);
    const { user } = renderWithProviders(<Watcher enabled={false} />, { pages: { '/elsewhere': <Watcher enabled={false} /> } });
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await settle();
    expect(count()).toBe(0);
  });
});
