import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { sessions, users } from './auth.tables.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export const LEARNER_SESSION_MS = 30 * 24 * 3600 * 1000;
export const ADMIN_ABSOLUTE_MS = 12 * 3600 * 1000;
export const ADMIN_IDLE_MS = 30 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function sessionExpiry(role: UserRow['role'], now = Date.now()) {
  return new Date(now + (role === 'admin' ? ADMIN_ABSOLUTE_MS : LEARNER_SESSION_MS));
}

/** Accounts and their sessions. Every function takes the db; nothing here knows about HTTP. */
export function authRepository(db: Db) {
  const lookup = db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_lookup');

  return {
    async findSession(tokenHash: string) {
      const rows = await lookup.execute({ hash: tokenHash });
      return rows[0];
    },

    async touchSession(session: SessionRow, user: UserRow, now = new Date()) {
      // Learners slide; admins keep their absolute expiry and only move the idle clock.
      const expiresAt = user.role === 'admin' ? session.expiresAt : sessionExpiry(user.role, now.getTime());
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, session.id));
      await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, user.id));
    },

    async createSession(tx: Db, user: Pick<UserRow, 'id' | 'role'>, meta: { userAgent?: string; ip?: string }) {
      const { token, tokenHash } = newToken();
      await tx.insert(sessions).values({
        tokenHash,
        userId: user.id,
        expiresAt: sessionExpiry(user.role),
        userAgent: meta.userAgent?.slice(0, 300),
        ip: meta.ip,
      });
      return token;
    },

    async revokeSession(tx: Db, sessionId: number) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    async revokeAllSessions(tx: Db, userId: number) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    async findByLogin(login: string) {
      const l = login.toLowerCase();
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.isGuest, false), or(sql`lower(${users.username}) = ${l}`, sql`lower(${users.email}) = ${l}`)))
        .limit(1);
      return rows[0];
    },

    async findByUsername(tx: Db, username: string) {
      const rows = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .limit(1);
      return rows[0];
    },

    async findByEmail(tx: Db, email: string) {
      const rows = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return rows[0];
    },

    async findById(id: number) {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },

    async insertUser(tx: Db, values: typeof users.$inferInsert) {
      const rows = await tx.insert(users).values(values).returning();
      return rows[0]!;
    },

    async updateUser(tx: Db, id: number, values: Partial<typeof users.$inferInsert>) {
      const rows = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return rows[0]!;
    },

    async countAdmins() {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, 'admin'));
      return rows[0]?.n ?? 0;
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
