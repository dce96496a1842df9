// Billing as the routes use it: the catalogue with the limits in force, checkout, the subscription's status, cancel and
// change, the test-mode checkout, webhooks, and the overage reports. The gateway is chosen once from the configuration
// (Stripe, or test mode); every change of plan is an event applied by billing.events.ts.
import { createHash } from 'node:crypto';
import {
  BILLING_MESSAGES,
  PLANS,
  planById,
  type PaidPlanId,
  type Plans,
  type SubscriptionStatus,
  type TestCheckoutSession,
} from '@brightpath/shared/billing';
import type { BillingConfig } from '@/config.ts';
import type { Database, Db } from '@/db/client.ts';
import { HttpError } from '@/lib/http-error.ts';
import type { OwnerId } from '@/lib/ownership.ts';
import { badRequest, conflict, forbidden, notFound } from '@/plugins/errors.ts';
import type { SignedIn } from '../auth/auth.api.ts';
import { planLimits } from './billing.api.ts';
import { applyPaymentEvent, applyPaymentEvents, type EventOutcome } from './billing.events.ts';
import { cancelDeletedSubscriptions } from './billing.cancellations.ts';
import { reportOverage } from './billing.overage.ts';
import { billingRepository, type BillingState, type Checkout } from './billing.repository.ts';
import { ProviderUnavailable, WebhookRefused, type PaymentGateway, type SubscriptionRef } from './gateway.ts';
import { stripeGateway } from './stripe-gateway.ts';
import { expiryPassed, testCardOutcome } from './test-cards.ts';
import { testCheckoutEvents, testGateway, testPeriodEndEvents } from './test-gateway.ts';

export const BILLING_ERRORS = {
  accountRequired: 'Please create an account before choosing a paid plan: everything you have done so far comes with you.',
  currentPlan: (plan: string) => `You are already on the ${plan} plan.`,
  subscriptionExists: (plan: string) => `You already pay for the ${plan} plan: change plans from your subscription page.`,
  notOwnAddress: (field: string) => `${field} must be an address on this site.`,
  nothingToCancel: 'The Free plan has no subscription to cancel.',
  notASubscription: 'Your plan is not a subscription of this account, so there is nothing to cancel or change here.',
  planNotOwn: (plan: string) =>
    `Your ${plan} plan does not come from a subscription of this account (a Family plan you belong to, or one given to you): leave it before choosing another.`,
  checkoutFirst: 'Choose a paid plan on the pricing page to subscribe first.',
  checkoutNotFound: 'Checkout not found',
  noTestMode: 'There is no test-mode checkout here: payments go through Stripe.',
  checkoutPaid: 'This checkout is already paid.',
  checkoutExpired: 'This checkout has expired. Choose your plan again on the pricing page.',
  testCardOnly: "This is a test-mode checkout: pay with one of Stripe's test card numbers, such as 4242 4242 4242 4242.",
  expiryPassed: 'The expiry date is in the past.',
  providerDown: 'The payment service could not be reached. Please try again.',
  noTestClock: 'The billing period can only be ended this way in test mode.',
} as const;

/** How long before its expiry an open checkout is still handed out again rather than a new one made. */
const REUSE_MARGIN_MS = 10 * 60 * 1000;
/** Unreported overage is retried this often (a failed report, a process that stopped before reporting). */
const SWEEP_MS = 10 * 60 * 1000;

const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 24);

/** Our checkout ids: 'cs_bp_' and 24 hex digits. */
export const CHECKOUT_ID = /^cs_bp_[0-9a-f]{24}$/;

/** The subscription of the account, when it has one in this mode that has not ended. */
function liveSubscription(state: BillingState, mode: PaymentGateway['mode']): SubscriptionRef | undefined {
  const a = state.account;
  if (!a || a.mode !== mode || !a.subscriptionId || !a.customerId || a.plan === 'free' || a.status === 'canceled') return undefined;
  return {
    customerId: a.customerId,
    subscriptionId: a.subscriptionId,
    plan: a.plan,
    periodStart: a.currentPeriodStart,
    periodEnd: a.currentPeriodEnd,
    cancelAtPeriodEnd: a.cancelAtPeriodEnd,
  };
}

