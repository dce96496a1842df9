import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Dashboard, HomeFlags } from '@brightpath/shared/progress';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import { dashboardQueryOptions } from '../api/get-dashboard';
import { LearningDashboard } from './learning-dashboard';

const ZONE = 'Europe/Paris';
const DASHBOARD_URL = `/api/dashboard?timeZone=${encodeURIComponent(ZONE)}`;

function payload(
  over: {
    flags?: Partial<HomeFlags>;
    checklist?: Partial<Dashboard['checklist']>;
    stats?: Partial<Dashboard['stats']>;
    assessmentCompleted?: boolean;
  } = {},
) {
  return {
    flags: {
      onboardingComplete: true,
      welcomeShown: true,
      guidanceBannerDismissed: true,
      gettingStartedComplete: true,
      quickStartTried: [],
      ...over.flags,
    },
    checklist: { profile: true, subjects: false, chat: false, complete: false, ...over.checklist },
    stats: { totalSessions: 0, streak: 0, conceptsMastered: 0, avgSessionTime: 0, subjectProgress: [], ...over.stats },
    assessmentCompleted: over.assessmentCompleted ?? true,
  } satisfies Dashboard;
}

/** The dashboard's GET answers `dashboard`; a PATCH answers `patch` (the flags the server would hold, by default). */
function serve(dashboard: Dashboard, patch?: (call: FetchCall) => Response | Promise<Response>) {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.url === DASHBOARD_URL) return json(dashboard);
    if (call.method === 'PATCH' && call.url === '/api/dashboard/flags') {
      if (patch) return patch(call);
      const body = call.body as Partial<HomeFlags>;
      return json({ ...dashboard.flags, ...body, quickStartTried: [...dashboard.flags.quickStartTried, ...(body.quickStartTried ?? [])] });
    }
    return json({ message: 'Not Found' }, 404);
  });
}

/** Opens 'More to help you start', where the aids that are not the one next step are folded. */
async function openFold(user: { click: (el: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: /^More to help you start/ }));
}

function renderDashboard(icons: Record<number, string> = {}, isGuest = false) {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).resolvedOptions(),
    timeZone: ZONE,
  });
  return renderWithProviders(<LearningDashboard firstName="Ada" isGuest={isGuest} iconFor={(id) => icons[id]} />, {
    path: '/dashboard',
    pages: {
      '/progress': <h1>Progress page</h1>,
      '/chat': <h1>Chat page</h1>,
      '/subject-selection': <h1>Subject selection page</h1>,
      '/register': <h1>Register page</h1>,
      '/questionnaire': <h1>Questionnaire page</h1>,
    },
  });
}

