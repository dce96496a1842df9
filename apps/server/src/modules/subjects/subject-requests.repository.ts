// Learners' subject requests as administrators read and handle them (docs/decisions/040): a view across learners,
// bound to an administrator (lib/ownership.ts). Reads go through `adminOnly`, recorded in the audit log; handling one
// through `adminActions`, recorded with its note, before and after, in its own transaction.
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminSubjectRequest,
  AdminSubjectRequestsPage,
  AdminSubjectRequestsQuerySchema,
  HandleSubjectRequestSchema,
} from '@brightpath/shared/subjects';
import { inTransaction, type Db } from '@/db/client.ts';
import { adminActions, adminOnly } from '@/lib/ownership.ts';
import { adminAudit, adminChanges } from '../admin/admin.api.ts';
import { usernameOf } from '../auth/auth.api.ts';
import { subjectRequests } from './subjects.tables.ts';

type Query = z.output<typeof AdminSubjectRequestsQuerySchema>;
type Handle = z.output<typeof HandleSubjectRequestSchema>;
type Row = typeof subjectRequests.$inferSelect;

function toAdminRequest(row: Row, username: string | null): AdminSubjectRequest {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: 'Custom',
    userId: row.userId,
    requested: row.requested,
    requestedAt: row.createdAt.toISOString(),
    status: row.status,
    username,
    note: row.note,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
  };
}

export function subjectRequestsRepository(db: Db) {
  return {
    forAdmin: adminOnly('subject-requests', adminAudit(db), (scope) => ({
      /** Newest first, a page at a time (keyset on the id), with how many still wait. */
      list: async (q: Query): Promise<AdminSubjectRequestsPage> => {
        const rows = await db
          .select({ request: subjectRequests, username: usernameOf(scope.anyOwner(subjectRequests.userId)) })
          .from(subjectRequests)
          .where(and(q.status ? eq(subjectRequests.status, q.status) : undefined, q.before ? lt(subjectRequests.id, q.before) : undefined))
          .orderBy(desc(subjectRequests.id))
          .limit(q.limit + 1);
        const [waiting] = await db.select({ n: count() }).from(subjectRequests).where(eq(subjectRequests.status, 'pending'));
        const page = rows.slice(0, q.limit);
        return {
          requests: page.map(({ request, username }) => toAdminRequest(request, username)),
          nextBefore: rows.length > q.limit ? page.at(-1)!.request.id : null,
          pending: waiting?.n ?? 0,
        };
      },
    })),
    handledBy: adminActions('subject-requests', adminChanges, (scope) => ({
      /**
       * Approves or declines a waiting request with a note (undefined: no such request; 'handled': it was handled
       * already, and is left as it was).
       */
      handle: (id: number, input: Handle, by: string) =>
        inTransaction(db, async (t) => {
          const [found] = await t.select().from(subjectRequests).where(eq(subjectRequests.id, id)).for('update');
          if (!found) return undefined;
          if (found.status !== 'pending') return 'handled' as const;
          const [saved] = await t
            .update(subjectRequests)
            .set({ status: input.status, note: input.note, handledAt: new Date(), handledBy: by })
            .where(eq(subjectRequests.id, id))
            .returning();
          await scope.record(t, 'handle', {
            targetUserId: found.userId,
            reason: input.note,
            before: { requestId: id, name: found.name, status: found.status },
            after: { requestId: id, name: found.name, status: input.status },
          });
          return toAdminRequest(saved!, null);
        }),
    })),
  };
}
