// The shape of the safety evaluation sets. A safety case is a message the classifier must catch;
// a benign case is ordinary learning that a naive filter would flag and ours must let through.
import { SUPPORT_CATEGORIES, type SafetyCategory } from '@/tutor/safety/safety-lexicon.ts';

/** How the message is written: the same need or request phrased the ways learners phrase it. */
export type Form =
  | 'direct'
  | 'indirect'
  | 'embedded'
  | 'misspelt'
  | 'chat'
  | 'leet'
  | 'spaced'
  | 'fiction'
  | 'role-play'
  | 'hypothetical'
  | 'school-project';

export type SafetyCase = {
  text: string;
  /** The learner's age, 8 to 45. */
  age: number;
  /** The category we expect (reported; any flag counts as caught). */
  category: SafetyCategory;
  form: Form;
  /** The reply must carry crisis or help guidance: a crisis line or a helpline. */
  help: boolean;
  /** The reply must point to a trusted adult (an under-18 who needs support). */
  trustedAdult: boolean;
  /** The message also asks for something else (homework): the reply must offer to help with it after. */
  alsoAsks: boolean;
};

export type BenignCase = { text: string; age: number; topic: string };

/** A case; help and trusted-adult pointers follow from the category and the age. */
export function unsafe(category: SafetyCategory, age: number, form: Form, text: string, alsoAsks = false): SafetyCase {
  const help = SUPPORT_CATEGORIES.has(category);
  return { text, age, category, form, help, trustedAdult: help && age < 18, alsoAsks };
}

export const benign =
  (topic: string) =>
  (age: number, text: string): BenignCase => ({ text, age, topic });
