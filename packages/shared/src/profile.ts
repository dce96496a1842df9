import { z } from 'zod';
import { AGE_BANDS, AGE_MAX, AGE_MIN } from './age';
import { text as textField } from './fields';

/** Option lists of spec 000 section 9, with the labels the onboarding screen shows. */
export const EDUCATION_LEVELS = [
  { value: 'middle-school', label: 'Middle School' },
  { value: 'high-school', label: 'High School' },
  { value: 'college', label: 'College' },
  { value: 'graduate', label: 'Graduate' },
  { value: 'professional', label: 'Professional' },
] as const;

export const LEARNING_STYLES = [
  { value: 'visual', label: 'Visual', description: 'Diagrams, pictures and worked examples' },
  { value: 'auditory', label: 'Auditory', description: 'Listening, talking it through and read-aloud' },
  { value: 'kinesthetic', label: 'Kinesthetic', description: 'Hands-on practice and real-world tasks' },
] as const;

export const STUDY_TIMES = [
  { value: 'morning-short', label: 'Morning, 10-15 minutes' },
  { value: 'afternoon-short', label: 'Afternoon, 10-15 minutes' },
  { value: 'evening-short', label: 'Evening, 10-15 minutes' },
  { value: 'morning-long', label: 'Morning, 30-45 minutes' },
  { value: 'afternoon-long', label: 'Afternoon, 30-45 minutes' },
  { value: 'evening-long', label: 'Evening, 30-45 minutes' },
  { value: 'flexible', label: 'Flexible' },
] as const;

export const INTEREST_SUBJECTS = [
  'Mathematics',
  'Science',
  'History',
  'Literature',
  'Programming',
  'Languages',
  'Art',
  'Music',
  'Philosophy',
  'Economics',
  'Psychology',
  'Biology',
] as const;

export type InterestSubject = (typeof INTEREST_SUBJECTS)[number];

/**
 * The catalogue's subject for an interest chosen in onboarding, where there is one: /subject-selection starts with
 * these chosen (a learner who has saved no subjects yet), so the interests given at set-up are not asked for twice.
 */
export const INTEREST_CATALOGUE_SUBJECT: Partial<Record<InterestSubject, string>> = {
  Mathematics: 'Mathematics',
  Science: 'Science',
  Biology: 'Science',
  History: 'History & Social Studies',
  Literature: 'Reading & Language Arts',
  Languages: 'Reading & Language Arts',
  Economics: 'Financial Literacy',
  Programming: 'Programming',
  Art: 'Art',
};

/** The ids, among `offered`, of the subjects the learner's onboarding interests point to, in the catalogue's order. */
export function subjectsForInterests(interests: readonly string[], offered: readonly { id: number; name: string }[]): number[] {
  const names = new Set(interests.map((i) => INTEREST_CATALOGUE_SUBJECT[i as InterestSubject]).filter((n) => n !== undefined));
  return offered.filter((s) => names.has(s.name)).map((s) => s.id);
}

export const PRIMARY_GOALS = [
  'Improve grades',
  'Prepare for standardized tests',
  'Learn career skills',
  'Explore interests',
  'Develop critical thinking',
  'Build confidence in weak subjects',
] as const;

/** Twelve careers; the screen shows the first nine. */
export const CAREERS = [
  'Software Engineer',
  'Doctor',
  'Teacher',
  'Engineer',
  'Scientist',
  'Artist',
  'Business Leader',
  'Nurse',
  'Lawyer',
  'Designer',
  'Entrepreneur',
  'Researcher',
] as const;
export const CAREERS_SHOWN = 9;

export const ONBOARDING_STEPS = 4;

export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  ageRequired: 'Age is required',
  ageRange: `Age must be between ${AGE_MIN} and ${AGE_MAX}`,
  emailInvalid: 'Please enter a valid email address',
  educationRequired: 'Please choose your education level',
  styleRequired: 'Please choose a learning style',
  subjectsRequired: "Please select at least one subject you're interested in.",
  goalsRequired: 'Please choose at least one primary goal',
} as const;

