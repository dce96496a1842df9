import { z } from 'zod';
import { AGE_BANDS, AGE_MAX, AGE_MIN } from './age';
import { PlanIdSchema, RoleSchema, UserStatusSchema } from './auth';
import { text } from './fields';
import { ProfileStatisticsSchema } from './learning-stats';
import { LEARNING_STYLES, PROFILE_MESSAGES } from './profile';

/**
 * The learner's profile record (spec 002 sections 2 and 7): GET /api/user-profile answers it, the /profile screen
 * shows and edits it, and the skill tree and the admin screens read it later. Saving sends the personal information
 * (PUT /api/user-profile); the name is typed as one field and split at its first space (`splitName`).
 */

/** A name in one field, split at its first space: 'Ada King Lovelace' is Ada and King Lovelace. Spaces around and repeated do not count. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const tidy = name.trim().replace(/\s+/g, ' ');
  const space = tidy.indexOf(' ');
  return space < 0 ? { firstName: tidy, lastName: '' } : { firstName: tidy.slice(0, space), lastName: tidy.slice(space + 1) };
}

/** The one name field's text for a first and last name (the reverse of `splitName`). */
export const joinName = (firstName: string, lastName: string) => [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');

export const NAME_MAX = 50;
export const GOAL_MAX = 100;
export const GOALS_MAX = 20;

export const USER_PROFILE_MESSAGES = {
  nameRequired: 'Please enter your name',
  firstNameMax: `Your first name must be at most ${NAME_MAX} characters`,
  lastNameMax: `Your last name must be at most ${NAME_MAX} characters`,
  emailInvalid: PROFILE_MESSAGES.emailInvalid,
  /** An account with a sign-in e-mail keeps one: it may change it, not remove it. */
  emailRequired: 'Your account needs an email address: enter a new one to change it',
  ageRange: PROFILE_MESSAGES.ageRange,
  ageWhole: 'Age must be a whole number',
  styleInvalid: 'Please choose one of the learning styles',
  goalMax: `Each goal must be at most ${GOAL_MAX} characters`,
  goalsMax: `Please choose at most ${GOALS_MAX} goals`,
} as const;

const styleValues = LEARNING_STYLES.map((s) => s.value) as [string, ...string[]];

/** PUT /api/user-profile: the Personal Information card's fields. Unknown fields are dropped. */
export const ProfileDetailsSchema = z.object({
  firstName: text(USER_PROFILE_MESSAGES.nameRequired)
    .trim()
    .min(1, USER_PROFILE_MESSAGES.nameRequired)
    .max(NAME_MAX, USER_PROFILE_MESSAGES.firstNameMax),
  lastName: text().trim().max(NAME_MAX, USER_PROFILE_MESSAGES.lastNameMax).optional().default(''),
  /** '' for none; an account that signs in with an e-mail cannot remove it (checked by the server, `emailRequiredFor`). */
  email: text(USER_PROFILE_MESSAGES.emailInvalid)
    .trim()
    .max(254, USER_PROFILE_MESSAGES.emailInvalid)
    .pipe(z.union([z.literal(''), z.email(USER_PROFILE_MESSAGES.emailInvalid)]))
    .optional()
    .default(''),
  /** Empty on the form becomes null (spec 002 section 5). */
  age: z
    .number(USER_PROFILE_MESSAGES.ageWhole)
    .int(USER_PROFILE_MESSAGES.ageWhole)
    .min(AGE_MIN, USER_PROFILE_MESSAGES.ageRange)
    .max(AGE_MAX, USER_PROFILE_MESSAGES.ageRange)
    .nullable()
    .optional()
    .default(null),
  learningStyle: z.enum(styleValues, USER_PROFILE_MESSAGES.styleInvalid).nullable().optional().default(null),
  /** The learner's goals: the onboarding's list, or any of their own words. Blank ones and repeats are dropped. */
  primaryGoals: z
    .array(text().trim().max(GOAL_MAX, USER_PROFILE_MESSAGES.goalMax))
    .max(GOALS_MAX, USER_PROFILE_MESSAGES.goalsMax)
    .optional()
    .default([])
    .transform((goals) => [...new Set(goals.filter(Boolean))]),
});
export type ProfileDetailsInput = z.input<typeof ProfileDetailsSchema>;
export type ProfileDetails = z.output<typeof ProfileDetailsSchema>;

/** Whether the e-mail may be left empty: only by an account without one (a guest, an administrator made without one). */
export const emailRequiredFor = (account: { email: string | null }) => account.email !== null && account.email !== '';

/** GET and PUT /api/user-profile. */
export const UserProfileSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  /** The name the learner gave; '' when none (a skipped setup's placeholder 'Guest' is not a name). */
  firstName: z.string(),
  lastName: z.string(),
  /** The account's sign-in e-mail; a guest's, the one it gave (a guest has no sign-in e-mail yet). '' for none. */
  email: z.string(),
  age: z.number().int().nullable(),
  ageBand: z.enum(AGE_BANDS).nullable(),
  learningStyle: z.string().nullable(),
  primaryGoals: z.array(z.string()),
  /** From the onboarding set-up: null or empty until it is done. */
  educationLevel: z.string().nullable(),
  /** The subjects of interest chosen at set-up (not the subjects chosen to study: those are /api/user-subjects). */
  interests: z.array(z.string()),
  careerGoals: z.array(z.string()),
  role: RoleSchema,
  plan: PlanIdSchema,
  status: UserStatusSchema,
  isGuest: z.boolean(),
  /** Whether the learner has set up (or skipped setting up) their profile. */
  onboardingComplete: z.boolean(),
  /** 'Member Since': when the account was made, ISO. */
  memberSince: z.string(),
  lastActiveAt: z.string(),
  /** Whether the learning assessment (/questionnaire) is done: the quick button takes it, or takes it again. */
  assessmentCompleted: z.boolean(),
  /** When the profile was last saved, ISO; null before there is one. */
  updatedAt: z.string().nullable(),
  statistics: ProfileStatisticsSchema,
});
export type UserProfile = z.infer<typeof UserProfileSchema>;
