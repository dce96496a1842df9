// Test accounts, the impersonation sessions of administrators acting as them, and the alpha metrics (docs/decisions/039).
// Reads across accounts go through `adminOnly` (lib/ownership.ts), each recorded in the audit log; each change is
// written with its audit record in one transaction.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  ALPHA_MESSAGES,
  testProfile,
  type AlphaMetrics,
  type CreatedTestUser,
  type TestAccount,
  type TestProfile,
} from '@brightpath/shared/alpha';
import type { ProfileInput } from '@brightpath/shared/profile';
import { inTransaction, rowsOf, type Db } from '@/db/client.ts';
import { uniqueViolation } from '@/db/errors.ts';
import { hashPassword } from '@/lib/passwords.ts';
import { adminOnly, type AdminActor, type AdminAudit } from '@/lib/ownership.ts';
import { conflict, HttpError, notFound } from '@/plugins/errors.ts';
import { adminAudit } from '../admin/admin.api.ts';
import {
  accountRowById,
  accountExists,
  closeSession,
  createAccount,
  learnerAccountTotals,
  openSession,
  usernameOf,
  type SessionRow,
  type UserRow,
} from '../auth/auth.api.ts';
import { averageSessionMinutesSince } from '../chat/chat.api.ts';
import { startProfileIfNone } from '../profiles/profiles.api.ts';
import { impersonations, testAccounts } from './alpha.tables.ts';

/** When this process started: the metrics' uptime. */
const STARTED_AT = new Date(Date.now() - Math.round(process.uptime() * 1000));
const DAY_MS = 24 * 3600 * 1000;

/** The onboarding profile a test profile gives its account (mixed: no single learning style). */
export function profileInputOf(p: TestProfile): ProfileInput {
  const [firstName = p.name, ...rest] = p.name.split(' ');
  return {
    firstName,
    lastName: rest.join(' '),
    age: p.age,
    email: p.email,
    educationLevel: p.age < 14 ? 'middle-school' : p.age < 18 ? 'high-school' : p.age < 23 ? 'college' : 'professional',
    learningStyle: p.learningStyle === 'mixed' ? null : p.learningStyle,
    studyTime: 'flexible',
    subjects: [...p.interests],
    primaryGoals: p.role === 'educator' ? ['Develop critical thinking', 'Explore interests'] : ['Improve grades', 'Explore interests'],
    hobbies: p.focus,
  };
}

/** A strong password: 18 random bytes (144 bits), URL-safe, shown once to the administrator. */
const newPassword = () => randomBytes(18).toString('base64url');

const actorName = (actor: AdminActor) => actor.username ?? `account ${actor.id}`;

/** The impersonation a session is, while it lasts. */
export type ActiveImpersonation = typeof impersonations.$inferSelect & { profileId: string | null; testUsername: string | null };

export function alphaRepository(db: Db) {
  return {
    forAdmin: adminOnly('test-accounts', adminAudit(db), (scope) => ({
      /** The test accounts that exist, one per profile at most. */
      list: async (): Promise<TestAccount[]> => {
        const rows = await db
          .select({
            profileId: testAccounts.profileId,
            userId: testAccounts.userId,
            username: usernameOf(scope.anyOwner(testAccounts.userId)),
            createdAt: testAccounts.createdAt,
          })
          .from(testAccounts)
          .orderBy(asc(testAccounts.createdAt));
        return rows.map((r) => ({ ...r, username: r.username ?? '', createdAt: r.createdAt.toISOString() }));
      },
    })),
  };
}

/**
 * The audit of a read polled every few seconds (the alpha metrics): recorded at the first read and then at most once
 * per `everyMs` for each administrator, so an open page does not write a row every 5 seconds.
 */
export function auditAtMostEvery(audit: AdminAudit, everyMs: number): AdminAudit {
  const last = new Map<string, number>();
  return async (read) => {
    const key = `${read.actorId}:${read.action}`;
    const now = Date.now();
    if (now - (last.get(key) ?? -Infinity) < everyMs) return;
    await audit(read);
    last.set(key, now);
  };
}

/** The alpha metrics, computed from the database at each read (an administrator's figures across every account). */
export function alphaMetrics(db: Db) {
  return adminOnly('alpha-metrics', auditAtMostEvery(adminAudit(db), 15 * 60 * 1000), (scope) => ({
    read: async (): Promise<AlphaMetrics> => {
      const now = new Date();
      const [row] = rowsOf<{ accounts: { total: number; active: number; onboarded: number }; minutes: number | string }>(
        await db.execute(
          sql`select ${learnerAccountTotals(scope, new Date(now.getTime() - DAY_MS))} as accounts,
            ${averageSessionMinutesSince(scope, new Date(now.getTime() - 30 * DAY_MS))} as minutes`,
        ),
      );
      const accounts = row!.accounts;
      return {
        totalUsers: accounts.total,
        activeUsers: accounts.active,
        averageSessionDuration: Math.round(Number(row!.minutes) * 10) / 10,
        completionRate: accounts.total === 0 ? 0 : accounts.onboarded / accounts.total,
        performanceMetrics: {
          uptimeSeconds: Math.floor((now.getTime() - STARTED_AT.getTime()) / 1000),
          startedAt: STARTED_AT.toISOString(),
        },
        measuredAt: now.toISOString(),
      };
    },
  }));
}

