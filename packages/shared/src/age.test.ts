import { describe, expect, it } from 'vitest';
import { ageBand, ageGroup, parseAge } from './age';
import { QUESTION_SETS, questionSetFor } from './question-sets';

describe('ageBand', () => {
  it.each([
    [12, 'under-13'],
    [13, '13-17'],
    [17, '13-17'],
    [18, '18-25'],
    [25, '18-25'],
    [26, '26-35'],
    [35, '26-35'],
    [36, '36-50'],
    [50, '36-50'],
    [51, 'over-50'],
    [null, null],
  ] as const)('age %s is band %s', (age, band) => {
    expect(ageBand(age)).toBe(band);
  });

  it('treats undefined and non-finite ages as unknown', () => {
    expect(ageBand(undefined)).toBeNull();
    expect(ageBand(Number.NaN)).toBeNull();
  });
});

describe('ageGroup and questionSetFor', () => {
  it.each([
    [12, 'child'],
    [13, 'teen'],
    [17, 'teen'],
    [18, 'adult'],
    [null, 'adult'],
  ] as const)('age %s is group %s', (age, group) => {
    expect(ageGroup(age)).toBe(group);
    const set = questionSetFor(age);
    expect(set.group).toBe(group);
    expect(set.questions).toBe(QUESTION_SETS[group]);
  });
});

describe('parseAge', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['12', 12],
    ['12.7', 12],
    ['abc', null],
  ] as const)('%j parses to %s', (input, age) => {
    expect(parseAge(input)).toBe(age);
  });
});
