// The settings' constants and defaults (spec 002 section 9), without zod: the web app's first load reads them (the
// appearance applied on every page) and must not carry the validation library for them. settings.ts has the schemas.
import type { StoredSettings } from './settings.ts';

/** The four accent colours (spec 002 section 9); blue is the product's own. */
export const THEMES = ['blue', 'green', 'purple', 'orange'] as const;
export type Theme = (typeof THEMES)[number];

/** Font sizes: small 14px, medium 16px, large 18px (spec 002 section 9), the page's root size (Tailwind sizes are rem). */
export const FONT_SIZES = ['small', 'medium', 'large'] as const;
export type FontSize = (typeof FONT_SIZES)[number];
export const FONT_SIZE_PX: Record<FontSize, number> = { small: 14, medium: 16, large: 18 };

export const PROFILE_VISIBILITIES = ['private', 'public'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** The volume slider: 0 to 100 in steps of 5 (spec 002 section 5). */
export const VOLUME = { min: 0, max: 100, step: 5 } as const;

/**
 * The defaults (spec 002 section 9): dark mode follows the device until chosen (off on a light one), theme blue,
 * medium font, volume 75, sound effects on, voice responses off; notifications all on except weeklyProgress; data
 * collection on, analytics sharing off, profile private. The learning preferences are not specified: all on.
 */
export const DEFAULT_SETTINGS: StoredSettings = {
  notifications: {
    dailyReminders: true,
    achievementAlerts: true,
    weeklyProgress: false,
    emailNotifications: true,
    connectionAlerts: true,
    newFeatureAnnouncements: true,
    progressMilestones: true,
    studySessionReminders: true,
  },
  audio: { soundEffects: true, voiceResponses: false, volume: 75 },
  appearance: { darkMode: null, theme: 'blue', fontSize: 'medium' },
  privacy: { dataCollection: true, analyticsSharing: false, profileVisibility: 'private' },
  learning: { sessionReminders: true, difficultyAdaptation: true, personalizedContent: true, studyGoalReminders: true },
};
