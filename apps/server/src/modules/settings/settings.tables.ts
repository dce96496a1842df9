import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { FONT_SIZES, PROFILE_VISIBILITIES, THEMES } from '@brightpath/shared/settings';
import { createdAt, updatedAt } from '@/db/columns.ts';
import { ownerId } from '../auth/auth.tables.ts';

const on = (name: string) => boolean(name).notNull();

/**
 * The learner's settings (spec 002 section 3), one row per account, written the first time they change one: until
 * then the defaults of packages/shared settings.ts apply (every insert writes all of them). The columns are the fields
 * of the settings object's sections, whose names do not repeat across sections. The plan's usage is not stored here.
 */
export const learnerSettings = pgTable(
  'learner_settings',
  {
    userId: ownerId().primaryKey(),
    // notifications
    dailyReminders: on('daily_reminders'),
    achievementAlerts: on('achievement_alerts'),
    weeklyProgress: on('weekly_progress'),
    emailNotifications: on('email_notifications'),
    connectionAlerts: on('connection_alerts'),
    newFeatureAnnouncements: on('new_feature_announcements'),
    progressMilestones: on('progress_milestones'),
    studySessionReminders: on('study_session_reminders'),
    // audio
    soundEffects: on('sound_effects'),
    voiceResponses: on('voice_responses'),
    volume: integer('volume').notNull(),
    // appearance: dark mode null follows the device
    darkMode: boolean('dark_mode'),
    theme: text('theme', { enum: THEMES }).notNull(),
    fontSize: text('font_size', { enum: FONT_SIZES }).notNull(),
    // privacy
    dataCollection: on('data_collection'),
    analyticsSharing: on('analytics_sharing'),
    profileVisibility: text('profile_visibility', { enum: PROFILE_VISIBILITIES }).notNull(),
    // learning
    sessionReminders: on('session_reminders'),
    difficultyAdaptation: on('difficulty_adaptation'),
    personalizedContent: on('personalized_content'),
    studyGoalReminders: on('study_goal_reminders'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('learner_settings_volume_check', sql`${t.volume} between 0 and 100 and ${t.volume} % 5 = 0`),
    check('learner_settings_theme_check', sql`${t.theme} in ('blue', 'green', 'purple', 'orange')`),
    check('learner_settings_font_size_check', sql`${t.fontSize} in ('small', 'medium', 'large')`),
    check('learner_settings_profile_visibility_check', sql`${t.profileVisibility} in ('private', 'public')`),
  ],
);
