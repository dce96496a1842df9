// What the billing module offers the other modules: the monthly limits in force (plan_settings), the overage charge a
// tutoring session past the included ones writes with it (docs/decisions/037), and setPlan, the one place an account's
// plan changes. Its tables are its own.
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_SESSION_LIMITS, PLAN_IDS, PLANS, type PlanId } from '@brightpath/shared/billing';
import type { Db } from '@/db/client.ts';
import { learnerTables } from '@/lib/learner-data.ts';
import type { Owner, OwnerId } from '@/lib/ownership.ts';
import { setAccountPlan } from '../auth/auth.api.ts';
import { releaseFamily } from '../family/family.api.ts';
import { billingAccounts, checkoutSessions, invoiceLines, overageCharges, planSettings } from './billing.tables.ts';

/** `case <plan> when 'free' then ... end` from a value per plan (null: none). */
const perPlan = (plan: SQLWrapper, value: (id: PlanId) => number | null) =>
  sql`(case ${plan} ${sql.join(
    PLAN_IDS.map((id) => sql`when ${id} then ${value(id)}::int`),
    sql` `,
  )} end)`;

/** Every plan's monthly limit of tutoring sessions in force (-1 unlimited): plan_settings, the defaults for a missing row. */
export async function planLimits(db: Db): Promise<Record<PlanId, number>> {
  const rows = await db.select().from(planSettings);
  return Object.fromEntries(
    PLAN_IDS.map((id) => [id, rows.find((r) => r.planId === id)?.sessionsLimit ?? DEFAULT_SESSION_LIMITS[id]]),
  ) as Record<PlanId, number>;
}

/** A plan's monthly limit of tutoring sessions in force (-1 unlimited). */
export async function sessionLimitOf(db: Db, plan: PlanId): Promise<number> {
  const [row] = await db.select({ limit: planSettings.sessionsLimit }).from(planSettings).where(eq(planSettings.planId, plan));
  return row?.limit ?? DEFAULT_SESSION_LIMITS[plan];
}

/** The same, as a scalar subquery of the plan (a column or a value) another module's statement can select. */
export const sessionLimitSql = (plan: SQLWrapper) =>
  sql<number>`coalesce((select ${planSettings.sessionsLimit} from ${planSettings} where ${planSettings.planId} = ${plan}), ${perPlan(
    plan,
    (id) => DEFAULT_SESSION_LIMITS[id],
  )})`;

/** Sessions a plan includes before each one more is overage, as SQL; null for a plan without an overage rate. */
export const overageIncludedSql = (plan: SQLWrapper) =>
  perPlan(plan, (id) => {
    const p = PLANS.find((x) => x.id === id)!;
    return p.overageCents === null || p.sessionsIncluded < 0 ? null : p.sessionsIncluded;
  });

/** A plan's overage rate in cents, as SQL; null for a plan without one. */
const overageRateSql = (plan: SQLWrapper) => perPlan(plan, (id) => PLANS.find((x) => x.id === id)!.overageCents);

/** The provider's identifier of a session's overage (Stripe's meter event `identifier`): one per tutoring session. */
export const OVERAGE_IDENTIFIER_PREFIX = 'brightpath_overage_session_';

/**
 * Records the overage charge of each row of `sessions` (a select answering `id`, the tutoring session, and `plan`, the
 * plan it started on) for `userId` in `period` (YYYY-MM), at the plan's rate; a plan without one charges nothing. A
 * statement for another module to run as part of its own (a CTE of the statement that starts the session), so the
 * charge is written with the session or not at all. Answers the ids written.
 */
export const overageChargesInsert = (userId: Owner, period: SQLWrapper | string, sessions: SQLWrapper) =>
  sql`insert into ${overageCharges} (user_id, tutoring_session_id, period, plan_id, amount_cents, identifier)
    select ${userId}, s.id, ${period}, s.plan, ${overageRateSql(sql`s.plan`)}, ${OVERAGE_IDENTIFIER_PREFIX}::text || s.id::text
    from (${sessions}) s where ${overageRateSql(sql`s.plan`)} is not null
    on conflict (tutoring_session_id) do nothing
    returning id`;

/** The overage charge of one tutoring session, in the caller's transaction `t` (the one that wrote the session). */
export async function recordOverageCharge(
  t: Db,
  userId: OwnerId,
  tutoringSessionId: number,
  plan: PlanId,
  period: string,
): Promise<boolean> {
  const result = await t.execute(overageChargesInsert(userId, period, sql`select ${tutoringSessionId}::int as id, ${plan}::text as plan`));
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * THE place an account's plan in force changes (users.plan), in the caller's transaction `t`: every payment event
 * applied, and later the administrator's console and the family plan, come through here. Answers the plan the account
 * had (undefined: no such account).
 */
export async function setPlan(t: Db, userId: OwnerId, plan: PlanId): Promise<PlanId | undefined> {
  const previous = await setAccountPlan(t, userId, plan);
  // An account leaving the Family plan ends the family it owns (its members return to Free) and its own membership of
  // another's, in the same transaction (DESIGN.md decision 10).
  if (previous === 'family' && plan !== 'family') await releaseFamily(t, userId);
  return previous;
}

/** The learner's rows in this module's tables, for the export and the deletion of everything (docs/decisions/032). */
export const billingLearnerData = learnerTables(
  { table: billingAccounts, owner: billingAccounts.userId, order: [billingAccounts.userId] },
  {
    table: checkoutSessions,
    owner: checkoutSessions.userId,
    order: [checkoutSessions.userId, checkoutSessions.createdAt, checkoutSessions.id],
  },
  { table: overageCharges, owner: overageCharges.userId, order: [overageCharges.id] },
  { table: invoiceLines, owner: invoiceLines.userId, order: [invoiceLines.id] },
);
