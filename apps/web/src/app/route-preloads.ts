import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../features/auth/api/get-me';
import { holdIdlePreloads, setRoutePreloader, type RoutePreloader } from '../lib/route-preload';
import { requireAccountCode, screenAt } from './screens';

// What each screen needs before it can show its content is in its record (screens.ts): its code and its queries.

/**
 * How old a preloaded answer may be and still spare a request: a link the learner points at reads data older
 * than 5 s again; an idle page refreshes what is older than a minute. A screen that opens on cached data still
 * reads it again in the background when its own query says so (the dashboard's and progress figures).
 */
const FRESH_MS = { link: 5_000, idle: 60_000 } as const;

export function routePreloader(qc: QueryClient): RoutePreloader {
  return (pathname, intent) => {
    const screen = screenAt(pathname);
    if (!screen?.code) return;
    const code = screen.access === 'account' ? [requireAccountCode, screen.code] : [screen.code];
    for (const load of code) void load().catch(() => {}); // a failed chunk is loaded again, and reported, on navigation
    const me = qc.getQueryData(meQueryOptions().queryKey);
    if (!me || !screen.data) return;
    screen.data(qc, FRESH_MS[intent], me);
  };
}

/** Called once at start-up; the links' idle preloads wait for the first screen's content (RootLayout releases them). */
export function installRoutePreloader(qc: QueryClient) {
  setRoutePreloader(routePreloader(qc));
  holdIdlePreloads();
}
