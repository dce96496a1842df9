import type { Me } from '@brightpath/shared/auth';
import { PLAN_NAMES } from '@brightpath/shared/plan-names';
import { SCREENS, type Screen } from '../screens';

export type NavItem = { to: string; label: string };

/** The links of one menu, in the order of the screen records (screens.ts). */
function menu(which: NonNullable<Screen['nav']>['menu']): NavItem[] {
  return SCREENS.flatMap((s) => (s.nav?.menu === which ? [{ to: s.nav.to ?? s.path, label: s.nav.label }] : []));
}

/** The header's links (spec 000 section 2); the side menu shows the same ones. */
export const LOGGED_IN_NAV: NavItem[] = menu('header');

export const USER_MENU: NavItem[] = menu('user');

export const ADMIN_ITEM: NavItem = menu('admin')[0]!;

export const LOGGED_OUT_NAV: NavItem[] = menu('visitor');

/**
 * The name a screen greets the learner by: the first name they gave, else (a registered learner who skipped setup) the
 * username; a guest without a name is not greeted by one.
 */
export function greetingName(me: Pick<Me, 'firstName' | 'username' | 'isGuest'>): string | null {
  return me.firstName ?? (me.isGuest ? null : me.username);
}

export function displayName(me: Me) {
  if (me.isGuest) return me.firstName ?? 'Guest';
  return me.firstName ?? me.username ?? 'Learner';
}

/** The words a link carries beside its label: My Plan names the learner's plan (the header has room for a badge). */
export function navBadge(item: NavItem, me: Pick<Me, 'plan'> | null | undefined): string | null {
  return item.to === '/subscription' && me ? PLAN_NAMES[me.plan] : null;
}

/** The link's name when it carries a badge ('My Plan: Premium'); none otherwise (its text names it). */
export const badgedName = (label: string, badge: string | null) => (badge ? `${label}: ${badge}` : undefined);
