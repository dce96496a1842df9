import { useSyncExternalStore } from 'react';
import type { Appearance } from '@brightpath/shared/settings';
import { DEFAULT_SETTINGS, FONT_SIZES, THEMES } from '@brightpath/shared/settings-defaults';
import { storage } from './storage';

/**
 * The learner's appearance on the page (spec 002 sections 2 and 4; docs/decisions/031): dark mode as the `dark` class
 * of <html> (following the device while `darkMode` is null), the accent theme as `data-theme` and the font size as
 * `data-font-size` (index.css reads all three). A copy is kept in this browser so that the script in index.html
 * applies it before the first paint: a dark page never flashes light. That script and `applyAppearance` must agree;
 * appearance.test.ts runs the script itself against this module.
 */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export const deviceIsDark = () => typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;

/** Whether the page is dark: the learner's choice, or the device's until they choose. */
export const isDark = (appearance: Appearance, deviceDark = deviceIsDark()) => appearance.darkMode ?? deviceDark;

/** The appearance this browser kept (the defaults when none, or when what it kept is not one). */
export function cachedAppearance(): Appearance {
  try {
    const raw: unknown = JSON.parse(storage.get('appearance') ?? 'null');
    if (raw && typeof raw === 'object') {
      const a = raw as Partial<Appearance>;
      return {
        darkMode: typeof a.darkMode === 'boolean' ? a.darkMode : null,
        theme: THEMES.includes(a.theme!) ? a.theme! : DEFAULT_SETTINGS.appearance.theme,
        fontSize: FONT_SIZES.includes(a.fontSize!) ? a.fontSize! : DEFAULT_SETTINGS.appearance.fontSize,
      };
    }
  } catch {
    // Not JSON: the defaults.
  }
  return DEFAULT_SETTINGS.appearance;
}

/** Sets the page's appearance at once, with no colour fading from the old to the new on the way. */
export function applyAppearance(appearance: Appearance, root: HTMLElement = document.documentElement, deviceDark = deviceIsDark()) {
  const dark = isDark(appearance, deviceDark);
  const theme = appearance.theme === 'blue' ? undefined : appearance.theme;
  const fontSize = appearance.fontSize === 'medium' ? undefined : appearance.fontSize;
  const unchanged = root.classList.contains('dark') === dark && root.dataset.theme === theme && root.dataset.fontSize === fontSize;
  if (unchanged) return;
  root.setAttribute('data-appearance-changing', '');
  root.classList.toggle('dark', dark);
  setData(root, 'theme', theme);
  setData(root, 'fontSize', fontSize);
  // Transitions come back once the new colours are painted.
  const done = () => root.removeAttribute('data-appearance-changing');
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => requestAnimationFrame(done));
  else done();
}

function setData(root: HTMLElement, key: 'theme' | 'fontSize', value: string | undefined) {
  if (value === undefined) delete root.dataset[key];
  else root.dataset[key] = value;
}

/** Applies the appearance and keeps it for the next load of this browser. */
export function keepAppearance(appearance: Appearance) {
  storage.set('appearance', JSON.stringify(appearance));
  applyAppearance(appearance);
}

/** Calls `onChange` when the device switches between light and dark; answers the unsubscribe. */
export function onDeviceSchemeChange(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the device prefers dark, kept up to date (what the page follows while the learner has not chosen). */
export function useDeviceDark(): boolean {
  return useSyncExternalStore(onDeviceSchemeChange, deviceIsDark, () => false);
}
