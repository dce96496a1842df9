// The one handler of payment events: a verified Stripe webhook, the events Stripe's answer to our own call describes,
// and the test-mode checkout's equivalents all come here. Each event is recorded by its id in the same transaction as
// its effect, so a replay changes nothing; an event older than the subscription's state already applied does not roll
// it back. The plan in force changes only through setPlan (billing.api.ts).
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { planById, type PaidPlanId, type PlanId, type SubscriptionState } from '@brightpath/shared/billing';
import { inTransaction, type Db } from '@/db/client.ts';
import { asOwner, type OwnerId } from '@/lib/ownership.ts';
import { setPlan } from './billing.api.ts';
import { billingAccounts, billingEvents, checkoutSessions, invoiceLines, subscriptionCancellations } from './billing.tables.ts';
import { planOfLookupKey, type PaymentEvent, type PaymentMode } from './gateway.ts';

/**
 * The account a verified payment event is about, read back from a record this server wrote for a signed-in owner (the
 * checkout it started, the customer it made): the one way to an owner besides the session and an administrator's
 * access decision (lib/ownership.ts), allowed to this file alone (eslint.config.js).
 */
const ownerOf = (userId: number): OwnerId => asOwner(userId);

const Metadata = z.record(z.string(), z.string()).nullish();
const CheckoutObject = z.object({
  id: z.string(),
  customer: z.string().nullish(),
  subscription: z.string().nullish(),
  payment_status: z.string().nullish(),
  metadata: Metadata,
});
const SubscriptionObject = z.object({
  id: z.string(),
  customer: z.string(),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  items: z.object({
    data: z.array(
      z.object({
        price: z.object({ lookup_key: z.string().nullish() }),
        current_period_start: z.number().nullish(),
        current_period_end: z.number().nullish(),
      }),
    ),
  }),
  metadata: Metadata,
});
const InvoiceObject = z.object({
  id: z.string(),
  customer: z.string().nullish(),
  total: z.number().int(),
  billing_reason: z.string().nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: z.string().nullish() }).nullish() }).nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ start: z.number(), end: z.number() }) })) }),
});
type Subscription = z.infer<typeof SubscriptionObject>;
type Account = typeof billingAccounts.$inferSelect;

const at = (seconds: number) => new Date(seconds * 1000);
const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/** Stripe's subscription status as ours, and whether the plan is in force. */
function stateOf(status: string): { state: SubscriptionState; grants: boolean } {
  switch (status) {
    case 'active':
    case 'trialing':
      return { state: 'active', grants: true };
    case 'past_due':
      // Stripe is still retrying the payment: access stays until it gives up (then the subscription ends).
      return { state: 'past_due', grants: true };
    case 'unpaid':
    case 'paused':
      return { state: 'past_due', grants: false };
    case 'incomplete':
      return { state: 'incomplete', grants: false };
    default:
      return { state: 'canceled', grants: false };
  }
}

/** The plan a subscription is for: its monthly Price's lookup key, else the plan our checkout wrote in its metadata. */
function planOfSubscription(sub: Subscription): PlanId | undefined {
  for (const item of sub.items.data) {
    const plan = planOfLookupKey(item.price.lookup_key);
    if (plan) return plan;
  }
  const named = sub.metadata?.plan_id;
  return named && ['basic', 'premium', 'pro', 'family'].includes(named) ? (named as PlanId) : undefined;
}

/** The billing period of the subscription's monthly item. */
function periodOf(sub: Subscription): { start: Date | null; end: Date | null } {
  const item = sub.items.data.find((i) => planOfLookupKey(i.price.lookup_key)) ?? sub.items.data[0];
  return {
    start: item?.current_period_start ? at(item.current_period_start) : null,
    end: item?.current_period_end ? at(item.current_period_end) : null,
  };
}

const lock = (t: Db, where: ReturnType<typeof eq>) => t.select().from(billingAccounts).where(where).for('update');

async function accountByCustomer(t: Db, customerId: string | null | undefined): Promise<Account | undefined> {
  if (!customerId) return undefined;
  const [row] = await lock(t, eq(billingAccounts.customerId, customerId));
  return row;
}

async function accountBySubscription(t: Db, subscriptionId: string): Promise<Account | undefined> {
  const [row] = await lock(t, eq(billingAccounts.subscriptionId, subscriptionId));
  return row;
}