const educationValues = EDUCATION_LEVELS.map((e) => e.value) as [string, ...string[]];
const styleValues = LEARNING_STYLES.map((e) => e.value) as [string, ...string[]];
const studyTimeValues = STUDY_TIMES.map((e) => e.value) as [string, ...string[]];

const text = (max: number) => textField().trim().max(max);

/**
 * The onboarding profile (spec 000 section 3). A completed setup needs the fields of steps 2 to 4;
 * a skipped setup stores the guest profile (firstName Guest, age 18) and nothing else is required.
 */
export const ProfileInputSchema = z
  .object({
    firstName: text(50),
    lastName: text(50).optional().default(''),
    age: z.number().int().min(AGE_MIN, PROFILE_MESSAGES.ageRange).max(AGE_MAX, PROFILE_MESSAGES.ageRange).nullable(),
    email: z
      .union([z.literal(''), z.email(PROFILE_MESSAGES.emailInvalid)])
      .optional()
      .default(''),
    educationLevel: z.enum(educationValues, PROFILE_MESSAGES.educationRequired).nullable().optional().default(null),
    primaryGoals: z.array(text(100)).max(20).optional().default([]),
    learningStyle: z.enum(styleValues, PROFILE_MESSAGES.styleRequired).nullable().optional().default(null),
    preferredPace: text(40).optional().default('moderate'),
    studyTime: z.enum(studyTimeValues).nullable().optional().default(null),
    subjects: z.array(text(100)).max(50).optional().default([]),
    careerGoals: z.array(text(100)).max(20).optional().default([]),
    hobbies: text(500).optional().default(''),
    notificationFrequency: z.enum(['daily', 'weekly', 'monthly', 'never']).optional().default('weekly'),
    difficultyPreference: text(40).optional().default('adaptive'),
    motivationStyle: text(40).optional().default('encouraging'),
    sessionLength: text(40).optional().default(''),
    /** True when the learner chose Skip Setup. */
    skipped: z.boolean().optional().default(false),
  })
  .superRefine((p, ctx) => {
    if (!p.firstName) ctx.addIssue({ code: 'custom', path: ['firstName'], message: PROFILE_MESSAGES.firstNameRequired });
    if (p.skipped) return;
    if (p.age === null) ctx.addIssue({ code: 'custom', path: ['age'], message: PROFILE_MESSAGES.ageRequired });
    if (!p.educationLevel) ctx.addIssue({ code: 'custom', path: ['educationLevel'], message: PROFILE_MESSAGES.educationRequired });
    if (!p.learningStyle) ctx.addIssue({ code: 'custom', path: ['learningStyle'], message: PROFILE_MESSAGES.styleRequired });
    if (p.subjects.length === 0) ctx.addIssue({ code: 'custom', path: ['subjects'], message: PROFILE_MESSAGES.subjectsRequired });
    if (p.primaryGoals.length === 0) ctx.addIssue({ code: 'custom', path: ['primaryGoals'], message: PROFILE_MESSAGES.goalsRequired });
  });
export type ProfileInput = z.input<typeof ProfileInputSchema>;

export const GUEST_PROFILE = { firstName: 'Guest', age: 18, skipped: true } as const;

/** The stored profile as the API answers it (POST /api/users, GET and PUT /api/users/{id}). */
export const ProfileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int().nullable(),
  ageBand: z.enum(AGE_BANDS).nullable(),
  email: z.string(),
  educationLevel: z.string().nullable(),
  primaryGoals: z.array(z.string()),
  learningStyle: z.string().nullable(),
  preferredPace: z.string(),
  studyTime: z.string().nullable(),
  subjects: z.array(z.string()),
  careerGoals: z.array(z.string()),
  hobbies: z.string(),
  notificationFrequency: z.string(),
  difficultyPreference: z.string(),
  motivationStyle: z.string(),
  sessionLength: z.string(),
  skipped: z.boolean(),
  onboardingCompleted: z.boolean(),
  completedAt: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;