/** GET /api/subscription/status from the account's state. */
export function statusOf(state: BillingState, testMode: boolean): SubscriptionStatus {
  const plan = planById(state.plan);
  // The billing record speaks for the plan only when the plan in force is its subscription's.
  const own = state.account && state.account.plan === state.plan && state.plan !== 'free' ? state.account : null;
  const status = own ? own.status : state.plan === 'free' && state.account ? state.account.status : 'active';
  return {
    planId: state.plan,
    sessionsUsed: state.sessionsUsed,
    sessionsLimit: state.sessionsLimit,
    sessionsIncluded: plan.sessionsIncluded,
    status,
    currentPeriodEnd: own?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: own?.cancelAtPeriodEnd ?? false,
    overage: { ...state.overage, rateCents: plan.overageCents },
    familyOwner: null,
    testMode,
  };
}

/**
 * `address` as an absolute URL on one of `origins` (ours first): a path on this site ('/dashboard?success=true') or
 * an absolute address of it. Anything else (another site, '//elsewhere', 'javascript:') is a 400.
 */
export function ownAddress(address: string, origins: readonly string[], field: string): string {
  const base = origins[0]!;
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    throw badRequest(BILLING_ERRORS.notOwnAddress(field), 'NOT_OWN_ADDRESS');
  }
  const allowed = origins.map((o) => new URL(o).origin);
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(address);
  if (!allowed.includes(url.origin) || (!absolute && !address.startsWith('/')))
    throw badRequest(BILLING_ERRORS.notOwnAddress(field), 'NOT_OWN_ADDRESS');
  return url.toString();
}

/** A provider failure is a 502 with a message, nothing applied. */
async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ProviderUnavailable) throw new HttpError(502, 'PAYMENT_PROVIDER', BILLING_ERRORS.providerDown);
    throw err;
  }
}

export type BillingServiceOptions = {
  config: BillingConfig;
  database: Database;
  log?: (message: string) => void;
  /** Tests: the clock of the test-mode gateway. */
  now?: () => Date;
};

