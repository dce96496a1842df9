import { pgTable, text } from 'drizzle-orm/pg-core';
import { SPEECH_VOICES } from '@brightpath/shared/speech';
import { updatedAt } from '@/db/columns.ts';
import { ownerId } from '../auth/auth.tables.ts';

/** The voice a learner chose for the tutor in voice mode (spec 001 section 2: a voice picker of six), kept on the account. */
export const speechPreferences = pgTable('speech_preferences', {
  userId: ownerId().primaryKey(),
  voice: text('voice', { enum: SPEECH_VOICES }).notNull(),
  updatedAt: updatedAt(),
});