/** Writes the account's subscription state and the plan it puts in force, both in `t`. */
async function writeState(t: Db, account: Account, values: Partial<Account> & { plan: PlanId; grants: boolean }) {
  const { grants, ...state } = values;
  await t
    .update(billingAccounts)
    .set({ ...state, plan: grants ? state.plan : 'free', version: sql`${billingAccounts.version} + 1`, updatedAt: new Date() })
    .where(eq(billingAccounts.userId, account.userId));
  await setPlan(t, ownerOf(account.userId), grants ? state.plan : 'free');
}

/** checkout.session.completed: the checkout we started is paid; its plan comes into force with its subscription. */
async function checkoutCompleted(t: Db, object: unknown, created: number, source: PaymentMode): Promise<boolean> {
  const session = CheckoutObject.parse(object);
  const checkoutId = session.metadata?.checkout_id;
  if (!checkoutId || !session.subscription) return false;
  const [row] = await t.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkoutId)).for('update');
  // Only a checkout this server started, in this mode, and for Stripe the very session named.
  if (!row || row.mode !== source || (source === 'stripe' && row.stripeSessionId !== session.id) || row.status === 'complete') return false;
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return false;
  await t.update(checkoutSessions).set({ status: 'complete', completedAt: new Date() }).where(eq(checkoutSessions.id, row.id));

  const [account] = await lock(t, eq(billingAccounts.userId, row.userId));
  if (!account) return false;
  // The subscription's own events may have come first (Stripe does not promise an order): a newer state stays.
  if (account.subscriptionId === session.subscription && account.stateAt && account.stateAt > at(created)) return true;
  // Two checkouts paid (two tabs): the one paid last is the plan, and the other subscription ends now, so that the
  // account never pays for two (cancelled at Stripe after commit, as a deleted account's is).
  if (source === 'stripe' && account.subscriptionId && account.subscriptionId !== session.subscription && account.status !== 'canceled') {
    await t
      .insert(subscriptionCancellations)
      .values({ subscriptionId: account.subscriptionId, customerId: account.customerId })
      .onConflictDoNothing();
    await t.execute(sql`select pg_notify('bp_billing', 'cancellations')`);
  }
  await writeState(t, account, {
    customerId: session.customer ?? account.customerId,
    subscriptionId: session.subscription,
    plan: row.planId as PaidPlanId,
    status: 'active',
    cancelAtPeriodEnd: false,
    ...(account.subscriptionId === session.subscription ? {} : { currentPeriodStart: null, currentPeriodEnd: null }),
    stateAt: at(created),
    grants: true,
  });
  return true;
}

/** customer.subscription.created / updated: the subscription's plan, status, period and cancellation, unless older. */
async function subscriptionChanged(t: Db, object: unknown, created: number): Promise<boolean> {
  const sub = SubscriptionObject.parse(object);
  const account = (await accountBySubscription(t, sub.id)) ?? (await accountByCustomer(t, sub.customer));
  if (!account) return false;
  // Another subscription of a customer who still has a live one is not ours to follow (there is only ever one).
  if (account.subscriptionId && account.subscriptionId !== sub.id && account.status !== 'canceled') return false;
  if (account.subscriptionId === sub.id && account.stateAt && at(created) < account.stateAt) return false;
  // A subscription that ended stays ended (Stripe never revives one): a late update of it changes nothing.
  if (account.subscriptionId === sub.id && account.status === 'canceled') return false;
  const plan = planOfSubscription(sub);
  if (!plan) return false;
  const { state, grants } = stateOf(sub.status);
  const period = periodOf(sub);
  await writeState(t, account, {
    subscriptionId: sub.id,
    plan,
    status: state,
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    stateAt: at(created),
    grants,
  });
  return true;
}

/** customer.subscription.deleted: the subscription ended (at its period's end, or for unpaid invoices); back to Free. */
async function subscriptionDeleted(t: Db, object: unknown, created: number): Promise<boolean> {
  const sub = SubscriptionObject.parse(object);
  const account = await accountBySubscription(t, sub.id);
  if (!account || account.status === 'canceled') return false;
  // The end is final whenever it is told: a later-told older update cannot bring the subscription back (stateAt).
  const stateAt = account.stateAt && account.stateAt > at(created) ? account.stateAt : at(created);
  await writeState(t, account, {
    plan: 'free',
    status: 'canceled',
    cancelAtPeriodEnd: false,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    stateAt,
    grants: false,
  });
  return true;
}

function invoiceDescription(plan: PlanId, reason: string | null | undefined): string {
  const name = planById(plan).name;
  if (reason === 'subscription_update') return `${name} plan, prorated change`;
  if (reason === 'subscription_cycle') return `${name} plan, monthly renewal`;
  return `${name} plan, monthly`;
}

