import { createPath, type To } from 'react-router';

/**
 * Loading the next screen before it is asked for, so a route change waits on nothing but its animation:
 * a link preloads its route's code and data when the pointer rests on it, when it takes the focus or is
 * touched, and every link on the page preloads its route once the browser is idle.
 *
 * The app registers what a path needs (app/route-preloads.ts); components only call preloadLink().
 */
export type RoutePreloader = (pathname: string, intent: 'link' | 'idle') => void;

let preloader: RoutePreloader | undefined;
/** Paths waiting for the next idle moment. */
const waiting = new Set<string>();
let scheduled = false;
/** Idle preloads wait while held: the first screen's own code and data go first (holdIdlePreloads). */
let held = false;

/** Installs (or removes) the app's preloader; whatever waited for the previous one is dropped. */
export function setRoutePreloader(next: RoutePreloader | undefined) {
  preloader = next;
  waiting.clear();
  scheduled = false;
  held = false;
}

/**
 * Holds the idle preloads until releaseIdlePreloads(): at start-up the browser is idle while the first screen
 * waits for its data, and what the links lead to must not be fetched before what the learner asked for.
 */
export function holdIdlePreloads() {
  held = true;
}

/** The first screen has its content: the links' preloads may go. */
export function releaseIdlePreloads() {
  if (!held) return;
  held = false;
  schedule();
}

/** The browser asks to save data (Data Saver, the Save-Data hint): nothing is fetched ahead of need. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** A same-origin path of a link target, or null for another site. */
function pathOf(to: To): string | null {
  const url = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

function preload(to: To, intent: 'link' | 'idle') {
  if (!preloader || savesData()) return;
  const path = pathOf(to);
  if (path === null || path === window.location.pathname) return;
  preloader(path, intent);
}

/** The learner shows interest in a link (pointer over it, focus, touch). */
export const preloadLink = (to: To) => preload(to, 'link');

function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else window.setTimeout(run, 200);
}

/** A link on the page: its route is preloaded once the browser is idle (one batch for all the page's links). */
export function preloadWhenIdle(to: To) {
  if (!preloader || savesData()) return;
  const path = pathOf(to);
  if (path === null) return;
  waiting.add(path);
  schedule();
}

function schedule() {
  if (scheduled || held || waiting.size === 0) return;
  scheduled = true;
  whenIdle(() => {
    scheduled = false;
    const paths = [...waiting];
    waiting.clear();
    for (const p of paths) preload(p, 'idle');
  });
}
