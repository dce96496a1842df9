// The record of moderated turns, read and reviewed by administrators only: a view across learners, so it is bound
// to an administrator rather than to a learner (lib/ownership.ts). The chat, the assistant and lessons write it
// (moderation.api.ts). Reads go through `adminOnly` (each recorded in the audit log before it runs); a review through
// `adminActions` (recorded with its note, before and after, in the review's own transaction).
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ModerationEvent,
  ModerationEventDetails,
  ModerationEventsPage,
  ModerationEventsQuerySchema,
  ModerationSummary,
  ReviewEventSchema,
  Turn,
} from '@brightpath/shared/moderation';
import { inTransaction, type Db } from '@/db/client.ts';
import { adminActions, adminOnly, type AdminScope } from '@/lib/ownership.ts';
import { adminAudit, adminChanges } from '../admin/admin.api.ts';
import { usernameOf } from '../auth/auth.api.ts';
import { messageContentOf, turnWithPreviousOf, type TurnMessage } from '../chat/chat.api.ts';
import { EXCERPT_MAX } from './moderation.api.ts';
import { moderationEvents } from './moderation.tables.ts';

type Query = z.output<typeof ModerationEventsQuerySchema>;
type Row = typeof moderationEvents.$inferSelect;

const DAY_MS = 24 * 3600 * 1000;

export function moderationRepository(db: Db) {
  return {
    // Each read is recorded in the audit log (who read which page of the record, with which filters) before it runs.
    forAdmin: adminOnly('moderation-events', adminAudit(db), (scope) => ({
      /** Newest first, a page at a time (keyset on the id, so a page costs the same however long the record is). */
      list: (q: Query) => listEvents(db, scope, q),
      /** One event with its turn and the turn before it. */
      details: (p: { id: number }) => eventDetails(db, scope, p.id),
      /** The count of events waiting for a review, and the categories the record holds. */
      summary: () => summary(db),
    })),
    reviewsBy: adminActions('moderation-events', adminChanges, (scope) => ({
      /** Marks the event reviewed or escalated with a note (undefined: no such event). */
      review: (id: number, input: z.output<typeof ReviewEventSchema>, reviewer: string) =>
        inTransaction(db, async (t) => {
          const [found] = await t.select().from(moderationEvents).where(eq(moderationEvents.id, id)).for('update');
          if (!found) return undefined;
          const at = new Date();
          const [saved] = await t
            .update(moderationEvents)
            .set({ reviewStatus: input.status, reviewNote: input.note, reviewedBy: reviewer, reviewedAt: at })
            .where(eq(moderationEvents.id, id))
            .returning();
          await scope.record(t, 'review', {
            targetUserId: found.userId,
            reason: input.note,
            before: { eventId: id, status: found.reviewStatus, note: found.reviewNote },
            after: { eventId: id, status: input.status, note: input.note },
          });
          return saved!;
        }),
    })),
  };
}

/** The start of a text as the list shows it. */
const cut = (content: string | null) =>
  content === null ? null : content.length <= EXCERPT_MAX ? content : `${content.slice(0, EXCERPT_MAX - 1)}…`;

function toEvent(e: Row, username: string | null, content: string | null): ModerationEvent {
  return {
    id: e.id,
    userId: e.userId,
    username,
    source: e.source,
    conversationId: e.conversationId,
    messageId: e.messageId,
    excerpt: cut(content),
    direction: e.direction,
    category: e.category,
    severity: e.severity,
    action: e.action,
    ageGroup: e.ageGroup,
    provider: e.provider,
    createdAt: e.createdAt.toISOString(),
    review: {
      status: e.reviewStatus,
      note: e.reviewNote,
      by: e.reviewedBy,
      at: e.reviewedAt ? e.reviewedAt.toISOString() : null,
    },
  };
}

/** The event's learner and, for a chat turn, its message: opened by the administrator's access decision. */
function eventColumns(scope: AdminScope) {
  const owner = scope.anyOwner(moderationEvents.userId);
  return {
    event: moderationEvents,
    username: usernameOf(owner),
    // A chat turn's text is its message; the assistant's and a lesson's were kept with the event.
    content: sql<string | null>`coalesce(${messageContentOf(moderationEvents.messageId, owner)}, ${moderationEvents.excerpt})`,
  };
}

async function listEvents(db: Db, scope: AdminScope, q: Query): Promise<ModerationEventsPage> {
  const rows = await db
    .select(eventColumns(scope))
    .from(moderationEvents)
    .where(
      and(
        q.before ? lt(moderationEvents.id, q.before) : undefined,
        q.userId ? eq(moderationEvents.userId, q.userId) : undefined,
        q.severity ? eq(moderationEvents.severity, q.severity) : undefined,
        q.source ? eq(moderationEvents.source, q.source) : undefined,
        q.category ? eq(moderationEvents.category, q.category) : undefined,
        q.ageGroup ? eq(moderationEvents.ageGroup, q.ageGroup) : undefined,
        q.review ? eq(moderationEvents.reviewStatus, q.review) : undefined,
        q.from ? gte(moderationEvents.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
        q.to ? lt(moderationEvents.createdAt, new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS)) : undefined,
      ),
    )
    .orderBy(desc(moderationEvents.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  return {
    events: page.map(({ event, username, content }) => toEvent(event, username, content)),
    nextBefore: rows.length > q.limit ? page.at(-1)!.event.id : null,
  };
}

/** The messages of a turn as the review shows them: the learner's (or none) and the first reply after it. */
function turnOf(messages: TurnMessage[]): Turn {
  const learner = messages.find((m) => m.role === 'user');
  const reply = messages.find((m) => m.role === 'assistant' && (!learner || m.id > learner.id));
  return { learner: learner?.content ?? null, reply: reply?.content ?? null };
}

async function eventDetails(db: Db, scope: AdminScope, id: number): Promise<ModerationEventDetails | undefined> {
  const owner = scope.anyOwner(moderationEvents.userId);
  const [row] = await db
    .select({ ...eventColumns(scope), around: turnWithPreviousOf(moderationEvents.messageId, owner) })
    .from(moderationEvents)
    .where(eq(moderationEvents.id, id));
  if (!row) return undefined;
  const { event, username, content, around } = row;
  const messageId = event.messageId;
  if (messageId === null || around.length === 0) {
    // The assistant's and lessons' events (and a chat turn whose message is gone): the text kept with the event.
    return { event: toEvent(event, username, content), turn: { learner: content, reply: null }, previous: null };
  }
  const before = around.filter((m) => m.id < messageId);
  return {
    event: toEvent(event, username, content),
    turn: turnOf(around.filter((m) => m.id >= messageId)),
    previous: before.length > 0 ? turnOf(before) : null,
  };
}

async function summary(db: Db): Promise<ModerationSummary> {
  const [waiting] = await db.select({ n: count() }).from(moderationEvents).where(eq(moderationEvents.reviewStatus, 'unreviewed'));
  const categories = await db
    .selectDistinct({ category: moderationEvents.category })
    .from(moderationEvents)
    .orderBy(moderationEvents.category);
  return { unreviewed: waiting?.n ?? 0, categories: categories.map((c) => c.category) };
}
