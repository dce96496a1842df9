import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@brightpath/shared/user-profile';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { ProfilePage } from './profile-page';

const RECORD: UserProfile = {
  id: 7,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  age: 15,
  ageBand: '13-17',
  learningStyle: 'visual',
  primaryGoals: ['Improve grades'],
  educationLevel: 'high-school',
  interests: [],
  careerGoals: [],
  role: 'learner',
  plan: 'basic',
  status: 'active',
  isGuest: false,
  onboardingComplete: true,
  memberSince: '2026-01-05T10:00:00.000Z',
  lastActiveAt: '2026-02-01T10:00:00.000Z',
  assessmentCompleted: true,
  updatedAt: '2026-01-05T10:00:00.000Z',
  statistics: { totalSessions: 12, studyMinutes: 125, conceptsMastered: 3, streak: 1, subjects: 2, userMessages: 40 },
};

function renderPage(profile: UserProfile = RECORD) {
  const { calls } = stubFetch((call) => (call.url.startsWith('/api/user-profile') ? json(profile) : json({ message: 'Not Found' }, 404)));
  return { ...renderWithProviders(<ProfilePage />, { path: '/profile' }), calls };
}

const region = (name: string) => screen.findByRole('region', { name });
/** A figure of a description list, read through its label. */
const fact = (scope: HTMLElement, label: string) => within(scope).getByText(label, { exact: true }).closest('dt')!.nextElementSibling;

describe('ProfilePage', () => {
  it("reads the record once, in the learner's time zone, and shows the loading state until it comes", async () => {
    const { calls } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
    await region('Personal Information');
    expect(calls.map((c) => c.url)).toEqual([
      `/api/user-profile?timeZone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
    ]);
  });

  it("shows the learner's figures under the dashboard's labels", async () => {
    renderPage();
    const stats = await region('Learning Statistics');
    expect(fact(stats, 'Total Sessions')).toHaveTextContent('12');
    expect(fact(stats, 'Time Studied')).toHaveTextContent('2h 5m');
    expect(fact(stats, 'Concepts Mastered')).toHaveTextContent('3');
    expect(fact(stats, 'Learning Streak')).toHaveTextContent('1 day');
    expect(fact(stats, 'Subjects')).toHaveTextContent('2');
    expect(fact(stats, 'Messages Sent')).toHaveTextContent('40');
  });

  it("shows the account's details: 'Member Since', 'Active Member', the real plan and Upgrade Plan", async () => {
    renderPage();
    const account = await region('Account Details');
    expect(fact(account, 'Member Since')).toHaveTextContent('January 5, 2026');
    expect(within(account).getByText('Active Member')).toBeInTheDocument();
    expect(fact(account, 'Plan')).toHaveTextContent('Basic Plan');
    expect(fact(account, 'Username')).toHaveTextContent('ada');
    expect(within(account).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    expect(within(account).queryByRole('link', { name: 'Create Account' })).not.toBeInTheDocument();
  });

  it("offers a guest an account, and says 'Free Plan'", async () => {
    renderPage({ ...RECORD, isGuest: true, username: null, plan: 'free' });
    const account = await region('Account Details');
    expect(fact(account, 'Plan')).toHaveTextContent('Free Plan');
    expect(within(account).getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    expect(within(account).queryByText('Username')).not.toBeInTheDocument();
  });

  it('leads to the progress page, the tutor and the assessment', async () => {
    renderPage();
    const links = await region('Quick Links');
    expect(within(links).getByRole('link', { name: /View Progress/ })).toHaveAttribute('href', '/progress');
    expect(within(links).getByRole('link', { name: /Continue Learning/ })).toHaveAttribute('href', '/chat');
    expect(within(links).getByRole('link', { name: /Retake Assessment/ })).toHaveAttribute('href', '/questionnaire');
  });

  it('says Start Learning and Take Assessment to a learner who has done neither', async () => {
    renderPage({ ...RECORD, assessmentCompleted: false, statistics: { ...RECORD.statistics, totalSessions: 0 } });
    const links = await region('Quick Links');
    expect(within(links).getByRole('link', { name: /Start Learning/ })).toHaveAttribute('href', '/chat');
    expect(within(links).getByRole('link', { name: /Take Assessment/ })).toHaveAttribute('href', '/questionnaire');
  });

  it('offers to try again when the record cannot be read', async () => {
    const { calls } = stubFetch(() => json({ message: 'Something went wrong' }, 500));
    const { user } = renderWithProviders(<ProfilePage />, { path: '/profile' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your profile.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(calls).toHaveLength(2);
  });
});
