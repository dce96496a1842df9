// What the moderation module offers the other modules: recording a turn the safety step acted on, in the
// caller's transaction. The moderation_events table is this module's alone.
import type { ModerationAction, ModerationSeverity } from '@brightpath/shared/moderation';
import type { AgeGroup } from '@brightpath/shared/age';
import type { Db } from '../../db/client.ts';
import { moderationEvents } from './moderation.schema.ts';

export type ModerationRecord = {
  userId: number;
  conversationId: number;
  messageId: number;
  direction: 'input' | 'output';
  category: string;
  severity: ModerationSeverity;
  action: ModerationAction;
  ageGroup: AgeGroup;
  provider: string;
};

/** Called inside the caller's transaction, so the event and the turn are stored together or not at all. */
export async function recordModerationEvent(t: Db, event: ModerationRecord): Promise<void> {
  await t.insert(moderationEvents).values(event);
}
