/**
 * The only things kept in localStorage (DESIGN.md decision 1): UI flags, the user id, and the progress page's study
 * timer (its running state, so a reload keeps the clock; the saved sessions themselves live on the server).
 */
export type StorageKey =
  'userId' | 'userToken' | 'onboardingComplete' | 'welcomeShown' | 'guidanceBannerDismissed' | 'gettingStartedComplete' | 'studyTimer';

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
  remove(...keys: StorageKey[]) {
    try {
      for (const k of keys) localStorage.removeItem(k);
    } catch {
      // ignore
    }
  },
};
