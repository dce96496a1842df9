import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { PaidPlanId, PlanId, SubscriptionState } from '@brightpath/shared/billing';
import { rowsOf, type Db } from '@/db/client.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import { planOf } from '../auth/auth.api.ts';
import { monthSessionCountOf, usageMonth } from '../chat/chat.api.ts';
import { sessionLimitSql } from './billing.api.ts';
import { billingAccounts, checkoutSessions, invoiceLines, overageCharges } from './billing.tables.ts';
import type { PaymentMode } from './gateway.ts';

export type Checkout = typeof checkoutSessions.$inferSelect;
export type BillingAccount = typeof billingAccounts.$inferSelect;

/** The account's plan, this month's usage and overage, and its billing record, as the status and the actions read them. */
export type BillingState = {
  plan: PlanId;
  sessionsUsed: number;
  sessionsLimit: number;
  overage: { sessions: number; amountCents: number };
  /** The account's checkouts paid or expired so far: a new checkout after one of them is a new request. */
  closedCheckouts: number;
  account: {
    mode: PaymentMode;
    customerId: string | null;
    subscriptionId: string | null;
    plan: PlanId;
    status: SubscriptionState;
    currentPeriodStart: Date | null;
    currentPeriodEnd: Date | null;
    cancelAtPeriodEnd: boolean;
    version: number;
  } | null;
};

type StateRow = {
  plan: PlanId;
  used: number;
  lim: number;
  over_n: number;
  over_cents: number;
  closed: number;
  account: {
    mode: PaymentMode;
    customer_id: string | null;
    subscription_id: string | null;
    plan: PlanId;
    status: SubscriptionState;
    period_start: string | null;
    period_end: string | null;
    cancel_at_period_end: boolean;
    version: number;
  } | null;
};

const date = (s: string | null) => (s ? new Date(s) : null);

/** A learner's billing: `billingRepository(db).forUser(id)`, every query scoped by that id (lib/ownership.ts). */
export function billingRepository(db: Db) {
  return {
    forUser: ownedBy((userId: OwnerId) => ({
      /** The plan in force, this month's sessions and overage, and the billing record, in one statement. */
      async state(now = new Date()): Promise<BillingState | undefined> {
        const month = usageMonth(now);
        const plan = planOf(userId);
        const [row] = rowsOf<StateRow>(
          await db.execute(sql`select ${plan} as plan, ${monthSessionCountOf(userId, month)} as used, ${sessionLimitSql(plan)} as lim,
            (select count(*)::int from ${overageCharges} where user_id = ${userId} and period = ${month}) as over_n,
            (select coalesce(sum(amount_cents), 0)::int from ${overageCharges} where user_id = ${userId} and period = ${month}) as over_cents,
            (select count(*)::int from ${checkoutSessions} where user_id = ${userId} and status <> 'open') as closed,
            (select json_build_object('mode', mode, 'customer_id', customer_id, 'subscription_id', subscription_id, 'plan', plan,
                'status', status, 'period_start', current_period_start, 'period_end', current_period_end,
                'cancel_at_period_end', cancel_at_period_end, 'version', version)
              from ${billingAccounts} where user_id = ${userId}) as account`),
        );
        if (!row?.plan) return undefined;
        const a = row.account;
        return {
          plan: row.plan,
          sessionsUsed: row.used,
          sessionsLimit: row.lim,
          overage: { sessions: row.over_n, amountCents: row.over_cents },
          closedCheckouts: row.closed,
          account: a && {
            mode: a.mode,
            customerId: a.customer_id,
            subscriptionId: a.subscription_id,
            plan: a.plan,
            status: a.status,
            currentPeriodStart: date(a.period_start),
            currentPeriodEnd: date(a.period_end),
            cancelAtPeriodEnd: a.cancel_at_period_end,
            version: a.version,
          },
        };
      },

      /**
       * Keeps `customerId` as the account's customer unless it already has one made in `mode` (two checkouts started at
       * once keep the first); answers the customer kept. A customer of the other mode is replaced: it means nothing here.
       */
      async keepCustomer(mode: PaymentMode, customerId: string): Promise<string> {
        const [row] = await db
          .insert(billingAccounts)
          .values({ userId, mode, customerId })
          .onConflictDoUpdate({
            target: billingAccounts.userId,
            set: {
              customerId: sql`case when ${billingAccounts.mode} = excluded.mode and ${billingAccounts.customerId} is not null
                then ${billingAccounts.customerId} else excluded.customer_id end`,
              mode,
              updatedAt: new Date(),
            },
          })
          .returning({ customerId: billingAccounts.customerId });
        return row!.customerId!;
      },

      /** An open checkout of the same plan and addresses still good until `until`: a repeated click reuses it. */
      async openCheckout(
        plan: PaidPlanId,
        successUrl: string,
        cancelUrl: string,
        mode: PaymentMode,
        until: Date,
      ): Promise<Checkout | undefined> {
        const [row] = await db
          .select()
          .from(checkoutSessions)
          .where(
            and(
              eq(checkoutSessions.userId, userId),
              eq(checkoutSessions.planId, plan),
              eq(checkoutSessions.mode, mode),
              eq(checkoutSessions.status, 'open'),
              eq(checkoutSessions.successUrl, successUrl),
              eq(checkoutSessions.cancelUrl, cancelUrl),
              gt(checkoutSessions.expiresAt, until),
            ),
          )
          .orderBy(desc(checkoutSessions.createdAt))
          .limit(1);
        return row;
      },

      /** Stores a checkout; the same request key twice (a double click) keeps the first and answers it. */
      async addCheckout(values: Omit<typeof checkoutSessions.$inferInsert, 'userId'>): Promise<Checkout> {
        await db
          .insert(checkoutSessions)
          .values({ ...values, userId })
          .onConflictDoNothing({ target: checkoutSessions.requestKey });
        const [row] = await db
          .select()
          .from(checkoutSessions)
          .where(and(eq(checkoutSessions.requestKey, values.requestKey), eq(checkoutSessions.userId, userId)));
        return row!;
      },

      /** One of the caller's checkouts; undefined when it is not theirs. */
      async checkout(id: string): Promise<Checkout | undefined> {
        const [row] = await db
          .select()
          .from(checkoutSessions)
          .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
        return row;
      },

      /** The caller leaves an open checkout: it can no longer be paid. */
      async expireCheckout(id: string): Promise<void> {
        await db
          .update(checkoutSessions)
          .set({ status: 'expired' })
          .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'open')));
      },

      /** The caller's invoice lines, newest first. */
      async invoices() {
        return db
          .select()
          .from(invoiceLines)
          .where(eq(invoiceLines.userId, userId))
          .orderBy(desc(invoiceLines.createdAt), desc(invoiceLines.id));
      },
    })),
  };
}

export type BillingRepository = ReturnType<ReturnType<typeof billingRepository>['forUser']>;
