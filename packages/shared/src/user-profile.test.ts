import { describe, expect, it } from 'vitest';
import { emailRequiredFor, joinName, ProfileDetailsSchema, splitName, USER_PROFILE_MESSAGES } from './user-profile';

describe('splitName', () => {
  it('splits at the first space: the first word is the first name, the rest the last name', () => {
    expect(splitName('Ada Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(splitName('Ada King Lovelace')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
  });

  it('keeps one word as the first name, with no last name', () => {
    expect(splitName('Ada')).toEqual({ firstName: 'Ada', lastName: '' });
  });

  it('counts several spaces (or tabs) between words as one', () => {
    expect(splitName('Ada    Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(splitName('Mary  Ann \t Smith')).toEqual({ firstName: 'Mary', lastName: 'Ann Smith' });
  });

  it('ignores spaces before and after the name', () => {
    expect(splitName('   Ada Lovelace  ')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(splitName('  Ada  ')).toEqual({ firstName: 'Ada', lastName: '' });
  });

  it('gives two empty names for an empty or blank field', () => {
    expect(splitName('')).toEqual({ firstName: '', lastName: '' });
    expect(splitName('    ')).toEqual({ firstName: '', lastName: '' });
  });

  it('keeps letters of every script and hyphens within a word', () => {
    expect(splitName('José María García-López')).toEqual({ firstName: 'José', lastName: 'María García-López' });
    expect(splitName('李 小龙')).toEqual({ firstName: '李', lastName: '小龙' });
  });

  it('is undone by joinName', () => {
    for (const name of ['Ada', 'Ada Lovelace', 'Ada King Lovelace']) {
      const { firstName, lastName } = splitName(name);
      expect(joinName(firstName, lastName)).toBe(name);
    }
    expect(joinName('', '')).toBe('');
  });
});

describe('ProfileDetailsSchema', () => {
  const parse = (body: Record<string, unknown>) => ProfileDetailsSchema.safeParse({ firstName: 'Ada', ...body });
  const messages = (body: Record<string, unknown>) => parse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('fills the optional fields and tidies what was typed', () => {
    expect(parse({ email: ' ada@example.com ', primaryGoals: ['Improve grades', ' ', 'Improve grades', 'Read more'] }).data).toEqual({
      firstName: 'Ada',
      lastName: '',
      email: 'ada@example.com',
      age: null,
      learningStyle: null,
      primaryGoals: ['Improve grades', 'Read more'],
    });
  });

  it('answers each mistake with the message the learner reads', () => {
    expect(messages({ firstName: '  ' })).toEqual([['firstName', USER_PROFILE_MESSAGES.nameRequired]]);
    expect(messages({ lastName: 'x'.repeat(51) })).toEqual([['lastName', USER_PROFILE_MESSAGES.lastNameMax]]);
    expect(messages({ email: 'not an email' })).toEqual([['email', USER_PROFILE_MESSAGES.emailInvalid]]);
    expect(messages({ age: 3 })).toEqual([['age', USER_PROFILE_MESSAGES.ageRange]]);
    expect(messages({ age: 12.5 })).toEqual([['age', USER_PROFILE_MESSAGES.ageWhole]]);
    expect(messages({ age: '12' })).toEqual([['age', USER_PROFILE_MESSAGES.ageWhole]]);
    expect(messages({ learningStyle: 'telepathic' })).toEqual([['learningStyle', USER_PROFILE_MESSAGES.styleInvalid]]);
    expect(messages({ primaryGoals: ['x'.repeat(101)] })).toEqual([['primaryGoals.0', USER_PROFILE_MESSAGES.goalMax]]);
  });

  it('takes an empty e-mail and a null age', () => {
    expect(parse({ email: '', age: null }).success).toBe(true);
  });
});

describe('emailRequiredFor', () => {
  it('asks an account with an e-mail to keep one, and no one else', () => {
    expect(emailRequiredFor({ email: 'ada@example.com' })).toBe(true);
    expect(emailRequiredFor({ email: null })).toBe(false);
    expect(emailRequiredFor({ email: '' })).toBe(false);
  });
});
