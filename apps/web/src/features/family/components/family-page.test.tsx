import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES, type Family, type FamilyMemberProgress } from '@brightpath/shared/billing';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import { formatMoment } from '../lib/family-copy';
import { FamilyPage } from './family-page';

// The Family page (issue 24 point 6) with the server's answers as billing.ts describes them.

const ORIGIN = 'http://localhost:3000';
const KID = { userId: 12, name: 'Leo', age: 10, joinedAt: '2026-11-02T09:00:00.000Z' };
const TEEN = { userId: 13, name: 'Ana', age: 15, joinedAt: '2026-11-03T09:00:00.000Z' };

const owner = (over: Partial<Family> = {}): Family => ({
  role: 'owner',
  owner: { userId: 7, name: 'Maria' },
  members: [KID, TEEN],
  maxUsers: 5,
  openInvites: 0,
  ...over,
});

const KID_PROGRESS: FamilyMemberProgress = {
  userId: 12,
  name: 'Leo',
  sessions: 4,
  streak: 3,
  subjects: ['Mathematics', 'Science'],
  achievements: ['First Steps'],
  safetyEvents: [{ category: 'weapons', at: '2026-11-04T16:20:00.000Z' }],
};
const TEEN_PROGRESS: FamilyMemberProgress = {
  ...KID_PROGRESS,
  userId: 13,
  name: 'Ana',
  subjects: [],
  achievements: [],
  safetyEvents: null,
};

/** The family answers in turn (the last one again once they run out); every other call by `other`. */
function serve(families: Family[], other: (call: FetchCall) => Response | undefined = () => undefined) {
  let n = 0;
  return stubFetch((call) => {
    const answer = other(call);
    if (answer) return answer;
    if (call.url === '/api/family' && call.method === 'GET') return json(families[Math.min(n++, families.length - 1)]);
    return json({ message: 'Not Found' }, 404);
  });
}

const region = (name: string) => screen.getByRole('region', { name });
const toast = (text: string) => screen.findByText(text, { selector: '[role=region] li *' });

