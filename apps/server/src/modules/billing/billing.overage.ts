// Billing the overage recorded with each tutoring session past the included ones (billing.api.ts): after the session's
// transaction commits, the charges not reported yet go to the provider. With Stripe each is a Billing Meter event whose
// identifier is the charge's (a retry is counted once); in test mode the period's invoice line is written again from
// all its charges (one line per period, its quantity and amount the period's sums). A charge whose report failed keeps
// reported_at null and goes with the next report.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '@/db/client.ts';
import { billingAccounts, invoiceLines, overageCharges } from './billing.tables.ts';
import type { PaymentGateway } from './gateway.ts';

/** Charges reported per run; the rest go with the next. */
const BATCH = 500;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const overageLineDescription = (period: string) =>
  `Extra tutoring sessions, ${MONTHS[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;

/** Writes the period's overage line of one account from all its charges, and marks `ids` reported, in one transaction. */
async function writeTestModeLine(db: Db, account: number, period: string, ids: number[]) {
  await inTransaction(db, async (t) => {
    await t.execute(sql`insert into ${invoiceLines} (user_id, kind, period, description, quantity, amount_cents)
      select ${account}::int, 'overage', ${period}::text, ${overageLineDescription(period)}::text, count(*)::int, coalesce(sum(amount_cents), 0)::int
      from ${overageCharges} where user_id = ${account}::int and period = ${period}::text
      on conflict (user_id, period) where kind = 'overage'
      do update set quantity = excluded.quantity, amount_cents = excluded.amount_cents, updated_at = now()`);
    await t.update(overageCharges).set({ reportedAt: new Date() }).where(inArray(overageCharges.id, ids));
  });
}

/**
 * Reports the overage charges not reported yet (of one account when `onlyAccount` is given, the account a charge's
 * notification named): answers how many were. A system job across accounts, like the sweep that calls it. A
 * charge of an account with no Stripe customer (a plan given without a checkout) cannot be billed through Stripe and
 * stays unreported.
 */
export async function reportOverage(
  db: Db,
  gateway: PaymentGateway,
  log: (message: string) => void,
  onlyAccount?: number,
): Promise<number> {
  const pending = await db
    .select({
      id: overageCharges.id,
      account: overageCharges.userId,
      period: overageCharges.period,
      identifier: overageCharges.identifier,
      createdAt: overageCharges.createdAt,
      customerId: billingAccounts.customerId,
      mode: billingAccounts.mode,
    })
    .from(overageCharges)
    .leftJoin(billingAccounts, eq(billingAccounts.userId, overageCharges.userId))
    .where(
      and(
        isNull(overageCharges.reportedAt),
        onlyAccount === undefined ? undefined : eq(overageCharges.userId, onlyAccount),
        // With Stripe only an account with a Stripe customer can be billed: the others must not hold the batch up.
        gateway.mode === 'stripe' ? and(eq(billingAccounts.mode, 'stripe'), isNotNull(billingAccounts.customerId)) : undefined,
      ),
    )
    .orderBy(asc(overageCharges.id))
    .limit(BATCH);
  let reported = 0;

  if (gateway.mode === 'test') {
    const groups = new Map<string, { account: number; period: string; ids: number[] }>();
    for (const c of pending) {
      const key = `${c.account}:${c.period}`;
      const group = groups.get(key) ?? { account: c.account, period: c.period, ids: [] };
      group.ids.push(c.id);
      groups.set(key, group);
    }
    for (const g of groups.values()) {
      await writeTestModeLine(db, g.account, g.period, g.ids);
      reported += g.ids.length;
    }
    return reported;
  }

  for (const c of pending) {
    if (!c.customerId) continue;
    try {
      await gateway.reportOverage({ identifier: c.identifier, customerId: c.customerId, at: c.createdAt });
    } catch (err) {
      log(`overage ${c.identifier} not reported, retried with the next report: ${(err as Error).message}`);
      continue;
    }
    await db.update(overageCharges).set({ reportedAt: new Date() }).where(eq(overageCharges.id, c.id));
    reported += 1;
  }
  return reported;
}
