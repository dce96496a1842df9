/**
 * The only things kept in localStorage (DESIGN.md decision 1): UI flags, the user id, the progress page's study
 * timer (its running state, so a reload keeps the clock; the saved sessions themselves live on the server), and a
 * copy of the appearance (lib/appearance.ts: read by index.html before the first paint; the settings live on the server).
 */
export const STORAGE_KEYS = [
  'userId',
  'userToken',
  'onboardingComplete',
  'welcomeShown',
  'guidanceBannerDismissed',
  'gettingStartedComplete',
  'studyTimer',
  'appearance',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

export const storage = {
  get(key: StorageKey) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // storage may be full or disabled; the server holds the real state
    }
  },
  /**
   * Everything this browser kept for the learner who signs out: every key above (all of them are a learner's: their id,
   * their flags, their running timer) and the tab's session state (the assistant's open or closed panel), so the next
   * person at this browser starts clean.
   */
  forgetLearner() {
    this.remove(...STORAGE_KEYS);
    try {
      sessionStorage.clear();
    } catch {
      // ignore
    }
  },
  /** Everything this site keeps in the browser, whoever wrote it (Logout & Reset, Delete All Data: spec 002 section 4). */
  clearAll() {
    for (const area of ['localStorage', 'sessionStorage'] as const) {
      try {
        window[area].clear();
      } catch {
        // storage may be disabled: there is nothing to clear then
      }
    }
  },
  remove(...keys: StorageKey[]) {
    try {
      for (const k of keys) localStorage.removeItem(k);
    } catch {
      // ignore
    }
  },
};
