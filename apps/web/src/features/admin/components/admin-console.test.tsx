import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type AuditLogPage } from '@brightpath/shared/admin';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import {
  activity,
  details,
  emptyLog,
  event,
  eventDetails,
  eventsPage,
  noRequests,
  stats,
  summary,
  user,
  usersPage,
} from '../testing/admin-fixture';
import { AdminConsole, type AdminTab } from './admin-console';

function Console({ start }: { start: AdminTab }) {
  const [tab, setTab] = useState<AdminTab>(start);
  return <AdminConsole tab={tab} onTabChange={setTab} currentAdminId={1} />;
}

/** The console on a server answering the fixture, and `more` first (a test's own answers). */
function open(start: AdminTab, more: (call: FetchCall) => Response | undefined = () => undefined) {
  const server = stubFetch((call) => {
    const own = more(call);
    if (own) return own;
    const path = call.url.split('?')[0];
    if (path === '/api/admin/stats') return json(stats);
    if (path === '/api/admin/activity') return json(activity);
    if (path === '/api/admin/moderation-events/summary') return json(summary);
    if (path === '/api/admin/moderation-events') return json(eventsPage([event()]));
    if (path === '/api/admin/audit-log') return json(emptyLog);
    if (path === '/api/admin/subject-requests') return json(noRequests);
    return json({ message: `not in the fixture: ${call.url}` }, 404);
  });
  return { ...server, ...renderWithProviders(<Console start={start} />, { path: '/admin' }) };
}

