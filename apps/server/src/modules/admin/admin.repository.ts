// The administration console's reads and actions (docs/decisions/040). Reads across accounts go through `adminOnly`
// (each recorded in the audit log before it runs); actions through `adminActions` (each recorded with its reason, the
// state before and after, in the action's own transaction). The accounts are the auth module's, their sessions the
// chat module's, their skill trees the skills module's, the deletion the account module's: each through its api.
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACTIVE_WITHIN_DAYS,
  ACTIVITY_LIMIT,
  ADMIN_MESSAGES,
  averageSessions,
  type ActivityEvent,
  type AdminStats,
  type AdminUser,
  type AdminUserDetails,
  type AdminUsersPage,
  type AdminUsersQuerySchema,
  type AuditLogPage,
  type AuditLogQuerySchema,
} from '@brightpath/shared/admin';
import { inTransaction, rowsOf, type Db } from '@/db/client.ts';
import { adminActions, adminOnly, type AdminScope } from '@/lib/ownership.ts';
import { conflict, notFound } from '@/plugins/errors.ts';
import { deleteEverythingOf } from '../account/account.api.ts';
import {
  accountById,
  accountCounts,
  accountsPage,
  lockAccountForAdmin,
  registeredOf,
  registrationActivity,
  setAccountStatus,
  usernameOf,
  type AccountPlan,
  type AccountStatus,
  type AdminAccount,
} from '../auth/auth.api.ts';
import { allSessionsCount, monthSessionCountOf, sessionActivity, tutoringSessionCountOf, usageMonth } from '../chat/chat.api.ts';
import { planLimits } from '../billing/billing.api.ts';
import { skillEventsOf, skillTreesFrom } from '../skills/skills.api.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import { adminAudit, adminChanges } from './admin.api.ts';
import { adminAuditLog } from './admin.tables.ts';

type UsersQuery = z.output<typeof AdminUsersQuerySchema>;
type LogQuery = z.output<typeof AuditLogQuerySchema>;

/** The monthly session limits in force, by plan (-1 unlimited): billing's plan_settings, read with each list or details. */
type Limits = Record<AccountPlan, number>;

/**
 * A source of Recent Activity: the newest `limit` events of one kind as rows (kind, at, user_id, detail), from the
 * table where they happen, read newest first on an index. A new kind of event is one more source here and one more
 * member of ActivityEventSchema (shared/admin.ts).
 */
type ActivitySource = (scope: AdminScope, limit: number) => SQL;
const ACTIVITY_SOURCES: readonly ActivitySource[] = [
  registrationActivity,
  // Sessions of registered accounts only: the console leaves guests out everywhere.
  (scope, limit) => sessionActivity(scope, limit, registeredOf),
];

type ActivityRow = {
  kind: ActivityEvent['kind'];
  at: Date | string;
  user_id: number;
  username: string | null;
  detail: Record<string, unknown>;
};

const iso = (d: Date) => d.toISOString();

function toUser(a: AdminAccount & { sessionsUsed: number }, limits: Limits): AdminUser {
  return {
    id: a.id,
    username: a.username,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    role: a.role,
    plan: a.plan,
    status: a.status,
    sessionsUsed: a.sessionsUsed,
    sessionsLimit: limits[a.plan],
    joinDate: iso(a.joinDate),
    lastActive: iso(a.lastActive),
  };
}

