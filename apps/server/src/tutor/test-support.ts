// Learners for the tutor's tests: a context as the chat builds it, for an age and one of the seeded subjects.
import { ageBand, ageGroup } from '@brightpath/shared/age';
import type { LearnerContext } from './types.ts';

export const SUBJECTS = {
  maths: { id: 1, name: 'Mathematics', category: 'Academic' },
  science: { id: 2, name: 'Science', category: 'Academic' },
  reading: { id: 3, name: 'Reading & Language Arts', category: 'Academic' },
  history: { id: 4, name: 'History & Social Studies', category: 'Academic' },
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
