import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@brightpath/shared/settings';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { setSoundPreference } from '@/lib/sound';
import { SettingsSync } from './settings-sync';

vi.mock('@/lib/sound', () => ({ setSoundPreference: vi.fn() }));

const root = document.documentElement;
const state = () => ({ dark: root.classList.contains('dark'), theme: root.dataset.theme, fontSize: root.dataset.fontSize });
const me = { id: 7, username: 'sam', role: 'learner', plan: 'free', isGuest: false, onboardingComplete: true };

function reset() {
  root.className = '';
  delete root.dataset.theme;
  delete root.dataset.fontSize;
}
beforeEach(() => {
  reset();
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(reset);

const settings = (appearance: Settings['appearance']): Settings => ({
  ...DEFAULT_SETTINGS,
  appearance,
  subscription: { plan: 'free', sessionsUsed: 0, sessionsLimit: 20 },
});

describe('SettingsSync', () => {
  it("applies the learner's appearance to the whole page, keeps it for the next load, and follows a change at once", async () => {
    stubFetch(({ url }) =>
      url === '/api/auth/session' ? json({ user: me }) : json(settings({ darkMode: true, theme: 'purple', fontSize: 'large' })),
    );
    const { queryClient } = renderWithProviders(<SettingsSync />);
    await waitFor(() => expect(state()).toEqual({ dark: true, theme: 'purple', fontSize: 'large' }));
    expect(JSON.parse(localStorage.getItem('appearance')!)).toEqual({ darkMode: true, theme: 'purple', fontSize: 'large' });

    // The settings page's optimistic change goes into the same cache: every page follows it before the server answers.
    act(() => {
      queryClient.setQueryData(settingsQueryOptions(7).queryKey, settings({ darkMode: false, theme: 'orange', fontSize: 'small' }));
    });
    await waitFor(() => expect(state()).toEqual({ dark: false, theme: 'orange', fontSize: 'small' }));
  });

  it('gives a visitor what this browser kept, and the defaults when it kept nothing (after a sign-out)', async () => {
    localStorage.setItem('appearance', JSON.stringify({ darkMode: true, theme: 'green', fontSize: 'medium' }));
    stubFetch(() => json({ user: null }));
    renderWithProviders(<SettingsSync />);
    await waitFor(() => expect(state()).toEqual({ dark: true, theme: 'green', fontSize: undefined }));
  });

  it('leaves what index.html applied until the settings arrive', async () => {
    root.classList.add('dark');
    stubFetch(({ url }) => (url === '/api/auth/session' ? json({ user: me }) : new Promise<Response>(() => {})));
    renderWithProviders(<SettingsSync />);
    await waitFor(() => expect(root.classList.contains('dark')).toBe(true));
    expect(localStorage.getItem('appearance')).toBeNull();
  });

  it('gives the chime the Sound Effects setting and the volume', async () => {
    stubFetch(({ url }) =>
      url === '/api/auth/session'
        ? json({ user: me })
        : json({ ...settings(DEFAULT_SETTINGS.appearance), audio: { soundEffects: false, voiceResponses: false, volume: 30 } }),
    );
    renderWithProviders(<SettingsSync />);
    await waitFor(() => expect(setSoundPreference).toHaveBeenLastCalledWith({ on: false, volume: 0.3 }));
  });
});
