import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRoutePreloader } from '@/lib/route-preload';
import { renderWithProviders } from '@/test/render';
import { AppLink, AppNavLink } from './app-link';

function install() {
  const seen: [string, string][] = [];
  setRoutePreloader((path, intent) => seen.push([path, intent]));
  return seen;
}

afterEach(() => setRoutePreloader(undefined));

describe('AppLink and AppNavLink', () => {
  it("preload their route when pointed at, focused or touched, and still call the caller's handlers", async () => {
    // The idle preloading of the page's links is held back (it is tested below and in lib/route-preload.test.tsx):
    // left to the clock, it could land in the middle of this test on a busy machine.
    vi.stubGlobal('requestIdleCallback', () => 0);
    const seen = install();
    const onFocus = vi.fn();
    const { user } = renderWithProviders(
      <nav>
        <AppLink to="/progress" onFocus={onFocus}>
          Progress
        </AppLink>
        <AppNavLink to="/chat">AI Tutor</AppNavLink>
      </nav>,
      { path: '/dashboard' },
    );
    await user.hover(screen.getByRole('link', { name: 'Progress' }));
    expect(seen).toEqual([['/progress', 'link']]);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'AI Tutor' })).toHaveFocus();
    expect(onFocus).toHaveBeenCalledTimes(1);
    fireEvent.touchStart(screen.getByRole('link', { name: 'AI Tutor' }));
    expect(seen).toEqual([
      ['/progress', 'link'],
      ['/progress', 'link'],
      ['/chat', 'link'],
      ['/chat', 'link'],
    ]);
  });

  it('ask for their route to be preloaded once the browser is idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const seen = install();
    renderWithProviders(
      <>
        <AppLink to="/progress">Progress</AppLink>
        <AppLink to="/chat/2?mode=voice">Voice</AppLink>
      </>,
      { path: '/dashboard' },
    );
    expect(seen).toEqual([]);
    idle.forEach((run) => run());
    expect(seen).toEqual([
      ['/progress', 'idle'],
      ['/chat/2', 'idle'],
    ]);
  });
});
