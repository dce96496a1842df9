import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdIdlePreloads, preloadLink, preloadWhenIdle, releaseIdlePreloads, setRoutePreloader } from './route-preload';

function install() {
  const seen: [string, string][] = [];
  setRoutePreloader((path, intent) => seen.push([path, intent]));
  return seen;
}

function saveData(on: boolean) {
  Object.defineProperty(navigator, 'connection', { value: { saveData: on }, configurable: true });
}

afterEach(() => {
  setRoutePreloader(undefined);
  Reflect.deleteProperty(navigator, 'connection');
  vi.useRealTimers();
});

describe('preloadLink', () => {
  it('hands the path of a link to the preloader, without its query or hash', () => {
    const seen = install();
    preloadLink('/progress?tab=timer#top');
    preloadLink({ pathname: '/chat/3', search: '?mode=voice' });
    expect(seen).toEqual([
      ['/progress', 'link'],
      ['/chat/3', 'link'],
    ]);
  });

  it('preloads nothing for the page already shown, another site, or a browser that saves data', () => {
    const seen = install();
    window.history.replaceState(null, '', '/dashboard');
    preloadLink('/dashboard');
    preloadLink('https://example.org/progress');
    saveData(true);
    preloadLink('/progress');
    expect(seen).toEqual([]);
    saveData(false);
    preloadLink('/progress');
    expect(seen).toEqual([['/progress', 'link']]);
  });

  it('does nothing before the app installs a preloader', () => {
    expect(() => preloadLink('/progress')).not.toThrow();
  });
});

describe('preloadWhenIdle', () => {
  it("waits for the browser to be idle, then preloads each of the page's routes once", () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const seen = install();
    window.history.replaceState(null, '', '/dashboard');
    preloadWhenIdle('/progress');
    preloadWhenIdle('/chat/1');
    preloadWhenIdle('/progress?tab=achievements');
    preloadWhenIdle('/dashboard');
    expect(seen).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(seen).toEqual([
      ['/progress', 'idle'],
      ['/chat/1', 'idle'],
    ]);
    // A link that appears later (data arrived) is preloaded at the next idle moment.
    preloadWhenIdle('/subject-selection');
    expect(idle).toHaveLength(2);
    idle[1]!();
    expect(seen.at(-1)).toEqual(['/subject-selection', 'idle']);
  });

  it('waits, while held, for the first screen to have its content: the idle moment while it loads is not used', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const seen = install();
    window.history.replaceState(null, '', '/dashboard');
    holdIdlePreloads();
    preloadWhenIdle('/progress');
    expect(idle).toHaveLength(0);
    releaseIdlePreloads();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(seen).toEqual([['/progress', 'idle']]);
    // Released once: later links go at the next idle moment, as before.
    releaseIdlePreloads();
    preloadWhenIdle('/chat/1');
    expect(idle).toHaveLength(2);
  });

  it('schedules nothing when the browser saves data', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    install();
    saveData(true);
    preloadWhenIdle('/progress');
    expect(idle).not.toHaveBeenCalled();
  });
});
