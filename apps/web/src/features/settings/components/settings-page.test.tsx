import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@brightpath/shared/settings';
import { dismiss } from '@/components/ui/use-toast';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import { SettingsPage } from './settings-page';

afterEach(() => act(() => dismiss()));

const SETTINGS: Settings = { ...DEFAULT_SETTINGS, subscription: { plan: 'free', sessionsUsed: 12, sessionsLimit: 20 } };

/** A PATCH the test answers when it chooses: the page must show the change before the server says anything. */
function heldPatches() {
  const waiting: { call: FetchCall; answer: (res: Response) => void }[] = [];
  const { calls } = stubFetch((call) => {
    if (call.method === 'GET' && call.url === '/api/settings') return json(SETTINGS);
    if (call.method === 'PATCH' && call.url === '/api/settings') return new Promise<Response>((answer) => waiting.push({ call, answer }));
    return json({ message: 'Not Found' }, 404);
  });
  return { calls, waiting };
}

// The toasts' region (Radix names it after its hotkey); the Notifications card is a region too.
const area = () => within(screen.getByRole('region', { name: /F8/ }));
const render = (isAdmin = false) => renderWithProviders(<SettingsPage userId={7} isAdmin={isAdmin} />);

describe('SettingsPage', () => {
  it('shows every section of the settings object with its values', async () => {
    heldPatches();
    render();
    for (const name of ['Notifications', 'Audio & Voice', 'Appearance', 'Learning Preferences', 'Privacy', 'Subscription & Billing'])
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Achievement Alerts' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Weekly Progress Report' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Sound Effects' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Voice Responses' })).not.toBeChecked();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Medium/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Share Anonymous Analytics' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Public Profile' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save All Settings' })).toBeInTheDocument();
    // The testing-reset card is for administrators only.
    expect(screen.queryByRole('region', { name: 'Testing Tools' })).not.toBeInTheDocument();
  });

  it('shows a toggle switched at once, before the server answers, and keeps it when the save succeeds', async () => {
    const { waiting } = heldPatches();
    const { user } = render();
    const toggle = await screen.findByRole('switch', { name: 'Weekly Progress Report' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.call.body).toEqual({ notifications: { weeklyProgress: true } });
    const saved = { ...SETTINGS, notifications: { ...SETTINGS.notifications, weeklyProgress: true } };
    await act(async () => waiting[0]!.answer(json(saved)));
    expect(toggle).toBeChecked();
    expect(area().queryByText(/couldn't save/)).not.toBeInTheDocument();
  });

  it('puts a toggle back and says so when the save fails', async () => {
    const { waiting } = heldPatches();
    const { user } = render();
    const toggle = await screen.findByRole('switch', { name: 'Achievement Alerts' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await act(async () => waiting[0]!.answer(json({ message: 'Something went wrong on our side. Please try again.' }, 500)));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(await area().findByText("We couldn't save that change. Please try again.")).toBeInTheDocument();
  });

  it("keeps a second change when the first one's save fails meanwhile", async () => {
    const { waiting } = heldPatches();
    const { user } = render();
    const daily = await screen.findByRole('switch', { name: 'Daily Reminders' });
    const sound = screen.getByRole('switch', { name: 'Sound Effects' });
    await user.click(daily);
    await user.click(sound);
    await act(async () => waiting[0]!.answer(json({ message: 'Oops' }, 500)));
    // The second save is still on its way: its answer settles the settings.
    expect(sound).not.toBeChecked();
    const settled = { ...SETTINGS, audio: { ...SETTINGS.audio, soundEffects: false } };
    await act(async () => waiting[1]!.answer(json(settled)));
    await waitFor(() => expect(daily).toBeChecked());
    expect(sound).not.toBeChecked();
  });

  it("says 'Appearance Updated' when the theme, the font size or dark mode changes, and saves it", async () => {
    const { waiting } = heldPatches();
    const { user } = render();
    await user.click(await screen.findByRole('radio', { name: 'Green' }));
    expect(screen.getByRole('radio', { name: 'Green' })).toBeChecked();
    expect(await area().findByText('Appearance Updated')).toBeInTheDocument();
    expect(area().getByText('The Green theme is on.')).toBeInTheDocument();
    expect(waiting[0]!.call.body).toEqual({ appearance: { theme: 'green' } });
    await user.click(screen.getByRole('radio', { name: /Large/ }));
    expect(waiting[1]!.call.body).toEqual({ appearance: { fontSize: 'large' } });
    await user.click(screen.getByRole('switch', { name: 'Dark Mode' }));
    expect(waiting[2]!.call.body).toEqual({ appearance: { darkMode: true } });
    expect(await area().findByText('Dark mode is on.')).toBeInTheDocument();
    // Chosen: the page can follow the device again.
    await user.click(screen.getByRole('button', { name: 'Follow my device instead' }));
    expect(waiting[3]!.call.body).toEqual({ appearance: { darkMode: null } });
  });

  it('moves the volume in steps of 5 and saves where it stops', async () => {
    const { waiting } = heldPatches();
    const { user } = render();
    const slider = await screen.findByRole('slider', { name: 'Volume' });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '80');
    expect(slider).toHaveAttribute('aria-valuetext', '80%');
    await waitFor(() => expect(waiting.map((w) => w.call.body)).toEqual([{ audio: { volume: 80 } }]));
  });

  it("saves everything with 'Save All Settings' and says 'Settings Saved'", async () => {
    const { waiting } = heldPatches();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Save All Settings' }));
    const { subscription: _usage, ...stored } = SETTINGS;
    expect(waiting[0]!.call.body).toEqual(stored);
    await act(async () => waiting[0]!.answer(json(SETTINGS)));
    expect(await area().findByText('Settings Saved')).toBeInTheDocument();
  });

  it("shows the learner's plan, this month's sessions against its limit, the warning above 80% and the way to upgrade", async () => {
    heldPatches();
    render();
    const billing = await screen.findByRole('region', { name: 'Subscription & Billing' });
    expect(within(billing).getByText('Free Plan')).toBeInTheDocument();
    expect(within(billing).getByText('12 / 20')).toBeInTheDocument();
    expect(within(billing).getByRole('progressbar', { name: 'Sessions used this month' })).toHaveAttribute('aria-valuenow', '60');
    expect(within(billing).queryByText(/over 80%/)).not.toBeInTheDocument();
    for (const link of within(billing).getAllByRole('link', { name: /Upgrade to/ })) expect(link).toHaveAttribute('href', '/pricing');
  });

  it('shows the testing-reset card to an administrator, which resets through the server', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/settings') return json(SETTINGS);
      if (call.url === '/api/settings/testing-reset') return json({ message: 'The welcome message will show again.' });
      return json({ message: 'Not Found' }, 404);
    });
    const { user } = render(true);
    const card = await screen.findByRole('region', { name: 'Testing Tools' });
    await user.click(within(card).getByRole('button', { name: 'Reset First-Run Guidance' }));
    expect(await area().findByText('Testing Reset Complete')).toBeInTheDocument();
    expect(area().getByText('The welcome message will show again.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/settings/testing-reset').map((c) => c.method)).toEqual(['POST']);
  });
});
