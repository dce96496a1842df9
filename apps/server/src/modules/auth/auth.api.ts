// What the auth module offers the other modules: the caller of a request, and the few reads and writes of
// the accounts table that other modules need. The users and sessions tables are this module's alone.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, getTableColumns, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { AUTH_MESSAGES } from '@brightpath/shared/auth';
import { ADMIN_MESSAGES } from '@brightpath/shared/admin';
import { conflict, forbidden, HttpError, notFound, unauthorized } from '@/plugins/errors.ts';
import { sessions, users } from './auth.tables.ts';
import { ADMIN_IDLE_MS, hashToken, newToken, sessionExpiry, type SessionRow, type UserRow } from './auth.repository.ts';
import { asOwner, type AdminScope, type Owner, type OwnerId } from '@/lib/ownership.ts';
import { learnerTables } from '@/lib/learner-data.ts';

export type { SessionRow, UserRow };

/** The accounts as the administration console reads and changes them (admin-accounts.ts). */
export {
  accountById,
  accountCounts,
  accountsPage,
  lockAccountForAdmin,
  registrationActivity,
  setAccountStatus,
  type AccountCounts,
  type AccountPlan,
  type AccountState,
  type AccountStatus,
  type AccountsQuery,
  type AdminAccount,
} from './admin-accounts.ts';

/** The signed-in account: its id is the owner of the data the request may read and write (lib/ownership.ts). */
export type SignedIn = UserRow & { id: OwnerId };
export type { PublicRoute } from '@/lib/server-module.ts';
/** The sign-in session's cookie (the alpha module swaps it while an administrator acts as a test account). */
export { SESSION_COOKIE } from './auth.plugin.ts';

/**
 * The signed-in caller. Every /api route outside the public list has already answered 401 to an anonymous
 * call (auth.plugin.ts); this gives the handler the account, typed.
 */
export function requireUser(request: FastifyRequest): SignedIn {
  if (!request.auth) throw unauthorized();
  const user = request.auth.user;
  asOwner(user.id);
  return user as SignedIn;
}

export function requireAdmin(request: FastifyRequest): SignedIn {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden('Only administrators can do that.');
  return user;
}

type AdminLimits = { readsPerMinute: number; actionsPerMinute: number };
type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
/** One budget of each kind per app (its config's limits object), shared by every admin route of every module. */
const adminBudgets = new WeakMap<AdminLimits, Record<'read' | 'action', Hook>>();

function budgetsOf(app: FastifyInstance, limits: AdminLimits) {
  let budgets = adminBudgets.get(limits);
  if (!budgets) {
    const budget = (kind: 'read' | 'action', max: number) =>
      app.rateLimit({
        max,
        timeWindow: '1 minute',
        // Every caller here is an administrator, signed in: counted per account (a school's operators share an address).
        keyGenerator: (request: FastifyRequest) => `admin-${kind}:${request.auth?.user.id ?? request.ip}`,
        errorResponseBuilder: (_request: FastifyRequest, ctx: { ttl: number }) => {
          const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
          return new HttpError(429, 'RATE_LIMITED', ADMIN_MESSAGES.tooFast(seconds), { 'retry-after': String(seconds) });
        },
      }) as Hook;
    budgets = { read: budget('read', limits.readsPerMinute), action: budget('action', limits.actionsPerMinute) };
    adminBudgets.set(limits, budgets);
  }
  return budgets;
}

/**
 * The hooks of every /api/admin route but check-access (DESIGN.md decision 4 and section 5): anyone but an
 * administrator is refused before the input is read (a visitor 401 by the auth plugin, a learner 403 here, so neither
 * learns anything from validation messages); then each administrator has one budget a minute for all the console's
 * reads and a strict one for all its actions (changes), whichever module's routes they call.
 */
export function adminRoute(app: FastifyInstance, limits: AdminLimits, kind: 'read' | 'action') {
  const guard: Hook = async (request) => {
    requireAdmin(request);
  };
  return { onRequest: [guard, budgetsOf(app, limits)[kind]] };
}

/**
 * The caller, when `claimedId` (a learner id from the path or the body; absent means the caller) names them. Another
 * learner's id is a 404 with `message`, never a 403: whether that learner exists is not confirmed.
 */
export function requireSelf(request: FastifyRequest, claimedId: number | undefined, message: string): SignedIn {
  const user = requireUser(request);
  if (claimedId !== undefined && claimedId !== user.id) throw notFound(message);
  return user;
}

