import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAID_PLAN_IDS, type PlanId, type SubscriptionState } from '@brightpath/shared/billing';
import { createdAt, updatedAt } from '@/db/columns.ts';
import { ownerId } from '../auth/auth.tables.ts';
import { tutoringSessions } from '../chat/chat.tables.ts';

/** Where a payment record comes from: Stripe, or the built-in test mode (no STRIPE_SECRET_KEY). */
export const PAYMENT_MODES = ['stripe', 'test'] as const;
// The shared enums as tuples (a column's enum needs one).
const PLAN_IDS = ['free', 'basic', 'premium', 'pro', 'family'] as const satisfies readonly PlanId[];
const SUBSCRIPTION_STATES = ['active', 'past_due', 'canceled', 'incomplete'] as const satisfies readonly SubscriptionState[];

/**
 * Each plan's monthly limit of tutoring sessions (-1 unlimited; docs/decisions/037): seeded with
 * DEFAULT_SESSION_LIMITS by the migration, read by the whole server (billing.api.ts), editable by the admin console.
 */
export const planSettings = pgTable(
  'plan_settings',
  {
    planId: text('plan_id', { enum: PLAN_IDS }).primaryKey(),
    sessionsLimit: integer('sessions_limit').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('plan_settings_sessions_limit_check', sql`${t.sessionsLimit} >= -1`)],
);

/**
 * An account's billing record, made at its first checkout: the payment provider's customer (reused for every
 * checkout of the account), its subscription and that subscription's state as the last applied event left it. The
 * plan in force is users.plan (auth), which only setPlan (billing.api.ts) writes; `plan` here is the subscription's.
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    userId: ownerId().primaryKey(),
    /** The mode the customer was made in: a test-mode customer means nothing to Stripe. */
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    plan: text('plan', { enum: PLAN_IDS }).notNull().default('free'),
    status: text('status', { enum: SUBSCRIPTION_STATES }).notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the event that set the subscription's state was created: an older event never rolls it back. */
    stateAt: timestamp('state_at', { withTimezone: true }),
    /** One more at each applied change: part of the idempotency key of the next change asked of the provider. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('billing_accounts_customer_idx').on(t.customerId),
    uniqueIndex('billing_accounts_subscription_idx').on(t.subscriptionId),
  ],
);

/**
 * Every payment event applied (a verified Stripe webhook, or the test-mode checkout's equivalent), by its id: written
 * in the same transaction as its effect, so a replayed event finds its id and changes nothing.
 */
export const billingEvents = pgTable('billing_events', {
  id: serial('id').primaryKey(),
  eventId: text('event_id').notNull().unique(),
  type: text('type').notNull(),
  source: text('source', { enum: PAYMENT_MODES }).notNull(),
  /** The event's own creation time (Stripe's `created`). */
  eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
  /** Whether it changed anything (false: a duplicate of a newer state, an unknown customer, a type we do not act on). */
  applied: boolean('applied').notNull(),
  processedAt: createdAt(),
});

/** A checkout started for a paid plan: Stripe's Checkout Session, or the built-in test-mode one (/checkout/test/<id>). */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    mode: text('mode', { enum: PAYMENT_MODES }).notNull(),
    planId: text('plan_id', { enum: PAID_PLAN_IDS }).notNull(),
    /**
     * The request it answers (account, plan, addresses, minute), also the idempotency key sent to Stripe: a double
     * click makes one session.
     */
    requestKey: text('request_key').notNull().unique(),
    stripeSessionId: text('stripe_session_id').unique(),
    /** Where the browser goes to pay: Stripe's page, or /checkout/test/<id>. */
    url: text('url').notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A tutoring session past the included ones of a plan with an overage rate (docs/decisions/037), written in the same
 * statement or transaction as the session: one per session, at the plan's rate when it started, in integer cents.
 * Reported to the payment provider after commit (a Billing Meter event whose identifier makes a retry count once; in
 * test mode the period's invoice line); `reportedAt` stays null until that succeeded, and the next report retries it.
 */
export const overageCharges = pgTable(
  'overage_charges',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    tutoringSessionId: integer('tutoring_session_id')
      .notNull()
      .references(() => tutoringSessions.id, { onDelete: 'cascade' }),
    /** The usage month (UTC, YYYY-MM) the session counted against. */
    period: text('period').notNull(),
    planId: text('plan_id', { enum: PLAN_IDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The meter event's identifier at the provider. */
    identifier: text('identifier').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('overage_charges_session_idx').on(t.tutoringSessionId),
    uniqueIndex('overage_charges_identifier_idx').on(t.identifier),
    index('overage_charges_user_period_idx').on(t.userId, t.period),
    index('overage_charges_unreported_idx')
      .on(t.userId)
      .where(sql`reported_at is null`),
    check('overage_charges_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * What the learner sees of their bills: each paid invoice (the subscription, a prorated change) from the provider's
 * invoice.paid, and in test mode the period's overage as one line whose quantity and amount grow with it.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    kind: text('kind', { enum: ['invoice', 'overage'] }).notNull(),
    /** The month (YYYY-MM) the line belongs to: the invoice's period start, or the usage month of the overage. */
    period: text('period').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The provider's invoice (null for an overage line). */
    invoiceId: text('invoice_id').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invoice_lines_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('invoice_lines_overage_period_idx')
      .on(t.userId, t.period)
      .where(sql`kind = 'overage'`),
  ],
);

/**
 * Stripe subscriptions to end now because their account was deleted (the deletion of everything, docs/decisions/032,
 * removes the billing record with the rest): written by a trigger on billing_accounts in the deletion's own
 * transaction (migration 0025_cancel_subscription_of_deleted_account), cancelled at Stripe once it has committed, retried by the sweep until Stripe confirms.
 * It names no account: the account is gone, and a deleted account must never be charged again.
 */
export const subscriptionCancellations = pgTable('subscription_cancellations', {
  id: serial('id').primaryKey(),
  subscriptionId: text('subscription_id').notNull().unique(),
  customerId: text('customer_id'),
  createdAt: createdAt(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});
