import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALPHA_MESSAGES, TEST_PROFILES } from '@brightpath/shared/alpha';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import { AlphaTestingPage } from './alpha-testing-page';
import { TestCompletePage } from './test-complete-page';

const toasts = () => screen.getByRole('region', { name: /notification/i });
const notActing = { active: false, testUsername: null, profileId: null, adminUsername: null, startedAt: null };
const metrics = {
  totalUsers: 12,
  activeUsers: 3,
  averageSessionDuration: 7.5,
  completionRate: 0.75,
  performanceMetrics: { uptimeSeconds: 3 * 3600 + 20 * 60, startedAt: '2026-01-01T00:00:00.000Z' },
  measuredAt: '2026-01-01T03:20:00.000Z',
};

/** The server as the admin's page sees it; `extra` answers what a test changes. */
function server(extra: (call: FetchCall) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === '/api/alpha/impersonation') return json(notActing);
    if (call.url === '/api/alpha/test-users' && call.method === 'GET') return json({ accounts: [] });
    if (call.url === '/api/alpha/metrics') return json(metrics);
    return json({});
  });
}

describe('the alpha testing page', () => {
  it('tells anyone but an administrator that it is for administrators, with the way to sign in as one', async () => {
    server();
    renderWithProviders(<AlphaTestingPage isAdmin={false} signedInAs={4} />);
    expect(await screen.findByText(ALPHA_MESSAGES.adminRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ALPHA_MESSAGES.adminLoginTitle })).toHaveAttribute('href', '/admin-login');
  });

  it('shows the five profiles, the metrics from the server with their definitions, and the three scenarios', async () => {
    server();
    renderWithProviders(<AlphaTestingPage isAdmin signedInAs={1} />, { path: '/alpha-testing' });
    expect(await screen.findAllByRole('radio')).toHaveLength(5);
    for (const p of TEST_PROFILES) expect(screen.getByText(p.name)).toBeInTheDocument();
    expect(screen.getAllByText('student')).toHaveLength(4);
    expect(screen.getAllByText('educator')).toHaveLength(1);
    const panel = screen.getByRole('region', { name: 'Alpha Metrics' });
    expect(await within(panel).findByText('12')).toBeInTheDocument();
    expect(within(panel).getByText('7.5 min')).toBeInTheDocument();
    expect(within(panel).getByText('75%')).toBeInTheDocument();
    expect(within(panel).getByText('3h 20m')).toBeInTheDocument();
    expect(within(panel).getByText('Of those, active in the last 24 hours')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. New Learner Onboarding' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('creates the chosen profile’s test user, shows its password once in the testing view, and runs the API tests', async () => {
    const leo = TEST_PROFILES[1]!;
    const { calls } = server((call) => {
      if (call.url === '/api/alpha/test-users' && call.method === 'POST')
        return json({ userId: 9, profileId: leo.id, username: leo.username, email: leo.email, password: 'Strong-Random-Password-1' }, 201);
      if (call.url === '/api/chat/send') return json({ message: 'nope' }, 500);
      return undefined;
    });
    const { user } = renderWithProviders(<AlphaTestingPage isAdmin signedInAs={1} />, { path: '/alpha-testing' });
    await user.click(await screen.findByRole('radio', { name: new RegExp(leo.name) }));
    await user.click(screen.getByRole('button', { name: 'Create Test User' }));

    expect(await within(toasts()).findByText(ALPHA_MESSAGES.testUserCreatedTitle)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ profileId: leo.id });
    expect(await screen.findByLabelText('Test user password', {}, { timeout: 5000 })).toHaveTextContent('Strong-Random-Password-1');
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
    expect(screen.getByRole('button', { name: `Open as ${leo.username}` })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run API Tests' }));
    const done = ALPHA_MESSAGES.automatedTestComplete(3, 4);
    expect(await within(toasts()).findByText(done)).toBeInTheDocument();
    expect(calls.filter((c) => /subjects|tutoring-sessions|chat\/send|analytics\/progress/.test(c.url)).map((c) => c.url)).toEqual([
      '/api/subjects',
      '/api/tutoring-sessions',
      '/api/chat/send',
      '/api/analytics/progress',
    ]);

    // Switch User Profile returns to setup and the password is gone for good.
    await user.click(screen.getByRole('button', { name: 'Switch User Profile' }));
    expect(await screen.findByRole('button', { name: 'Create Test User' })).toBeInTheDocument();
    expect(screen.queryByText('Strong-Random-Password-1')).not.toBeInTheDocument();
  });

  it('says User Creation Failed and Login Failed with the specified texts', async () => {
    server((call) => {
      if (call.url === '/api/alpha/test-users' && call.method === 'POST') return json({ code: 'USER_EXISTS' }, 409);
      if (call.url === '/api/alpha/test-users/login') return json({ code: 'NO_TEST_USER' }, 404);
      return undefined;
    });
    const { user } = renderWithProviders(<AlphaTestingPage isAdmin signedInAs={1} />, { path: '/alpha-testing' });
    await user.click(await screen.findByRole('button', { name: 'Create Test User' }));
    expect(await within(toasts()).findByText(ALPHA_MESSAGES.userCreationFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login Existing' }));
    expect(await within(toasts()).findByText(ALPHA_MESSAGES.testLoginFailed)).toBeInTheDocument();
    expect(within(toasts()).getByText(ALPHA_MESSAGES.testLoginFailedTitle)).toBeInTheDocument();
  });

  it('shows the testing view to an administrator acting as a test user, whose Switch User Profile returns them', async () => {
    const grace = TEST_PROFILES[4]!;
    const { calls } = server((call) => {
      if (call.url === '/api/alpha/impersonation')
        return json({
          active: true,
          testUsername: grace.username,
          profileId: grace.id,
          adminUsername: 'boss',
          startedAt: '2026-01-01T00:00:00Z',
        });
      if (call.url === '/api/alpha/impersonation/end') return json({ restored: true, profileId: grace.id });
      return undefined;
    });
    const { user } = renderWithProviders(<AlphaTestingPage isAdmin={false} signedInAs={9} />, { path: '/alpha-testing' });
    expect(await screen.findByText(/This browser is acting as alpha_grace/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch User Profile' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/alpha/impersonation/end' && c.method === 'POST')).toBe(true));
  });
});

describe('the test completion page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes a visitor a guest, completes onboarding on the server, then goes to the dashboard 2 seconds later', async () => {
    const { calls } = stubFetch((call) =>
      json(call.url === '/api/alpha/test-complete' ? { created: true, userId: 3 } : { user: { id: 3 } }),
    );
    const onDone = vi.fn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<TestCompletePage signedIn={false} onDone={onDone} />);
    expect(await screen.findByRole('heading', { name: ALPHA_MESSAGES.testCompleteTitle })).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/guest', 'POST /api/alpha/test-complete']);
    expect(onDone).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('leaves an account with a profile as it is, and asks no guest for a signed-in account', async () => {
    const { calls } = stubFetch(() => json({ created: false, userId: 3 }));
    renderWithProviders(<TestCompletePage signedIn onDone={() => {}} />);
    expect(await screen.findByText(/already has a profile/)).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/alpha/test-complete']);
  });
});
