// The Family plan (DESIGN.md decision 10, issue 24 point 6): an owner on the Family plan invites up to four members by
// single-use links that expire; a member shares the plan (users.plan 'family') until they leave or are removed, or the
// owner's plan ends (family.api.ts releaseFamily); the owner sees each member's progress summary through the declared
// access path (lib/ownership.ts familyOwnerOnly), every read recorded in the audit log.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ageGroup } from '@brightpath/shared/age';
import { ACHIEVEMENTS } from '@brightpath/shared/achievements';
import type { Family, FamilyMemberProgress, PlanId } from '@brightpath/shared/billing';
import { planById } from '@brightpath/shared/billing';
import { FAMILY_INVITE_DAYS, FAMILY_MAX_USERS, FAMILY_MESSAGES, type FamilyInvitePreview } from '@brightpath/shared/family';
import { inTransaction, rowsOf, type Db } from '@/db/client.ts';
import { uniqueViolation } from '@/db/errors.ts';
import { familyOwnerOnly, familyScoped, ownedBy, type Owner, type OwnerId } from '@/lib/ownership.ts';
import { conflict, forbidden, HttpError, notFound } from '@/plugins/errors.ts';
import { adminAudit } from '../admin/admin.api.ts';
import { accountAgeOf, displayNameOf, planOf, setAccountPlan } from '../auth/auth.api.ts';
import { assessmentFactsOf } from '../assessments/assessments.api.ts';
import { safetyEventsOf } from '../moderation/moderation.api.ts';
import { profileFactsOf } from '../profiles/profiles.api.ts';
import { learnerActivityReader } from '../progress/progress.api.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import { familyInvites, familyMembers } from './family.tables.ts';
import { lockFamily, outer } from './family.locks.ts';

const DAY_MS = 24 * 3600 * 1000;

/** SHA-256 of an invitation's token, hex: only this is stored. */
export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 410 Gone with the verbatim text: an invitation used, revoked or expired (404 when there is none at all). */
const inviteGone = () => new HttpError(410, 'INVITE_INVALID', FAMILY_MESSAGES.inviteInvalid);
const inviteUnknown = () => new HttpError(404, 'INVITE_INVALID', FAMILY_MESSAGES.inviteInvalid);
const familyFull = () => conflict(FAMILY_MESSAGES.familyFull, 'FAMILY_FULL');

/** An invitation is open while it is neither used, revoked nor expired. */
const openInvite = (at: Date) => and(isNull(familyInvites.usedAt), isNull(familyInvites.revokedAt), gt(familyInvites.expiresAt, at));

/** Whether `memberId` belongs to `owner`'s family now (the owner's access decision asks it first). */
const isMemberOf = (db: Db) => async (owner: OwnerId, memberId: number) => {
  const [row] = await db
    .select({ memberId: familyMembers.memberId })
    .from(familyMembers)
    .where(and(eq(familyMembers.ownerId, owner), eq(familyMembers.memberId, memberId)));
  return row !== undefined;
};

/** Who the caller is in a family, read in one statement: the owner of the family they are in, and the seats. */
type Standing = { plan: PlanId | null; memberOf: number | null; members: number; openInvites: number };

async function standingOf(t: Db, caller: OwnerId, at: Date): Promise<Standing> {
  const [row] = rowsOf<Standing>(
    await t.execute(sql`select ${planOf(caller)} as plan,
      (select ${familyMembers.ownerId} from ${familyMembers} where ${familyMembers.memberId} = ${caller}) as "memberOf",
      (select count(*)::int from ${familyMembers} where ${familyMembers.ownerId} = ${caller}) as members,
      (select count(*)::int from ${familyInvites} where ${familyInvites.ownerId} = ${caller} and ${openInvite(at)}) as "openInvites"`),
  );
  return row!;
}

/** The role the caller plays: the owner is an account on the Family plan that is no member of another family. */
const roleOf = (s: Standing): Family['role'] => (s.memberOf !== null ? 'member' : s.plan === 'family' ? 'owner' : 'none');

/** The age the tutor reads for a learner: the account's, else the profile's, else the assessment's (chat.repository toFacts). */
const ageOf = (who: Owner) =>
  sql<number | null>`coalesce(${accountAgeOf(who)}, (${profileFactsOf(who)}->>'age')::int, (${assessmentFactsOf(who)}->>'age')::int)`;

export type CreatedInvite = { token: string; expiresAt: Date };