/** A stat card's value, read through its label. */
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('LearningDashboard', () => {
  it("brings back the skills whose review has come in Today's Learning, each to the tutor on that skill", async () => {
    const due = ['Counting', 'Place value', 'Shapes', 'Angles'].map((name, i) => ({
      skillId: `math-skill-${i}`,
      name,
      subject: 'Mathematics',
      subjectId: 1,
      reviewAt: `2026-11-0${i + 1}T10:00:00.000Z`,
    }));
    stubFetch((call) => {
      if (call.url === DASHBOARD_URL) return json(payload({ stats: { totalSessions: 2 } }));
      if (call.url === '/api/skill-progress/due') return json({ due });
      return json({ message: 'Not Found' }, 404);
    });
    renderDashboard();
    const today = await screen.findByRole('region', { name: "Today's Learning" });
    const list = await within(today).findByRole('list', { name: 'Skills due for review' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Review Counting · Mathematics',
      'Review Place value · Mathematics',
      'Review Shapes · Mathematics',
    ]);
    expect(links[0]).toHaveAttribute('href', '/chat?skill=math-skill-0&subject=1&mode=structured&review=1');
    expect(within(today).getByText('and 1 more on your skill tree')).toBeInTheDocument();
  });

  it('shows the loading state until the dashboard arrives', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Learning Dashboard' })).toBeInTheDocument();
    const loading = await screen.findByText('Loading your dashboard...');
    expect(loading.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  });

  it("asks for the learner's time zone, and offers a retry when the dashboard fails to load", async () => {
    let failing = true;
    const { calls } = stubFetch(({ url }) =>
      url === DASHBOARD_URL ? (failing ? json({ message: 'boom' }, 500) : json(payload())) : json({}, 404),
    );
    const { user } = renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your dashboard.");

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total Sessions')).toBeInTheDocument();
    // The dashboard twice (failed, then retried); Today's Learning asks once for the reviews due.
    expect(calls.map((c) => c.url).filter((u) => u === DASHBOARD_URL)).toEqual([DASHBOARD_URL, DASHBOARD_URL]);
  });

  it('shows the onboarding checklist until onboarding is complete, and no other aid', async () => {
    serve(
      payload({
        flags: { onboardingComplete: false, welcomeShown: false, guidanceBannerDismissed: false, gettingStartedComplete: false },
        checklist: { profile: false },
      }),
    );
    renderDashboard();
    const checklist = await screen.findByRole('region', { name: 'Get Started' });
    expect(within(checklist).getByRole('link', { name: 'Set up profile' })).toHaveAttribute('href', '/onboarding');
    expect(within(checklist).getByText('0 of 3 steps done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Got it' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Guidance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your first steps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How it works' })).not.toBeInTheDocument();
    // The rest of the dashboard shows all the same.
    expect(screen.getByText('Total Sessions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Your First Subject' })).toHaveAttribute('href', '/subject-selection');
  });

  it('fills the stat cards, Today’s Learning and the subject cards from the payload', async () => {
    serve(
      payload({
        stats: {
          totalSessions: 4,
          streak: 3,
          conceptsMastered: 5,
          avgSessionTime: 37,
          subjectProgress: [
            { id: 1, subjectId: 1, level: 'intermediate', progress: 30, subject: { name: 'Mathematics' } },
            { id: 99, subjectId: 99, level: 'beginner', progress: 100, subject: { name: 'Subject 99' } },
          ],
        },
      }),
    );
    renderDashboard({ 1: 'calculator' });
    expect(await screen.findByText('Total Sessions')).toBeInTheDocument();
    expect(stat('Total Sessions')).toHaveTextContent(/^4$/);
    expect(stat('Learning Streak')).toHaveTextContent(/^3 days$/);
    expect(stat('Concepts Mastered')).toHaveTextContent(/^5$/);
    expect(stat('Avg. Session')).toHaveTextContent(/^37 min$/);

    const today = screen.getByRole('region', { name: "Today's Learning" });
    expect(within(today).getByRole('link', { name: 'Start Learning Session' })).toHaveAttribute('href', '/chat');
    expect(within(today).queryByText('Choose Your First Subject')).not.toBeInTheDocument();

    const subjects = screen.getByRole('region', { name: 'Your Subjects' });
    const [maths, unknown, add] = within(subjects).getAllByRole('listitem');
    expect(within(maths!).getByRole('heading', { name: 'Mathematics' })).toBeInTheDocument();
    expect(maths).toHaveTextContent('30%');
    expect(maths).toHaveTextContent('Level: Intermediate');
    expect(within(maths!).getByRole('progressbar', { name: 'Mathematics progress' })).toHaveAttribute('aria-valuenow', '30');
    expect(within(maths!).getByRole('link', { name: 'Continue learning Mathematics' })).toHaveAttribute('href', '/chat/1');
    expect(within(unknown!).getByRole('heading', { name: 'Subject 99' })).toBeInTheDocument();
    expect(unknown).toHaveTextContent('100%');
    expect(within(add!).getByRole('link', { name: 'Add New Subject' })).toHaveAttribute('href', '/subject-selection');
    expect(within(subjects).queryByText('No subjects yet')).not.toBeInTheDocument();
  });

  it('says a single day, and shows the empty state and the first-subject way in for a new learner', async () => {
    serve(payload({ stats: { streak: 1 } }));
    renderDashboard();
    expect(await screen.findByText('Total Sessions')).toBeInTheDocument();
    expect(stat('Learning Streak')).toHaveTextContent(/^1 day$/);
    expect(stat('Avg. Session')).toHaveTextContent(/^0 min$/);
    expect(screen.getByRole('link', { name: 'Choose Your First Subject' })).toHaveAttribute('href', '/subject-selection');
    expect(screen.queryByRole('link', { name: 'Start Learning Session' })).not.toBeInTheDocument();
    const subjects = screen.getByRole('region', { name: 'Your Subjects' });
    expect(within(subjects).getByText('No subjects yet')).toBeInTheDocument();
    expect(within(subjects).getByRole('link', { name: 'Add New Subject' })).toBeInTheDocument();
  });

  it('asks for the first question, not a first subject, once subjects are chosen and no session is had', async () => {
    serve(
      payload({ stats: { subjectProgress: [{ id: 1, subjectId: 1, level: 'beginner', progress: 0, subject: { name: 'Mathematics' } }] } }),
    );
    renderDashboard();
    const today = await screen.findByRole('region', { name: "Today's Learning" });
    expect(within(today).getByRole('link', { name: 'Ask Your First Question' })).toHaveAttribute('href', '/chat');
    expect(within(today).queryByText('Choose Your First Subject')).not.toBeInTheDocument();
  });

  it('offers the assessment until it is taken, then a retake; neither before onboarding', async () => {
    serve(payload({ assessmentCompleted: false }));
    const { user, unmount } = renderDashboard();
    // Subjects come first: the assessment waits in the fold.
    await openFold(user);
    const offer = await screen.findByRole('region', { name: 'Find your starting point' });
    expect(screen.queryByRole('link', { name: 'Retake assessment' })).not.toBeInTheDocument();
    await user.click(within(offer).getByRole('link', { name: 'Take the assessment' }));
    expect(await screen.findByRole('heading', { name: 'Questionnaire page' })).toBeInTheDocument();
    unmount();

    serve(payload());
    const second = renderDashboard();
    expect(await screen.findByRole('link', { name: 'Retake assessment' })).toHaveAttribute('href', '/questionnaire');
    expect(screen.queryByRole('region', { name: 'Find your starting point' })).not.toBeInTheDocument();
    second.unmount();

    serve(payload({ flags: { onboardingComplete: false }, assessmentCompleted: false }));
    renderDashboard();
    expect(await screen.findByText('Total Sessions')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Find your starting point' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Retake assessment' })).not.toBeInTheDocument();
  });

  it('offers a guest an account that keeps their learning, and a registered learner nothing of the kind', async () => {
    serve(payload());
    const { user, unmount } = renderDashboard({}, true);
    await openFold(user);
    const offer = await screen.findByRole('region', { name: 'Keep your learning safe' });
    expect(offer).toHaveTextContent("You're learning as a guest.");
    await user.click(within(offer).getByRole('link', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Register page' })).toBeInTheDocument();
    unmount();

    renderDashboard();
    expect(await screen.findByText('Total Sessions')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Keep your learning safe' })).not.toBeInTheDocument();
  });

  it('leads every quick action and tile to its route, with the time estimates', async () => {
    serve(payload());
    renderDashboard();
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    const routes = Object.fromEntries(
      within(actions)
        .getAllByRole('link')
        .map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')]),
    );
    expect(routes).toEqual({
      'Continue Learning': '/chat',
      'New Subject': '/subject-selection',
      'Skill Tree': '/skill-tree',
      'Learning Connections': '/connections',
      'Learning History': '/history',
      'View Analytics': '/analytics',
    });
    const tiles = within(screen.getByRole('region', { name: 'Start a Session' })).getAllByRole('link');
    expect(tiles.map((t) => t.textContent?.match(/[\d-]+ minutes/)?.[0])).toEqual([
      '15-30 minutes',
      '20-45 minutes',
      '10-20 minutes',
      '2-5 minutes',
    ]);
    expect(tiles[0]).toHaveAccessibleDescription(/15-30 minutes/);
  });

  it('asks for one thing above the figures on a first visit, the rest folded until wanted', async () => {
    serve(
      payload({
        flags: { welcomeShown: false, guidanceBannerDismissed: false, gettingStartedComplete: false },
        assessmentCompleted: false,
      }),
    );
    const { user } = renderDashboard();
    const welcome = await screen.findByRole('region', { name: 'Welcome to Brightpath, Ada!' });
    expect(within(welcome).getByRole('link', { name: 'Choose subjects' })).toHaveAttribute('href', '/subject-selection');
    expect(welcome).toHaveTextContent('Your next step: pick what you want to learn and a level for each.');
    // Folded: the tip, the first steps and the assessment wait behind one line.
    expect(screen.queryByRole('region', { name: 'Guidance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your first steps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Find your starting point' })).not.toBeInTheDocument();
    const fold = screen.getByRole('button', { name: /^More to help you start/ });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(fold).toHaveTextContent('3 items');
    // The call to action comes before the figures.
    const figures = screen.getByText('Total Sessions');
    expect(welcome.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Guidance' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your first steps' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Find your starting point' })).toBeInTheDocument();
  });

  it('after the welcome, the next step alone: the first question once subjects are chosen', async () => {
    serve(payload({ checklist: { subjects: true } }));
    renderDashboard();
    const step = await screen.findByRole('region', { name: 'Ask your tutor your first question' });
    expect(within(step).getByRole('link', { name: 'Start chatting' })).toHaveAttribute('href', '/chat');
    expect(screen.queryByRole('button', { name: /^More to help you start/ })).not.toBeInTheDocument();
  });

  it("hides the welcome box at 'Got it', remembers it on the account, and returns the focus to the page", async () => {
    const { calls } = serve(payload({ flags: { welcomeShown: false } }));
    const { user } = renderDashboard();
    const box = await screen.findByRole('region', { name: 'Welcome to Brightpath, Ada!' });
    await user.click(within(box).getByRole('button', { name: 'Got it' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Welcome to Brightpath, Ada!' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      { url: '/api/dashboard/flags', method: 'PATCH', body: { welcomeShown: true } },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Learning Dashboard' })).toHaveFocus();
  });

  it('hides the guidance banner at once when dismissed, before the server answers', async () => {
    let answer!: () => void;
    const { calls } = serve(
      payload({ flags: { guidanceBannerDismissed: false } }),
      () => new Promise<Response>((resolve) => (answer = () => resolve(json({ ...payload().flags, guidanceBannerDismissed: true })))),
    );
    const { user } = renderDashboard();
    await openFold(user);
    const banner = await screen.findByRole('region', { name: 'Guidance' });
    await user.click(within(banner).getByRole('button', { name: 'Dismiss guidance' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Guidance' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ guidanceBannerDismissed: true }]);
    answer();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Guidance' })).not.toBeInTheDocument();
  });

  it('brings the banner back and says so when the server refuses', async () => {
    serve(payload({ flags: { guidanceBannerDismissed: false } }), () => json({ message: 'boom' }, 500));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderDashboard();
    await openFold(user);
    await user.click(await screen.findByRole('button', { name: 'Dismiss guidance' }));
    expect(await screen.findByText("We couldn't save that change. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Guidance' })).toBeInTheDocument();
  });

  it('marks a quick-start item tried when the learner tries it, and counts it', async () => {
    const { calls } = serve(payload({ flags: { gettingStartedComplete: false, quickStartTried: ['check-progress'] } }));
    const { user } = renderDashboard();
    await openFold(user);
    const panel = await screen.findByRole('region', { name: 'Your first steps' });
    expect(within(panel).getByText('1 of 4 tried')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Quick-start guide progress' })).toHaveAttribute('aria-valuenow', '25');
    const items = within(panel)
      .getAllByRole('listitem')
      .filter((li) => li.closest('ul'));
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Ask your first question: not tried yet',
      'Choose your subjects: not tried yet',
      'Try the study timer: not tried yet',
      'Check your progress: tried',
    ]);

    await user.click(within(panel).getByRole('link', { name: 'Try it: Ask your first question' }));
    expect(await screen.findByRole('heading', { name: 'Chat page' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ quickStartTried: ['first-question'] }]),
    );
  });

  it('keeps the items done without the guide when the server answers a try with its stored items alone', async () => {
    // A question sent and subjects chosen: done, though the guide's links were never used.
    const { calls } = serve(
      payload({ flags: { gettingStartedComplete: false, quickStartTried: ['first-question', 'choose-subjects'] } }),
      () => json({ ...payload().flags, gettingStartedComplete: false, quickStartTried: ['study-timer'] }),
    );
    const { user, queryClient } = renderDashboard();
    await openFold(user);
    const panel = await screen.findByRole('region', { name: 'Your first steps' });
    expect(within(panel).getByText('2 of 4 tried')).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'Try it: Try the study timer' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    // What the dashboard shows on return: the three, not the server's one.
    await waitFor(() =>
      expect(queryClient.getQueryData<Dashboard>(dashboardQueryOptions().queryKey)?.flags.quickStartTried.slice().sort()).toEqual([
        'choose-subjects',
        'first-question',
        'study-timer',
      ]),
    );
  });

  it('shows the congratulations card when all four are tried; finishing closes the panel for good', async () => {
    const { calls } = serve(
      payload({
        flags: { gettingStartedComplete: false, quickStartTried: ['first-question', 'choose-subjects', 'study-timer', 'check-progress'] },
        checklist: { profile: true, subjects: true, chat: true, complete: true },
      }),
    );
    const { user } = renderDashboard();
    await openFold(user);
    const panel = await screen.findByRole('region', { name: 'Your first steps' });
    expect(within(panel).getByRole('heading', { name: 'Setup Complete!' })).toBeInTheDocument();
    expect(within(panel).getByText('Congratulations!')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Quick-start guide progress' })).toHaveAttribute('aria-valuenow', '100');

    await user.click(within(panel).getByRole('button', { name: 'Finish getting started' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your first steps' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ gettingStartedComplete: true }]);
  });

  it('closes the getting-started panel from its Close button', async () => {
    const { calls } = serve(payload({ flags: { gettingStartedComplete: false } }));
    const { user } = renderDashboard();
    await openFold(user);
    const panel = await screen.findByRole('region', { name: 'Your first steps' });
    expect(within(panel).queryByText('Congratulations!')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close your first steps' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your first steps' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ gettingStartedComplete: true }]);
  });
});
