import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient as appQueryClient } from '../lib/query-client';
import { json, stubFetch } from '../test/render';
import { meQueryOptions } from '../features/auth/api/get-me';
import { routePreloader } from './route-preloads';

const ME = { id: 7, username: 'ada', isGuest: false, onboardingComplete: true, firstName: 'Ada', age: 12 };

function setup(signedIn = true) {
  const qc = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  if (signedIn) qc.setQueryData(meQueryOptions().queryKey, ME as never);
  const { calls } = stubFetch(({ url }) => json(url.startsWith('/api/config') ? { tutorProvider: 'offline' } : []));
  const settle = () => vi.waitFor(() => expect(qc.isFetching()).toBe(0));
  return { preload: routePreloader(qc), calls, settle, qc };
}

afterEach(() => vi.useRealTimers());

describe('routePreloader', () => {
  it("fetches what the dashboard and progress screens open with, in the learner's time zone, and the reviews due", async () => {
    const { preload, calls, settle } = setup();
    preload('/dashboard', 'link');
    preload('/progress', 'link');
    await settle();
    const zone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(calls.map((c) => c.url).sort()).toEqual(
      [`/api/dashboard?timeZone=${zone}`, '/api/skill-progress/due', `/api/progress?timeZone=${zone}`, '/api/subjects'].sort(),
    );
  });

  it("fetches the profile record for the profile screen, in the learner's time zone", async () => {
    const { preload, calls, settle } = setup();
    preload('/profile', 'link');
    await settle();
    const zone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(calls.map((c) => c.url)).toEqual([`/api/user-profile?timeZone=${zone}`]);
  });

  it('fetches the chosen subjects and the configuration for the chat, never the conversations', async () => {
    const { preload, calls, settle } = setup();
    preload('/chat/4', 'link');
    await settle();
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/config', '/api/user-subjects']);
  });

  it('fetches the profile for the assessment and onboarding of an onboarded learner, and the subjects for subject selection', async () => {
    const { preload, calls, settle } = setup();
    preload('/questionnaire', 'link');
    preload('/subject-selection', 'link');
    await settle();
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/subjects/user/7', '/api/user-subjects', '/api/users/7'].sort());
  });

  it('spares a request for an answer younger than 5 s on a link, 60 s when idle', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { preload, calls, settle } = setup();
    preload('/subject-selection', 'link');
    await settle();
    expect(calls).toHaveLength(3);
    preload('/subject-selection', 'link');
    await settle();
    expect(calls).toHaveLength(3);

    vi.setSystemTime(Date.now() + 6_000);
    preload('/subject-selection', 'idle');
    await settle();
    expect(calls).toHaveLength(3);
    preload('/subject-selection', 'link');
    await settle();
    expect(calls).toHaveLength(6);

    vi.setSystemTime(Date.now() + 61_000);
    preload('/subject-selection', 'idle');
    await settle();
    expect(calls).toHaveLength(9);
  });

  it('fetches no data for a visitor, and nothing for a screen not built', async () => {
    const { preload, calls, settle } = setup(false);
    preload('/dashboard', 'link');
    preload('/chat', 'idle');
    await settle();
    expect(calls).toEqual([]);

    const signedIn = setup();
    signedIn.preload('/admin', 'link');
    await signedIn.settle();
    expect(signedIn.calls).toEqual([]);
  });

  it('reads the subscription status and invoices for My Plan, and the plans and the status for the pricing page', async () => {
    const { preload, calls, settle } = setup();
    preload('/subscription', 'link');
    preload('/pricing', 'link');
    await settle();
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/plans', '/api/subscription/invoices', '/api/subscription/status']);
  });

  it('reads the family before /family opens, and nothing for an invitation before its page does', async () => {
    const { preload, calls, settle } = setup();
    preload('/family', 'link');
    preload('/family/join', 'link');
    await settle();
    expect(calls.map((c) => c.url)).toEqual(['/api/family']);
  });

  it('reads no subscription status for a guest on the pricing page, only the plans', async () => {
    const qc = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
    qc.setQueryData(meQueryOptions().queryKey, { ...ME, isGuest: true } as never);
    const { calls } = stubFetch(() => json({ plans: [], testMode: true }));
    routePreloader(qc)('/pricing', 'link');
    await vi.waitFor(() => expect(qc.isFetching()).toBe(0));
    expect(calls.map((c) => c.url)).toEqual(['/api/plans']);
  });

  it('reads the skill tree of the default subject before /skill-tree opens', async () => {
    const { preload, calls, settle } = setup();
    preload('/skill-tree', 'link');
    await settle();
    expect(calls.map((c) => c.url)).toEqual(['/api/skill-progress?subject=Mathematics']);
  });
});