export function familyRepository(db: Db, catalogue?: SubjectCatalogue) {
  const activity = learnerActivityReader(db, catalogue ?? emptyCatalogue);
  return {
    forUser: ownedBy(
      familyScoped((caller, scope) => ({
        /** GET /api/family: the caller's role, the family's owner, its members (for the owner) and its open invitations. */
        async family(at = new Date()): Promise<Family> {
          const standing = await standingOf(db, caller, at);
          const role = roleOf(standing);
          const base = { role, maxUsers: FAMILY_MAX_USERS };
          if (role === 'none') return { ...base, owner: null, members: [], openInvites: 0 };
          if (role === 'member') {
            // The member sees whose plan they share; the other members' names and ages are the owner's to see.
            const [owner] = await db
              .select({ userId: familyMembers.ownerId, name: displayNameOf(scope.relative(outer(familyMembers.ownerId))) })
              .from(familyMembers)
              .where(eq(familyMembers.memberId, caller));
            return { ...base, owner: owner && { userId: owner.userId, name: owner.name ?? '' }, members: [], openInvites: 0 };
          }
          const [me] = rowsOf<{ name: string | null }>(await db.execute(sql`select ${displayNameOf(caller)} as name`));
          const members = await db
            .select({
              userId: familyMembers.memberId,
              name: displayNameOf(scope.relative(outer(familyMembers.memberId))),
              age: ageOf(scope.relative(outer(familyMembers.memberId))),
              joinedAt: familyMembers.joinedAt,
            })
            .from(familyMembers)
            .where(eq(familyMembers.ownerId, caller))
            .orderBy(familyMembers.joinedAt, familyMembers.memberId);
          return {
            ...base,
            owner: { userId: caller, name: me?.name ?? '' },
            members: members.map((m) => ({ userId: m.userId, name: m.name ?? '', age: m.age, joinedAt: m.joinedAt.toISOString() })),
            openInvites: standing.openInvites,
          };
        },

        /**
         * A single-use invitation that expires in FAMILY_INVITE_DAYS: for the owner of a Family plan only (403), while
         * the owner, the members and the open invitations take fewer than FAMILY_MAX_USERS seats (409). The token is
         * answered once; only its hash is kept.
         */
        createInvite: (at = new Date()): Promise<CreatedInvite> =>
          inTransaction(db, async (t) => {
            await lockFamily(t, caller);
            const standing = await standingOf(t, caller, at);
            if (roleOf(standing) !== 'owner') throw forbidden(FAMILY_MESSAGES.notOwner, 'NOT_FAMILY_OWNER');
            if (1 + standing.members + standing.openInvites >= FAMILY_MAX_USERS) throw familyFull();
            const token = randomBytes(32).toString('base64url');
            const expiresAt = new Date(at.getTime() + FAMILY_INVITE_DAYS * DAY_MS);
            await t.insert(familyInvites).values({ ownerId: caller, tokenHash: hashInviteToken(token), expiresAt, createdAt: at });
            return { token, expiresAt };
          }),

        /** Revokes the caller's open invitations (their seats are free again); answers how many. */
        revokeInvites: (at = new Date()): Promise<number> =>
          inTransaction(db, async (t) => {
            await lockFamily(t, caller);
            const rows = await t
              .update(familyInvites)
              .set({ revokedAt: at })
              .where(and(eq(familyInvites.ownerId, caller), openInvite(at)))
              .returning({ id: familyInvites.id });
            return rows.length;
          }),

        /** Whose Family plan an open invitation joins (the join page asks before the learner presses Join). */
        async previewInvite(token: string, at = new Date()): Promise<FamilyInvitePreview> {
          const [invite] = await db
            .select({
              ownerId: familyInvites.ownerId,
              expiresAt: familyInvites.expiresAt,
              open: sql<boolean>`${openInvite(at)}`,
              ownerName: displayNameOf(scope.relative(outer(familyInvites.ownerId))),
              ownerPlan: planOf(scope.relative(outer(familyInvites.ownerId))),
            })
            .from(familyInvites)
            .where(eq(familyInvites.tokenHash, hashInviteToken(token)));
          if (!invite) throw inviteUnknown();
          if (!invite.open || invite.ownerPlan !== 'family') throw inviteGone();
          return { ownerName: invite.ownerName ?? '', expiresAt: invite.expiresAt.toISOString() };
        },

        /**
         * Joins the family of an open invitation: the caller must not own or be in a family, nor pay for a plan of
         * their own (409); the family must have a seat left, counted under the owner's lock (409 familyFull). The
         * invitation is used, the caller becomes a member and moves to the Family plan, in one transaction.
         */
        join: (token: string, at = new Date()): Promise<void> =>
          inTransaction(db, async (t) => {
            const hash = hashInviteToken(token);
            const [found] = await t.select({ ownerId: familyInvites.ownerId }).from(familyInvites).where(eq(familyInvites.tokenHash, hash));
            if (!found) throw inviteUnknown();
            if (found.ownerId === caller) throw conflict(FAMILY_MESSAGES.ownInvite, 'OWN_INVITE');
            await lockFamily(t, found.ownerId);
            // Read again under the lock: another join may have used it meanwhile.
            const [invite] = await t
              .select({
                id: familyInvites.id,
                open: sql<boolean>`${openInvite(at)}`,
                ownerPlan: planOf(scope.relative(outer(familyInvites.ownerId))),
                ownerIsMember: sql<boolean>`exists (select 1 from ${familyMembers} where ${familyMembers.memberId} = ${outer(familyInvites.ownerId)})`,
                members: sql<number>`(select count(*)::int from ${familyMembers} where ${familyMembers.ownerId} = ${outer(familyInvites.ownerId)})`,
              })
              .from(familyInvites)
              .where(eq(familyInvites.tokenHash, hash))
              .for('update');
            if (!invite?.open || invite.ownerPlan !== 'family' || invite.ownerIsMember) throw inviteGone();
            const mine = await standingOf(t, caller, at);
            if (mine.memberOf !== null) throw conflict(FAMILY_MESSAGES.alreadyMember, 'ALREADY_IN_FAMILY');
            if (mine.plan === 'family' || mine.members > 0) throw conflict(FAMILY_MESSAGES.ownsFamily, 'OWNS_FAMILY');
            if (mine.plan !== 'free') throw conflict(FAMILY_MESSAGES.ownPaidPlan(planById(mine.plan ?? 'free').name), 'OWN_PAID_PLAN');
            if (1 + invite.members + 1 > FAMILY_MAX_USERS) throw familyFull();
            try {
              await t.insert(familyMembers).values({ memberId: caller, ownerId: found.ownerId, joinedAt: at });
            } catch (err) {
              // Joining two families at the same instant: the member is the key, the second insert meets it.
              if (uniqueViolation(err) !== null) throw conflict(FAMILY_MESSAGES.alreadyMember, 'ALREADY_IN_FAMILY');
              throw err;
            }
            await t.update(familyInvites).set({ usedAt: at, usedBy: caller }).where(eq(familyInvites.id, invite.id));
            await setAccountPlan(t, caller, 'family', at);
          }),

        /** The caller leaves the family they are a member of and returns to Free (404 when they are in none). */
        leave: (at = new Date()): Promise<void> =>
          inTransaction(db, async (t) => {
            const [row] = await t.select({ ownerId: familyMembers.ownerId }).from(familyMembers).where(eq(familyMembers.memberId, caller));
            if (!row) throw notFound(FAMILY_MESSAGES.notMember);
            await lockFamily(t, row.ownerId);
            const gone = await t
              .delete(familyMembers)
              .where(and(eq(familyMembers.memberId, caller), eq(familyMembers.ownerId, row.ownerId)))
              .returning({ id: familyMembers.memberId });
            if (gone.length === 0) throw notFound(FAMILY_MESSAGES.notMember);
            await setAccountPlan(t, caller, 'free', at);
          }),
      })),
    ),

    /**
     * The owner's view of a member (lib/ownership.ts familyOwnerOnly): only for an account that is a member of the
     * caller's family now; each operation is recorded in the audit log ('family.member-progress', 'family.remove-member')
     * with the owner as actor and the member as target before it runs. Null: no member of the caller's family.
     */
    forFamilyOwner: familyOwnerOnly('family', isMemberOf(db), adminAudit(db), (member, owner) => ({
      /**
       * The member's progress summary: the dashboard's figures (sessions, streak, subjects), the achievements unlocked
       * and, for a member under 13, the safety events the tutor recorded (category and time). Never a message.
       */
      'member-progress': async ({ timeZone }: { timeZone: string }): Promise<FamilyMemberProgress> => {
        const [facts] = rowsOf<{ name: string | null; age: number | null }>(
          await db.execute(sql`select ${displayNameOf(member)} as name,
            ${ageOf(member)} as age`),
        );
        const { activity: figures, unlocked } = await activity.forUser(member).readWithAchievements(timeZone);
        const child = facts?.age != null && ageGroup(facts.age) === 'child';
        return {
          userId: member,
          name: facts?.name ?? '',
          sessions: figures.sessions,
          streak: figures.streak,
          subjects: figures.subjects.map((s) => s.name),
          achievements: unlocked.flatMap((id) => ACHIEVEMENTS.filter((a) => a.id === id).map((a) => a.title)),
          safetyEvents: child ? await safetyEventsOf(db, member) : null,
        };
      },
      /** Removes the member from the family and returns them to Free, in one transaction. */
      'remove-member': (): Promise<void> =>
        inTransaction(db, async (t) => {
          await lockFamily(t, owner);
          // Still this owner's member under the lock: they may have left (and joined another family) since the check.
          const gone = await t
            .delete(familyMembers)
            .where(and(eq(familyMembers.memberId, member), eq(familyMembers.ownerId, owner)))
            .returning({ id: familyMembers.memberId });
          if (gone.length === 0) throw notFound(FAMILY_MESSAGES.memberNotFound);
          await setAccountPlan(t, member, 'free');
        }),
    })),
  };
}

/** A catalogue with no subject, for a repository whose member summaries are not read (the ownership test binds every repository). */
const emptyCatalogue: SubjectCatalogue = {
  get: () => undefined,
  all: () => [],
  forAge: () => [],
  reload: async () => {},
};
