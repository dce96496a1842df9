import { describe, expect, it } from 'vitest';
import { badgedName, greetingName, LOGGED_IN_NAV, navBadge } from './nav-links';

describe('greetingName', () => {
  it('greets by the first name, else a registered learner by the username, and a nameless guest by none', () => {
    expect(greetingName({ firstName: 'Ada', username: 'ada_l', isGuest: false })).toBe('Ada');
    // A registered learner who skipped setup: the account keeps no name (the profile's 'Guest' is a placeholder).
    expect(greetingName({ firstName: null, username: 'ada_l', isGuest: false })).toBe('ada_l');
    expect(greetingName({ firstName: null, username: null, isGuest: true })).toBeNull();
    expect(greetingName({ firstName: 'Sam', username: null, isGuest: true })).toBe('Sam');
  });
});

describe('navBadge', () => {
  it("names the learner's plan beside My Plan, and nothing beside the other links or for a visitor", () => {
    const myPlan = LOGGED_IN_NAV.find((n) => n.to === '/subscription')!;
    expect(navBadge(myPlan, { plan: 'premium' })).toBe('Premium');
    expect(navBadge(myPlan, { plan: 'free' })).toBe('Free');
    expect(navBadge(myPlan, null)).toBeNull();
    expect(navBadge(LOGGED_IN_NAV[0]!, { plan: 'premium' })).toBeNull();
    expect(badgedName('My Plan', 'Premium')).toBe('My Plan: Premium');
    expect(badgedName('Dashboard', null)).toBeUndefined();
  });
});
