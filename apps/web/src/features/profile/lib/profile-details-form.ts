import { PRIMARY_GOALS } from '@brightpath/shared/profile';
import {
  joinName,
  ProfileDetailsSchema,
  splitName,
  USER_PROFILE_MESSAGES,
  type ProfileDetailsInput,
  type UserProfile,
} from '@brightpath/shared/user-profile';
import { ApiRequestError } from '@/lib/api-client';

/** The Personal Information card's form: the name in one field, the age as typed. */
export type DetailsFormValues = { name: string; email: string; age: string; learningStyle: string; primaryGoals: string[] };
export type DetailsFormErrors = Partial<Record<keyof DetailsFormValues, string>>;

export function valuesFromRecord(p: UserProfile): DetailsFormValues {
  return {
    name: joinName(p.firstName, p.lastName),
    email: p.email,
    age: p.age === null ? '' : String(p.age),
    learningStyle: p.learningStyle ?? '',
    primaryGoals: p.primaryGoals,
  };
}

/** The age field: empty is null (spec 002 section 5); anything else is read as a number for the schema to judge. */
export function ageFromField(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** What Save sends: the name split at its first space (spec 002 section 4). */
export function toDetailsInput(v: DetailsFormValues): ProfileDetailsInput {
  return {
    ...splitName(v.name),
    email: v.email.trim(),
    age: ageFromField(v.age),
    learningStyle: v.learningStyle || null,
    primaryGoals: v.primaryGoals,
  };
}

/** A registered account signs in with its e-mail: it can change it, not remove it (the server says the same). */
export const emailRequired = (p: Pick<UserProfile, 'isGuest' | 'email'>) => !p.isGuest && p.email !== '';

/** The schema's and the server's field names, as the form's fields (the name is one field). */
function fieldOf(path: string): keyof DetailsFormValues | null {
  const top = path.split('.')[0];
  if (top === 'firstName' || top === 'lastName') return 'name';
  if (top === 'email' || top === 'age' || top === 'learningStyle' || top === 'primaryGoals') return top;
  return null;
}

function collect(issues: readonly { path: string; message: string }[]): DetailsFormErrors {
  const out: DetailsFormErrors = {};
  for (const { path, message } of issues) {
    const field = fieldOf(path);
    if (field && !out[field]) out[field] = message;
  }
  return out;
}

/** The form's problems, from the same schema the server validates with. */
export function detailsErrors(v: DetailsFormValues, mustKeepEmail: boolean): DetailsFormErrors {
  const result = ProfileDetailsSchema.safeParse(toDetailsInput(v));
  const errors = collect((result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message })));
  if (!errors.email && mustKeepEmail && v.email.trim() === '') errors.email = USER_PROFILE_MESSAGES.emailRequired;
  return errors;
}

/** A refused save as field messages: the server's issues (400), or the e-mail another account has (409). */
export function errorsFromServer(err: unknown): DetailsFormErrors | null {
  if (!(err instanceof ApiRequestError) || !err.body?.message) return null;
  if (err.status === 409) return { email: err.body.message };
  if (err.status === 400) {
    const errors = collect(err.body.issues ?? []);
    return Object.keys(errors).length > 0 ? errors : null;
  }
  return null;
}

/** The goals to choose from: the onboarding's, then any of the learner's own. */
export const goalOptions = (chosen: readonly string[]) => [...new Set<string>([...PRIMARY_GOALS, ...chosen])];
