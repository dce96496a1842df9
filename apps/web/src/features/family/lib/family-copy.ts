// The words of the Family page and the invitation page. The server's refusals are shown as it words them
// (packages/shared/src/family.ts FAMILY_MESSAGES, billing.ts familyFull and inviteInvalid).

export const FAMILY_COPY = {
  title: 'Family Plan',
  loading: 'Loading your family...',
  failed: "We couldn't load your Family plan.",

  owner: {
    intro: 'Share your plan’s unlimited tutoring sessions with up to 4 family members, and see how each of them is doing.',
    seatsTitle: 'Seats',
    seatsUsed: (used: number, max: number) => `${used} of ${max} seats taken`,
    seatsLeft: (n: number) => (n === 1 ? '1 seat left' : `${n} seats left`),
    seatsHint: 'You, each member and each open invitation take a seat.',
    openInvites: (n: number) => (n === 1 ? '1 invitation is still open.' : `${n} invitations are still open.`),
    invite: 'Invite a member',
    inviting: 'Creating link...',
    noSeats: 'Every seat is taken. Remove a member or cancel the open invitations to invite someone else.',
    revoke: 'Cancel open invitations',
    revoking: 'Cancelling...',
    revoked: 'Open invitations cancelled',
    revokedText: 'Their links no longer work.',
    linkTitle: 'Invitation link',
    linkLabel: 'Invitation link',
    linkHelp: 'Send this link to one person. It works once.',
    expires: (when: string) => `It works until ${when}.`,
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Copy the link by selecting it: this browser did not let us copy it.',
    inviteFailed: 'The invitation could not be created',
    membersTitle: 'Members',
    noMembers: 'No members yet',
    noMembersText: 'Invite someone with a link: once they join, they appear here.',
    age: (age: number) => `Age ${age}`,
    joined: (when: string) => `Joined ${when}`,
    showProgress: 'View progress',
    hideProgress: 'Hide progress',
    remove: 'Remove',
    removeTitle: (name: string) => `Remove ${name} from your Family plan?`,
    removeText: 'They go back to the Free plan at once. Everything they learned stays in their own account.',
    removeConfirm: 'Remove member',
    removeBusy: 'Removing...',
    removeKeep: 'Keep member',
    removed: 'Member removed',
    removedText: (name: string) => `${name} is back on the Free plan.`,
    removeFailed: 'The member could not be removed',
  },

  progress: {
    loading: 'Loading progress...',
    failed: "We couldn't load this member's progress.",
    sessions: 'Tutoring sessions',
    streak: 'Day streak',
    subjects: 'Subjects',
    noSubjects: 'No subjects chosen yet',
    achievements: 'Achievements',
    noAchievements: 'None unlocked yet',
    safetyTitle: 'Safety alerts',
    safetyNote: 'Shown for members under 13: the kind of moment the tutor handled and when. Their conversations stay private.',
    noSafety: 'No safety alerts.',
    privacy: 'You see a summary of their learning, never their conversations.',
  },

  member: {
    intro: (owner: string) => `You share ${owner}’s Family plan: unlimited tutoring sessions, paid by ${owner}.`,
    leave: 'Leave family',
    leaveTitle: 'Leave the Family plan?',
    leaveText: (owner: string) =>
      `You go back to the Free plan at once. ${owner} will need to send you a new invitation if you want to join again.`,
    leaveConfirm: 'Leave family',
    leaveBusy: 'Leaving...',
    leaveKeep: 'Stay',
    left: 'You left the Family plan',
    leftText: 'You are on the Free plan now.',
    leaveFailed: 'You could not leave the Family plan',
  },

  none: {
    intro: 'One Family plan covers up to 5 learners: the owner and up to 4 members, each with their own account.',
    points: [
      'Unlimited tutoring sessions for everyone in the family',
      'Invite members with a single-use link that works for 7 days',
      'The owner sees each member’s progress, streak and achievements',
      'For members under 13, the owner also sees safety alerts, never their conversations',
    ],
    cta: 'See the plans',
    joinHint: 'Were you invited? Open the link the family owner sent you.',
  },

  join: {
    title: 'Join a Family plan',
    heading: (owner: string) => `Join ${owner}'s Family plan`,
    intro: 'Members share the plan’s unlimited tutoring sessions. The owner sees a summary of your progress, never your conversations.',
    expires: (when: string) => `This invitation works until ${when}.`,
    join: 'Join',
    joining: 'Joining...',
    joined: 'Welcome to the family!',
    joinedText: (owner: string) => `You now share ${owner}’s Family plan.`,
    loading: 'Checking your invitation...',
    noToken: 'This invitation link is incomplete. Ask the family owner to send it again.',
    accountFirst: 'Create an account or sign in first',
    visitor: 'A Family plan is shared between accounts. Create your account, or sign in, and you come straight back here to join.',
    guest:
      'You are learning as a guest. Create your account to join: everything you have done so far is kept, and you come straight back here.',
    create: 'Create account',
    signIn: 'Sign in',
    toFamily: 'Go to your Family page',
  },
} as const;

/** '3 May 2026' in the learner's language. */
export const formatDay = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/** '3 May 2026, 14:05' in the learner's language: when an invitation stops working. */
export const formatMoment = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