/** invoice.paid: a line the learner can see; the subscription is in good standing for the period it paid. */
async function invoicePaid(t: Db, object: unknown): Promise<boolean> {
  const invoice = InvoiceObject.parse(object);
  const account = await accountByCustomer(t, invoice.customer);
  if (!account) return false;
  const subscriptionId = invoice.parent?.subscription_details?.subscription;
  const current = subscriptionId !== undefined && subscriptionId !== null && subscriptionId === account.subscriptionId;
  const periods = invoice.lines.data.map((l) => l.period).sort((a, b) => b.end - a.end);
  const period = periods[0];
  await t
    .insert(invoiceLines)
    .values({
      userId: account.userId,
      kind: 'invoice',
      period: monthOf(period ? at(period.start) : new Date()),
      description: invoiceDescription(account.plan, invoice.billing_reason),
      quantity: 1,
      amountCents: invoice.total,
      invoiceId: invoice.id,
    })
    .onConflictDoNothing();
  if (!current || account.status === 'canceled') return true;
  // A payment that opens a period (the first, a renewal) sets it; a prorated change's invoice covers the rest of one.
  const opens = period && (invoice.billing_reason === 'subscription_create' || invoice.billing_reason === 'subscription_cycle');
  const later = opens && (!account.currentPeriodEnd || at(period.end) >= account.currentPeriodEnd);
  const paidUp = account.status !== 'active';
  if (!later && !paidUp) return true;
  await writeState(t, account, {
    plan: account.plan,
    status: 'active',
    ...(later ? { currentPeriodStart: at(period.start), currentPeriodEnd: at(period.end) } : {}),
    grants: true,
  });
  return true;
}

/** invoice.payment_failed: past due; the plan stays while the provider retries. */
async function invoiceFailed(t: Db, object: unknown): Promise<boolean> {
  const invoice = InvoiceObject.parse(object);
  const account = await accountByCustomer(t, invoice.customer);
  const subscriptionId = invoice.parent?.subscription_details?.subscription;
  if (!account || !subscriptionId || subscriptionId !== account.subscriptionId || account.status !== 'active') return false;
  await writeState(t, account, { plan: account.plan, status: 'past_due', grants: true });
  return true;
}

/** checkout.session.expired: the checkout can no longer be paid. */
async function checkoutExpired(t: Db, object: unknown): Promise<boolean> {
  const session = CheckoutObject.parse(object);
  const rows = await t
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(checkoutSessions.stripeSessionId, session.id), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

const HANDLERS: Record<string, (t: Db, object: unknown, created: number, source: PaymentMode) => Promise<boolean>> = {
  'checkout.session.completed': checkoutCompleted,
  'checkout.session.expired': (t, object) => checkoutExpired(t, object),
  'customer.subscription.created': (t, object, created) => subscriptionChanged(t, object, created),
  'customer.subscription.updated': (t, object, created) => subscriptionChanged(t, object, created),
  'customer.subscription.deleted': (t, object, created) => subscriptionDeleted(t, object, created),
  'invoice.paid': (t, object) => invoicePaid(t, object),
  'invoice.payment_failed': (t, object) => invoiceFailed(t, object),
};

export type EventOutcome = { duplicate: boolean; applied: boolean };

/**
 * Applies one payment event once: its id is recorded in the same transaction as its effect, so a replay (Stripe
 * retries, a double click) finds it and changes nothing. An event of a type billing does not act on, or about an
 * account we do not know, is recorded and left alone.
 */
export function applyPaymentEvent(db: Db, event: PaymentEvent, source: PaymentMode): Promise<EventOutcome> {
  return inTransaction(db, async (t) => {
    const [recorded] = await t
      .insert(billingEvents)
      .values({ eventId: event.id, type: event.type, source, eventCreatedAt: at(event.created), applied: false })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!recorded) return { duplicate: true, applied: false };
    const handler = HANDLERS[event.type];
    let applied = false;
    try {
      applied = handler ? await handler(t, event.data.object, event.created, source) : false;
    } catch (err) {
      // An event of a type we act on but not of the shape we read (each handler reads its object before writing
      // anything): recorded as not applied, so it can be looked into, rather than failed for Stripe to resend forever.
      if (!(err instanceof z.ZodError)) throw err;
    }
    if (applied) await t.update(billingEvents).set({ applied: true }).where(eq(billingEvents.id, recorded.id));
    return { duplicate: false, applied };
  });
}

/** Applies events in order (the test-mode checkout, Stripe's answer to a change). */
export async function applyPaymentEvents(db: Db, events: PaymentEvent[], source: PaymentMode): Promise<void> {
  for (const event of events) await applyPaymentEvent(db, event, source);
}