describe('FamilyPage, for the owner', () => {
  it('lists the members and the seats: the owner, the members and the open invitations each take one', async () => {
    serve([owner({ openInvites: 1 })]);
    renderWithProviders(<FamilyPage />);
    await screen.findByRole('heading', { name: 'Leo' });
    const seats = region('Seats');
    expect(seats).toHaveTextContent('4 of 5 seats taken');
    expect(seats).toHaveTextContent('1 seat left');
    expect(seats).toHaveTextContent('1 invitation is still open.');
    expect(within(seats).getByRole('progressbar', { name: 'Seats' })).toHaveAttribute('aria-valuenow', '80');
    const members = region('Members');
    expect(
      within(members)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Leo', 'Ana']);
    expect(members).toHaveTextContent('Age 10');
    expect(members).toHaveTextContent(
      `Joined ${new Date(KID.joinedAt).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' })}`,
    );
  });

  it('makes an invitation link to copy, with its expiry', async () => {
    const url = `${ORIGIN}/family/join?token=tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG`;
    const { calls } = serve([owner(), owner({ openInvites: 1 })], (call) =>
      call.url === '/api/family/invites' && call.method === 'POST'
        ? json({ token: 'tok', url, expiresAt: '2026-11-09T10:30:00.000Z' }, 201)
        : undefined,
    );
    // user-event gives the page a clipboard of its own to write to and read back.
    const { user } = renderWithProviders(<FamilyPage />);
    await user.click(await screen.findByRole('button', { name: 'Invite a member' }));
    const field = await screen.findByLabelText('Invitation link');
    expect(field).toHaveValue(url);
    expect(field).toHaveAttribute('readonly');
    expect(region('Seats')).toHaveTextContent(
      `Send this link to one person. It works once. It works until ${formatMoment('2026-11-09T10:30:00.000Z')}.`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByText('Link copied')).toHaveAttribute('role', 'status');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/family/invites']);
    // The seats are read again: the open invitation takes one.
    await waitFor(() => expect(region('Seats')).toHaveTextContent('1 invitation is still open.'));
  });

  it('selects the link when the browser does not let it be copied', async () => {
    const url = `${ORIGIN}/family/join?token=tok`;
    serve([owner()], (call) =>
      call.url === '/api/family/invites' ? json({ token: 'tok', url, expiresAt: '2026-11-09T10:30:00.000Z' }, 201) : undefined,
    );
    const { user } = renderWithProviders(<FamilyPage />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Invite a member' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/this browser did not let us copy it/)).toBeInTheDocument();
    const field = screen.getByLabelText<HTMLInputElement>('Invitation link');
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, url.length]);
  });

  it('says so when every seat is taken, and shows the server’s refusal verbatim', async () => {
    serve([owner({ members: [KID, TEEN, { ...KID, userId: 14 }], openInvites: 1 }), owner({ openInvites: 1 })], (call) =>
      call.url === '/api/family/invites' ? json({ code: 'FAMILY_FULL', message: BILLING_MESSAGES.familyFull }, 409) : undefined,
    );
    const { user, unmount } = renderWithProviders(<FamilyPage />);
    expect(await screen.findByRole('button', { name: 'Invite a member' })).toBeDisabled();
    expect(region('Seats')).toHaveTextContent('0 seats left');
    expect(region('Seats')).toHaveTextContent(/Every seat is taken/);
    unmount();
    // A seat the page thought free, taken meanwhile on another device: the server's words.
    renderWithProviders(<FamilyPage />);
    await user.click(await screen.findByRole('button', { name: 'Invite a member' }));
    expect(await toast(BILLING_MESSAGES.familyFull)).toBeInTheDocument();
  });

  it("opens a member's progress summary: figures, subjects, achievements and, under 13, safety alerts", async () => {
    const { calls } = serve([owner()], (call) => {
      if (call.url.startsWith('/api/family/members/12/progress')) return json(KID_PROGRESS);
      if (call.url.startsWith('/api/family/members/13/progress')) return json(TEEN_PROGRESS);
      return undefined;
    });
    const { user } = renderWithProviders(<FamilyPage />);
    const open = await screen.findByRole('button', { name: 'View progress (Leo)' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(calls.some((c) => c.url.includes('/progress'))).toBe(false);
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(open.getAttribute('aria-controls')!)!;
    await within(panel).findByText('Day streak');
    expect(panel).toHaveTextContent('Tutoring sessions4');
    expect(panel).toHaveTextContent('Day streak3');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(['Mathematics', 'Science', 'First Steps']));
    const safety = within(panel).getByRole('region', { name: 'Safety alerts' });
    expect(safety).toHaveTextContent('Weapons');
    expect(within(safety).getByText(formatMoment('2026-11-04T16:20:00.000Z'))).toHaveAttribute('dateTime', '2026-11-04T16:20:00.000Z');
    expect(panel).toHaveTextContent('You see a summary of their learning, never their conversations.');
    expect(calls.find((c) => c.url.includes('/progress'))!.url).toMatch(/^\/api\/family\/members\/12\/progress(\?timeZone=.+)?$/);

    await user.click(screen.getByRole('button', { name: 'View progress (Ana)' }));
    const teen = document.getElementById(screen.getByRole('button', { name: 'Hide progress (Ana)' }).getAttribute('aria-controls')!)!;
    await within(teen).findByText('None unlocked yet');
    expect(within(teen).queryByRole('region', { name: 'Safety alerts' })).not.toBeInTheDocument();
    expect(teen).toHaveTextContent('No subjects chosen yet');
  });

  it('removes a member after a confirmation, and keeps them when the owner changes their mind', async () => {
    const { calls } = serve([owner(), owner({ members: [TEEN] })], (call) =>
      call.method === 'DELETE' && call.url === '/api/family/members/12' ? json(owner({ members: [TEEN] })) : undefined,
    );
    const { user } = renderWithProviders(<FamilyPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove Leo' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Leo from your Family plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep member' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove Leo' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove Leo from your Family plan?' });
    expect(dialog).toHaveTextContent('They go back to the Free plan at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await toast('Leo is back on the Free plan.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Leo' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/family/members/12']);
  });

  it('shows an owner with no member yet how members come', async () => {
    serve([owner({ members: [] })]);
    renderWithProviders(<FamilyPage />);
    expect(await screen.findByText('No members yet')).toBeInTheDocument();
    expect(region('Seats')).toHaveTextContent('4 seats left');
  });
});

describe('FamilyPage, for a member', () => {
  it('names whose plan they share, and leaves it after a confirmation', async () => {
    const member: Family = { role: 'member', owner: { userId: 7, name: 'Maria' }, members: [], maxUsers: 5, openInvites: 0 };
    const none: Family = { role: 'none', owner: null, members: [], maxUsers: 5, openInvites: 0 };
    const { calls } = serve([member, none], (call) => (call.url === '/api/family/leave' ? json(none) : undefined));
    const { user } = renderWithProviders(<FamilyPage />);
    expect(await screen.findByText(/You share Maria’s Family plan/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite a member' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave family' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the Family plan?' });
    expect(dialog).toHaveTextContent('Maria will need to send you a new invitation');
    await user.click(within(dialog).getByRole('button', { name: 'Leave family' }));
    expect(await toast('You are on the Free plan now.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'See the plans' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/family/leave']);
    // The account's plan is read again (the header's My Plan shows it).
    expect(calls.some((c) => c.url === '/api/family' && c.method === 'GET')).toBe(true);
  });
});

describe('FamilyPage, for anyone else', () => {
  it('explains the Family plan and leads to the plans', async () => {
    serve([{ role: 'none', owner: null, members: [], maxUsers: 5, openInvites: 0 }]);
    renderWithProviders(<FamilyPage />);
    expect(await screen.findByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText(/up to 5 learners: the owner and up to 4 members/)).toBeInTheDocument();
    expect(screen.getByText(/never their conversations/)).toBeInTheDocument();
  });

  it('offers to try again when the family cannot be read', async () => {
    let fail = true;
    stubFetch(() =>
      fail ? json({ message: 'Down' }, 503) : json({ role: 'none', owner: null, members: [], maxUsers: 5, openInvites: 0 }),
    );
    const { user } = renderWithProviders(<FamilyPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your Family plan.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'See the plans' })).toBeInTheDocument();
  });
});
