import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ACCOUNT_DATA_MESSAGES } from '@brightpath/shared/account-data';
import { dismiss } from '@/components/ui/use-toast';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import { DataPrivacyCard } from './data-privacy-card';

afterEach(() => {
  act(() => dismiss());
  vi.useRealTimers();
});

/** The card on /settings of a signed-in learner whose browser keeps a few things, the server answering `answer`. */
function setup(answer: (call: FetchCall) => Response | Promise<Response>, { guest = false } = {}) {
  localStorage.setItem('userId', '7');
  localStorage.setItem('onboardingComplete', 'true');
  localStorage.setItem('brightpath-theme', 'dark');
  sessionStorage.setItem('assistant-widget', 'open');
  const { calls } = stubFetch(answer);
  const view = renderWithProviders(<DataPrivacyCard guest={guest} />, { path: '/settings', pages: { '/': <p>Home page</p> } });
  view.queryClient.setQueryData(SESSION_QUERY_KEY, { id: 7, username: 'sam' });
  view.queryClient.setQueryData(['/api/dashboard'], { stats: {} });
  // While a modal dialog is open the page behind it, toasts included, is hidden from assistive technology.
  const toasts = () => within(screen.getByRole('region', { name: /notification/i, hidden: true }));
  const path = () => screen.getByRole('status', { name: 'Current path', hidden: true }).textContent;
  const browserKept = () => localStorage.length + sessionStorage.length;
  return { ...view, calls, toasts, path, browserKept };
}

describe('DataPrivacyCard: Export', () => {
  it("downloads brightpath-data.json with the server's file and says 'Data Exported'", async () => {
    const file = '{"product":"Brightpath","format":1,"account":{"id":7},"tables":{}}';
    const { user, calls, toasts } = setup(
      () => new Response(file, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': 'attachment' } }),
    );
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:export';
    });
    // jsdom has no object URLs: the page's own are stood in for, and put back after the test.
    const { createObjectURL: create, revokeObjectURL: revoke } = URL;
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke }));
    const downloads: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.href });
    });

    await user.click(screen.getByRole('button', { name: 'Export Data' }));

    expect(await toasts().findByText('Data Exported')).toBeInTheDocument();
    expect(toasts().getByText('Your data was saved as brightpath-data.json.')).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/account/export', method: 'GET', body: undefined }]);
    expect(downloads).toEqual([{ name: 'brightpath-data.json', href: 'blob:export' }]);
    expect(await saved[0]!.text()).toBe(file);
  });

  it('says what went wrong when the export fails, and saves nothing', async () => {
    const { user, toasts } = setup(() => json({ message: 'You have exported your data several times just now.' }, 429));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await toasts().findByText('Export Failed')).toBeInTheDocument();
    expect(toasts().getByText('You have exported your data several times just now.')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});

describe('DataPrivacyCard: Logout & Reset', () => {
  it('asks first; Cancel changes nothing', async () => {
    const { user, calls, browserKept } = setup(() => json({ ok: true }));
    expect(
      screen.getByText('Sign out and clear everything this browser keeps for you. Your account and your learning stay on the server.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout & Reset' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out and reset this browser?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(browserKept()).toBe(4);
  });

  it('tells a guest, before logging out, that a guest account cannot be reached again', async () => {
    const guestText =
      'This is a guest account: once you log out, you cannot come back to it. Create an account first to keep your learning.';
    const { user } = setup(() => json({ ok: true }), { guest: true });
    expect(screen.getByText(`Sign out and clear everything this browser keeps for you. ${guestText}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout & Reset' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      `You will be signed out, and this browser will forget your settings and saved state.${guestText}`,
    );
  });

  it("ends the session on the server, clears the browser's storage and the query cache, says 'Logged Out' and goes home", async () => {
    const { user, calls, toasts, path, queryClient, browserKept } = setup(() => json({ ok: true }));
    await user.click(screen.getByRole('button', { name: 'Logout & Reset' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Logout & Reset' }));

    expect(await toasts().findByText('Logged Out')).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/auth/logout', method: 'POST', body: {} }]);
    // The toast shows before the router commits its navigation (navigate is not awaited): on a busy machine the path
    // was still /settings when read at once, so it is waited for.
    await waitFor(() => expect(path()).toBe('/'));
    expect(browserKept()).toBe(0);
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['/api/dashboard'])).toBeUndefined();
  });

  it('shows the specified alert when the logout fails, and keeps everything', async () => {
    const { user, path, queryClient, browserKept } = setup(() => json({ message: 'Service Unavailable' }, 503));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Logout & Reset' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Logout & Reset' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error logging out. Please refresh the page and try again.');
    expect(path()).toBe('/settings');
    expect(browserKept()).toBe(4);
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual({ id: 7, username: 'sam' });
  });
});

describe('DataPrivacyCard: Delete All Data', () => {
  it('deletes only once the word is typed', async () => {
    const { user, calls } = setup(() => json({ deleted: true }));
    await user.click(screen.getByRole('button', { name: 'Delete All Data' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete all of your data?' });
    const word = within(dialog).getByLabelText('Type DELETE to confirm');
    const confirm = within(dialog).getByRole('button', { name: 'Delete Everything' });
    expect(confirm).toBeDisabled();
    await user.type(word, 'delete{Enter}');
    expect(confirm).toBeDisabled();
    await user.clear(word);
    await user.type(word, 'DELET{Enter}');
    expect(confirm).toBeDisabled();
    expect(calls).toEqual([]);
    await user.type(word, 'E');
    expect(confirm).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    // Opened again, the word is asked for again.
    await user.click(screen.getByRole('button', { name: 'Delete All Data' }));
    expect(within(screen.getByRole('alertdialog')).getByLabelText('Type DELETE to confirm')).toHaveValue('');
  });

  it("deletes on the server, clears the browser, says 'Data Cleared' and goes to / after 2 seconds", async () => {
    const { user, calls, toasts, path, queryClient, browserKept } = setup(() => json({ deleted: true }));
    await user.click(screen.getByRole('button', { name: 'Delete All Data' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');

    // From here the clock moves only when the test says so.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => within(dialog).getByRole('button', { name: 'Delete Everything' }).click());
    for (let i = 0; i < 20 && !toasts().queryByText('Data Cleared'); i++) await act(() => vi.advanceTimersByTimeAsync(0));

    expect(toasts().getByText('Data Cleared')).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/account', method: 'DELETE', body: { confirmation: 'DELETE' } }]);
    expect(browserKept()).toBe(0);
    expect(screen.getByText('Your data has been deleted. Taking you to the home page...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete All Data' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(path()).toBe('/settings');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(path()).toBe('/');
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['/api/dashboard'])).toBeUndefined();
  });

  it("keeps the dialog open with the server's message when the deletion is refused", async () => {
    const { user, toasts, path, browserKept } = setup(() => json({ message: ACCOUNT_DATA_MESSAGES.administrator }, 403));
    await user.click(screen.getByRole('button', { name: 'Delete All Data' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE{Enter}');

    expect(await toasts().findByText('Delete Failed')).toBeInTheDocument();
    expect(toasts().getByText(ACCOUNT_DATA_MESSAGES.administrator)).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(path()).toBe('/settings');
    expect(browserKept()).toBe(4);
  });
});
