// Ending the Stripe subscription of a deleted account (migration 0025_cancel_subscription_of_deleted_account queues it
// in the deletion's transaction): cancelled now at the provider, marked once the provider confirmed, retried by the
// next run otherwise. A system job: the account it belonged to no longer exists.
import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { subscriptionCancellations } from './billing.tables.ts';
import type { PaymentGateway } from './gateway.ts';

/** Cancels the queued subscriptions; answers how many the provider confirmed. */
export async function cancelDeletedSubscriptions(db: Db, gateway: PaymentGateway, log: (message: string) => void): Promise<number> {
  const pending = await db
    .select()
    .from(subscriptionCancellations)
    .where(isNull(subscriptionCancellations.cancelledAt))
    .orderBy(asc(subscriptionCancellations.id))
    .limit(100);
  let done = 0;
  for (const c of pending) {
    try {
      await gateway.cancelNow(c.subscriptionId);
    } catch (err) {
      log(`subscription ${c.subscriptionId} of a deleted account not cancelled yet, retried: ${(err as Error).message}`);
      continue;
    }
    await db.update(subscriptionCancellations).set({ cancelledAt: new Date() }).where(eq(subscriptionCancellations.id, c.id));
    done += 1;
  }
  return done;
}
