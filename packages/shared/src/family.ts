// The Family plan's own texts and the invitation's preview (issue 24 point 6, DESIGN.md decision 10). The plan itself,
// its verbatim texts (familyFull, inviteInvalid) and the family's request and response schemas are in billing.ts.
import { z } from 'zod';
import { BILLING_MESSAGES, planById, type Family } from './billing';

/** Accounts a Family plan holds, its owner included (the plan catalogue's maxUsers). */
export const FAMILY_MAX_USERS = planById('family').maxUsers!;

/** How long an invitation link works. */
export const FAMILY_INVITE_DAYS = 7;

/** The page that opens an invitation: `${origin}${FAMILY_JOIN_PATH}?token=…`. */
export const FAMILY_JOIN_PATH = '/family/join';

/** What the server answers when a family request cannot be done, each telling the learner what to do instead. */
export const FAMILY_MESSAGES = {
  familyFull: BILLING_MESSAGES.familyFull,
  inviteInvalid: BILLING_MESSAGES.inviteInvalid,
  guestMustRegister: 'Create an account or sign in first: a Family plan is shared between accounts, not guest sessions.',
  notOwner: 'Only the owner of a Family plan can invite members. Choose the Family plan on the Plans page first.',
  ownInvite: 'This invitation is for your own Family plan. Send the link to the person you want to invite.',
  alreadyMember: 'You are already a member of a Family plan. Leave it first, then open this invitation again.',
  ownsFamily: 'You own a Family plan yourself, so you cannot join another one.',
  ownPaidPlan: (plan: string) =>
    `You are on the ${plan} plan. Cancel your subscription on the My Plan page first, then open this invitation again.`,
  notMember: 'You are not a member of a Family plan.',
  memberNotFound: 'This account is not a member of your Family plan.',
  tooFast: (seconds: number) => `Too many Family plan requests. Please wait ${seconds} seconds and try again.`,
} as const;

/** POST /api/family/invites/preview {token}: whose Family plan an invitation joins, and until when it works. */
export const FamilyInvitePreviewSchema = z.object({ ownerName: z.string(), expiresAt: z.string() });
export type FamilyInvitePreview = z.infer<typeof FamilyInvitePreviewSchema>;

/** Seats a Family plan has left for new invitations: its owner, members and open invitations each take one. */
export const familySeatsLeft = (family: Pick<Family, 'maxUsers' | 'members' | 'openInvites'>) =>
  Math.max(0, family.maxUsers - 1 - family.members.length - family.openInvites);
