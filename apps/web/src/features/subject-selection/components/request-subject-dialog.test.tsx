import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUBJECT_REQUEST_MESSAGES } from '@brightpath/shared/subjects';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { RequestSubjectDialog } from './request-subject-dialog';

function renderDialog() {
  const view = renderWithProviders(<RequestSubjectDialog />);
  // hidden: while the modal dialog is open the page behind it, toasts included, is hidden from assistive technology.
  const toasts = () => within(screen.getByRole('region', { name: /notification/i, hidden: true }));
  const open = async () => {
    await view.user.click(screen.getByRole('button', { name: 'Request a Subject' }));
    return screen.getByRole('dialog', { name: 'Request a Subject' });
  };
  return { ...view, toasts, open };
}

describe('RequestSubjectDialog', () => {
  it('requires a subject name, in the dialog and in a toast', async () => {
    const { calls } = stubFetch(() => json({}));
    const { user, toasts, open } = renderDialog();
    const dialog = await open();

    const name = within(dialog).getByLabelText('Subject name');
    expect(name).toHaveFocus();
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(name).toHaveAccessibleDescription(SUBJECT_REQUEST_MESSAGES.nameRequired);
    expect(toasts().getByText('Subject Required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    // Typing a name clears the message at once.
    await user.type(name, 'Astronomy');
    expect(within(dialog).queryByText(SUBJECT_REQUEST_MESSAGES.nameRequired)).not.toBeInTheDocument();
  });

  it('sends the request, confirms it and closes', async () => {
    const { calls } = stubFetch(({ body }) => json({ id: 1, status: 'pending', ...(body as object) }, 201));
    const { user, toasts, open } = renderDialog();
    const dialog = await open();

    await user.type(within(dialog).getByLabelText('Subject name'), ' Astronomy ');
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'Stars and planets');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(await toasts().findByText('Your request for "Astronomy" has been submitted for review.')).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/subject-requests', method: 'POST', body: { name: 'Astronomy', description: 'Stars and planets' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
