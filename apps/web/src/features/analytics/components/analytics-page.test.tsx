import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TimeRange } from '@brightpath/shared/analytics';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import { contentFixture, progressAnalyticsFixture, quizFixture } from '../testing/analytics-fixture';
import { AnalyticsPage, NO_BADGES, type AnalyticsTab } from './analytics-page';

const ZONE = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
const url = (call: string, range: TimeRange) => `/api/analytics/${call}?timeRange=${range}&timeZone=${ZONE}`;

function Page({ initialTab = 'overview' as AnalyticsTab }) {
  const [tab, setTab] = useState<AnalyticsTab>(initialTab);
  const [range, setRange] = useState<TimeRange>('week');
  return (
    <AnalyticsPage
      tab={tab}
      onTabChange={setTab}
      range={range}
      onRangeChange={setRange}
      achievements={(lists, empty) => (
        <p>
          {lists.unlockedCount} of {lists.total} unlocked; {lists.unlockedCount === 0 ? empty : 'badges shown'}
        </p>
      )}
    />
  );
}

/** Answers each call with its fixture for the range asked; `hold` keeps the answers to these URLs waiting until released. */
function serve(answers: Partial<Record<'progress' | 'content-interactions' | 'quiz-performance', (range: TimeRange) => unknown>> = {}) {
  const held = new Map<string, () => void>();
  const hold = new Set<string>();
  const { calls } = stubFetch(async ({ url: u }: FetchCall) => {
    const m = /^\/api\/analytics\/([a-z-]+)\?timeRange=(\w+)/.exec(u);
    if (!m) return json({ message: 'Not Found' }, 404);
    const [, call, range] = m as unknown as [string, 'progress' | 'content-interactions' | 'quiz-performance', TimeRange];
    if (hold.has(u)) await new Promise<void>((resolve) => held.set(u, resolve));
    const defaults = {
      progress: (r: TimeRange) => progressAnalyticsFixture({ range: r }),
      'content-interactions': contentFixture,
      'quiz-performance': quizFixture,
    };
    return json((answers[call] ?? defaults[call])(range));
  });
  return { calls, hold, release: (u: string) => held.get(u)?.() };
}

