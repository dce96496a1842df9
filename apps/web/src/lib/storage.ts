/** The only things kept in localStorage (DESIGN.md decision 1): UI flags and the user id. */
export type StorageKey =
  'userId' | 'userToken' | 'onboardingComplete' | 'welcomeShown' | 'guidanceBannerDismissed' | 'gettingStartedComplete';

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
