import { useSyncExternalStore } from 'react';

/** lg: wide enough for a panel beside the content (the open assistant, the skill tree's details). */
export const WIDE_SCREEN = '(min-width: 64rem)';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether the screen is wide (lg and up). Without matchMedia (no layout at all), wide: the panel stays non-modal. */
export function useWideScreen() {
  return useSyncExternalStore(
    (onChange) => {
      if (!hasMatchMedia()) return () => undefined;
      const mq = window.matchMedia(WIDE_SCREEN);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => (hasMatchMedia() ? window.matchMedia(WIDE_SCREEN).matches : true),
  );
}
