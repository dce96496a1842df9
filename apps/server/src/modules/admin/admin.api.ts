// What the admin module offers the others: the audit log of operator reads across learners (lib/ownership.ts
// adminOnly records each read here before it runs).
import type { Db } from '@/db/client.ts';
import type { AdminAudit } from '@/lib/ownership.ts';
import { adminAuditLog } from './admin.tables.ts';

/** The audit log as `adminOnly` writes it. */
export const adminAudit =
  (db: Db): AdminAudit =>
  async (read) => {
    await db.insert(adminAuditLog).values(read);
  };