export function adminRepository(db: Db, catalogue: SubjectCatalogue) {
  const subjectName = (id: number) => catalogue.get(id)?.name ?? `Subject ${id}`;

  return {
    /** The accounts: each read recorded in the audit log (a details read with the account as its target). */
    usersFor: adminOnly('users', adminAudit(db), (scope) => ({
      list: async (q: UsersQuery, now = new Date()): Promise<AdminUsersPage> => {
        const month = usageMonth(now);
        const [{ accounts, total }, limits] = await Promise.all([
          accountsPage(db, scope, q, (owner) => ({ sessionsUsed: monthSessionCountOf(owner, month) })),
          planLimits(db),
        ]);
        return { users: accounts.map((a) => toUser(a, limits)), total, page: q.page, pageSize: q.pageSize };
      },
      details: async (p: { userId: number }, now = new Date()): Promise<AdminUserDetails> => {
        const month = usageMonth(now);
        const found = await accountById(db, scope, p.userId, (owner) => ({
          sessionsUsed: monthSessionCountOf(owner, month),
          totalSessions: tutoringSessionCountOf(owner),
          skillEvents: skillEventsOf(owner),
        }));
        if (!found) throw notFound(ADMIN_MESSAGES.userNotFound);
        const skillTrees = skillTreesFrom(found.skillEvents);
        return {
          ...toUser(found, await planLimits(db)),
          age: found.age,
          totalSessions: found.totalSessions,
          skillTreesUnlocked: skillTrees.filter((s) => s.unlocked).length,
          skillTrees,
        };
      },
      stats: async (now = new Date()): Promise<AdminStats> => {
        const since = new Date(now.getTime() - ACTIVE_WITHIN_DAYS * 24 * 3600 * 1000);
        // Sessions of registered accounts: the guests' are left out, as the guests are.
        const c = await accountCounts(db, scope, since, { allSessions: allSessionsCount(scope), sessionsOf: tutoringSessionCountOf });
        return {
          totalUsers: c.total,
          activeUsers: c.active,
          freeUsers: c.byPlan.free,
          basicUsers: c.byPlan.basic,
          premiumUsers: c.byPlan.premium,
          proUsers: c.byPlan.pro,
          familyUsers: c.byPlan.family,
          totalSessions: c.sessions,
          averageSessionsPerUser: averageSessions(c.sessions, c.total),
        };
      },
    })),

    /** Recent Activity: the newest events of every source, newest first. */
    activityFor: adminOnly('activity', adminAudit(db), (scope) => ({
      list: async (): Promise<ActivityEvent[]> => {
        const union = sql.join(
          ACTIVITY_SOURCES.map((source) => source(scope, ACTIVITY_LIMIT)),
          sql` union all `,
        );
        const rows = rowsOf<ActivityRow>(
          await db.execute(sql`select a.kind, a.at, a.user_id, a.detail, ${usernameOf(scope.anyOwner(sql`a.user_id`))} as username
            from (${union}) a order by a.at desc limit ${ACTIVITY_LIMIT}`),
        );
        return rows.map((r): ActivityEvent => {
          const common = { at: new Date(r.at).toISOString(), userId: r.user_id, username: r.username };
          if (r.kind === 'registration') return { kind: 'registration', ...common, plan: r.detail.plan as AccountPlan };
          return { kind: 'session', ...common, subject: subjectName(Number(r.detail.subjectId)) };
        });
      },
    })),

    /** The audit log itself, newest first (reading it is recorded too). */
    auditLogFor: adminOnly('audit-log', adminAudit(db), (scope) => ({
      list: async (q: LogQuery): Promise<AuditLogPage> => {
        const rows = await db
          .select({ entry: adminAuditLog, targetUsername: usernameOf(scope.anyOwner(adminAuditLog.targetUserId)) })
          .from(adminAuditLog)
          .where(
            and(
              q.kind === 'all' ? undefined : eq(adminAuditLog.kind, q.kind),
              q.targetUserId ? eq(adminAuditLog.targetUserId, q.targetUserId) : undefined,
              q.before ? lt(adminAuditLog.id, q.before) : undefined,
            ),
          )
          .orderBy(desc(adminAuditLog.id))
          .limit(q.limit + 1);
        const page = rows.slice(0, q.limit);
        return {
          entries: page.map(({ entry: e, targetUsername }) => ({
            id: e.id,
            at: iso(e.createdAt),
            kind: e.kind,
            actorId: e.actorId,
            actorUsername: e.actorUsername,
            action: e.action,
            targetUserId: e.targetUserId,
            targetUsername,
            reason: e.reason,
            before: e.before ?? null,
            after: e.after ?? null,
            detail: e.detail,
          })),
          nextBefore: rows.length > q.limit ? page.at(-1)!.entry.id : null,
        };
      },
    })),

    /** The actions on accounts: each in one transaction with its record in the audit log. */
    actionsBy: adminActions('users', adminChanges, (scope) => {
      /** Locks the account; refuses (404) no such account and (409) leaving no active administrator. */
      const lockFor = async (t: Db, userId: number, leavesActive: boolean) => {
        const locked = await lockAccountForAdmin(t, scope.owner(userId));
        if (!locked) throw notFound(ADMIN_MESSAGES.userNotFound);
        const { state, otherActiveAdmins } = locked;
        if (state.role === 'admin' && state.status === 'active' && !leavesActive && otherActiveAdmins === 0)
          throw conflict(ADMIN_MESSAGES.lastAdministrator, 'LAST_ADMINISTRATOR');
        return state;
      };
      return {
        setStatus: (userId: number, status: AccountStatus, reason: string) =>
          inTransaction(db, async (t) => {
            const before = await lockFor(t, userId, status === 'active');
            if (before.status === status) throw conflict(ADMIN_MESSAGES.sameStatus, 'SAME_STATUS');
            await setAccountStatus(t, scope.owner(userId), status);
            await scope.record(t, 'status', { targetUserId: userId, reason, before: { ...before }, after: { ...before, status } });
            return { id: userId, status };
          }),
        delete: (userId: number, reason: string) =>
          inTransaction(db, async (t) => {
            const before = await lockFor(t, userId, false);
            // The record first: the deletion and its record are committed together, or neither.
            await scope.record(t, 'delete', { targetUserId: userId, reason, before: { ...before }, after: null });
            await deleteEverythingOf(t, scope.owner(userId));
            return { deleted: true as const };
          }),
      };
    }),
  };
}