/**
 * Locks the learner's account row until the transaction `t` ends and answers their plan: the tutoring
 * sessions of one learner are counted and started one at a time. FOR NO KEY UPDATE, not FOR UPDATE: it still
 * queues the lockers behind each other, but does not block the FOR KEY SHARE lock that every insert referencing
 * the account takes for its foreign key, so a tutor turn writing a session while a lesson's transaction holds the
 * lock waits for it instead of deadlocking with it.
 */
export async function lockAccount(t: Db, userId: OwnerId): Promise<{ plan: UserRow['plan'] } | undefined> {
  const [row] = await t.select({ plan: users.plan }).from(users).where(eq(users.id, userId)).for('no key update');
  return row;
}

/**
 * Sets the account's plan in force, in the caller's transaction `t`, and answers the plan it had (undefined: no such
 * account). The billing module's setPlan calls this for every change of an account's own plan; the family module for a
 * member joining or leaving a Family plan (it cannot go through setPlan, which releases a family: family.api.ts).
 */
export async function setAccountPlan(t: Db, userId: OwnerId, plan: UserRow['plan'], at = new Date()): Promise<UserRow['plan'] | undefined> {
  const before = await lockAccount(t, userId);
  if (!before) return undefined;
  if (before.plan !== plan) await t.update(users).set({ plan, updatedAt: at }).where(eq(users.id, userId));
  return before.plan;
}

/** The account's plan, as a scalar subquery another module's statement can select (null: no such account). */
export const planOf = (userId: Owner) => sql<UserRow['plan'] | null>`(select ${users.plan} from ${users} where ${users.id} = ${userId})`;

/** The account's age, as a scalar subquery another module's statement can select. */
export const accountAgeOf = (userId: Owner) => sql<number | null>`(select ${users.age} from ${users} where ${users.id} = ${userId})`;

/** The account's username, as a scalar subquery (an operator's list shows whose a record is). */
export const usernameOf = (userId: Owner) => sql<string | null>`(select ${users.username} from ${users} where ${users.id} = ${userId})`;

/**
 * The name an account shows to the other accounts of its Family plan (DESIGN.md decision 10), as a scalar subquery:
 * its first and last name, else its username (null: no such account).
 */
export const displayNameOf = (userId: Owner) =>
  sql<
    string | null
  >`(select coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username}, 'A guest') from ${users} where ${users.id} = ${userId})`;

/**
 * Moves every account `userId` names to `plan`, in the caller's transaction: the accounts a statement an access decision
 * opened selects (the members of a Family plan whose owner's plan ends: family.api.ts releaseFamily). The session cache
 * hears of it (the users trigger), so the next request of each account sees its new plan.
 */
export async function setAccountsPlan(t: Db, userId: Owner, plan: UserRow['plan'], at = new Date()): Promise<void> {
  await t
    .update(users)
    .set({ plan, updatedAt: at })
    .where(sql`${users.id} in (${userId})`);
}

/** Whether the account is a registered one (not a guest), as a condition another module's statement can use. */
export const registeredOf = (userId: Owner) => sql`exists (select 1 from ${users} where ${users.id} = ${userId} and not ${users.isGuest})`;

/** Whether any administrator exists (the sign-in page's setup hint shows until one does). */
export async function administratorExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return row !== undefined;
}

/** The name and age the learner gave in their profile, copied onto the account (in the caller's transaction). */
export async function updateAccountDetails(
  t: Db,
  userId: OwnerId,
  details: Pick<UserRow, 'firstName' | 'lastName' | 'age'> & { onboardingCompletedAt?: Date },
  at = new Date(),
): Promise<void> {
  await t
    .update(users)
    .set({ ...details, updatedAt: at })
    .where(eq(users.id, userId));
}

/**
 * 409 EMAIL_TAKEN, with the registration form's message, when an account other than `userId` signs in with `email`
 * (case-insensitively). A guest's e-mail is not one: it reserves nothing until the guest registers.
 */
