import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AchievementNotice } from '@brightpath/shared/progress';
import { dismiss } from '@/components/ui/use-toast';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { ACHIEVEMENT_CHECK_META, requestAchievementCheck } from '@/lib/achievement-check';
import { ACHIEVEMENT_TOAST_TITLE } from '../components/achievement-celebration';
import { useAchievementNotices } from './use-achievement-notices';

afterEach(() => act(() => dismiss()));

const firstSteps: AchievementNotice = {
  id: 'first_steps',
  title: 'First Steps',
  description: 'Complete your first tutoring session',
  category: 'milestone',
  rarity: 'common',
  unlockedAt: '2026-03-02T10:00:00Z',
};
const explorer: AchievementNotice = {
  id: 'subject_explorer',
  title: 'Subject Explorer',
  description: 'Choose 3 subjects to study',
  category: 'exploration',
  rarity: 'rare',
  unlockedAt: '2026-03-02T10:01:00Z',
};

/** The browser's answer to prefers-reduced-motion (jsdom has no matchMedia). */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function Watcher({ enabled = true, alerts }: { enabled?: boolean; alerts?: boolean }) {
  useAchievementNotices(enabled, { alerts });
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
/**
 * Closes the toast shown. Radix keeps its toast region at pointer-events: none until it has counted the new toast (an
 * effect after the toast appears): a learner's click comes long after, a test's at once, so it waits for that first.
 */
async function closeToast(user: { click: (el: Element) => Promise<void> }) {
  const region = screen.getByRole('region', { name: /Notification/ });
  await waitFor(() => expect(region.style.pointerEvents).not.toBe('none'));
  await user.click(within(region).getByRole('button', { name: 'Close' }));
}

describe('useAchievementNotices', () => {
  it('shows one toast per new achievement, one after the other', async () => {
    serveNotices([firstSteps, explorer]);
    const { user } = renderWithProviders(<Watcher />);
    expect(await area().findByText('First Steps')).toBeInTheDocument();
    expect(area().getByText(ACHIEVEMENT_TOAST_TITLE)).toBeInTheDocument();
    expect(area().queryByText('Subject Explorer')).not.toBeInTheDocument();

    await closeToast(user);
    expect(await area().findByText('Subject Explorer')).toBeInTheDocument();
    expect(area().queryByText('First Steps')).not.toBeInTheDocument();
  });

  it('celebrates an unlock: the badge in its rarity, the title, what it was for, the rarity and a link to all', async () => {
    serveNotices([explorer]);
    renderWithProviders(<Watcher />, { pages: { '/progress': <p>The progress page</p> } });
    const shown = await area().findByRole('listitem');
    expect(within(shown).getByText(ACHIEVEMENT_TOAST_TITLE)).toBeVisible();
    expect(within(shown).getByText('Subject Explorer')).toBeVisible();
    expect(within(shown).getByText('Choose 3 subjects to study')).toBeVisible();
    expect(shown).toHaveTextContent('Rarity: Rare');
    // The badge: the category's emblem in the rarity's colours, hidden from screen readers (the text says it all).
    const badge = shown.querySelector('[data-rarity]');
    expect(badge).toHaveAttribute('data-rarity', 'rare');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(badge?.querySelector('svg')).not.toBeNull();
    const link = within(shown).getByRole('link', { name: 'See all achievements' });
    expect(link).toHaveAttribute('href', '/progress?tab=achievements');
  });

  it('moves in with a pop and a burst of sparks, and stays still when the learner asks for reduced motion', async () => {
    prefersReducedMotion(false);
    serveNotices([firstSteps]);
    const first = renderWithProviders(<Watcher />);
    const moving = await area().findByRole('listitem');
    expect(moving.querySelector('[data-rarity]')).toHaveClass('celebrate-pop');
    expect(moving.querySelectorAll('.celebrate-burst > span')).toHaveLength(8);
    first.unmount();
    act(() => dismiss());

    prefersReducedMotion(true);
    serveNotices([firstSteps]);
    renderWithProviders(<Watcher />);
    const still = await area().findByRole('listitem');
    expect(within(still).getByText('First Steps')).toBeVisible();
    expect(still.querySelector('.celebrate-burst')).toBeNull();
    expect(still.querySelector('[class*="celebrate"]')).toBeNull();
    expect(still.querySelector('[class*="animate"]')).toBeNull();
  });

  it('closes with Escape, even with the focus on its link, and with the Close button', async () => {
    serveNotices([firstSteps, explorer]);
    const { user } = renderWithProviders(<Watcher />);
    const shown = await area().findByRole('listitem');
    within(shown).getByRole('link', { name: 'See all achievements' }).focus();
    await user.keyboard('{Escape}');
    // The next one comes in its place once the first has gone.
    expect(await area().findByText('Choose 3 subjects to study')).toBeInTheDocument();
    expect(area().queryByText('First Steps')).not.toBeInTheDocument();
    await closeToast(user);
    await waitFor(() => expect(area().queryByRole('listitem')).not.toBeInTheDocument());
  });

  it('is reachable by keyboard: Tab reaches its link, which opens the Achievements tab and closes it', async () => {
    serveNotices([firstSteps]);
    const { user } = renderWithProviders(<Watcher />, { pages: { '/progress': <p>The progress page</p> } });
    const shown = await area().findByRole('listitem');
    const link = within(shown).getByRole('link', { name: 'See all achievements' });
    // From the page's own controls onwards, the celebration comes in the Tab order.
    for (let i = 0; i < 10 && document.activeElement !== link; i++) await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The progress page')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/progress');
    await waitFor(() => expect(area().queryByRole('listitem')).not.toBeInTheDocument());
  });

  it('is announced politely, once, in one sentence', async () => {
    serveNotices([firstSteps]);
    renderWithProviders(<Watcher />);
    await area().findByRole('listitem');
    const announced = await waitFor(() => {
      const live = screen
        .getAllByRole('status')
        .filter((el) => el.textContent?.includes(ACHIEVEMENT_TOAST_TITLE) && el.getAttribute('aria-live') !== 'off');
      expect(live).toHaveLength(1);
      return live[0]!;
    });
    expect(announced).toHaveAttribute('aria-live', 'polite');
    expect(announced).toHaveTextContent('Notification Achievement unlocked! First Steps, Common: Complete your first tutoring session.');
  });

  it('shows several unlocked at once one after the other, each saying its place', async () => {
    serveNotices([firstSteps, explorer]);
    const { user } = renderWithProviders(<Watcher />);
    expect(await area().findByText('First Steps')).toBeInTheDocument();
    expect(area().getAllByRole('listitem')).toHaveLength(1);
    expect(area().getByText('1 of 2 new achievements')).toBeInTheDocument();
    await closeToast(user);
    expect(await area().findByText('Subject Explorer')).toBeInTheDocument();
    // Never stacked: the first has gone (Radix lets a closed toast go on the next frame).
    await waitFor(() => expect(area().getAllByRole('listitem')).toHaveLength(1));
    expect(area().getByText('2 of 2 new achievements')).toBeInTheDocument();
    expect(area().getByRole('listitem').querySelector('[data-rarity]')).toHaveAttribute('data-rarity', 'rare');
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

  it('celebrates nothing while the learner has Achievement Alerts off, yet takes the notices (none bursts out later)', async () => {
    const count = serveNotices([firstSteps, explorer], [], [firstSteps]);
    function WithAlertsSetting() {
      const [alerts, setAlerts] = useState(false);
      return (
        <>
          <button onClick={() => setAlerts(true)}>Turn alerts on</button>
          <Watcher alerts={alerts} />
        </>
      );
    }
    const { user } = renderWithProviders(<WithAlertsSetting />);
    await waitFor(() => expect(count()).toBe(1));
    // A second check runs only once the first has been handled.
    act(() => requestAchievementCheck());
    await waitFor(() => expect(count()).toBe(2));
    expect(area().queryByRole('listitem')).not.toBeInTheDocument();
    // Alerts back on: the next unlock is celebrated, the earlier ones are not replayed.
    await user.click(screen.getByRole('button', { name: 'Turn alerts on' }));
    act(() => requestAchievementCheck());
    expect(await area().findByText('First Steps')).toBeInTheDocument();
    expect(count()).toBe(3);
    expect(area().queryByText('1 of 2 new achievements')).not.toBeInTheDocument();
  });
});
