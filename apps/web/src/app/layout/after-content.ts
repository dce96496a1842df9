import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** However busy the page stays (a query refetching on a timer), the extras load after this long. */
const AT_THE_LATEST_MS = 4000;

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * True once the page has its content: no query is loading and the browser has a moment to spare. What is not
 * the screen's own content (the floating assistant and help chat, the account menu's dropdown) waits for it, so
 * its code is never among what the first screen waits for. Once true, it stays true.
 */
export function useAfterContent(): boolean {
  const fetching = useIsFetching();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), AT_THE_LATEST_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  useEffect(() => {
    if (ready || fetching > 0) return;
    const w = window as IdleWindow;
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(() => setReady(true), { timeout: 1000 });
      return () => w.cancelIdleCallback?.(id);
    }
    const id = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(id);
  }, [ready, fetching]);

  return ready;
}
