// API answers of the console for the component tests, each a real shape of the shared contracts.
import type { Activity, AdminStats, AdminUser, AdminUserDetails, AdminUsersPage, AuditLogPage } from '@brightpath/shared/admin';
import type { Me } from '@brightpath/shared/auth';
import type { ModerationEvent, ModerationEventDetails, ModerationEventsPage, ModerationSummary } from '@brightpath/shared/moderation';
import type { AdminSubjectRequestsPage } from '@brightpath/shared/subjects';

export const adminMe: Me = {
  id: 1,
  username: 'head_admin',
  email: 'admin@example.org',
  firstName: null,
  lastName: null,
  age: null,
  role: 'admin',
  plan: 'free',
  status: 'active',
  isGuest: false,
  onboardingComplete: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const learnerMe: Me = { ...adminMe, id: 2, username: 'sam', role: 'learner' };

export const stats: AdminStats = {
  totalUsers: 132,
  activeUsers: 87,
  freeUsers: 90,
  basicUsers: 20,
  premiumUsers: 15,
  proUsers: 5,
  familyUsers: 2,
  totalSessions: 1234,
  averageSessionsPerUser: 9.3,
};

export const activity: Activity = {
  events: [
    { kind: 'session', at: new Date(Date.now() - 5 * 60_000).toISOString(), userId: 7, username: 'maya', subject: 'Mathematics' },
    { kind: 'registration', at: new Date(Date.now() - 3 * 3600_000).toISOString(), userId: 8, username: 'leo', plan: 'free' },
  ],
};

export function user(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    username: 'maya',
    email: 'maya@example.org',
    firstName: 'Maya',
    lastName: 'Lin',
    role: 'learner',
    plan: 'free',
    status: 'active',
    sessionsUsed: 3,
    sessionsLimit: 20,
    joinDate: '2026-02-01T10:00:00.000Z',
    lastActive: new Date(Date.now() - 2 * 24 * 3600_000).toISOString(),
    ...overrides,
  };
}

export const usersPage = (users: AdminUser[], total = users.length, page = 1): AdminUsersPage => ({ users, total, page, pageSize: 25 });

export function details(overrides: Partial<AdminUserDetails> = {}): AdminUserDetails {
  return {
    ...user(),
    age: 14,
    totalSessions: 11,
    skillTreesUnlocked: 1,
    skillTrees: [
      { subject: 'Mathematics', unlocked: true, completed: 2, total: 8 },
      { subject: 'Science', unlocked: false, completed: 0, total: 6 },
    ],
    ...overrides,
  };
}

export const emptyLog: AuditLogPage = { entries: [], nextBefore: null };

export function event(overrides: Partial<ModerationEvent> = {}): ModerationEvent {
  return {
    id: 41,
    userId: 7,
    username: 'maya',
    source: 'chat',
    conversationId: 3,
    messageId: 90,
    excerpt: 'how do i make a bomb',
    direction: 'input',
    category: 'weapons',
    severity: 'high',
    action: 'refuse',
    ageGroup: 'teen',
    provider: 'offline',
    createdAt: new Date(Date.now() - 3600_000).toISOString(),
    review: { status: 'unreviewed', note: null, by: null, at: null },
    ...overrides,
  };
}

export const eventsPage = (events: ModerationEvent[]): ModerationEventsPage => ({ events, nextBefore: null });
export const summary: ModerationSummary = { unreviewed: 3, categories: ['self-harm', 'weapons'] };
export const eventDetails = (e = event()): ModerationEventDetails => ({
  event: e,
  turn: { learner: 'how do i make a bomb', reply: 'I can’t help with that. Shall we look at chemistry safely?' },
  previous: { learner: 'what is an atom?', reply: 'The smallest part of an element.' },
});
export const noRequests: AdminSubjectRequestsPage = { requests: [], nextBefore: null, pending: 0 };
