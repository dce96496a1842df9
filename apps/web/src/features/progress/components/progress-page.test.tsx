import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MASTERY_BADGE_PERCENT } from '@brightpath/shared/learning-stats';
import { RECOMMENDATIONS } from '@brightpath/shared/recommendations';
import { dismiss } from '@/components/ui/use-toast';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { activeLearner, maths, progressFixture } from '../testing/progress-fixture';
import { ProgressPage, type ProgressTab } from './progress-page';

afterEach(() => act(() => dismiss()));

const isProgress = (url: string) => url.startsWith('/api/progress');

function Page({ initial = 'overview' as ProgressTab }) {
  const [tab, setTab] = useState<ProgressTab>(initial);
  return <ProgressPage userId={7} tab={tab} onTabChange={setTab} iconFor={() => undefined} />;
}

function serve(body: unknown) {
  return stubFetch(({ url }) => {
    if (isProgress(url)) return json(body);
    if (url === '/api/achievements/seen') return json({ achievements: [] });
    return json({ message: 'Not Found' }, 404);
  });
}

describe('ProgressPage', () => {
  it("tells the dashboard's quick-start guide that the progress page was opened, once it shows", async () => {
    const { calls } = serve(activeLearner());
    renderWithProviders(<Page />);
    await screen.findByRole('tablist');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
        { url: '/api/dashboard/flags', method: 'PATCH', body: { quickStartTried: ['check-progress'] } },
      ]),
    );
  });

  it("asks for the learner's progress in the browser's time zone", async () => {
    const { calls } = serve(activeLearner());
    renderWithProviders(<Page />);
    await screen.findByRole('tablist');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(calls.find((c) => isProgress(c.url))?.url).toBe(`/api/progress?timeZone=${encodeURIComponent(zone)}`);
  });

  it('shows a loading state, then an error with a retry that loads again', async () => {
    let failing = true;
    const { calls } = stubFetch(({ url }) =>
      isProgress(url) ? (failing ? json({ message: 'Internal Server Error' }, 500) : json(activeLearner())) : json({}, 404),
    );
    const { user } = renderWithProviders(<Page />);
    expect(screen.getByText('Loading your progress...').closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your progress.");
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    expect(calls.filter((c) => isProgress(c.url))).toHaveLength(2);
  });

  describe('with no tutoring session', () => {
    it("shows 'Start Your Learning Journey' and no tabs; Begin Learning opens the chat when subjects are chosen", async () => {
      serve(progressFixture({ subjects: [{ ...maths, sessions: 0, userMessages: 0, messages: 0 }] }));
      renderWithProviders(<Page />);
      expect(await screen.findByRole('heading', { name: 'Start Your Learning Journey' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Begin Learning' })).toHaveAttribute('href', '/chat');
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expect(screen.queryByRole('tab', { name: 'Study Timer' })).not.toBeInTheDocument();
    });

    it('sends a learner without subjects to choose them first', async () => {
      serve(progressFixture());
      const { user } = renderWithProviders(<Page />, { pages: { '/subject-selection': <p>Choose subjects page</p> } });
      await user.click(await screen.findByRole('link', { name: 'Begin Learning' }));
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/subject-selection');
    });

    it('shows the tabs as soon as there is one session', async () => {
      serve(progressFixture({ sessions: 1, subjects: [maths] }));
      renderWithProviders(<Page />);
      expect(await screen.findByRole('tablist', { name: 'Progress sections' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Start Your Learning Journey' })).not.toBeInTheDocument();
    });
  });

  it('shows the four Overview cards, Weekly Activity, Subject Progress and the Last Learning Session', async () => {
    serve(activeLearner());
    renderWithProviders(<Page />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent?.trim())).toEqual(['Overview', 'Analytics', 'Study Timer', 'Achievements']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    // The server's measured figures, as they are: 54 minutes, 2 concepts, a 2-day streak.
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Study Sessions')).toHaveTextContent('4');
    expect(value('Time Studied')).toHaveTextContent('0h 54m');
    expect(value('Concepts Learned')).toHaveTextContent('2');
    expect(value('Study Streak')).toHaveTextContent('2 days');

    const weekly = screen.getByRole('region', { name: 'Weekly Activity' });
    const days = within(weekly).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[6]).toHaveTextContent('Today, Monday, March 2');
    expect(days[6]).toHaveTextContent('40 min studied · 2 sessions · 44 messages sent');
    expect(days[5]).toHaveTextContent(/14 min studied · 1 session · 10 messages sent/);
    expect(days[0]).toHaveTextContent(/No activity/);

    // The bar is the subject's progress: 3 sessions and 2 concepts are 50%, 1 session 10%.
    const subjects = screen.getByRole('region', { name: 'Subject Progress' });
    expect(within(subjects).getByRole('progressbar', { name: 'Mathematics progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(subjects).getByRole('progressbar', { name: 'Science progress' })).toHaveAttribute('aria-valuenow', '10');

    const last = screen.getByRole('region', { name: 'Last Learning Session' });
    expect(last).toHaveTextContent('Mathematics');
    expect(within(last).getByRole('link', { name: /Continue Learning/ })).toHaveAttribute('href', '/chat/1');
  });

  it('moves between the tabs with the keyboard', async () => {
    serve(activeLearner());
    const { user } = renderWithProviders(<Page />);
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    await user.click(overview);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Analytics');
    expect(screen.getByRole('heading', { name: 'Learning Overview' })).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Achievements' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Overall Progress' })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Study Timer' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('timer')).toHaveTextContent('25:00');
  });

  it('shows Analytics: the overview figures, mastery with its badge, the weekly numbers and the recommendations', async () => {
    serve(activeLearner());
    renderWithProviders(<Page initial="analytics" />);

    const overview = await screen.findByRole('region', { name: 'Learning Overview' });
    expect(within(overview).getByText('Time studied').nextElementSibling).toHaveTextContent('0h 54m');
    expect(within(overview).getByText('Focus time').nextElementSibling).toHaveTextContent('0h 40m');
    expect(within(overview).getByText('Avg. session').nextElementSibling).toHaveTextContent('10 min');
    expect(within(overview).getByText('Subjects studied').nextElementSibling).toHaveTextContent('2 of 2');

    // Mastery is the subject's progress: Mathematics 50 (badge), Science 10 (no badge).
    const mastery = screen.getByRole('region', { name: 'Subject Mastery' });
    expect(mastery).toHaveTextContent(`A subject earns its badge at ${MASTERY_BADGE_PERCENT}%.`);
    const masteryTable = within(mastery).getByRole('table');
    expect(within(masteryTable).getByRole('row', { name: 'Mathematics 50% Mastered' })).toBeInTheDocument();
    expect(within(masteryTable).getByRole('row', { name: 'Science 10% Not yet' })).toBeInTheDocument();
    const badges = within(mastery).getByRole('list', { name: 'Mastery badges' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mathematics: Mastered']);

    const weekly = screen.getByRole('region', { name: 'Weekly Progress' });
    expect(within(weekly).getByRole('figure', { name: 'Messages sent and sessions per day, last 7 days' })).toBeInTheDocument();
    expect(within(weekly).getByRole('row', { name: 'Monday, March 2 2 44 40' })).toBeInTheDocument();
    expect(within(weekly).getAllByRole('row')).toHaveLength(8);

    // 4 sessions (< 5), two subjects, 27 messages (> 20): the habit and the advanced topics, high priority first.
    const recs = within(screen.getByRole('region', { name: 'Personalized Recommendations' })).getAllByRole('listitem');
    expect(recs.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      RECOMMENDATIONS['learning-habit'].title,
      RECOMMENDATIONS['advanced-topics'].title,
    ]);
    expect(recs[0]).toHaveTextContent('High priority');
    expect(recs[1]).toHaveTextContent('Low priority');
    expect(screen.getByRole('heading', { name: 'Build a Learning Habit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Try Advanced Topics' })).toBeInTheDocument();
  });

  it('shows the Achievements lists: overall progress, unlocked, in progress and the upcoming ones not begun, with rarity', async () => {
    serve(activeLearner());
    renderWithProviders(<Page initial="achievements" />);

    const overall = await screen.findByRole('region', { name: 'Overall Progress' });
    expect(overall).toHaveTextContent('1 of 11 achievements unlocked');
    expect(within(overall).getByRole('progressbar', { name: 'Achievements unlocked' })).toHaveAttribute('aria-valuenow', '9');

    const list = (name: RegExp) => within(screen.getByRole('region', { name })).queryAllByRole('listitem');
    const titles = (items: HTMLElement[]) => items.map((li) => within(li).getByRole('heading').textContent);

    const unlocked = list(/^Unlocked/);
    expect(titles(unlocked)).toEqual(['First Steps']);
    expect(unlocked[0]).toHaveTextContent('Rarity: Common');
    expect(unlocked[0]).toHaveTextContent('Unlocked February 27, 2026');

    // Counts: 3 sessions, 27 messages, 2 subjects, 1 timed session; the assessment is not done.
    const inProgress = list(/^In Progress/);
    expect(titles(inProgress)).toEqual([
      'Getting Started',
      'Dedicated Learner',
      'Scholar',
      'Master Student',
      'Conversationalist',
      'Question Master',
      'Subject Explorer',
      'Well Rounded',
      'Time Manager',
    ]);
    const gettingStarted = inProgress[0]!;
    expect(gettingStarted).toHaveTextContent('4 / 5');
    expect(within(gettingStarted).getByRole('progressbar', { name: 'Getting Started progress' })).toHaveAttribute('aria-valuenow', '80');

    // Upcoming never repeats one in progress: only the assessment is not begun.
    const upcoming = list(/^Upcoming/);
    expect(titles(upcoming)).toEqual(['Assessment Complete']);
    expect(upcoming[0]).toHaveTextContent('Rarity: Common');
    expect(upcoming[0]).toHaveTextContent('0 / 1 · 1 to go');
    expect(screen.queryByText(/more to discover/)).not.toBeInTheDocument();
  });

  it('shows each unlocked achievement with the badge the celebration shows, in its rarity; the others greyed', async () => {
    serve(activeLearner());
    renderWithProviders(<Page initial="achievements" />);
    const unlockedRegion = await screen.findByRole('region', { name: /^Unlocked/ });
    const [firstSteps] = within(unlockedRegion).getAllByRole('listitem');
    const badge = firstSteps!.querySelector('[data-rarity]');
    expect(badge).toHaveAttribute('data-rarity', 'common');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    // Not unlocked yet: no rarity colours.
    for (const li of within(screen.getByRole('region', { name: /^In Progress/ })).getAllByRole('listitem')) {
      expect(li.querySelector('[data-rarity]')).toBeNull();
    }
  });

  it('keeps every achievement in one list: the 3 nearest upcoming, the rest folded under them', async () => {
    // One session: First Steps unlocked, the session counts begun; the messages, subjects, timer and assessment not.
    serve(progressFixture({ sessions: 1 }, { unlocks: [] }));
    renderWithProviders(<Page initial="achievements" />);
    const upcomingRegion = await screen.findByRole('region', { name: /^Upcoming/ });
    const titles = (within_: HTMLElement) =>
      within(within_)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    const [upcomingList] = within(upcomingRegion).getAllByRole('list');
    expect(titles(upcomingList!)).toEqual(['Assessment Complete', 'Subject Explorer', 'Well Rounded']);
    await userEvent.click(within(upcomingRegion).getByText('3 more to discover'));
    const folded = within(upcomingRegion).getByRole('list', { name: 'More to discover' });
    expect(titles(folded)).toEqual(['Conversationalist', 'Question Master', 'Time Manager']);
    // All eleven on the page, each once.
    const all = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(all).toHaveLength(11);
    expect(new Set(all).size).toBe(11);
  });

  it('shows the empty lists of a learner with everything still ahead', async () => {
    serve(progressFixture({ sessions: 1 }, { unlocks: [] }));
    renderWithProviders(<Page initial="achievements" />);
    // One session unlocks First Steps at once (current >= requirement), even before it is stored.
    await waitFor(() => expect(screen.getByRole('region', { name: /^Unlocked/ })).toHaveTextContent('First Steps'));
    expect(screen.getByRole('region', { name: /^Unlocked/ })).toHaveTextContent('Unlocked');
  });
});