const userExists = () => conflict(ALPHA_MESSAGES.userCreationFailed, 'USER_EXISTS');

/**
 * Creates the test account of a profile: a learner account with a strong random password (only its hash is kept),
 * onboarded with the profile, flagged as a test account, and the audit record, in one transaction. 409 USER_EXISTS when
 * the profile's account (or another with its username or e-mail) exists.
 */
export async function createTestUser(db: Db, actor: AdminActor, profileId: string): Promise<CreatedTestUser> {
  const profile = testProfile(profileId)!;
  const password = newPassword();
  const passwordHash = await hashPassword(password);
  try {
    return await inTransaction(db, async (tx) => {
      if (await accountExists(tx, profile.username, profile.email)) throw userExists();
      const [firstName, ...rest] = profile.name.split(' ');
      const user = await createAccount(tx, {
        username: profile.username,
        email: profile.email,
        passwordHash,
        firstName: firstName ?? null,
        lastName: rest.join(' ') || null,
        age: profile.age,
      });
      await tx.insert(testAccounts).values({ userId: user.id, profileId, createdBy: actor.id });
      await startProfileIfNone(tx, user.id, profileInputOf(profile));
      await adminAudit(tx)({
        actorId: actor.id,
        actorUsername: actorName(actor),
        action: 'test-accounts.create',
        targetUserId: user.id,
        detail: { profileId, username: profile.username, before: null, after: { testAccount: true, profileId } },
      });
      return { userId: user.id, profileId, username: profile.username, email: profile.email, password };
    });
  } catch (err) {
    // The same profile created twice at once: the second meets the unique indexes.
    if (uniqueViolation(err) !== null) throw userExists();
    throw err;
  }
}

/**
 * Opens the test account of a profile for the administrator in their browser: a sign-in session of the test account
 * that ends no later than the administrator's own, its impersonation row and the audit record, in one transaction.
 * 404 'Try creating the user first' when the profile has no test account (only test accounts can be opened).
 */
export async function openTestUser(
  db: Db,
  actor: AdminActor,
  adminSession: SessionRow,
  profileId: string,
  meta: { userAgent?: string; ip?: string },
): Promise<{ token: string; user: UserRow }> {
  return inTransaction(db, async (tx) => {
    const [account] = await tx.select().from(testAccounts).where(eq(testAccounts.profileId, profileId)).limit(1);
    const user = account ? await accountRowById(tx, account.userId) : undefined;
    if (!user || user.status === 'suspended') throw new HttpError(404, 'NO_TEST_USER', ALPHA_MESSAGES.testLoginFailed);
    const { token, sessionId } = await openSession(tx, user, meta, adminSession.expiresAt);
    await tx.insert(impersonations).values({ adminId: actor.id, adminUsername: actorName(actor), testUserId: user.id, sessionId });
    await adminAudit(tx)({
      actorId: actor.id,
      actorUsername: actorName(actor),
      action: 'test-accounts.impersonate',
      targetUserId: user.id,
      detail: { profileId, sessionId, before: null, after: { actingAs: user.username } },
    });
    return { token, user };
  });
}

/** The impersonation a session is, while it lasts (not ended). */
export async function activeImpersonation(db: Db, sessionId: number): Promise<ActiveImpersonation | undefined> {
  const [row] = await db
    .select({
      impersonation: impersonations,
      profileId: testAccounts.profileId,
    })
    .from(impersonations)
    .leftJoin(testAccounts, eq(testAccounts.userId, impersonations.testUserId))
    .where(and(eq(impersonations.sessionId, sessionId), isNull(impersonations.endedAt)))
    .limit(1);
  return row ? { ...row.impersonation, profileId: row.profileId, testUsername: null } : undefined;
}

/** Ends an impersonation: its row, the test account's session and the audit record, in one transaction. */
export async function endImpersonation(db: Db, active: ActiveImpersonation, restored: boolean): Promise<void> {
  await inTransaction(db, async (tx) => {
    const ended = await tx
      .update(impersonations)
      .set({ endedAt: new Date() })
      .where(and(eq(impersonations.id, active.id), isNull(impersonations.endedAt)))
      .returning({ id: impersonations.id });
    if (ended.length === 0) throw notFound(ALPHA_MESSAGES.noImpersonation);
    await closeSession(tx, active.sessionId);
    // The administrator's account deleted meanwhile (adminId set null): its name stays on the impersonation row.
    if (active.adminId === null) return;
    await adminAudit(tx)({
      actorId: active.adminId,
      actorUsername: active.adminUsername,
      action: 'test-accounts.impersonate.end',
      targetUserId: active.testUserId,
      detail: { sessionId: active.sessionId, restored, before: { actingAs: active.testUserId }, after: { actingAs: null } },
    });
  });
}
