// The accounts as the administration console reads and changes them (docs/decisions/040), for the admin module through
// auth.api.ts. Every read takes the administrator's access decision (AdminScope, only `adminOnly` and `adminActions`
// give one) and every change an owner that only `adminActions` gives for another account. Guests (no username, purged
// after 30 days unused) are not the console's: every read here is of registered accounts.
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import type { AdminScope, OwnerId, OwnerSql } from '@/lib/ownership.ts';
import { sessions, users } from './auth.tables.ts';
import type { UserRow } from './auth.repository.ts';

export type AccountStatus = UserRow['status'];
export type AccountPlan = UserRow['plan'];

/** An account as the console shows it. */
export type AdminAccount = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'plan' | 'status' | 'age'> & {
  username: string;
  joinDate: Date;
  lastActive: Date;
};

/** What `extra` selects for each account: another module's scalar subqueries of that account, by name. */
type Extra = Record<string, SQL<unknown>>;
type Selected<X extends Extra> = { [K in keyof X]: X[K] extends SQL<infer T> ? T : never };

const registered = eq(users.isGuest, false);

const accountFields = {
  id: users.id,
  username: sql<string>`coalesce(${users.username}, '')`,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  plan: users.plan,
  status: users.status,
  age: users.age,
  joinDate: sql<Date>`coalesce(${users.registeredAt}, ${users.createdAt})`.mapWith(users.createdAt),
  lastActive: users.lastActiveAt,
};

/** A search as a LIKE pattern of the search text (lower case), its wildcards taken literally. */
const containing = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type AccountsQuery = { search?: string; plan?: AccountPlan; status?: AccountStatus; page: number; pageSize: number };

/**
 * A page of registered accounts, newest first, matching the search (any part of the username, e-mail or full name,
 * case-insensitively: the trigram index users_search_idx) and the filters, and how many match in all. `extra`: columns
 * of each account selected with it (its sessions this month), computed for the page's accounts only.
 */
export async function accountsPage<X extends Extra>(
  db: Db,
  scope: AdminScope,
  q: AccountsQuery,
  extra: (owner: OwnerSql) => X,
): Promise<{ accounts: (AdminAccount & Selected<X>)[]; total: number }> {
  const where = and(
    registered,
    q.plan ? eq(users.plan, q.plan) : undefined,
    q.status ? eq(users.status, q.status) : undefined,
    q.search ? sql`${users.searchText} like ${containing(q.search)}` : undefined,
  );
  // The page's ids and the total in one pass; the page's columns (and `extra`, each a subquery) for its rows only.
  const page = db
    .select({ id: users.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .as('page');
  const fields = { ...accountFields, ...extra(scope.anyOwner(users.id)), total: sql<number>`${page.total}::int` };
  const rows = (await db
    .select(fields)
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(desc(users.id))) as unknown as (AdminAccount & Selected<X> & { total: number })[];
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end holds no row to carry the total.
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where);
    total = row?.n ?? 0;
  }
  const accounts = rows.map(({ total: _total, ...account }) => account as AdminAccount & Selected<X>);
  return { accounts, total };
}

/**
 * One registered account with `extra` (undefined: no such account, or a guest's). Any account an administrator names:
 * the access decision is `scope`, so the id is a plain number here, not an owner.
 */
export async function accountById<X extends Extra>(
  db: Db,
  scope: AdminScope,
  accountId: number,
  extra: (owner: OwnerSql) => X,
): Promise<(AdminAccount & Selected<X>) | undefined> {
  const [row] = await db
    .select({ ...accountFields, ...extra(scope.anyOwner(users.id)) })
    .from(users)
    .where(and(eq(users.id, accountId), registered));
  return row as unknown as (AdminAccount & Selected<X>) | undefined;
}

export type AccountCounts = {
  total: number;
  active: number;
  byPlan: Record<AccountPlan, number>;
  /** Tutoring sessions of the registered accounts. */
  sessions: number;
};

/**
 * The Overview's counts in one statement over the registered accounts: all of them; the active ones (status active and
 * a request since `activeSince`); per plan; and their sessions: `allSessions` (every account's, a count of another
 * module's table) less the guests' (`sessionsOf` each guest, read from an index that leads with the owner). Counting the
 * registered accounts' sessions directly joins every session with its account: 0.6 s at 200,000 sessions on PGlite.
 */
export async function accountCounts(
  db: Db,
  scope: AdminScope,
  activeSince: Date,
  sessions: { allSessions: SQL<number>; sessionsOf: (owner: OwnerSql) => SQL<number> },
): Promise<AccountCounts> {
  const guestSessions = sql<number>`(select coalesce(sum(${sessions.sessionsOf(scope.anyOwner(users.id))}), 0) from ${users} where ${users.isGuest})`;
  const plan = (p: AccountPlan) => sql<number>`(count(*) filter (where ${users.plan} = ${p}))::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${users.status} = 'active' and ${users.lastActiveAt} >= ${activeSince}))::int`,
      free: plan('free'),
      basic: plan('basic'),
      premium: plan('premium'),
      pro: plan('pro'),
      family: plan('family'),
      sessions: sql<number>`(${sessions.allSessions} - ${guestSessions})::int`,
    })
    .from(users)
    .where(registered);
  const r = row!;
  return {
    total: r.total,
    active: r.active,
    byPlan: { free: r.free, basic: r.basic, premium: r.premium, pro: r.pro, family: r.family },
    sessions: r.sessions,
  };
}

/**
 * The newest registrations, as rows of the console's activity feed (kind, at, user_id, detail): a source of
 * Recent Activity (users_registered_idx, newest first).
 */
export const registrationActivity = (_scope: AdminScope, limit: number) =>
  sql`(select 'registration'::text as kind, ${users.registeredAt} as at, ${users.id} as user_id,
    json_build_object('plan', ${users.plan}) as detail
    from ${users} where ${isNotNull(users.registeredAt)} and ${registered}
    order by ${users.registeredAt} desc limit ${limit})`;

/** What an action records of an account before and after it: never its password hash or its e-mail. */
export type AccountState = { username: string | null; role: UserRow['role']; plan: AccountPlan; status: AccountStatus };

/**
 * Locks the registered account `userId` for the caller's transaction `t` and answers its state (undefined: none, or a
 * guest's), together with how many other administrators are active: an action that would leave no active
 * administrator is refused by the caller. The active administrators are locked too (in id order, so that two
 * administrators acting on each other at once wait for each other instead of both passing the check).
 */
export async function lockAccountForAdmin(t: Db, userId: OwnerId): Promise<{ state: AccountState; otherActiveAdmins: number } | undefined> {
  const admins = await t
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(users.id)
    .for('update');
  const [row] = await t
    .select({ username: users.username, role: users.role, plan: users.plan, status: users.status })
    .from(users)
    .where(and(eq(users.id, userId), registered))
    .for('update');
  if (!row) return undefined;
  return { state: row, otherActiveAdmins: admins.filter((a) => a.id !== userId).length };
}

/**
 * Sets the account's status in the caller's transaction. Any status but active ends every sign-in session of the
 * account at once (revoked; the session cache hears the change through the sessions trigger of migration 0004).
 */
export async function setAccountStatus(t: Db, userId: OwnerId, status: AccountStatus, at = new Date()): Promise<void> {
  await t.update(users).set({ status, updatedAt: at }).where(eq(users.id, userId));
  if (status !== 'active')
    await t
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
