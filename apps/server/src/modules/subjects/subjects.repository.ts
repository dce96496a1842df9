import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Subject, SubjectLevel, SubjectRequest, UserSubject } from '@brightpath/shared/subjects';
import { inTransaction, type Db } from '@/db/client.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import { unlockReached } from '../progress/progress.api.ts';
import { subjectRequests, subjects, userSubjects } from './subjects.tables.ts';

type SubjectRow = typeof subjects.$inferSelect;
type RequestRow = typeof subjectRequests.$inferSelect;

const toSubject = ({ createdAt: _, ...s }: SubjectRow): Subject => s;

function toRequest(row: RequestRow): SubjectRequest {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: 'Custom',
    userId: row.userId,
    requested: row.requested,
    requestedAt: row.createdAt.toISOString(),
    status: row.status,
  };
}

export type SelectionItem = { subjectId: number; level: SubjectLevel };

/**
 * A learner's subject selection and requests: `subjectsRepository(db).forUser(id)`, every query scoped by that
 * id (lib/ownership.ts). The catalogue itself is public and in memory (subjects.api.ts).
 */
export function subjectsRepository(db: Db) {
  async function selectionOf(tx: Db, userId: OwnerId): Promise<UserSubject[]> {
    const rows = await tx
      .select({ us: userSubjects, subject: subjects })
      .from(userSubjects)
      .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
      .where(eq(userSubjects.userId, userId))
      .orderBy(asc(userSubjects.subjectId));
    return rows.map(({ us, subject }) => ({ userId: us.userId, subjectId: us.subjectId, level: us.level, subject: toSubject(subject) }));
  }

  async function missingSubjects(tx: Db, ids: number[]): Promise<number[]> {
    const found = await tx.select({ id: subjects.id }).from(subjects).where(inArray(subjects.id, ids));
    const known = new Set(found.map((s) => s.id));
    return ids.filter((id) => !known.has(id));
  }

  return {
    forUser: ownedBy((userId: OwnerId) => ({
      selection: () => selectionOf(db, userId),

      /** Adds one subject to the selection or changes its level; undefined when the subject does not exist. */
      async upsertOne(item: SelectionItem): Promise<{ userSubject: UserSubject; created: boolean } | undefined> {
        return inTransaction(db, async (t) => {
          const [subject] = await t.select().from(subjects).where(eq(subjects.id, item.subjectId)).limit(1);
          if (!subject) return undefined;
          const [row] = await t
            .insert(userSubjects)
            .values({ userId, subjectId: item.subjectId, level: item.level })
            .onConflictDoUpdate({
              target: [userSubjects.userId, userSubjects.subjectId],
              set: { level: item.level, updatedAt: new Date() },
            })
            .returning({ level: userSubjects.level, created: sql<boolean>`(xmax = 0)` });
          if (row!.created) await unlockReached(t, userId);
          return {
            userSubject: { userId, subjectId: subject.id, level: row!.level, subject: toSubject(subject) },
            created: Boolean(row!.created),
          };
        });
      },

      /**
       * Replaces the whole selection in one transaction: listed subjects are upserted, the rest removed.
       * Answers the ids that do not exist (and changes nothing) when any is unknown.
       */
      async replaceSelection(items: SelectionItem[]): Promise<{ missing: number[]; selection: UserSubject[] }> {
        // A subject listed twice keeps its last level.
        const byId = new Map(items.map((i) => [i.subjectId, i.level]));
        const ids = [...byId.keys()];
        return inTransaction(db, async (t) => {
          const missing = await missingSubjects(t, ids);
          if (missing.length > 0) return { missing, selection: [] };
          await t.delete(userSubjects).where(and(eq(userSubjects.userId, userId), notInArray(userSubjects.subjectId, ids)));
          await t
            .insert(userSubjects)
            .values(ids.map((subjectId) => ({ userId, subjectId, level: byId.get(subjectId)! })))
            .onConflictDoUpdate({
              target: [userSubjects.userId, userSubjects.subjectId],
              set: { level: sql`excluded.level`, updatedAt: sql`now()` },
              // Unchanged rows keep their updated_at.
              setWhere: sql`${userSubjects.level} is distinct from excluded.level`,
            });
          await unlockReached(t, userId);
          return { missing, selection: await selectionOf(t, userId) };
        });
      },

      async createRequest(input: { name: string; description: string }): Promise<SubjectRequest> {
        const [row] = await db
          .insert(subjectRequests)
          .values({ userId, name: input.name, description: input.description || `Custom subject: ${input.name}` })
          .returning();
        return toRequest(row!);
      },

      async listRequests(): Promise<SubjectRequest[]> {
        const rows = await db
          .select()
          .from(subjectRequests)
          .where(eq(subjectRequests.userId, userId))
          .orderBy(desc(subjectRequests.createdAt), desc(subjectRequests.id));
        return rows.map(toRequest);
      },
    })),
  };
}