// Toasts are found by their text: Radix keeps a copy for screen readers, and a modal dialog hides their region.
describe('Overview', () => {
  it('shows the four cards, the plan distribution from the counts, and recent activity', async () => {
    open('overview');
    const cards = await screen.findByText('Total Users');
    const list = cards.closest('dl')!;
    expect(within(list).getByText('132')).toBeInTheDocument();
    expect(within(list).getByText('87')).toBeInTheDocument();
    expect(within(list).getByText('15')).toBeInTheDocument();
    expect(within(list).getByText('1234')).toBeInTheDocument();
    expect(within(list).getByText('9.3 per user on average')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PlanUsers', 'Free90', 'Basic20', 'Premium15', 'Pro5', 'Family2']);
    expect(await screen.findByText('maya started a Mathematics session')).toBeInTheDocument();
    expect(screen.getByText('leo registered (Free plan)')).toBeInTheDocument();
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
  });
});

describe('User Management', () => {
  it('shows sessions as used/limit with ∞ for unlimited, and last active; searches and filters on the server', async () => {
    const { calls, user: u } = open('users', ({ url }) =>
      url.startsWith('/api/admin/users?')
        ? json(
            usersPage(
              [
                user(),
                user({ id: 8, username: 'leo', firstName: null, lastName: null, plan: 'premium', sessionsUsed: 12, sessionsLimit: -1 }),
              ],
              60,
            ),
          )
        : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Maya Lin');
    expect(rows[1]).toHaveTextContent('3/20');
    expect(rows[1]).toHaveTextContent('2 days ago');
    expect(rows[2]).toHaveTextContent('12/∞');
    expect(within(rows[2]!).getByLabelText('12 sessions used this month, no limit')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 60 users')).toHaveAttribute('role', 'status');
    // On a phone the same accounts are cards (CSS shows one or the other).
    expect(within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem')).toHaveLength(2);

    await u.type(screen.getByLabelText('Search users'), 'Maya');
    await u.selectOptions(screen.getByLabelText('Plan'), 'premium');
    await u.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await screen.findByText('Page 1 of 3');
    await u.click(screen.getByRole('button', { name: /Next/ }));
    await expectCall(calls, '/api/admin/users?search=Maya&plan=premium&status=suspended&page=2&pageSize=25');
    // The search went once the typing paused, not at every key.
    expect(calls.filter((c) => /search=M(&|a&|ay&)/.test(c.url))).toEqual([]);
  });

  it('opens the details dialog, changes the status with a reason, and says Status Updated', async () => {
    const { calls, user: u } = open('users', ({ url, method }) => {
      if (url.startsWith('/api/admin/users?')) return json(usersPage([user()]));
      if (url === '/api/admin/users/7' && method === 'GET') return json(details());
      if (url === '/api/admin/users/7/status') return json({ id: 7, status: 'suspended' });
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    await u.click(within(table).getByRole('button', { name: 'View details of maya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maya Lin' });
    expect(dialog).toHaveTextContent('maya@example.org');
    expect(dialog).toHaveTextContent('14');
    expect(dialog).toHaveTextContent('3/20 this month (11 in all)');
    expect(dialog).toHaveTextContent('Skill trees unlocked: 1');
    expect(dialog).toHaveTextContent('Mathematics: 2/8 skills done');

    await u.selectOptions(within(dialog).getByLabelText('New status'), 'suspended');
    expect(dialog).toHaveTextContent('Blocked by an administrator: cannot sign in, and every open session has ended.');
    await u.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.reasonRequired);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await u.type(within(dialog).getByLabelText('Reason'), 'Shared their password');
    await u.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect((await screen.findAllByText(ADMIN_MESSAGES.statusUpdated)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('maya is now suspended.').length).toBeGreaterThan(0);
    // Said inside the dialog too: the modal dialog hides the toast's region from screen readers' reading order.
    expect(within(dialog).getByRole('status')).toHaveTextContent('Status Updated: maya is now suspended.');
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/admin/users/7/status',
      method: 'POST',
      body: { status: 'suspended', reason: 'Shared their password' },
    });
  });

  it('deletes a user only once confirmed with a reason, says User Deleted; a refusal shows the server’s words', async () => {
    let refuse = true;
    const { calls, user: u } = open('users', ({ url, method }) => {
      if (url.startsWith('/api/admin/users?')) return json(usersPage([user()]));
      if (url === '/api/admin/users/7' && method === 'GET') return json(details());
      if (url === '/api/admin/users/7' && method === 'DELETE')
        return refuse ? json({ message: ADMIN_MESSAGES.lastAdministrator, code: 'LAST_ADMINISTRATOR' }, 409) : json({ deleted: true });
      return undefined;
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    await u.click(within(table).getByRole('button', { name: 'View details of maya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maya Lin' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete maya?' });
    expect(confirm).toHaveTextContent('This action cannot be undone.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await u.type(within(confirm).getByLabelText('Reason'), 'Parent asked');
    await u.click(within(confirm).getByRole('button', { name: 'Delete User' }));
    expect((await screen.findAllByText(ADMIN_MESSAGES.lastAdministrator)).length).toBeGreaterThan(0);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    refuse = false;
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete User' }));
    expect((await screen.findAllByText(ADMIN_MESSAGES.userDeleted)).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'DELETE').at(-1)).toEqual({
      url: '/api/admin/users/7',
      method: 'DELETE',
      body: { reason: 'Parent asked' },
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Safety', () => {
  it('lists the events waiting for review, filters them, and reviews one with the turn before it as context', async () => {
    const { calls, user: u } = open('safety', ({ url, method }) => {
      if (url === '/api/admin/moderation-events/41') return json(eventDetails());
      if (url === '/api/admin/moderation-events/41/review' && method === 'POST')
        return json({ id: 41, review: { status: 'escalated', note: 'Told the lead', by: 'head_admin', at: new Date().toISOString() } });
      return undefined;
    });
    expect(await screen.findByRole('tab', { name: 'Safety, 3 waiting for review', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('how do i make a bomb')).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/api/admin/moderation-events?'))?.url).toBe(
      '/api/admin/moderation-events?review=unreviewed&limit=20',
    );
    await u.selectOptions(screen.getByLabelText('Category'), 'weapons');
    await u.selectOptions(screen.getByLabelText('Age group'), 'teen');
    await expectCall(calls, '/api/admin/moderation-events?category=weapons&ageGroup=teen&review=unreviewed&limit=20');

    await u.click(screen.getByRole('button', { name: 'Review the weapons event of maya' }));
    const dialog = await screen.findByRole('dialog', { name: 'weapons (high)' });
    expect(within(dialog).getByRole('region', { name: 'The turn before' })).toHaveTextContent('what is an atom?');
    expect(within(dialog).getByRole('region', { name: 'The flagged message' })).toHaveTextContent('how do i make a bomb');
    await u.click(within(dialog).getByRole('radio', { name: /Escalated/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Save Review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please add a note about your review.');
    await u.type(within(dialog).getByLabelText('Note'), 'Told the lead');
    await u.click(within(dialog).getByRole('button', { name: 'Save Review' }));
    expect((await screen.findAllByText('Event Escalated')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'escalated', note: 'Told the lead' });
  });
});

describe('Audit Log', () => {
  it('shows who changed what, why, and the change; reads on request', async () => {
    const log: AuditLogPage = {
      entries: [
        {
          id: 9,
          at: '2026-03-01T10:00:00.000Z',
          kind: 'change',
          actorId: 1,
          actorUsername: 'head_admin',
          action: 'users.status',
          targetUserId: 7,
          targetUsername: 'maya',
          reason: 'Shared their password',
          before: { status: 'active', plan: 'free' },
          after: { status: 'suspended', plan: 'free' },
          detail: {},
        },
        {
          id: 8,
          at: '2026-03-01T09:00:00.000Z',
          kind: 'change',
          actorId: 1,
          actorUsername: 'head_admin',
          action: 'users.delete',
          targetUserId: 5,
          targetUsername: null,
          reason: 'Parent asked',
          before: { username: 'leo', status: 'active' },
          after: null,
          detail: {},
        },
      ],
      nextBefore: null,
    };
    const { calls, user: u } = open('audit', ({ url }) => (url.startsWith('/api/admin/audit-log?kind=change') ? json(log) : undefined));
    const list = await screen.findByRole('list', { name: 'Audit log' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Changed status · maya');
    expect(first).toHaveTextContent('By head_admin');
    expect(first).toHaveTextContent('Reason: Shared their password');
    expect(first).toHaveTextContent('status: active → suspended');
    expect(first).not.toHaveTextContent('plan:');
    expect(second).toHaveTextContent('Deleted user · leo (deleted)');
    expect(second).toHaveTextContent('Removed');
    await u.selectOptions(screen.getByLabelText('Show'), 'read');
    await expectCall(calls, '/api/admin/audit-log?kind=read&limit=25');
  });
});

/** Waits until the page has made a call to `url`. */
async function expectCall(calls: FetchCall[], url: string) {
  await screen.findByRole('tablist');
  await expect.poll(() => calls.map((c) => c.url)).toContain(url);
}
