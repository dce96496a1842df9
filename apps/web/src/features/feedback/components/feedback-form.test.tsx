import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FEEDBACK_MESSAGES } from '@brightpath/shared/feedback';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { FeedbackPage } from './feedback-page';

const toasts = () => screen.getByRole('region', { name: /notification/i });

describe('the feedback page', () => {
  it('shows the specified messages on an empty submit and sends nothing', async () => {
    const { calls } = stubFetch(() => json({}));
    const { user } = renderWithProviders(<FeedbackPage onCancel={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: FEEDBACK_MESSAGES.heading })).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('general');

    await user.type(screen.getByLabelText('Title'), 'abc');
    await user.type(screen.getByLabelText('Email (optional)'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(screen.getByText(FEEDBACK_MESSAGES.ratingRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(FEEDBACK_MESSAGES.titleMin);
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(FEEDBACK_MESSAGES.descriptionMin);
    expect(screen.getByLabelText('Email (optional)')).toHaveAccessibleDescription(
      expect.stringContaining(FEEDBACK_MESSAGES.emailInvalid) as unknown as string,
    );
    expect(calls).toHaveLength(0);
  });

  it('shows the reproduction fields for a bug only, sends them, and thanks the sender', async () => {
    const { calls } = stubFetch(() => json({ id: 7, createdAt: new Date().toISOString() }, 201));
    const { user } = renderWithProviders(<FeedbackPage onCancel={() => {}} />);
    expect(screen.queryByLabelText('Steps to Reproduce')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), 'bug');
    await user.click(screen.getByRole('radio', { name: '2 out of 5' }));
    await user.type(screen.getByLabelText('Title'), 'Send button stuck');
    await user.type(screen.getByLabelText('Description'), 'The send button stays grey after a reply.');
    await user.type(screen.getByLabelText('Steps to Reproduce'), 'Ask a question');
    await user.type(screen.getByLabelText('Expected Behavior'), 'Button turns blue');
    await user.type(screen.getByLabelText('Actual Behavior'), 'Stays grey');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByRole('heading', { name: FEEDBACK_MESSAGES.thankYou })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: FEEDBACK_MESSAGES.returnToDashboard })).toHaveAttribute('href', '/dashboard');
    expect(within(toasts()).getByText(FEEDBACK_MESSAGES.submittedTitle)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: '/api/feedback',
        method: 'POST',
        body: {
          category: 'bug',
          rating: '2',
          title: 'Send button stuck',
          description: 'The send button stays grey after a reply.',
          userEmail: '',
          reproductionSteps: 'Ask a question',
          expectedBehavior: 'Button turns blue',
          actualBehavior: 'Stays grey',
        },
      },
    ]);
  });

  it('says Submission Failed when the server refuses, and keeps the form', async () => {
    stubFetch(() => json({ message: 'Too many attempts.' }, 429));
    const { user } = renderWithProviders(<FeedbackPage onCancel={() => {}} />);
    await user.click(screen.getByRole('radio', { name: '5 out of 5' }));
    await user.type(screen.getByLabelText('Title'), 'Great app');
    await user.type(screen.getByLabelText('Description'), 'Really enjoying the lessons.');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await within(toasts()).findByText(FEEDBACK_MESSAGES.failedTitle)).toBeInTheDocument();
    expect(within(toasts()).getByText(FEEDBACK_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Great app');
  });

  it('Cancel goes back', async () => {
    stubFetch(() => json({}));
    const onCancel = vi.fn();
    const { user } = renderWithProviders(<FeedbackPage onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
