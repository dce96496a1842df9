// What the family module offers the other modules: the release of a family when an account leaves the Family plan (the
// billing module's plan change, the deletion of the account), whose Family plan an account shares (the subscription's
// status), and its tables for the export and the deletion of everything. The family_members and family_invites tables
// are this module's alone.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { learnerTables } from '@/lib/learner-data.ts';
import { familyScoped, type OwnerId } from '@/lib/ownership.ts';
import { displayNameOf, setAccountsPlan } from '../auth/auth.api.ts';
import { lockFamily, outer } from './family.locks.ts';
import { familyInvites, familyMembers } from './family.tables.ts';

/**
 * The account `owner` leaves the Family plan, inside the caller's transaction `t` (the one that moves it off the plan,
 * or deletes it): the family it owns ends (every member returns to Free and leaves it, the open invitations are
 * revoked), and its own membership of another's family ends (its plan is the caller's to set). Answers how many members
 * its family had. Nothing happens for an account in no family.
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
    // A member who pays for a plan of their own is no longer in the family that shared its plan.
    const [membership] = await t.select({ ownerId: familyMembers.ownerId }).from(familyMembers).where(eq(familyMembers.memberId, caller));
    if (membership) {
      await lockFamily(t, membership.ownerId);
      await t.delete(familyMembers).where(and(eq(familyMembers.memberId, caller), eq(familyMembers.ownerId, membership.ownerId)));
    }
    return released.length;
  })(owner);

/**
 * The name of the owner of the Family plan the account is a member of, as a scalar subquery (null: the account is in
 * no family, or owns one): the subscription's status says whose plan a member shares (billing.ts `familyOwner`).
 */
export const familyOwnerNameOf = (userId: OwnerId) =>
  familyScoped(
    (caller, scope) =>
      sql<
        string | null
      >`(select ${displayNameOf(scope.relative(outer(familyMembers.ownerId)))} from ${familyMembers} where ${familyMembers.memberId} = ${caller})`,
  )(userId);

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
