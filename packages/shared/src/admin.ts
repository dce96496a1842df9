// The administration console (spec 002 sections 2, 3, 4, 6 and 8; DESIGN.md decisions 3 to 6; docs/decisions/040):
// the accounts an operator lists and opens, the actions on them (each with its reason, written to the audit log), the
// figures of the Overview, the recent activity and the audit log itself. Texts are verbatim where the specification
// quotes them.
import { z } from 'zod';
import { PlanIdSchema, RoleSchema, UserStatusSchema } from './auth.ts';
import { ReasonSchema, REASON_MESSAGES } from './admin-reason.ts';
import { dbIdParam, text } from './fields.ts';

export { ReasonSchema };

export const ADMIN_MESSAGES = {
  // Spec 002 sections 2, 6 and 8, verbatim.
  verifying: 'Verifying admin access...',
  deniedTitle: 'Access Denied',
  deniedToast: "You don't have permission to access the admin console.",
  deniedPage: "You don't have permission to access the admin console. Only administrators can view this page.",
  returnToDashboard: 'Return to Dashboard',
  checkFailedTitle: 'Access Check Failed',
  checkFailed: 'Unable to verify admin status',
  statusUpdated: 'Status Updated',
  userDeleted: 'User Deleted',
  // Ours: what the specification leaves unsaid.
  reasonRequired: REASON_MESSAGES.required,
  reasonTooLong: REASON_MESSAGES.tooLong,
  statusFailed: 'Failed to update status. Please try again.',
  deleteFailed: 'Failed to delete user. Please try again.',
  lastAdministrator: 'This is the last active administrator. Make another account an administrator before suspending or deleting this one.',
  sameStatus: 'The account already has that status.',
  userNotFound: 'No account with that id.',
  tooFast: (seconds: number) => `Too many administrator actions at once. Please wait ${seconds} seconds and try again.`,
  search: 'Search by username, email or name (at most 100 characters)',
  page: 'The page must be a whole number from 1 to 10000',
  pageSize: 'The page size must be a whole number from 1 to 100',
  plan: 'plan must be free, basic, premium, pro or family',
  status: 'status must be active, suspended or pending',
} as const;

/**
 * What each status means (docs/decisions/040). Suspended and pending accounts cannot sign in, and their sign-in
 * sessions end the moment the status is set; nothing they hold is deleted.
 */
export const STATUS_MEANING: Record<z.infer<typeof UserStatusSchema>, string> = {
  active: 'Can sign in and use Brightpath.',
  suspended: 'Blocked by an administrator: cannot sign in, and every open session has ended.',
  pending: 'Waiting for an administrator to approve it: cannot sign in until it is made active.',
};

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** The search's longest text: longer is no name, username or address anyone types. */
export const ADMIN_SEARCH_MAX = 100;