export async function assertEmailFree(t: Db, userId: OwnerId, email: string): Promise<void> {
  const [taken] = await t
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  if (taken) throw conflict(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN');
}

/**
 * Changes the account's sign-in e-mail (in the caller's transaction), after `assertEmailFree`; two learners claiming
 * the same address at once meet the unique index, which the caller answers as the same 409 (`uniqueViolation`).
 */
export async function changeAccountEmail(t: Db, userId: OwnerId, email: string, at = new Date()): Promise<void> {
  await assertEmailFree(t, userId, email);
  await t.update(users).set({ email, updatedAt: at }).where(eq(users.id, userId));
}

/**
 * The account's sign-in sessions, for the export and the deletion of everything (docs/decisions/032): when and from
 * where the learner signed in, never the token's hash.
 */
export const authLearnerData = learnerTables({
  table: sessions,
  owner: sessions.userId,
  order: [sessions.id],
  withheld: [sessions.tokenHash],
});

/**
 * The account as the learner's export shows it: every column but the password hash and the console's search text (the
 * username, e-mail and name again, in lower case) (null: no such account).
 */
export async function accountForExport(db: Db, userId: OwnerId) {
  const { passwordHash: _secret, searchText: _derived, ...shown } = getTableColumns(users);
  const [row] = await db.select(shown).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * Deletes the account itself, inside the caller's transaction `t` that deleted its rows first: the last step of
 * deleting everything (docs/decisions/032). Answers whether there was one. What still refers to it goes by its foreign
 * keys (the operators' audit log keeps its lines, the reader set to null).
 */
export async function deleteAccount(t: Db, userId: OwnerId): Promise<boolean> {
  const rows = await t.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/**
 * A learner account with a password, made by an administrator (the alpha module's test accounts), in the caller's
 * transaction: registered (not a guest) and signed in by nobody yet. The caller checks the username and e-mail are
 * free (`accountExists`); two creations at once meet the unique indexes.
 */
export async function createAccount(
  t: Db,
  values: Pick<UserRow, 'username' | 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'age'>,
): Promise<SignedIn> {
  const [row] = await t
    .insert(users)
    .values({ ...values, role: 'learner', isGuest: false })
    .returning();
  // The account just made is the owner of the data its maker writes for it next (its profile), in the same transaction.
  return { ...row!, id: asOwner(row!.id) };
}

/** Whether an account signs in with `username` or uses `email` (case-insensitively). */
export async function accountExists(t: Db, username: string, email: string): Promise<boolean> {
  const [row] = await t
    .select({ id: users.id })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${username.toLowerCase()}`, sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row !== undefined;
}

/** The account an id names, when it exists. */
export async function accountRowById(t: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await t.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * A new sign-in session for `user`, in the caller's transaction, ending at `expiresAt` (by default the role's rule):
 * the alpha module opens a test account this way for an administrator (docs/decisions/039). Answers the cookie's
 * token (shown to nobody else) and the session's id.
 */
export async function openSession(
  t: Db,
  user: Pick<UserRow, 'id' | 'role'>,
  meta: { userAgent?: string; ip?: string },
  expiresAt: Date = sessionExpiry(user.role),
): Promise<{ token: string; sessionId: number }> {
  const { token, tokenHash } = newToken();
  const [row] = await t
    .insert(sessions)
    .values({ tokenHash, userId: user.id, expiresAt, userAgent: meta.userAgent?.slice(0, 300), ip: meta.ip })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

/** Ends a sign-in session (in the caller's transaction); an ended one stays ended. */
export async function closeSession(t: Db, sessionId: number): Promise<void> {
  await t
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * The live session a cookie token names (not ended, not expired; an administrator's not idle for longer than
 * ADMIN_IDLE_MS), with its account; undefined otherwise. `idleSince` is when the browser was last seen using it,
 * when that is later than the session's own record (an administrator acting as a test account).
 */
export async function liveSessionOfToken(
  db: Db,
  token: string,
  idleSince?: Date,
): Promise<{ user: UserRow; session: SessionRow } | undefined> {
  if (token.length > 100) return undefined;
  const [found] = await db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!found || found.user.status === 'suspended') return undefined;
  const seen = Math.max(found.session.lastSeenAt.getTime(), idleSince?.getTime() ?? 0);
  if (found.user.role === 'admin' && Date.now() - seen > ADMIN_IDLE_MS) return undefined;
  return found;
}

/** Marks a session as in use now (an administrator's idle clock restarts; the absolute expiry stays). */
export async function touchSessionNow(t: Db, sessionId: number): Promise<void> {
  await t.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Learner accounts across the service, counted (an administrator's figures: the scope only `adminOnly` gives). */
export type LearnerAccountTotals = { total: number; active: number; onboarded: number };

/**
 * Learner accounts that are not guests, as one scalar subquery: how many, how many were active since `activeSince`,
 * and how many completed onboarding (the alpha metrics, docs/decisions/039).
 */
export const learnerAccountTotals = (_scope: AdminScope, activeSince: Date) => sql<LearnerAccountTotals>`(select json_build_object(
    'total', count(*)::int,
    'active', (count(*) filter (where ${users.lastActiveAt} >= ${activeSince.toISOString()}::timestamptz))::int,
    'onboarded', (count(*) filter (where ${users.onboardingCompletedAt} is not null))::int
  ) from ${users} where ${users.role} = 'learner' and not ${users.isGuest})`;
