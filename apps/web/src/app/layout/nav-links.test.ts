import { describe, expect, it } from 'vitest';
import { greetingName } from './nav-links';

describe('greetingName', () => {
  it('greets by the first name, else a registered learner by the username, and a nameless guest by none', () => {
    expect(greetingName({ firstName: 'Ada', username: 'ada_l', isGuest: false })).toBe('Ada');
    // A registered learner who skipped setup: the account keeps no name (the profile's 'Guest' is a placeholder).
    expect(greetingName({ firstName: null, username: 'ada_l', isGuest: false })).toBe('ada_l');
    expect(greetingName({ firstName: null, username: null, isGuest: true })).toBeNull();
    expect(greetingName({ firstName: 'Sam', username: null, isGuest: true })).toBe('Sam');
  });
});
