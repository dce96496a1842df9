// What the moderation module offers the other modules: recording a turn the safety step acted on, in the
// caller's transaction. The moderation_events table is this module's alone.
import type { AgeGroup } from '@brightpath/shared/age';
import type { ModerationAction, ModerationSeverity } from '@brightpath/shared/moderation';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { moderateInput, redactPersonalData, type HelplineCountry, type ModerationResult } from '@/tutor/safety/safety.ts';
import { moderationEvents } from './moderation.tables.ts';
import type { OwnerId } from '@/lib/ownership.ts';
import { learnerTables } from '@/lib/learner-data.ts';

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
 * A turn with no stored message: a question to the floating assistant or about the learner's own learning, or a
 * structured lesson's topic refused before anything was stored. `text` is the learner's text; its start (personal data redacted) is kept for review.
 */
export type TextModerationRecord = ModerationCommon & { source: 'assistant' | 'lesson' | 'history'; text: string };

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
  if ('text' in event) {
    const { text, ...rest } = event;
    await t.insert(moderationEvents).values({ ...rest, excerpt: reviewExcerpt(text), conversationId: null, messageId: null });
    return;
  }
  await t.insert(moderationEvents).values({ ...event, source: 'chat' });
}

/** A learner's text that no stored message holds (a lesson's topic, a question to the assistant), to screen first. */
export type LearnerText = {
  userId: OwnerId;
  text: string;
  source: TextModerationRecord['source'];
  ageGroup: AgeGroup;
  /** Where the helplines of a supportive reply are (HELPLINE_COUNTRY). */
  country: HelplineCountry;
  provider: string;
  /**
   * A better age group for a flagged text, when the account has no age of its own (the assistant reads it from the
   * profile or the assessment): the text is screened again with it, so the reply is worded for the learner.
   */
  refine?: () => Promise<AgeGroup>;
};

/**
 * The safety pre-screen of a learner's text outside the chat, one path for every feature: our own classifier (rules
 * and model) at the learner's age with the operator's helplines, and, when it acts, the event kept for the operators'
 * review. Answers the verdict and the age group it was read at.
 */
export async function screenLearnerText(t: Db, input: LearnerText): Promise<{ screened: ModerationResult; ageGroup: AgeGroup }> {
  let ageGroup = input.ageGroup;
  let screened = moderateInput(input.text, { ageGroup, country: input.country });
  if (screened.flagged && input.refine) {
    ageGroup = await input.refine();
    screened = moderateInput(input.text, { ageGroup, country: input.country });
  }
  if (screened.flagged)
    await recordModerationEvent(t, {
      source: input.source,
      userId: input.userId,
      text: input.text,
      direction: 'input',
      category: screened.category ?? 'dangerous',
      severity: screened.severity,
      action: screened.action === 'none' ? 'refuse' : screened.action,
      ageGroup,
      provider: input.provider,
    });
  return { screened, ageGroup };
}

/** How many of a learner's safety events the family owner's view lists, newest first. */
export const SAFETY_EVENTS_SHOWN = 50;

/**
 * The safety events recorded for a learner, newest first: of which category and when, never what was said nor the
 * conversation (the Family plan owner's view of a member under 13, DESIGN.md decision 10).
 */
export async function safetyEventsOf(db: Db, userId: OwnerId, limit = SAFETY_EVENTS_SHOWN): Promise<{ category: string; at: string }[]> {
  const rows = await db
    .select({ category: moderationEvents.category, at: moderationEvents.createdAt })
    .from(moderationEvents)
    .where(eq(moderationEvents.userId, userId))
    .orderBy(desc(moderationEvents.createdAt), desc(moderationEvents.id))
    .limit(limit);
  return rows.map((r) => ({ category: r.category, at: r.at.toISOString() }));
}

/** The records of the learner's own turns the safety step acted on, for the export and the deletion of everything (docs/decisions/032). */
export const moderationLearnerData = learnerTables({
  table: moderationEvents,
  owner: moderationEvents.userId,
  order: [moderationEvents.id],
});
