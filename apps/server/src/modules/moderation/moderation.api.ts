// What the moderation module offers the other modules: recording a turn the safety step acted on, in the
// caller's transaction. The moderation_events table is this module's alone.
import type { AgeGroup } from '@brightpath/shared/age';
import type { ModerationAction, ModerationSeverity } from '@brightpath/shared/moderation';
import type { Db } from '../../db/client.ts';
import { redactPersonalData } from '../../tutor/guards/safety.ts';
import { moderationEvents } from './moderation.tables.ts';
import type { OwnerId } from '../../lib/ownership.ts';

/** What the safety step did, whatever the source. */
type ModerationCommon = {
  userId: OwnerId;
  direction: 'input' | 'output';
  category: string;
  severity: ModerationSeverity;
  action: ModerationAction;
  ageGroup: AgeGroup;
  provider: string;
};

/** A tutor chat turn: the learner's text stays in `messages`. */
export type ChatModerationRecord = ModerationCommon & { source?: 'chat'; conversationId: number; messageId: number };

/**
 * A turn with no stored message: a question to the floating assistant, or a structured lesson's topic refused
 * before anything was stored. `text` is the learner's text; its start (personal data redacted) is kept for review.
 */
export type TextModerationRecord = ModerationCommon & { source: 'assistant' | 'lesson'; text: string };

export type ModerationRecord = ChatModerationRecord | TextModerationRecord;

/** How much of the learner's text an operator's review shows (the same as the list's excerpt). */
export const EXCERPT_MAX = 200;

/** The start of a learner's text as it is kept for review: personal data redacted, at most EXCERPT_MAX characters. */
export function reviewExcerpt(text: string): string {
  const clean = redactPersonalData(text.replace(/\s+/g, ' ').trim());
  return clean.length <= EXCERPT_MAX ? clean : `${clean.slice(0, EXCERPT_MAX - 1)}…`;
}

/**
 * Called inside the caller's transaction when there is one (a chat turn: the event and the reply are stored
 * together or not at all); with the database itself for a turn that stores nothing else.
 */
export async function recordModerationEvent(t: Db, event: ModerationRecord): Promise<void> {
  if (event.source === 'assistant' || event.source === 'lesson') {
    const { text, ...rest } = event;
    await t.insert(moderationEvents).values({ ...rest, excerpt: reviewExcerpt(text), conversationId: null, messageId: null });
    return;
  }
  await t.insert(moderationEvents).values({ ...event, source: 'chat' });
}
