import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeedbackItem } from '@brightpath/shared/feedback';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { FeedbackAdminPanel } from './feedback-admin-panel';

const item = (over: Partial<FeedbackItem> = {}): FeedbackItem => ({
  id: 1,
  category: 'bug',
  rating: 2,
  title: 'Send button stuck',
  description: 'It stays grey.',
  userEmail: 'tester@example.com',
  reproductionSteps: 'Ask a question',
  expectedBehavior: 'Blue',
  actualBehavior: 'Grey',
  userId: 5,
  username: 'ada',
  createdAt: '2026-01-02T10:00:00.000Z',
  handled: false,
  handledAt: null,
  handledBy: null,
  handledNote: null,
  ...over,
});

describe('FeedbackAdminPanel', () => {
  it('lists open feedback and marks one handled with a note, then reads the list again', async () => {
    let handled = false;
    const { calls } = stubFetch(({ url, method }) => {
      if (method === 'POST') {
        handled = true;
        return json({ id: 1, handled: true, handledAt: '2026-01-03T10:00:00.000Z', handledBy: 'boss', handledNote: 'Fixed' });
      }
      return json({ items: handled ? [] : [item()], total: handled ? 0 : 1, page: 1, pageSize: 20, url });
    });
    const { user } = renderWithProviders(<FeedbackAdminPanel />);

    const card = await screen.findByRole('article', { name: 'Send button stuck' });
    expect(within(card).getByText('Bug Report')).toBeInTheDocument();
    expect(within(card).getByText('Ask a question')).toBeInTheDocument();
    expect(within(card).getByText(/From ada/)).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/admin/feedback?page=1&pageSize=20&handled=false');

    await user.click(within(card).getByRole('button', { name: 'Mark Handled' }));
    await user.type(within(card).getByLabelText('Note (optional)'), 'Fixed');
    await user.click(within(card).getByRole('button', { name: 'Confirm Handled' }));

    expect(await screen.findByText('No feedback here')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/admin/feedback/1/handled',
      method: 'POST',
      body: { note: 'Fixed' },
    });
  });

  it('filters by handled and pages through', async () => {
    const { calls } = stubFetch(() =>
      json({
        items: [item({ id: 2, title: 'Old one', handled: true, handledAt: '2026-01-03T10:00:00.000Z', handledBy: 'boss' })],
        total: 3,
        page: 1,
        pageSize: 1,
      }),
    );
    const { user } = renderWithProviders(<FeedbackAdminPanel pageSize={1} />);
    await screen.findByRole('article', { name: 'Old one' });
    await user.selectOptions(screen.getByLabelText('Show'), 'handled');
    await user.click(await screen.findByRole('button', { name: /Next/ }));
    expect(calls.map((c) => c.url)).toEqual(
      expect.arrayContaining(['/api/admin/feedback?page=1&pageSize=1&handled=true', '/api/admin/feedback?page=2&pageSize=1&handled=true']),
    );
    expect(screen.getByText(/Handled by boss/)).toBeInTheDocument();
  });
});
