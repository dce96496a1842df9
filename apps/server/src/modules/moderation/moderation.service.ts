// The record of moderated turns: written by the chat in the transaction that stores the reply, read by
// administrators. Other modules use these two functions; the table belongs to this module.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ModerationAction,
  ModerationEventsPage,
  ModerationEventsQuerySchema,
  ModerationSeverity,
} from '@brightpath/shared/moderation';
import type { AgeGroup } from '@brightpath/shared/age';
import type { Db } from '../../db/client.ts';
import { messages, moderationEvents, users } from '../../db/schema/index.ts';

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

const EXCERPT_MAX = 200;

/** Called inside the caller's transaction, so the event and the turn are stored together or not at all. */
export async function recordModerationEvent(t: Db, event: ModerationRecord): Promise<void> {
  await t.insert(moderationEvents).values(event);
}

type Query = z.output<typeof ModerationEventsQuerySchema>;

/** Newest first, a page at a time (keyset on the id, so a page costs the same however long the record is). */
export async function listModerationEvents(db: Db, q: Query): Promise<ModerationEventsPage> {
  const rows = await db
    .select({
      event: moderationEvents,
      username: users.username,
      content: messages.content,
    })
    .from(moderationEvents)
    .innerJoin(users, eq(users.id, moderationEvents.userId))
    .leftJoin(messages, eq(messages.id, moderationEvents.messageId))
    .where(
      and(
        q.before ? lt(moderationEvents.id, q.before) : undefined,
        q.userId ? eq(moderationEvents.userId, q.userId) : undefined,
        q.severity ? eq(moderationEvents.severity, q.severity) : undefined,
      ),
    )
    .orderBy(desc(moderationEvents.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  return {
    events: page.map(({ event: e, username, content }) => ({
      id: e.id,
      userId: e.userId,
      username,
      conversationId: e.conversationId,
      messageId: e.messageId,
      excerpt: content === null ? null : content.length <= EXCERPT_MAX ? content : `${content.slice(0, EXCERPT_MAX - 1)}…`,
      direction: e.direction,
      category: e.category,
      severity: e.severity,
      action: e.action,
      ageGroup: e.ageGroup,
      provider: e.provider,
      createdAt: e.createdAt.toISOString(),
    })),
    nextBefore: rows.length > q.limit ? page.at(-1)!.event.id : null,
  };
}
