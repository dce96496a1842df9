import { and, count, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { CONNECTION_LIMITS, type Connection, type ConnectionSource, type ConnectionType } from '@brightpath/shared/connections';
import { inTransaction, type Db } from '@/db/client.ts';
import { uniqueViolation } from '@/db/errors.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import { learningConnections } from './connections.tables.ts';

type Row = typeof learningConnections.$inferSelect;

/** A connection as it is written: the fields of a creation, its source set by the caller. */
export type NewConnection = {
  fromConcept: string;
  toConcept: string;
  connectionType: ConnectionType;
  strength: number;
  context: string | null;
  subject: number | null;
};
export type ConnectionChanges = Partial<NewConnection>;

/** A write that ran into the learner's own copy of the connection (the unique index). */
export class DuplicateConnection extends Error {
  constructor(public readonly connection: Pick<NewConnection, 'fromConcept' | 'toConcept' | 'connectionType'>) {
    super('duplicate learning connection');
  }
}

export const toConnection = (row: Row): Connection => ({
  id: row.id,
  fromConcept: row.fromConcept,
  toConcept: row.toConcept,
  connectionType: row.connectionType,
  strength: row.strength,
  context: row.context,
  subject: row.subjectId,
  source: row.source,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** `text` as a literal inside an ILIKE pattern: its %, _ and \ match themselves. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const values = (userId: OwnerId, c: NewConnection, source: ConnectionSource) => ({
  userId,
  fromConcept: c.fromConcept,
  toConcept: c.toConcept,
  connectionType: c.connectionType,
  strength: c.strength,
  context: c.context,
  subjectId: c.subject,
  source,
});

/** Runs a write; the unique index's refusal becomes a DuplicateConnection naming what was refused. */
async function refusingDuplicates<T>(connection: DuplicateConnection['connection'], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err) !== null) throw new DuplicateConnection(connection);
    throw err;
  }
}

/** The learner's learning connections: `connectionsRepository(db).forUser(id)`, every query scoped by that id. */
export function connectionsRepository(db: Db) {
  return {
    forUser: ownedBy((userId: OwnerId) => {
      const mine = eq(learningConnections.userId, userId);
      const one = (id: number) => and(mine, eq(learningConnections.id, id));

      return {
        /** A page, newest first (ids grow with time); the total and the next page's cursor. */
        async page(limit: number, cursor?: number) {
          const where: SQL | undefined = cursor === undefined ? mine : and(mine, lt(learningConnections.id, cursor));
          const [rows, [total]] = await Promise.all([
            db
              .select()
              .from(learningConnections)
              .where(where)
              .orderBy(desc(learningConnections.id))
              .limit(limit + 1),
            db.select({ n: count() }).from(learningConnections).where(mine),
          ]);
          const more = rows.length > limit;
          const shown = rows.slice(0, limit);
          return { connections: shown.map(toConnection), total: total!.n, nextCursor: more ? shown.at(-1)!.id : null };
        },

        /** Connections whose from, to or context holds `text`, case-insensitively, newest first. */
        async search(text: string) {
          const pattern = `%${likeLiteral(text)}%`;
          const where = and(
            mine,
            or(
              ilike(learningConnections.fromConcept, pattern),
              ilike(learningConnections.toConcept, pattern),
              ilike(learningConnections.context, pattern),
            ),
          );
          const [rows, [total]] = await Promise.all([
            db.select().from(learningConnections).where(where).orderBy(desc(learningConnections.id)).limit(CONNECTION_LIMITS.resultsMax),
            db.select({ n: count() }).from(learningConnections).where(where),
          ]);
          return { connections: rows.map(toConnection), total: total!.n };
        },

        /** Stores one connection; a DuplicateConnection when the learner already has it. */
        create: (connection: NewConnection, source: ConnectionSource) =>
          refusingDuplicates(connection, async () => {
            const [row] = await db
              .insert(learningConnections)
              .values(values(userId, connection, source))
              .returning();
            return toConnection(row!);
          }),

        /** Changes the learner's connection `id`; null when they have none by that id. */
        async update(id: number, changes: ConnectionChanges): Promise<Connection | null> {
          return inTransaction(db, async (tx) => {
            const [current] = await tx.select().from(learningConnections).where(one(id)).for('update');
            if (!current) return null;
            const next = {
              fromConcept: changes.fromConcept ?? current.fromConcept,
              toConcept: changes.toConcept ?? current.toConcept,
              connectionType: changes.connectionType ?? current.connectionType,
            };
            return refusingDuplicates(next, async () => {
              const [row] = await tx
                .update(learningConnections)
                .set({
                  ...next,
                  ...(changes.strength !== undefined ? { strength: changes.strength } : {}),
                  ...(changes.context !== undefined ? { context: changes.context } : {}),
                  ...(changes.subject !== undefined ? { subjectId: changes.subject } : {}),
                  updatedAt: sql`now()`,
                })
                .where(one(id))
                .returning();
              return toConnection(row!);
            });
          });
        },

        /** Deletes the learner's connection `id`; false when they have none by that id. */
        async remove(id: number): Promise<boolean> {
          const deleted = await db.delete(learningConnections).where(one(id)).returning({ id: learningConnections.id });
          return deleted.length > 0;
        },

        /** Every connection of the learner, as the auto-generation deduplicates against them (from, to, type). */
        keys: () =>
          db
            .select({
              fromConcept: learningConnections.fromConcept,
              toConcept: learningConnections.toConcept,
              connectionType: learningConnections.connectionType,
            })
            .from(learningConnections)
            .where(mine),

        /**
         * Stores the generated connections the learner does not have yet, in one transaction; one they already have
         * (or that another request stored meanwhile) is skipped by the unique index, never an error. Answers those stored.
         */
        addGenerated: (connections: NewConnection[]) =>
          connections.length === 0
            ? Promise.resolve([] as Connection[])
            : inTransaction(db, async (tx) => {
                const rows = await tx
                  .insert(learningConnections)
                  .values(connections.map((c) => values(userId, c, 'generated')))
                  .onConflictDoNothing()
                  .returning();
                return rows.sort((a, b) => b.id - a.id).map(toConnection);
              }),
      };
    }),
  };
}