/** A figure of a description list, by its label: its first value. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('AnalyticsPage', () => {
  it('opens with one request for the week in the browser’s zone, and shows the four header cards', async () => {
    const { calls } = serve({ progress: () => progressAnalyticsFixture() });
    renderWithProviders(<Page />);
    await screen.findByRole('heading', { level: 1, name: 'Learning Analytics' });
    expect(await screen.findByText('Level 2', { selector: 'dd' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([url('progress', 'week')]);

    // 2 x 25 + 3 x 2 + 14 x 10 + 6 x 10 + 15 = 271 XP: Level 2 starts at 100 XP and Level 3 at 300.
    expect(figure('Current Level')).toHaveTextContent('Level 2');
    const bar = screen.getByRole('progressbar', { name: 'XP toward Level 3' });
    expect(bar).toHaveAttribute('aria-valuenow', '86');
    expect(bar).toHaveAttribute('aria-valuetext', '171 of 200 XP');
    expect(screen.getByText('171 / 200 XP · 271 XP in all')).toBeInTheDocument();
    expect(figure('Learning Time')).toHaveTextContent('0h 52m');
    expect(screen.getByText('2 completed sessions')).toBeInTheDocument();
    expect(figure('Learning Streak')).toHaveTextContent('1 day');
    expect(screen.getByText('Keep it up!')).toBeInTheDocument();
    expect(figure('Badges Earned')).toHaveTextContent('1');
    expect(screen.getByText('of 11 achievements')).toBeInTheDocument();
  });

  it("says 'Start your streak today!' with no streak", async () => {
    serve({ progress: () => progressAnalyticsFixture({ streak: 0 }) });
    renderWithProviders(<Page />);
    expect(await screen.findByText('Start your streak today!')).toBeInTheDocument();
    expect(screen.queryByText('Keep it up!')).not.toBeInTheDocument();
    expect(figure('Learning Streak')).toHaveTextContent('0 days');
  });

  it('shows the Overview: learning time, the XP by source, strong areas, areas to improve and recent sessions', async () => {
    serve();
    renderWithProviders(<Page />);
    const strong = await screen.findByRole('region', { name: 'Strong Areas' });
    expect(within(strong).getByRole('progressbar', { name: 'General quiz accuracy' })).toHaveAttribute('aria-valuenow', '100');
    const weak = screen.getByRole('region', { name: 'Areas to Improve' });
    expect(within(weak).getByText('Mathematics')).toBeInTheDocument();
    expect(within(weak).getByText(/\(2 of 3 right\)/)).toBeInTheDocument();

    const sessions = within(screen.getByRole('region', { name: 'Recent Sessions' })).getAllByRole('listitem');
    expect(sessions.map((s) => within(s).getByRole('heading').textContent)).toEqual(['Study skills', 'Fractions']);
    expect(sessions[0]).toHaveTextContent('In progress');
    expect(sessions[0]).toHaveTextContent('3/5 steps');
    expect(sessions[1]).toHaveTextContent('Completed');
    expect(sessions[1]).toHaveTextContent('5/5 steps');

    const xp = screen.getByRole('region', { name: 'How You Earned Your XP' });
    const phases = within(xp).getByRole('row', { name: /Lesson phases completed/ });
    expect(
      within(phases)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['14', '10', '140']);
    expect(within(xp).getByRole('row', { name: /Total/ })).toHaveTextContent('271');

    // The trend's numbers are in a table for screen readers (the chart is hidden from them).
    const time = screen.getByRole('region', { name: 'Learning Time' });
    expect(within(time).getByRole('figure', { name: 'Minutes studied per day, in the last 7 days' })).toBeInTheDocument();
    expect(within(time).getAllByRole('row')).toHaveLength(8);
    expect(within(time).getByRole('row', { name: /Sunday, March 1/ })).toHaveTextContent('52');
  });

  it('says what to do when no subject or lesson is in the range yet', async () => {
    serve({ progress: () => progressAnalyticsFixture({ quiz: [], recentSessions: [] }) });
    renderWithProviders(<Page />);
    const strong = await screen.findByRole('region', { name: 'Strong Areas' });
    expect(strong).toHaveTextContent("Answer at least 3 quiz questions in a subject's lessons to see your strong areas.");
    const sessions = screen.getByRole('region', { name: 'Recent Sessions' });
    expect(sessions).toHaveTextContent('No structured lessons in the last 7 days.');
    expect(within(sessions).getByRole('link', { name: 'Start a lesson' })).toHaveAttribute('href', '/chat?mode=structured');
  });

  it('asks for another range when chosen, keeping the cards on screen and saying when it is in', async () => {
    const { calls, hold, release } = serve();
    const { user } = renderWithProviders(<Page />);
    const month = await screen.findByRole('radio', { name: 'Last 30 days' });
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
    const status = () => within(screen.getByRole('group', { name: 'Time range' })).getByRole('status');
    hold.add(url('progress', 'month'));
    await user.click(month);
    expect(month).toBeChecked();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain(url('progress', 'month')));
    // While it loads: the week's figures stay, marked busy, and the status says so.
    expect(status()).toHaveTextContent('Updating...');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    expect(figure('Current Level')).toHaveTextContent('Level 2');
    release(url('progress', 'month'));
    await waitFor(() => expect(status()).toHaveTextContent('Showing last 30 days.'));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('figure', { name: 'Minutes studied per day, in the last 30 days' })).toBeInTheDocument();
  });

  it('reads Content Engagement only when its tab opens, and shows the interactions', async () => {
    const { calls } = serve();
    const { user } = renderWithProviders(<Page />);
    await user.click(await screen.findByRole('tab', { name: 'Content Engagement' }));
    const list = await screen.findByRole('region', { name: 'Recent Interactions' });
    expect(calls.map((c) => c.url)).toEqual([url('progress', 'week'), url('content-interactions', 'week')]);
    expect(figure('Interactions')).toHaveTextContent('4');
    expect(figure('Completed')).toHaveTextContent('3');
    expect(figure('Time Spent')).toHaveTextContent('12m');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual(['Study skills', 'Fractions', 'Equivalent fractions']);
    expect(items[1]).toHaveTextContent('Lesson · Mathematics');
    expect(items[1]).toHaveTextContent('Time spent: 7m');
    expect(within(items[0]!).getByRole('progressbar', { name: 'Study skills (lesson) completion' })).toHaveAttribute('aria-valuenow', '60');
    expect(items[2]).toHaveTextContent('Topic card in Fractions');
    expect(items[2]).toHaveTextContent('Time counted in its lesson');
  });

  it('shows Quiz Performance: answers, accuracy and average time, by period and by subject', async () => {
    serve();
    const { user } = renderWithProviders(<Page />);
    await user.click(await screen.findByRole('tab', { name: 'Quiz Performance' }));
    expect(await screen.findByText('Questions Answered', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Questions Answered')).toHaveTextContent('6');
    expect(figure('Accuracy')).toHaveTextContent('83%');
    expect(figure('Average Time')).toHaveTextContent('4.0 s');
    expect(screen.getByRole('figure', { name: 'Quiz answers per day, in the last 7 days' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'By Subject' }))
        .getAllByRole('progressbar')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['General quiz accuracy', 'Mathematics quiz accuracy']);
  });

  it('says when there is no quiz answer in the range', async () => {
    serve({ 'quiz-performance': (range) => quizFixture(range, 0) });
    renderWithProviders(<Page initialTab="quiz" />);
    expect(await screen.findByText(/^No quiz answers in the last 7 days\./)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('hands the achievements to the Achievements tab with the words for no badge yet', async () => {
    serve({
      progress: () =>
        progressAnalyticsFixture({
          unlocks: [],
          events: { sessions: 0, userMessages: 0, lessonSteps: 0, correctAnswers: 0, timedSessions: 0 },
        }),
    });
    const { user } = renderWithProviders(<Page />);
    await user.click(await screen.findByRole('tab', { name: 'Achievements' }));
    expect(await screen.findByText(`0 of 11 unlocked; ${NO_BADGES}`)).toBeInTheDocument();
    expect(NO_BADGES).toBe('Complete learning sessions to earn your first badge!');
  });

  it('shows a loading state, then an error with a retry that loads again', async () => {
    let failing = true;
    stubFetch(({ url: u }) =>
      u.startsWith('/api/analytics/progress')
        ? failing
          ? json({ message: 'Internal Server Error' }, 500)
          : json(progressAnalyticsFixture())
        : json({}, 404),
    );
    const { user } = renderWithProviders(<Page />);
    expect(screen.getByText('Loading your analytics...').closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your analytics.");
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
  });
});
