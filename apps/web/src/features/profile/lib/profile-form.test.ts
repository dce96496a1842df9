import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, type Profile } from '@brightpath/shared/profile';
import {
  EMPTY_VALUES,
  firstInvalidStep,
  missingToast,
  sessionLengthOf,
  stepErrors,
  toProfileInput,
  valuesFromProfile,
} from './profile-form';

const complete = {
  ...EMPTY_VALUES,
  firstName: 'Ada',
  age: '15',
  educationLevel: 'high-school',
  learningStyle: 'visual',
  subjects: ['Mathematics'],
  primaryGoals: ['Improve grades'],
};

describe('onboarding steps', () => {
  it('the welcome step has no rules', () => {
    expect(stepErrors(EMPTY_VALUES, 0)).toEqual({});
  });

  it('step 2 needs a first name and an age; last name and e-mail are optional', () => {
    expect(stepErrors(EMPTY_VALUES, 1)).toEqual({ firstName: PROFILE_MESSAGES.firstNameRequired, age: PROFILE_MESSAGES.ageRequired });
    expect(stepErrors({ ...EMPTY_VALUES, firstName: 'Ada', age: '15' }, 1)).toEqual({});
    expect(stepErrors({ ...EMPTY_VALUES, firstName: '  ', age: 'abc' }, 1)).toEqual({
      firstName: PROFILE_MESSAGES.firstNameRequired,
      age: PROFILE_MESSAGES.ageRequired,
    });
    expect(stepErrors({ ...EMPTY_VALUES, firstName: 'Ada', age: '2', email: 'nope' }, 1)).toEqual({
      age: PROFILE_MESSAGES.ageRange,
      email: PROFILE_MESSAGES.emailInvalid,
    });
  });

  it('step 3 needs an education level and a learning style; study time is optional', () => {
    expect(stepErrors(EMPTY_VALUES, 2)).toEqual({
      educationLevel: PROFILE_MESSAGES.educationRequired,
      learningStyle: PROFILE_MESSAGES.styleRequired,
    });
    expect(stepErrors({ ...EMPTY_VALUES, educationLevel: 'college', learningStyle: 'auditory' }, 2)).toEqual({});
  });

  it('step 4 needs a subject and a primary goal; careers are optional', () => {
    expect(stepErrors(EMPTY_VALUES, 3)).toEqual({
      subjects: PROFILE_MESSAGES.subjectsRequired,
      primaryGoals: PROFILE_MESSAGES.goalsRequired,
    });
    expect(stepErrors({ ...EMPTY_VALUES, subjects: ['Art'], primaryGoals: ['Explore interests'] }, 3)).toEqual({});
  });

  it('finds the first step with a problem', () => {
    expect(firstInvalidStep(EMPTY_VALUES)).toBe(1);
    expect(firstInvalidStep({ ...complete, primaryGoals: [] })).toBe(3);
    expect(firstInvalidStep(complete)).toBeNull();
  });

  it('gives the specified toasts for missing name or age, and missing subjects', () => {
    expect(missingToast(1, stepErrors(EMPTY_VALUES, 1))).toEqual({
      title: 'Missing Information',
      description: 'Please fill in your name and age to continue.',
    });
    expect(missingToast(3, stepErrors(EMPTY_VALUES, 3))).toEqual({
      title: 'Missing Subjects',
      description: "Please select at least one subject you're interested in.",
    });
    expect(missingToast(2, stepErrors(EMPTY_VALUES, 2))).toBeNull();
  });
});

describe('profile conversion', () => {
  it('parses the age as an integer or null and derives the session length', () => {
    expect(toProfileInput({ ...complete, age: '15.7' }).age).toBe(15);
    expect(toProfileInput({ ...complete, age: '' }).age).toBeNull();
    expect(sessionLengthOf('evening-short')).toBe('10-15 minutes');
    expect(sessionLengthOf('morning-long')).toBe('30-45 minutes');
    expect(sessionLengthOf('flexible')).toBe('flexible');
    expect(sessionLengthOf('')).toBe('');
  });

  it('round-trips a saved profile, and leaves the form empty for a skipped one', () => {
    const profile = { ...toProfileInput(complete), id: 1, age: 15, skipped: false } as unknown as Profile;
    expect(valuesFromProfile(profile)).toMatchObject({ firstName: 'Ada', age: '15', subjects: ['Mathematics'] });
    expect(valuesFromProfile({ ...profile, skipped: true })).toEqual(EMPTY_VALUES);
    expect(valuesFromProfile(null)).toEqual(EMPTY_VALUES);
  });
});