/** GET /api/admin/users: a page of registered accounts, newest first (offset paging: docs/decisions/040). */
export const AdminUsersQuerySchema = z.object({
  search: text(ADMIN_MESSAGES.search).trim().max(ADMIN_SEARCH_MAX, ADMIN_MESSAGES.search).optional(),
  plan: z.enum(PlanIdSchema.options, ADMIN_MESSAGES.plan).optional(),
  status: z.enum(UserStatusSchema.options, ADMIN_MESSAGES.status).optional(),
  page: z.coerce
    .number(ADMIN_MESSAGES.page)
    .int(ADMIN_MESSAGES.page)
    .min(1, ADMIN_MESSAGES.page)
    .max(10_000, ADMIN_MESSAGES.page)
    .default(1),
  pageSize: z.coerce
    .number(ADMIN_MESSAGES.pageSize)
    .int(ADMIN_MESSAGES.pageSize)
    .min(1, ADMIN_MESSAGES.pageSize)
    .max(ADMIN_PAGE_SIZE_MAX, ADMIN_MESSAGES.pageSize)
    .default(ADMIN_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>;

/** One account as the User Management table shows it (spec 002 section 3 "Admin user record"). */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: RoleSchema,
  plan: PlanIdSchema,
  status: UserStatusSchema,
  /** Tutoring sessions started this calendar month (UTC), what the plan's limit counts. */
  sessionsUsed: z.number().int().nonnegative(),
  /** The plan's monthly limit; -1 unlimited (shown as ∞). */
  sessionsLimit: z.number().int().min(-1),
  /** When the account registered (ISO instant). */
  joinDate: z.string(),
  /** The last request of one of its sessions (ISO instant, to within the five minutes the sessions are touched). */
  lastActive: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersPageSchema = z.object({
  users: z.array(AdminUserSchema),
  /** Accounts matching the search and filters, in all. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;

/** A subject's skill tree as a learner stands in it. */
export const AdminSkillTreeSchema = z.object({
  subject: z.string(),
  /** Begun: at least one of its skills in progress, completed or mastered. */
  unlocked: z.boolean(),
  /** Skills completed or mastered. */
  completed: z.number().int().nonnegative(),
  total: z.number().int().positive(),
});

/** GET /api/admin/users/:userId: the details dialog (spec 002 section 2), read through the audited access path. */
export const AdminUserDetailsSchema = AdminUserSchema.extend({
  age: z.number().int().nullable(),
  /** Tutoring sessions started, all time. */
  totalSessions: z.number().int().nonnegative(),
  /** Skill trees the learner has begun (of the six subjects with a tree). */
  skillTreesUnlocked: z.number().int().nonnegative(),
  skillTrees: z.array(AdminSkillTreeSchema),
});
export type AdminUserDetails = z.infer<typeof AdminUserDetailsSchema>;

export const AdminUserParamsSchema = z.object({ userId: dbIdParam('userId must be an account id') });

/** POST /api/admin/users/:userId/status. */
export const ChangeStatusSchema = z.object({ status: z.enum(UserStatusSchema.options, ADMIN_MESSAGES.status), reason: ReasonSchema });
export type ChangeStatus = z.input<typeof ChangeStatusSchema>;
export const ChangeStatusResultSchema = z.object({ id: z.number().int(), status: UserStatusSchema });

/** DELETE /api/admin/users/:userId: the account and everything it holds, in one transaction (docs/decisions/032). */
export const DeleteUserSchema = z.object({ reason: ReasonSchema });
export type DeleteUser = z.input<typeof DeleteUserSchema>;
export const DeleteUserResultSchema = z.object({ deleted: z.literal(true) });

/** GET /api/admin/stats: the Overview's figures, computed from the database (definitions: docs/decisions/040). */
export const AdminStatsSchema = z.object({
  /** Registered accounts (guests left out), learners and administrators. */
  totalUsers: z.number().int().nonnegative(),
  /** Registered accounts whose status is active and that made a request in the last 30 days. */
  activeUsers: z.number().int().nonnegative(),
  freeUsers: z.number().int().nonnegative(),
  basicUsers: z.number().int().nonnegative(),
  premiumUsers: z.number().int().nonnegative(),
  proUsers: z.number().int().nonnegative(),
  familyUsers: z.number().int().nonnegative(),
  /** Tutoring sessions ever started by the registered accounts. */
  totalSessions: z.number().int().nonnegative(),
  /** totalSessions / totalUsers, to one decimal (0 with no account). */
  averageSessionsPerUser: z.number().nonnegative(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** How recent "active" is: a request within this many days. */
export const ACTIVE_WITHIN_DAYS = 30;

/** Average sessions per user to one decimal (spec 002 section 2). */
export const averageSessions = (sessions: number, users: number) => (users === 0 ? 0 : Math.round((sessions / users) * 10) / 10);

/**
 * The kinds of event the Recent Activity feed shows, each from its own source (the table where it happens). A new
 * kind (a plan change, a refund) is one more member here and one more source on the server (docs/decisions/040).
 */
export const ActivityEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('registration'),
    at: z.string(),
    userId: z.number().int(),
    username: z.string().nullable(),
    plan: PlanIdSchema,
  }),
  z.object({
    kind: z.literal('session'),
    at: z.string(),
    userId: z.number().int(),
    username: z.string().nullable(),
    /** The subject's name ('Subject {id}' for one the catalogue does not know). */
    subject: z.string(),
  }),
]);
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;
export const ACTIVITY_LIMIT = 20;
export const ActivitySchema = z.object({ events: z.array(ActivityEventSchema) });
export type Activity = z.infer<typeof ActivitySchema>;

// --- The audit log ---

export const AUDIT_KINDS = ['change', 'read'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AuditLogQuerySchema = z.object({
  /** Changes only by default; 'read' for the reads across learners; 'all' for both. */
  kind: z.enum([...AUDIT_KINDS, 'all'], 'kind must be change, read or all').default('change'),
  targetUserId: dbIdParam('targetUserId must be an account id').optional(),
  /** The id of the last entry of the previous page: the next page holds older entries. */
  before: dbIdParam('before must be an entry id').optional(),
  limit: z.coerce
    .number(ADMIN_MESSAGES.pageSize)
    .int(ADMIN_MESSAGES.pageSize)
    .min(1, ADMIN_MESSAGES.pageSize)
    .max(ADMIN_PAGE_SIZE_MAX, ADMIN_MESSAGES.pageSize)
    .default(50),
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

const StateSchema = z.record(z.string(), z.unknown()).nullable();

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(AUDIT_KINDS),
  /** Null once the acting account is deleted; its username is kept. */
  actorId: z.number().int().nullable(),
  actorUsername: z.string(),
  /** '<resource>.<operation>': 'users.status', 'users.delete', 'moderation-events.review', 'users.details'. */
  action: z.string(),
  targetUserId: z.number().int().nullable(),
  /** The target's username now (null once deleted, or for no target). */
  targetUsername: z.string().nullable(),
  reason: z.string().nullable(),
  before: StateSchema,
  after: StateSchema,
  /** A read's parameters (filters, page); a change's other facts. */
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogPageSchema = z.object({ entries: z.array(AuditEntrySchema), nextBefore: z.number().int().nullable() });
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
