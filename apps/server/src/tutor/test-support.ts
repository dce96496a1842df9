// Learners for the tutor's tests: a context as the chat builds it, for an age and one of the seeded subjects.
import { ageBand, ageGroup } from '@brightpath/shared/age';
import { CORE_SUBJECTS } from '../../test/eval/scenarios.ts';
import type { LearnerContext } from './types.ts';

/** The evaluation's core subjects, and a life-skills one. */
export const SUBJECTS = {
  ...CORE_SUBJECTS,
  cooking: { id: 9, name: 'Cooking & Nutrition', category: 'Life Skills' },
};

export const learnerOf = (age: number, subject: LearnerContext['subject'] = SUBJECTS.maths): LearnerContext => ({
  age,
  ageBand: ageBand(age),
  ageGroup: ageGroup(age),
  subject,
  level: 'beginner',
  learningStyle: null,
  interests: [],
});
