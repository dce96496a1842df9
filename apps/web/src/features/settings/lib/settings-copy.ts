import type { FontSize, StoredSettings, Theme } from '@brightpath/shared/settings';

/** A toggle of the settings page: its field, the words beside it, and what it does (or that it waits for a feature). */
export type ToggleCopy<S extends keyof StoredSettings> = { field: keyof StoredSettings[S] & string; label: string; description: string };

export const NOTIFICATION_TOGGLES: ToggleCopy<'notifications'>[] = [
  { field: 'achievementAlerts', label: 'Achievement Alerts', description: 'Celebrate each achievement as you unlock it.' },
  { field: 'dailyReminders', label: 'Daily Reminders', description: 'A reminder to study each day.' },
  { field: 'weeklyProgress', label: 'Weekly Progress Report', description: "A summary of the week's learning." },
  { field: 'emailNotifications', label: 'Email Notifications', description: 'News about your learning by e-mail.' },
  { field: 'connectionAlerts', label: 'Connection Alerts', description: 'When new links between concepts are found.' },
  { field: 'newFeatureAnnouncements', label: 'New Feature Announcements', description: "What's new in Brightpath." },
  { field: 'progressMilestones', label: 'Progress Milestones', description: 'When you reach a milestone in a subject.' },
  { field: 'studySessionReminders', label: 'Study Session Reminders', description: 'A reminder before a planned study session.' },
];

export const LEARNING_TOGGLES: ToggleCopy<'learning'>[] = [
  { field: 'difficultyAdaptation', label: 'Difficulty Adaptation', description: 'Questions that follow how you are doing.' },
  { field: 'personalizedContent', label: 'Personalized Content', description: 'Examples drawn from your interests.' },
  { field: 'sessionReminders', label: 'Session Reminders', description: 'A nudge to finish a session you started.' },
  { field: 'studyGoalReminders', label: 'Study Goal Reminders', description: 'Reminders about the goals you set.' },
];

export const PRIVACY_TOGGLES: ToggleCopy<'privacy'>[] = [
  { field: 'dataCollection', label: 'Learning Data Collection', description: 'Use your activity to shape your recommendations.' },
  { field: 'analyticsSharing', label: 'Share Anonymous Analytics', description: 'Help improve Brightpath with anonymous usage figures.' },
];

export const THEME_NAMES: Record<Theme, string> = { blue: 'Blue', green: 'Green', purple: 'Purple', orange: 'Orange' };
export const FONT_SIZE_NAMES: Record<FontSize, string> = { small: 'Small', medium: 'Medium', large: 'Large' };

/** Each theme's button colour (its 600 in index.css), for its swatch whatever the page's own theme is. */
export const THEME_SWATCHES: Record<Theme, string> = { blue: '#4f46e5', green: '#15803d', purple: '#9333ea', orange: '#c2410c' };