export function createBillingService({ config, database, log = () => undefined, now = () => new Date() }: BillingServiceOptions) {
  const db: Db = database.db;
  const gateway: PaymentGateway = config.stripe ? stripeGateway(config.stripe, log) : testGateway(now);
  const testMode = gateway.mode === 'test';
  const repo = billingRepository(db);

  async function stateOf(userId: OwnerId): Promise<BillingState> {
    const state = await repo.forUser(userId).state(now());
    if (!state) throw notFound('Account not found');
    return state;
  }
  const status = async (userId: OwnerId) => statusOf(await stateOf(userId), testMode);

  // The work done after commit (overage reports, the subscriptions of deleted accounts) runs one job at a time, in
  // order; `idle()` waits for every one asked for so far, `nextReport()` for the end of the next.
  let reports: Promise<unknown> = Promise.resolve();
  const reportListeners = new Set<() => void>();
  function schedule(job: () => Promise<unknown>, what: string): Promise<unknown> {
    reports = reports
      .then(job)
      .catch((err: Error) => log(`${what} failed: ${err.message}`))
      .finally(() => reportListeners.forEach((listener) => listener()));
    return reports;
  }
  const scheduleReport = (onlyAccount?: number) => schedule(() => reportOverage(db, gateway, log, onlyAccount), 'overage report');
  const scheduleCancellations = () =>
    schedule(() => cancelDeletedSubscriptions(db, gateway, log), 'cancelling deleted accounts’ subscriptions');

  /** Resolves once every report asked for so far has run. */
  async function idle(): Promise<void> {
    let seen: Promise<unknown>;
    do {
      seen = reports;
      await seen;
    } while (seen !== reports);
  }

  /** The account's subscription for cancel and change, or the 409 that says why there is none. */
  function subscriptionFor(state: BillingState): SubscriptionRef {
    if (state.plan === 'free') throw conflict(BILLING_ERRORS.nothingToCancel, 'NO_SUBSCRIPTION');
    const sub = liveSubscription(state, gateway.mode);
    if (!sub || sub.plan !== state.plan) throw conflict(BILLING_ERRORS.notASubscription, 'NOT_A_SUBSCRIPTION');
    return sub;
  }

  /** The account's customer at the provider, made at its first checkout and reused for every later one. */
  async function customerOf(user: SignedIn, state: BillingState): Promise<string> {
    const a = state.account;
    if (a?.customerId && a.mode === gateway.mode) return a.customerId;
    const made = await viaProvider(() => gateway.createCustomer({ userId: user.id, email: user.email }));
    return repo.forUser(user.id).keepCustomer(gateway.mode, made);
  }

  async function testCheckoutOf(userId: OwnerId, id: string): Promise<Checkout> {
    if (!testMode) throw notFound(BILLING_ERRORS.noTestMode);
    const checkout = await repo.forUser(userId).checkout(id);
    if (!checkout || checkout.mode !== 'test') throw notFound(BILLING_ERRORS.checkoutNotFound);
    return checkout;
  }

  const expired = (c: Checkout) => c.status === 'expired' || (c.status === 'open' && c.expiresAt.getTime() <= now().getTime());

  return {
    gateway,
    testMode,

    /** GET /api/plans: the catalogue with each plan's monthly limit in force. */
    async plans(): Promise<Plans> {
      const limits = await planLimits(db);
      return {
        plans: PLANS.map((p) => ({ ...p, features: [...p.features], limitations: [...p.limitations], sessionsLimit: limits[p.id] })),
        testMode,
      };
    },

    status,

    /**
     * POST /api/stripe/create-checkout: a checkout of a paid plan for a registered account that is not on it and has
     * no live subscription (a change of plan goes through the subscription, prorated). The same request again (a
     * double click) answers the same checkout.
     */
    async createCheckout(user: SignedIn, body: { planId: PaidPlanId; successUrl: string; cancelUrl: string }, origins: readonly string[]) {
      if (user.isGuest) throw forbidden(BILLING_ERRORS.accountRequired, 'ACCOUNT_REQUIRED');
      const successUrl = ownAddress(body.successUrl, origins, 'successUrl');
      const cancelUrl = ownAddress(body.cancelUrl, origins, 'cancelUrl');
      const state = await stateOf(user.id);
      const plan = planById(body.planId);
      if (state.plan === body.planId) throw conflict(BILLING_ERRORS.currentPlan(plan.name), 'CURRENT_PLAN');
      const live = liveSubscription(state, gateway.mode);
      if (live) throw conflict(BILLING_ERRORS.subscriptionExists(planById(live.plan).name), 'SUBSCRIPTION_EXISTS');
      // A paid plan that is not this account's subscription (a Family plan it belongs to, one an administrator gave):
      // buying another would leave that one behind half-ended.
      if (state.plan !== 'free') throw conflict(BILLING_ERRORS.planNotOwn(planById(state.plan).name), 'PLAN_NOT_OWN');

      const mine = repo.forUser(user.id);
      const reusable = await mine.openCheckout(
        body.planId,
        successUrl,
        cancelUrl,
        gateway.mode,
        new Date(now().getTime() + REUSE_MARGIN_MS),
      );
      if (reusable) return { url: reusable.url };

      const minute = Math.floor(now().getTime() / 60_000);
      // The same request in the same minute (a double click, even at once) is the same key, the same checkout id and
      // the same Stripe session; after a checkout was paid or left, the next one is a new request.
      const requestKey = `checkout_${user.id}_${body.planId}_${digest(`${successUrl}\n${cancelUrl}`)}_${minute}_${state.closedCheckouts}`;
      const checkoutId = `cs_bp_${digest(requestKey)}`;
      const customerId = await customerOf(user, state);
      const started = await viaProvider(() =>
        gateway.createCheckout({ checkoutId, requestKey, userId: user.id, customerId, plan: body.planId, successUrl, cancelUrl }),
      );
      const checkout = await mine.addCheckout({
        id: checkoutId,
        mode: gateway.mode,
        planId: body.planId,
        requestKey,
        stripeSessionId: started.providerSessionId,
        url: started.url,
        successUrl,
        cancelUrl,
        expiresAt: started.expiresAt,
      });
      return { url: checkout.url };
    },

    /** POST /api/subscription/cancel: at the period's end (Stripe's cancel_at_period_end, or test mode's). */
    async cancel(userId: OwnerId): Promise<SubscriptionStatus> {
      const state = await stateOf(userId);
      const sub = subscriptionFor(state);
      if (!sub.cancelAtPeriodEnd) {
        const key = `cancel_${sub.subscriptionId}_${state.account!.version}`;
        const events = await viaProvider(() => gateway.cancelAtPeriodEnd(sub, key));
        await applyPaymentEvents(db, events, gateway.mode);
      }
      return status(userId);
    },

    /** POST /api/subscription/change: the subscription moves to another paid plan, prorated (never a second one). */
    async changePlan(userId: OwnerId, planId: PaidPlanId): Promise<SubscriptionStatus> {
      const state = await stateOf(userId);
      if (state.plan === 'free') throw conflict(BILLING_ERRORS.checkoutFirst, 'CHECKOUT_REQUIRED');
      if (state.plan === planId) throw conflict(BILLING_ERRORS.currentPlan(planById(planId).name), 'CURRENT_PLAN');
      const sub = subscriptionFor(state);
      const key = `change_${sub.subscriptionId}_${state.account!.version}_${planId}`;
      const events = await viaProvider(() => gateway.changePlan(sub, planId, key));
      await applyPaymentEvents(db, events, gateway.mode);
      return status(userId);
    },

    /** GET /api/subscription/invoices. */
    async invoices(userId: OwnerId) {
      const rows = await repo.forUser(userId).invoices();
      return {
        lines: rows.map((l) => ({
          id: l.id,
          period: l.period,
          description: l.description,
          quantity: l.quantity,
          amountCents: l.amountCents,
          createdAt: l.createdAt.toISOString(),
        })),
      };
    },

    /** POST /api/stripe/webhook: verified on the raw body, then applied once. */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<EventOutcome> {
      let event;
      try {
        event = gateway.verifyWebhook(rawBody, signature);
      } catch (err) {
        if (err instanceof WebhookRefused) throw badRequest(err.message, 'WEBHOOK_REFUSED');
        throw err;
      }
      return applyPaymentEvent(db, event, 'stripe');
    },

    /** GET /api/billing/test-checkout/:id: the caller's test-mode checkout. */
    async testCheckout(user: SignedIn, id: string): Promise<TestCheckoutSession> {
      const c = await testCheckoutOf(user.id, id);
      const plan = planById(c.planId);
      return {
        id: c.id,
        planId: c.planId,
        planName: plan.name,
        amountCents: plan.priceCents,
        email: user.email,
        status: expired(c) ? 'expired' : c.status,
        cancelUrl: c.cancelUrl,
      };
    },

    /**
     * POST /api/billing/test-checkout/:id/pay: a succeeding test card completes the checkout with the events Stripe
     * would send (checkout.session.completed with its subscription, then invoice.paid) through the webhook's handler;
     * a declining one is a 402 and nothing is applied.
     */
    async payTestCheckout(userId: OwnerId, id: string, card: { cardNumber: string; expiry: string }): Promise<{ url: string }> {
      const c = await testCheckoutOf(userId, id);
      if (c.status === 'complete') throw conflict(BILLING_ERRORS.checkoutPaid, 'CHECKOUT_COMPLETE');
      if (expired(c)) throw conflict(BILLING_ERRORS.checkoutExpired, 'CHECKOUT_EXPIRED');
      if (expiryPassed(card.expiry, now())) throw badRequest(BILLING_ERRORS.expiryPassed, 'EXPIRY_PASSED');
      const outcome = testCardOutcome(card.cardNumber);
      if (outcome.outcome === 'unknown') throw badRequest(BILLING_ERRORS.testCardOnly, 'TEST_CARD_ONLY');
      if (outcome.outcome === 'declined')
        throw new HttpError(402, 'CARD_DECLINED', BILLING_MESSAGES.cardDeclined, {}, { declineCode: outcome.declineCode });
      const state = await stateOf(userId);
      if (state.plan === c.planId) throw conflict(BILLING_ERRORS.currentPlan(planById(c.planId).name), 'CURRENT_PLAN');
      const live = liveSubscription(state, 'test');
      if (live) throw conflict(BILLING_ERRORS.subscriptionExists(planById(live.plan).name), 'SUBSCRIPTION_EXISTS');
      if (state.plan !== 'free') throw conflict(BILLING_ERRORS.planNotOwn(planById(state.plan).name), 'PLAN_NOT_OWN');
      const customerId = state.account?.customerId;
      if (!customerId) throw conflict(BILLING_ERRORS.checkoutExpired, 'CHECKOUT_EXPIRED');
      await applyPaymentEvents(
        db,
        testCheckoutEvents({ checkoutId: c.id, userId, customerId, plan: c.planId as PaidPlanId, now: now() }),
        'test',
      );
      return { url: c.successUrl };
    },

    /** POST /api/billing/test-checkout/:id/cancel: the learner leaves; the checkout can no longer be paid. */
    async cancelTestCheckout(userId: OwnerId, id: string): Promise<{ url: string }> {
      const c = await testCheckoutOf(userId, id);
      if (c.status === 'open') await repo.forUser(userId).expireCheckout(c.id);
      return { url: c.cancelUrl };
    },

    /**
     * Test mode's clock: ends the account's current billing period now. A subscription cancelled at period end ends
     * (customer.subscription.deleted: back to Free); any other renews for a month (updated, then its invoice paid).
     * For tests and the e2e journeys (POST /api/billing/test-clock/advance only with BILLING_TEST_CLOCK=true).
     */
    async advanceTestPeriod(userId: OwnerId): Promise<SubscriptionStatus> {
      if (!testMode) throw conflict(BILLING_ERRORS.noTestClock, 'NOT_TEST_MODE');
      const state = await stateOf(userId);
      const sub = subscriptionFor(state);
      await applyPaymentEvents(db, testPeriodEndEvents(sub, now()), 'test');
      return status(userId);
    },

    /** Reports the overage not reported yet (one account's, or every account's); resolves when done. */
    reportOverage: (onlyAccount?: number) => scheduleReport(onlyAccount),

    idle,

    /** Resolves when the next report run ends (tests wait on it after a session that writes a charge). */
    nextReport(): Promise<void> {
      return new Promise((resolve) => {
        const listener = () => {
          reportListeners.delete(listener);
          resolve();
        };
        reportListeners.add(listener);
      });
    },

    /**
     * Starts the work after commit: each overage charge and each deleted account's subscription is told on the
     * database's channels (migrations 0023 and 0025) once committed, and a sweep at start and every ten minutes retries
     * what failed. Answers the function that stops it.
     */
    async start(): Promise<() => Promise<void>> {
      const stops: (() => Promise<void>)[] = [];
      const listen = async (channel: string, onMessage: (payload: string) => void) => {
        try {
          stops.push(await database.listen(channel, onMessage, () => log(`billing: stopped hearing ${channel}; the sweep takes over`)));
        } catch (err) {
          log(`billing: cannot listen on ${channel} (${(err as Error).message}); the sweep takes over`);
        }
      };
      await listen(OVERAGE_CHANNEL, (payload) => {
        const id = Number(payload);
        if (Number.isSafeInteger(id) && id > 0) void scheduleReport(id);
      });
      await listen(BILLING_CHANNEL, () => void scheduleCancellations());
      const sweepAll = () => {
        void scheduleReport();
        void scheduleCancellations();
      };
      const sweep = setInterval(sweepAll, SWEEP_MS);
      sweep.unref();
      sweepAll();
      return async () => {
        clearInterval(sweep);
        await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
        await idle();
      };
    },
  };
}

/** The channel each overage charge is told on once committed (migration 0023's trigger). */
export const OVERAGE_CHANNEL = 'bp_overage';
/** The channel a deleted account's subscription to cancel is told on (migration 0025's trigger). */
export const BILLING_CHANNEL = 'bp_billing';

export type BillingService = ReturnType<typeof createBillingService>;
