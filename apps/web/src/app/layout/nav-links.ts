import type { Me } from '@brightpath/shared/auth';

export type NavItem = { to: string; label: string };

/** The header's links (spec 000 section 2); the side menu shows the same ones. */
export const LOGGED_IN_NAV: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/chat', label: 'AI Tutor' },
  { to: '/subscription', label: 'My Plan' },
];

export const USER_MENU: NavItem[] = [
  { to: '/profile', label: 'Profile' },
  { to: '/progress', label: 'Progress Analytics' },
  { to: '/skill-tree', label: 'Skill Tree' },
  { to: '/settings', label: 'Settings' },
  { to: '/help', label: 'Help Center' },
];

export const ADMIN_ITEM: NavItem = { to: '/admin', label: 'Admin Console' };

export const LOGGED_OUT_NAV: NavItem[] = [
  { to: '/pricing', label: 'Plans' },
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Get Started' },
];

export function displayName(me: Me) {
  if (me.isGuest) return me.firstName ?? 'Guest';
  return me.firstName ?? me.username ?? 'Learner';
}
