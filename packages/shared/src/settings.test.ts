import { describe, expect, it } from 'vitest';
import { applySettingsUpdate, DEFAULT_SETTINGS, SETTINGS_MESSAGES, SettingsUpdateSchema, StoredSettingsSchema } from './settings.ts';

describe('settings', () => {
  it('has the specified defaults (spec 002 section 9)', () => {
    expect(StoredSettingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.appearance).toEqual({ darkMode: null, theme: 'blue', fontSize: 'medium' });
    expect(DEFAULT_SETTINGS.audio).toEqual({ soundEffects: true, voiceResponses: false, volume: 75 });
    const off = Object.entries(DEFAULT_SETTINGS.notifications).filter(([, on]) => !on);
    expect(off).toEqual([['weeklyProgress', false]]);
    expect(DEFAULT_SETTINGS.privacy).toEqual({ dataCollection: true, analyticsSharing: false, profileVisibility: 'private' });
  });

  it('takes any part of a section and drops unknown fields', () => {
    const parsed = SettingsUpdateSchema.parse({ audio: { volume: 40 }, subscription: { plan: 'pro' }, extra: 1 });
    expect(parsed).toEqual({ audio: { volume: 40 } });
  });

  it.each([
    [{}, SETTINGS_MESSAGES.nothingToChange],
    [{ audio: {} }, SETTINGS_MESSAGES.nothingToChange],
    [{ audio: { volume: 42 } }, SETTINGS_MESSAGES.volume],
    [{ audio: { volume: 105 } }, SETTINGS_MESSAGES.volume],
    [{ audio: { volume: -5 } }, SETTINGS_MESSAGES.volume],
    [{ audio: { volume: '50' } }, SETTINGS_MESSAGES.volume],
    [{ appearance: { theme: 'pink' } }, SETTINGS_MESSAGES.theme],
    [{ appearance: { fontSize: 20 } }, SETTINGS_MESSAGES.fontSize],
    [{ appearance: { darkMode: 'yes' } }, SETTINGS_MESSAGES.darkMode],
    [{ notifications: { dailyReminders: 1 } }, SETTINGS_MESSAGES.toggle('dailyReminders')],
    [{ privacy: { profileVisibility: 'everyone' } }, SETTINGS_MESSAGES.profileVisibility],
    [{ learning: 'on' }, SETTINGS_MESSAGES.section('learning')],
  ])('refuses %o with its message', (update, message) => {
    const result = SettingsUpdateSchema.safeParse(update);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('applies an update to one section and leaves the rest', () => {
    const next = applySettingsUpdate(DEFAULT_SETTINGS, { appearance: { darkMode: true }, learning: { personalizedContent: false } });
    expect(next.appearance).toEqual({ darkMode: true, theme: 'blue', fontSize: 'medium' });
    expect(next.learning.personalizedContent).toBe(false);
    expect(next.audio).toBe(DEFAULT_SETTINGS.audio);
    expect(DEFAULT_SETTINGS.appearance.darkMode).toBeNull();
  });
});
