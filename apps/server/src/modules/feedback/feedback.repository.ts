// Feedback (spec 002): written by anyone, the sender's account kept when there is one; read across senders by
// administrators only (lib/ownership.ts adminOnly, each read in the audit log); marked handled in one transaction with
// its audit record.
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import {
  FEEDBACK_MESSAGES,
  type FeedbackHandled,
  type FeedbackItem,
  type FeedbackPage,
  type FeedbackListQuerySchema,
  type FeedbackValues,
} from '@brightpath/shared/feedback';
import type { z } from 'zod';
import { inTransaction, type Db } from '@/db/client.ts';
import { adminOnly, ownedBy, type AdminActor, type AdminScope, type OwnerId } from '@/lib/ownership.ts';
import { conflict, notFound } from '@/plugins/errors.ts';
import { adminAudit } from '../admin/admin.api.ts';
import { usernameOf } from '../auth/auth.api.ts';
import { feedback } from './feedback.tables.ts';

type Row = typeof feedback.$inferSelect;
type ListQuery = z.output<typeof FeedbackListQuerySchema>;

const columns = (values: FeedbackValues) => ({
  category: values.category,
  rating: Number(values.rating),
  title: values.title,
  description: values.description,
  userEmail: values.userEmail || null,
  reproductionSteps: values.category === 'bug' ? values.reproductionSteps || null : null,
  expectedBehavior: values.category === 'bug' ? values.expectedBehavior || null : null,
  actualBehavior: values.category === 'bug' ? values.actualBehavior || null : null,
});

const receipt = (row: Pick<Row, 'id' | 'createdAt'>) => ({ id: row.id, createdAt: row.createdAt.toISOString() });

export function feedbackRepository(db: Db) {
  return {
    /** Feedback sent by a signed-in account (a guest's counts). */
    forUser: ownedBy((userId: OwnerId) => ({
      submit: async (values: FeedbackValues) => {
        const [row] = await db
          .insert(feedback)
          .values({ userId, ...columns(values) })
          .returning({ id: feedback.id, createdAt: feedback.createdAt });
        return receipt(row!);
      },
    })),
    // Each read is recorded in the audit log (who read which page, with which filter) before it runs.
    forAdmin: adminOnly('feedback', adminAudit(db), (scope) => ({
      /** Newest first, a page at a time; `handled` 'true' or 'false' filters. */
      list: (q: ListQuery) => listFeedback(db, scope, q),
    })),
  };
}

/** Feedback from a visitor without an account. */
export async function submitVisitorFeedback(db: Db, values: FeedbackValues) {
  const [row] = await db.insert(feedback).values(columns(values)).returning({ id: feedback.id, createdAt: feedback.createdAt });
  return receipt(row!);
}

function toItem(row: Row, username: string | null): FeedbackItem {
  return {
    id: row.id,
    category: row.category,
    rating: row.rating,
    title: row.title,
    description: row.description,
    userEmail: row.userEmail,
    reproductionSteps: row.reproductionSteps,
    expectedBehavior: row.expectedBehavior,
    actualBehavior: row.actualBehavior,
    userId: row.userId,
    username,
    createdAt: row.createdAt.toISOString(),
    handled: row.handledAt !== null,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledByUsername,
    handledNote: row.handledNote,
  };
}

async function listFeedback(db: Db, scope: AdminScope, q: ListQuery): Promise<FeedbackPage> {
  const where: SQL | undefined =
    q.handled === undefined ? undefined : q.handled === 'true' ? isNotNull(feedback.handledAt) : isNull(feedback.handledAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: feedback, username: usernameOf(scope.anyOwner(feedback.userId)) })
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { items: rows.map((r) => toItem(r.row, r.username)), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/**
 * Marks one piece of feedback handled, with the operator's note, and writes the audit record (who, which, before and
 * after) in the same transaction: both or neither. 404 for no such feedback, 409 when it was handled already.
 */
export async function markFeedbackHandled(db: Db, actor: AdminActor, id: number, note: string | undefined): Promise<FeedbackHandled> {
  const actorUsername = actor.username ?? `account ${actor.id}`;
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    if (!before) throw notFound(FEEDBACK_MESSAGES.notFound);
    if (before.handledAt) throw conflict('This feedback was already marked handled.', 'ALREADY_HANDLED');
    const [after] = await tx
      .update(feedback)
      .set({ handledAt: new Date(), handledBy: actor.id, handledByUsername: actorUsername, handledNote: note || null })
      .where(and(eq(feedback.id, id), isNull(feedback.handledAt)))
      .returning();
    await adminAudit(tx)({
      actorId: actor.id,
      actorUsername,
      action: 'feedback.handled',
      targetUserId: before.userId,
      detail: {
        feedbackId: id,
        note: note ?? null,
        before: { handled: false },
        after: { handled: true, handledAt: after!.handledAt!.toISOString() },
      },
    });
    const { id: _, handled, handledAt, handledBy, handledNote } = toItem(after!, null);
    return { id, handled, handledAt, handledBy, handledNote };
  });
}
