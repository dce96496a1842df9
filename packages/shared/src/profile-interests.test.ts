import { describe, expect, it } from 'vitest';
import { INTEREST_CATALOGUE_SUBJECT, INTEREST_SUBJECTS, subjectsForInterests } from './profile';

const catalogue = [
  { id: 1, name: 'Mathematics' },
  { id: 2, name: 'Science' },
  { id: 3, name: 'Reading & Language Arts' },
  { id: 4, name: 'History & Social Studies' },
  { id: 6, name: 'Financial Literacy' },
  { id: 14, name: 'Programming' },
  { id: 15, name: 'Art' },
];

describe('subjectsForInterests', () => {
  it('maps onboarding interests to the catalogue subjects offered, once each, in the catalogue order', () => {
    expect(subjectsForInterests(['History', 'Mathematics', 'Biology', 'Science', 'Music'], catalogue)).toEqual([1, 2, 4]);
    expect(subjectsForInterests(['Literature', 'Languages'], catalogue)).toEqual([3]);
    expect(subjectsForInterests(['Music', 'Philosophy'], catalogue)).toEqual([]);
    // Programming and Art joined the catalogue (migration 0020): chosen in onboarding, they are chosen here too.
    expect(subjectsForInterests(['Art', 'Music', 'Programming'], catalogue)).toEqual([14, 15]);
    // A subject the learner's age is not offered is not chosen for them.
    expect(
      subjectsForInterests(
        ['Economics'],
        catalogue.filter((s) => s.id !== 6),
      ),
    ).toEqual([]);
  });

  it('names only interests onboarding offers', () => {
    for (const interest of Object.keys(INTEREST_CATALOGUE_SUBJECT)) expect(INTEREST_SUBJECTS).toContain(interest);
  });
});
