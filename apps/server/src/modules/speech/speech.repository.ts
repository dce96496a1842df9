import { eq } from 'drizzle-orm';
import type { SpeechVoice } from '@brightpath/shared/speech';
import type { Db } from '@/db/client.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import { speechPreferences } from './speech.tables.ts';

/** A learner's voice choice: `speechRepository(db).forUser(id)`. */
export function speechRepository(db: Db) {
  return {
    forUser: ownedBy((userId: OwnerId) => ({
      async voice(): Promise<SpeechVoice | undefined> {
        const [row] = await db
          .select({ voice: speechPreferences.voice })
          .from(speechPreferences)
          .where(eq(speechPreferences.userId, userId));
        return row?.voice;
      },
      async setVoice(voice: SpeechVoice): Promise<void> {
        await db
          .insert(speechPreferences)
          .values({ userId, voice })
          .onConflictDoUpdate({ target: speechPreferences.userId, set: { voice, updatedAt: new Date() } });
      },
    })),
  };
}
