// What the console's tests share: an administrator signed in, accounts written straight into the database (many of
// them, with the plan, status and times a test needs), and the calls the tests make.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@/db/client.ts';
import { ORIGIN, post, sessionCookie, uniqueUser } from '@/test/helpers.ts';
import { upsertAdmin } from '../auth/admin-bootstrap.ts';
import { users } from '../auth/auth.tables.ts';
import { tutoringSessions } from '../chat/chat.tables.ts';
import { usageMonth } from '../chat/usage.ts';

export type Admin = { id: number; username: string; password: string; cookie: string };

/** A new administrator, signed in. */
export async function signedInAdmin(app: FastifyInstance, database: Database, prefix = 'admin'): Promise<Admin> {
  const admin = uniqueUser(prefix);
  await upsertAdmin(database.db, admin);
  const res = await post(app, '/api/auth/login', { login: admin.username, password: admin.password });
  return { id: res.json().user.id as number, username: admin.username, password: admin.password, cookie: sessionCookie(res) };
}

type AccountValues = Partial<typeof users.$inferInsert>;

/** Accounts written directly (no password: they never sign in), registered unless `isGuest`; answers their ids. */
export async function insertAccounts(database: Database, accounts: AccountValues[]): Promise<number[]> {
  const now = new Date();
  const rows = await database.db
    .insert(users)
    .values(
      accounts.map((a) => {
        const tag = randomBytes(4).toString('hex');
        return a.isGuest ? { isGuest: true, ...a } : { username: `acct_${tag}`, email: `acct_${tag}@example.com`, registeredAt: now, ...a };
      }),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** Tutoring sessions of `userId` started at `at` (default now), counted in their month. */
export async function insertSessions(database: Database, userId: number, n: number, at = new Date(), subjectId = 1) {
  if (n === 0) return;
  await database.db
    .insert(tutoringSessions)
    .values(Array.from({ length: n }, () => ({ userId, subjectId, startedAt: at, usageMonth: usageMonth(at) })));
}

export async function accountRow(database: Database, id: number) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return row;
}

export function call(app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, cookie?: string) {
  return app.inject({
    method,
    url,
    headers: {
      ...(method === 'GET' ? {} : { origin: ORIGIN, 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(method === 'GET' ? {} : { payload: body === undefined ? '' : JSON.stringify(body) }),
  });
}
