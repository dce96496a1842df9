import { parseAge } from '@brightpath/shared/age';
import { ProfileInputSchema, PROFILE_MESSAGES, type Profile, type ProfileInput } from '@brightpath/shared/profile';
import { fieldErrors } from '@/lib/form-errors';

/** The profile as the onboarding form holds it: the age stays text until it is parsed. */
export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  age: string;
  email: string;
  educationLevel: string;
  learningStyle: string;
  studyTime: string;
  subjects: string[];
  primaryGoals: string[];
  careerGoals: string[];
};
export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

export const EMPTY_VALUES: ProfileFormValues = {
  firstName: '',
  lastName: '',
  age: '',
  email: '',
  educationLevel: '',
  learningStyle: '',
  studyTime: '',
  subjects: [],
  primaryGoals: [],
  careerGoals: [],
};

/** The fields each step checks (step index 0 to 3; the welcome step has none). */
export const STEP_FIELDS: (keyof ProfileFormValues)[][] = [
  [],
  ['firstName', 'lastName', 'age', 'email'],
  ['educationLevel', 'learningStyle', 'studyTime'],
  ['subjects', 'primaryGoals', 'careerGoals'],
];

/** The study time choice carries the session length: short is 10-15 minutes, long 30-45 (spec 000 section 9). */
export function sessionLengthOf(studyTime: string) {
  if (studyTime.endsWith('-short')) return '10-15 minutes';
  if (studyTime.endsWith('-long')) return '30-45 minutes';
  return studyTime === 'flexible' ? 'flexible' : '';
}

export function toProfileInput(v: ProfileFormValues): ProfileInput {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    age: parseAge(v.age),
    email: v.email.trim(),
    educationLevel: v.educationLevel || null,
    learningStyle: v.learningStyle || null,
    studyTime: v.studyTime || null,
    sessionLength: sessionLengthOf(v.studyTime),
    subjects: v.subjects,
    primaryGoals: v.primaryGoals,
    careerGoals: v.careerGoals,
  };
}

/** A saved profile back into the form (a skipped setup leaves the form empty: 'Guest' is not a name to prefill). */
export function valuesFromProfile(p: Profile | null | undefined): ProfileFormValues {
  if (!p || p.skipped) return EMPTY_VALUES;
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    age: p.age === null ? '' : String(p.age),
    email: p.email,
    educationLevel: p.educationLevel ?? '',
    learningStyle: p.learningStyle ?? '',
    studyTime: p.studyTime ?? '',
    subjects: p.subjects,
    primaryGoals: p.primaryGoals,
    careerGoals: p.careerGoals,
  };
}

/** The messages of one step, from the same schema the server validates with. */
export function stepErrors(values: ProfileFormValues, step: number): ProfileFormErrors {
  const all = fieldErrors(ProfileInputSchema.safeParse(toProfileInput(values)).error) as ProfileFormErrors;
  const out: ProfileFormErrors = {};
  for (const f of STEP_FIELDS[step] ?? []) if (all[f]) out[f] = all[f];
  return out;
}

export const stepIsValid = (values: ProfileFormValues, step: number) => Object.keys(stepErrors(values, step)).length === 0;

/** The first step with a problem, or null when the whole profile is ready to save. */
export function firstInvalidStep(values: ProfileFormValues): number | null {
  for (let s = 1; s < STEP_FIELDS.length; s++) if (!stepIsValid(values, s)) return s;
  return null;
}

/** The specified toast for a step's missing fields, if that step has one (spec 000 section 5). */
export function missingToast(step: number, errors: ProfileFormErrors): { title: string; description: string } | null {
  if (step === 1 && (errors.firstName === PROFILE_MESSAGES.firstNameRequired || errors.age === PROFILE_MESSAGES.ageRequired)) {
    return { title: 'Missing Information', description: 'Please fill in your name and age to continue.' };
  }
  if (step === 3 && errors.subjects) return { title: 'Missing Subjects', description: PROFILE_MESSAGES.subjectsRequired };
  return null;
}
