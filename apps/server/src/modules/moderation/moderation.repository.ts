// The record of moderated turns, read by administrators only: the one view across learners, so it is bound
// to an administrator rather than to a learner (lib/ownership.ts). The chat, the assistant and lessons write it
// (moderation.api.ts).
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ModerationEventsPage, ModerationEventsQuerySchema } from '@brightpath/shared/moderation';
import type { Db } from '@/db/client.ts';
import { adminOnly, type AdminScope } from '@/lib/ownership.ts';
import { adminAudit } from '../admin/admin.api.ts';
import { usernameOf } from '../auth/auth.api.ts';
import { messageContentOf } from '../chat/chat.api.ts';
import { EXCERPT_MAX } from './moderation.api.ts';
import { moderationEvents } from './moderation.tables.ts';

type Query = z.output<typeof ModerationEventsQuerySchema>;

export function moderationRepository(db: Db) {
  return {
    // Each read is recorded in the audit log (who read which page of the record, with which filters) before it runs.
    forAdmin: adminOnly('moderation-events', adminAudit(db), (scope) => ({
      /** Newest first, a page at a time (keyset on the id, so a page costs the same however long the record is). */
      list: (q: Query) => listEvents(db, scope, q),
    })),
  };
}

async function listEvents(db: Db, scope: AdminScope, q: Query): Promise<ModerationEventsPage> {
  // The one read across learners: each event's learner, opened by the administrator's access decision.
  const owner = scope.anyOwner(moderationEvents.userId);
  const rows = await db
    .select({
      event: moderationEvents,
      username: usernameOf(owner),
      // A chat turn's text is its message; the assistant's and a lesson's were kept with the event.
      content: sql<string | null>`coalesce(${messageContentOf(moderationEvents.messageId, owner)}, ${moderationEvents.excerpt})`,
    })
    .from(moderationEvents)
    .where(
      and(
        q.before ? lt(moderationEvents.id, q.before) : undefined,
        q.userId ? eq(moderationEvents.userId, q.userId) : undefined,
        q.severity ? eq(moderationEvents.severity, q.severity) : undefined,
        q.source ? eq(moderationEvents.source, q.source) : undefined,
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
      source: e.source,
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
