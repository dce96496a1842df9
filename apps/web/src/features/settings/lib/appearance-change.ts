import type { Appearance, SettingsUpdate } from '@brightpath/shared/settings';
import { FONT_SIZE_NAMES, THEME_NAMES } from './settings-copy';

/** The words of the 'Appearance Updated' toast: what just changed. */
export function describeAppearanceChange(change: NonNullable<SettingsUpdate['appearance']>, before: Appearance): string {
  if (change.darkMode !== undefined && change.darkMode !== before.darkMode) {
    if (change.darkMode === null) return 'Brightpath now follows your device’s light or dark setting.';
    return change.darkMode ? 'Dark mode is on.' : 'Dark mode is off.';
  }
  if (change.theme && change.theme !== before.theme) return `The ${THEME_NAMES[change.theme]} theme is on.`;
  if (change.fontSize && change.fontSize !== before.fontSize) return `The text is now ${FONT_SIZE_NAMES[change.fontSize].toLowerCase()}.`;
  return 'Your appearance settings are saved.';
}
