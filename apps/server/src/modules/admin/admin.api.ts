// What the admin module offers the others: the audit log, for the reads across learners (lib/ownership.ts adminOnly
// records each read here before it runs) and for the changes operators make (adminActions: each change records itself
// here, in its own transaction).
import type { Db } from '@/db/client.ts';
import type { AdminAudit, AdminChangeLog } from '@/lib/ownership.ts';
import { adminAuditLog } from './admin.tables.ts';

/** The audit log as `adminOnly` writes it: one row per read. */
export const adminAudit =
  (db: Db): AdminAudit =>
  async (read) => {
    await db.insert(adminAuditLog).values({ ...read, kind: 'read' });
  };

/** The audit log as `adminActions` writes it: one row per change, in the transaction `tx` of the change. */
export const adminChanges: AdminChangeLog<Db> = async (tx, change) => {
  await tx.insert(adminAuditLog).values({ ...change, kind: 'change' });
};
