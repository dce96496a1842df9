import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@/db/client.ts';
import { ORIGIN, get, post, registerUser, sessionCookie } from '@/test/helpers.ts';
import { users } from '../auth/auth.tables.ts';
import { billingAccounts, invoiceLines, overageCharges } from './billing.tables.ts';

/** The addresses the web sends, as the server keeps them (normalised: the default port is dropped). */
export const SUCCESS_URL = new URL('/dashboard?success=true', ORIGIN).toString();
export const CANCEL_URL = new URL('/pricing?canceled=true', ORIGIN).toString();
export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Sam Learner' };
export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

export type Account = { id: number; cookie: string };

/** A registered account (not a guest). */
export async function account(app: FastifyInstance): Promise<Account> {
  const { cookie, me } = await registerUser(app);
  return { id: me.id as number, cookie };
}

export async function guest(app: FastifyInstance): Promise<Account> {
  const res = await post(app, '/api/auth/guest', {});
  return { id: res.json().user.id as number, cookie: sessionCookie(res) };
}

export const checkout = (
  app: FastifyInstance,
  cookie: string | undefined,
  planId: string,
  urls = { successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL },
) => post(app, '/api/stripe/create-checkout', { planId, ...urls }, cookie);

export const status = async (app: FastifyInstance, cookie: string) => {
  const res = await get(app, '/api/subscription/status', cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** The test-mode checkout id of a checkout answer's url (/checkout/test/<id>). */
export function testCheckoutId(url: string): string {
  const m = /^\/checkout\/test\/(cs_bp_[0-9a-f]{24})$/.exec(url);
  if (!m) throw new Error(`not a test-mode checkout url: ${url}`);
  return m[1]!;
}

/** Subscribes `who` to `planId` in test mode: checkout, then paid with 4242 4242 4242 4242. */
export async function subscribeInTestMode(app: FastifyInstance, who: Account, planId: string) {
  const started = await checkout(app, who.cookie, planId);
  expect(started.statusCode).toBe(200);
  const paid = await post(app, `/api/billing/test-checkout/${testCheckoutId(started.json().url)}/pay`, GOOD_CARD, who.cookie);
  expect(paid.statusCode).toBe(200);
}

export async function planOfAccount(database: Database, id: number) {
  const [row] = await database.db.select({ plan: users.plan }).from(users).where(eq(users.id, id));
  return row?.plan;
}

export async function billingRecord(database: Database, id: number) {
  const [row] = await database.db.select().from(billingAccounts).where(eq(billingAccounts.userId, id));
  return row;
}

export const chargesOf = (database: Database, id: number) =>
  database.db.select().from(overageCharges).where(eq(overageCharges.userId, id)).orderBy(overageCharges.id);

export const linesOf = (database: Database, id: number) =>
  database.db.select().from(invoiceLines).where(eq(invoiceLines.userId, id)).orderBy(invoiceLines.id);

/**
 * Waits until `done()` holds, on the app's overage reports (each report run that ends checks again): no sleep. The
 * listener is set before each check, so a report that ends during the check is not missed.
 */
export async function whenReported(app: FastifyInstance, done: () => Promise<boolean>): Promise<void> {
  for (;;) {
    const next = app.billing.nextReport();
    if (await done()) return;
    await next;
  }
}
