import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Appearance } from '@brightpath/shared/settings';
import page from '../../index.html?raw';
import { applyAppearance, cachedAppearance, keepAppearance } from './appearance';

// The script index.html runs before the first paint, as the page carries it.
const inline = [...page.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);

const root = document.documentElement;
const state = () => ({ dark: root.classList.contains('dark'), theme: root.dataset.theme, fontSize: root.dataset.fontSize });

function deviceDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && dark,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function reset() {
  root.className = '';
  delete root.dataset.theme;
  delete root.dataset.fontSize;
  root.removeAttribute('data-appearance-changing');
}

beforeEach(reset);
afterEach(reset);

describe('the appearance before the first paint (index.html)', () => {
  it('is one small inline script', () => {
    expect(inline).toHaveLength(1);
    expect(inline[0]!.length).toBeLessThan(1000);
  });

  const cases: [string, Appearance | null, boolean][] = [
    ['nothing kept, a light device', null, false],
    ['nothing kept, a dark device', null, true],
    ['dark chosen on a light device', { darkMode: true, theme: 'green', fontSize: 'large' }, false],
    ['light chosen on a dark device', { darkMode: false, theme: 'orange', fontSize: 'small' }, true],
    ['following a dark device, purple', { darkMode: null, theme: 'purple', fontSize: 'medium' }, true],
    ['the defaults', DEFAULT_SETTINGS.appearance, false],
  ];

  it.each(cases)('sets what the app sets: %s', (_name, kept, dark) => {
    deviceDark(dark);
    if (kept) localStorage.setItem('appearance', JSON.stringify(kept));
    new Function(inline[0]!)();
    const early = state();
    reset();
    applyAppearance(cachedAppearance());
    expect(early).toEqual(state());
  });

  it('survives what it cannot read: the defaults, and no error', () => {
    deviceDark(false);
    localStorage.setItem('appearance', '{not json');
    expect(() => new Function(inline[0]!)()).not.toThrow();
    expect(state()).toEqual({ dark: false, theme: undefined, fontSize: undefined });
    localStorage.setItem('appearance', JSON.stringify({ theme: '"><img src=x>', fontSize: 99, darkMode: 'yes' }));
    new Function(inline[0]!)();
    expect(state()).toEqual({ dark: false, theme: undefined, fontSize: undefined });
    expect(cachedAppearance()).toEqual(DEFAULT_SETTINGS.appearance);
  });
});

describe('applyAppearance and keepAppearance', () => {
  it('sets dark mode, the theme and the font size on <html>, and keeps them for the next load', () => {
    deviceDark(false);
    keepAppearance({ darkMode: true, theme: 'purple', fontSize: 'large' });
    expect(state()).toEqual({ dark: true, theme: 'purple', fontSize: 'large' });
    expect(cachedAppearance()).toEqual({ darkMode: true, theme: 'purple', fontSize: 'large' });
    keepAppearance(DEFAULT_SETTINGS.appearance);
    expect(state()).toEqual({ dark: false, theme: undefined, fontSize: undefined });
  });

  it('turns transitions off while the colours change, and back on after the next paint', () => {
    deviceDark(false);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    applyAppearance({ darkMode: true, theme: 'blue', fontSize: 'medium' });
    expect(root.hasAttribute('data-appearance-changing')).toBe(true);
    frames.shift()!(0);
    frames.shift()!(0);
    expect(root.hasAttribute('data-appearance-changing')).toBe(false);
  });
});
