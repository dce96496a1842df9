import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@brightpath/shared/billing';
import { FAMILY_MESSAGES } from '@brightpath/shared/family';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import { formatMoment } from '../lib/family-copy';
import { JoinPage } from './join-page';

// /family/join?token= (issue 24 point 6): an account first for a visitor or a guest, then back; Join for an account;
// the server's refusals word for word.

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const BACK = encodeURIComponent(`/family/join?token=${TOKEN}`);
const PREVIEW = { ownerName: 'Maria', expiresAt: '2026-11-09T10:30:00.000Z' };
const MEMBER = { role: 'member', owner: { userId: 7, name: 'Maria' }, members: [], maxUsers: 5, openInvites: 0 };

function serve({ preview = () => json(PREVIEW), join = () => json(MEMBER) }: { preview?: () => Response; join?: () => Response } = {}) {
  return stubFetch((call: FetchCall) => {
    if (call.url === '/api/family/invites/preview') return preview();
    if (call.url === '/api/family/join') return join();
    return json({ message: 'Not Found' }, 404);
  });
}

const render = (account: { isGuest: boolean } | null, token: string | null = TOKEN) =>
  renderWithProviders(<JoinPage token={token} account={account} />, { path: '/family/join', pages: { '/family': <h1>Family page</h1> } });

describe('JoinPage', () => {
  it('asks a visitor to create an account or sign in first, each coming back to the invitation', async () => {
    const { calls } = serve();
    render(null);
    expect(screen.getByRole('heading', { name: 'Create an account or sign in first' })).toBeInTheDocument();
    expect(screen.getByText(/you come straight back here to join/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', `/register?next=${BACK}`);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?next=${BACK}`);
    // Nothing is asked of the server before there is an account.
    expect(calls).toEqual([]);
  });

  it('asks a guest to create an account, keeping what they did', async () => {
    serve();
    render({ isGuest: true });
    expect(screen.getByText(/You are learning as a guest\. Create your account to join/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', `/register?next=${BACK}`);
  });

  it('names the owner, and joins with Join: the member goes to their Family page', async () => {
    const { calls } = serve();
    const { user } = render({ isGuest: false });
    expect(await screen.findByRole('heading', { name: "Join Maria's Family plan" })).toBeInTheDocument();
    expect(screen.getByText(`This invitation works until ${formatMoment(PREVIEW.expiresAt)}.`)).toBeInTheDocument();
    expect(screen.getByText(/never your conversations/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'Family page' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/family');
    expect(await screen.findByText('You now share Maria’s Family plan.', { selector: '[role=region] li *' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/api/family/invites/preview', { token: TOKEN }],
      ['/api/family/join', { token: TOKEN }],
    ]);
  });

  it('shows an invitation the server no longer accepts, in its words, with no Join', async () => {
    serve({ preview: () => json({ code: 'INVITE_INVALID', message: BILLING_MESSAGES.inviteInvalid }, 410) });
    render({ isGuest: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(BILLING_MESSAGES.inviteInvalid);
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your Family page' })).toHaveAttribute('href', '/family');
  });

  it.each([
    ['full', BILLING_MESSAGES.familyFull],
    ['paying for a plan of their own', FAMILY_MESSAGES.ownPaidPlan('Premium')],
  ])('shows a refused join (%s) in the server’s words, staying on the page', async (_, message) => {
    serve({ join: () => json({ code: 'CONFLICT', message }, 409) });
    const { user } = render({ isGuest: false });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    const alert = await screen.findByText(message);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/family/join');
    expect(within(screen.getByRole('button', { name: 'Join' })).queryByText('Joining...')).not.toBeInTheDocument();
  });

  it('says a link without its token is incomplete', () => {
    serve();
    render({ isGuest: false }, null);
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is incomplete. Ask the family owner to send it again.');
  });
});
