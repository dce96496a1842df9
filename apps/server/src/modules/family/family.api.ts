// What the family module offers the other modules: the release of a family when its owner's Family plan ends (the
// billing module's plan change, the deletion of the owner's account), and its tables for the export and the deletion
// of everything. The family_members and family_invites tables are this module's alone.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { learnerTables } from '@/lib/learner-data.ts';
import { familyScoped, type OwnerId } from '@/lib/ownership.ts';
import { setAccountsPlan } from '../auth/auth.api.ts';
import { lockFamily } from './family.repository.ts';
import { familyInvites, familyMembers } from './family.tables.ts';

/**
 * Ends the family `owner` owns, inside the caller's transaction `t` (the one that moves the owner off the Family plan):
 * every member returns to Free and leaves the family, and the open invitations are revoked. Answers how many members
 * there were. Nothing happens for an account that owns no family.
 */
export const releaseFamily = (t: Db, owner: OwnerId, at = new Date()): Promise<number> =>
  familyScoped(async (caller, scope) => {
    await lockFamily(t, caller);
    // The members, as the accounts of the owner's own family rows (lib/ownership.ts FamilyScope).
    await setAccountsPlan(
      t,
      scope.relative(sql`select ${familyMembers.memberId} from ${familyMembers} where ${familyMembers.ownerId} = ${caller}`),
      'free',
      at,
    );
    const released = await t.delete(familyMembers).where(eq(familyMembers.ownerId, caller)).returning({ id: familyMembers.memberId });
    await t
      .update(familyInvites)
      .set({ revokedAt: at })
      .where(and(eq(familyInvites.ownerId, caller), isNull(familyInvites.usedAt), isNull(familyInvites.revokedAt)));
    return released.length;
  })(owner);

/**
 * The account's rows in this module's tables, for the export and the deletion of everything (docs/decisions/032): its
 * membership of a family (the member's row), and the invitations it made as an owner (never the token's hash).
 */
export const familyLearnerData = learnerTables(
  { table: familyMembers, owner: familyMembers.memberId, order: [familyMembers.memberId] },
  {
    table: familyInvites,
    owner: familyInvites.ownerId,
    order: [familyInvites.ownerId, familyInvites.id],
    withheld: [familyInvites.tokenHash],
  },
);
