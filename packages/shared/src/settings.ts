// The learner's settings (spec 002 sections 2, 3, 4 and 9): what each section holds, its defaults, the update a
// toggle or 'Save All Settings' sends, and the appearance the whole app applies. Kept on the account (DESIGN.md
// decision 1): GET /api/settings answers them with the plan's usage, PATCH /api/settings changes some of them.
import { z } from 'zod';
import { PlanIdSchema } from './auth.ts';
import { FONT_SIZES, PROFILE_VISIBILITIES, THEMES, VOLUME } from './settings-defaults.ts';

export * from './settings-defaults.ts';

export const SETTINGS_MESSAGES = {
  toggle: (field: string) => `${field} must be true or false`,
  darkMode: 'darkMode must be true, false or null (follow the device)',
  theme: `theme must be one of ${THEMES.join(', ')}`,
  fontSize: `fontSize must be one of ${FONT_SIZES.join(', ')}`,
  volume: `volume must be a whole number from ${VOLUME.min} to ${VOLUME.max} in steps of ${VOLUME.step}`,
  profileVisibility: `profileVisibility must be one of ${PROFILE_VISIBILITIES.join(', ')}`,
  section: (section: string) => `${section} must be an object of settings`,
  nothingToChange: 'Send at least one setting to change.',
} as const;

const toggle = (field: string) => z.boolean({ error: SETTINGS_MESSAGES.toggle(field) });
const toggles = <K extends string>(fields: readonly K[]) =>
  z.object(Object.fromEntries(fields.map((f) => [f, toggle(f)])) as Record<K, z.ZodBoolean>);

export const NOTIFICATION_FIELDS = [
  'dailyReminders',
  'achievementAlerts',
  'weeklyProgress',
  'emailNotifications',
  'connectionAlerts',
  'newFeatureAnnouncements',
  'progressMilestones',
  'studySessionReminders',
] as const;
export const LEARNING_FIELDS = ['sessionReminders', 'difficultyAdaptation', 'personalizedContent', 'studyGoalReminders'] as const;

export const NotificationSettingsSchema = toggles(NOTIFICATION_FIELDS);

export const AudioSettingsSchema = z.object({
  soundEffects: toggle('soundEffects'),
  voiceResponses: toggle('voiceResponses'),
  // One message for whichever check fails first (101 is both too large and off the steps).
  volume: z
    .number({ error: SETTINGS_MESSAGES.volume })
    .int({ error: SETTINGS_MESSAGES.volume, abort: true })
    .min(VOLUME.min, { error: SETTINGS_MESSAGES.volume, abort: true })
    .max(VOLUME.max, { error: SETTINGS_MESSAGES.volume, abort: true })
    .multipleOf(VOLUME.step, SETTINGS_MESSAGES.volume),
});

export const AppearanceSchema = z.object({
  /** null: follow the device's light or dark preference, until the learner chooses. */
  darkMode: z.boolean({ error: SETTINGS_MESSAGES.darkMode }).nullable(),
  theme: z.enum(THEMES, { error: SETTINGS_MESSAGES.theme }),
  fontSize: z.enum(FONT_SIZES, { error: SETTINGS_MESSAGES.fontSize }),
});
export type Appearance = z.infer<typeof AppearanceSchema>;

export const PrivacySettingsSchema = z.object({
  dataCollection: toggle('dataCollection'),
  analyticsSharing: toggle('analyticsSharing'),
  profileVisibility: z.enum(PROFILE_VISIBILITIES, { error: SETTINGS_MESSAGES.profileVisibility }),
});

export const LearningSettingsSchema = toggles(LEARNING_FIELDS);

/** What the account stores: the sections a learner sets. */
export const StoredSettingsSchema = z.object({
  notifications: NotificationSettingsSchema,
  audio: AudioSettingsSchema,
  appearance: AppearanceSchema,
  privacy: PrivacySettingsSchema,
  learning: LearningSettingsSchema,
});
export type StoredSettings = z.infer<typeof StoredSettingsSchema>;
export type SettingsSection = keyof StoredSettings;

/**
 * Subscription & Billing, as the settings show it: the account's plan, the tutoring sessions it started this month
 * (UTC, DESIGN.md decision 9) and the plan's monthly limit (-1: unlimited; DESIGN.md decision 6). Read, never set here.
 */
export const SubscriptionUsageSchema = z.object({
  plan: PlanIdSchema,
  sessionsUsed: z.number().int().min(0),
  sessionsLimit: z.number().int().min(-1),
});
export type SubscriptionUsage = z.infer<typeof SubscriptionUsageSchema>;

/** GET /api/settings and the answer to PATCH: the stored sections and the plan's usage. */
export const SettingsSchema = StoredSettingsSchema.extend({ subscription: SubscriptionUsageSchema });
export type Settings = z.infer<typeof SettingsSchema>;

/** A section of an update: any of its fields. */
const section = <T extends z.ZodRawShape>(name: string, schema: z.ZodObject<T>) =>
  z.object(schema.partial().shape, { error: SETTINGS_MESSAGES.section(name) }).optional();

/**
 * PATCH /api/settings: any of the stored settings, by section; what is left out stays as it is. Unknown fields are
 * dropped (the plan's usage is read, not set); an update that changes nothing is refused.
 */
export const SettingsUpdateSchema = z
  .object(
    {
      notifications: section('notifications', NotificationSettingsSchema),
      audio: section('audio', AudioSettingsSchema),
      appearance: section('appearance', AppearanceSchema),
      privacy: section('privacy', PrivacySettingsSchema),
      learning: section('learning', LearningSettingsSchema),
    },
    { error: 'The settings must be a JSON object' },
  )
  .refine((u) => Object.values(u).some((s) => s !== undefined && Object.keys(s).length > 0), { error: SETTINGS_MESSAGES.nothingToChange });
export type SettingsUpdate = z.input<typeof SettingsUpdateSchema>;

/** The settings as they are once `update` is applied (the page's optimistic state; the server's own columns agree). */
export function applySettingsUpdate<T extends StoredSettings>(settings: T, update: SettingsUpdate): T {
  const next = { ...settings };
  for (const key of Object.keys(StoredSettingsSchema.shape) as SettingsSection[]) {
    const changes = update[key];
    if (changes) (next as StoredSettings)[key] = { ...settings[key], ...stripUndefined(changes) } as never;
  }
  return next;
}

const stripUndefined = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** POST /api/settings/testing-reset (administrators only): what was reset, for the toast. */
export const TestingResetSchema = z.object({ message: z.string() });
export type TestingReset = z.infer<typeof TestingResetSchema>;
