import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_TIME_RANGE } from '@brightpath/shared/analytics-range';
import type { Me } from '@brightpath/shared/auth';
import { progressAnalyticsQueryOptions } from '../features/analytics/api/get-progress-analytics';
import { invoicesQueryOptions } from '../features/billing/api/get-invoices';
import { plansQueryOptions } from '../features/billing/api/get-plans';
import { subscriptionStatusQueryOptions } from '../features/billing/api/get-subscription-status';
import { configQueryOptions } from '../features/config/api/get-config';
import { connectionsQueryOptions } from '../features/connections/api/get-connections';
import { dashboardQueryOptions } from '../features/dashboard/api/get-dashboard';
import { dueReviewsQueryOptions } from '../features/dashboard/api/get-due-reviews';
import { familyQueryOptions } from '../features/family/api/get-family';
import { historyQueryOptions } from '../features/history/api/get-history';
import { profileQueryOptions } from '../features/profile/api/get-profile';
import { userProfileQueryOptions } from '../features/profile/api/get-user-profile';
import { progressQueryOptions } from '../features/progress/api/get-progress';
import { skillProgressQueryOptions } from '../features/skill-tree/api/get-skill-progress';
import { settingsQueryOptions } from '../features/settings/api/get-settings';
import { subjectsQueryOptions } from '../features/subject-selection/api/get-subjects';
import { subjectsForUserQueryOptions } from '../features/subject-selection/api/get-subjects-for-user';
import { userSubjectsQueryOptions } from '../features/subject-selection/api/get-user-subjects';

/**
 * Every screen of the route table (spec 002) as one record, from which the router (router.tsx), the preloader
 * (route-preloads.ts), the header, side menu and user menu (layout/nav-links.ts) and the page title
 * (layout/document-title.ts) are derived. Adding a screen is its feature folder, its route file in routes/, and its
 * record here.
 */
export type Screen = {
  /** The route pattern: '/progress', '/chat/:subjectId?'. */
  path: string;
  /** The page's own part of the document title ('Progress · Brightpath'); none for the home page. */
  title?: string;
  /** The title the specification quotes for the screen: the document's whole title, verbatim (layout/document-title.ts). */
  specTitle?: string;
  /** 'account': needs a session (a guest counts; a visitor is offered to sign in or start fresh: routes/require-account.tsx). */
  access: 'anyone' | 'account';
  /** The screen's code. None: a screen of the specification not built yet, whose links lead to the not-found page. */
  code?: () => Promise<{ default: React.ComponentType }>;
  /** Fetches the queries the screen opens with, for a signed-in learner, unless cached for less than `fresh` ms. */
  data?: (qc: QueryClient, fresh: number, me: Me) => void;
  /** Its link: in the signed-in header (and side menu), the user menu, the visitors' header, or the administrators' item. */
  nav?: { label: string; to?: string; menu: 'header' | 'user' | 'visitor' | 'admin' };
};

const onboardedProfile = (qc: QueryClient, fresh: number, me: Me) => {
  if (me.onboardingComplete) void qc.prefetchQuery({ ...profileQueryOptions(me.id), staleTime: fresh });
};

/** In the order of the menus they appear in. */
export const SCREENS: Screen[] = [
  { path: '/', access: 'anyone', code: () => import('./routes/home') },
  {
    path: '/pricing',
    title: 'Plans',
    access: 'anyone',
    code: () => import('./routes/pricing'),
    data: (qc, fresh, me) => {
      void qc.prefetchQuery(plansQueryOptions());
      if (!me.isGuest) void qc.prefetchQuery({ ...subscriptionStatusQueryOptions(), staleTime: fresh });
    },
    nav: { label: 'Plans', menu: 'visitor' },
  },
  { path: '/login', title: 'Sign In', access: 'anyone', code: () => import('./routes/login'), nav: { label: 'Login', menu: 'visitor' } },
  {
    path: '/register',
    title: 'Create Account',
    access: 'anyone',
    code: () => import('./routes/register'),
    nav: { label: 'Get Started', menu: 'visitor' },
  },
  {
    // Spec 002: the admin login for alpha testing, titled 'Access Alpha Testing'.
    path: '/admin-login',
    title: 'Access Alpha Testing',
    access: 'anyone',
    code: () => import('./routes/admin-login'),
  },
  { path: '/onboarding', title: 'Welcome', access: 'anyone', code: () => import('./routes/onboarding'), data: onboardedProfile },
  {
    path: '/questionnaire',
    title: 'Learning Assessment',
    access: 'account',
    code: () => import('./routes/assessment'),
    data: onboardedProfile,
  },
  {
    path: '/subject-selection',
    title: 'Choose Your Learning Subjects',
    // Spec 000 section 2: "Title 'Choose Your Learning Subjects'".
    specTitle: 'Choose Your Learning Subjects',
    access: 'account',
    code: () => import('./routes/subject-selection'),
    data: (qc, fresh, me) => {
      void qc.prefetchQuery({ ...subjectsForUserQueryOptions(me.id), staleTime: fresh });
      void qc.prefetchQuery({ ...userSubjectsQueryOptions(), staleTime: fresh });
      // The onboarding interests the screen starts from when nothing is saved yet.
      onboardedProfile(qc, fresh, me);
    },
  },
  {
    path: '/dashboard',
    // Spec 001: "Dashboard (heading 'Learning Dashboard')"; the menu's link keeps 'Dashboard'.
    title: 'Learning Dashboard',
    access: 'account',
    code: () => import('./routes/dashboard'),
    data: (qc, fresh) => {
      void qc.prefetchQuery({ ...dashboardQueryOptions(), staleTime: fresh });
      void qc.prefetchQuery({ ...dueReviewsQueryOptions(), staleTime: fresh });
      void qc.prefetchQuery({ ...subjectsQueryOptions(), staleTime: fresh });
    },
    nav: { label: 'Dashboard', menu: 'header' },
  },
  {
    // The conversations themselves are read fresh when the chat opens (they are never kept in the cache).
    // With a subject open the page names it: 'AI Tutor - {subject}' (spec 001; routes/chat.tsx, useScreenTitle).
    path: '/chat/:subjectId?',
    title: 'AI Tutor',
    access: 'account',
    code: () => import('./routes/chat'),
    data: (qc, fresh) => {
      void qc.prefetchQuery({ ...userSubjectsQueryOptions(), staleTime: fresh });
      void qc.prefetchQuery({ ...configQueryOptions(), staleTime: fresh });
    },
    nav: { label: 'AI Tutor', to: '/chat', menu: 'header' },
  },
  {
    // The header's link shows the plan's name beside 'My Plan' (layout/site-header.tsx).
    path: '/subscription',
    title: 'My Plan',
    access: 'account',
    code: () => import('./routes/subscription'),
    data: (qc, fresh) => {
      void qc.prefetchQuery({ ...subscriptionStatusQueryOptions(), staleTime: fresh });
      void qc.prefetchQuery({ ...invoicesQueryOptions(), staleTime: fresh });
    },
    nav: { label: 'My Plan', menu: 'header' },
  },
  {
    // The built-in test-mode checkout (no Stripe key): POST /api/stripe/create-checkout answers its address. No menu.
    path: '/checkout/test/:id',
    title: 'Test Checkout',
    access: 'account',
    code: () => import('./routes/checkout-test'),
  },
  {
    // The Family plan (issue 24 point 6): reached from My Plan and the plans; the specification's menus do not list it.
    path: '/family',
    title: 'Family Plan',
    access: 'account',
    code: () => import('./routes/family'),
    data: (qc, fresh) => void qc.prefetchQuery({ ...familyQueryOptions(), staleTime: fresh }),
  },
  {
    // An invitation's link: a visitor or a guest is asked for an account first, then comes back (routes/family-join.tsx).
    path: '/family/join',
    title: 'Join a Family Plan',
    access: 'anyone',
    code: () => import('./routes/family-join'),
  },
  {
    path: '/profile',
    title: 'Profile',
    access: 'account',
    code: () => import('./routes/profile'),
    data: (qc, fresh) => void qc.prefetchQuery({ ...userProfileQueryOptions(), staleTime: fresh }),
    nav: { label: 'Profile', menu: 'user' },
  },
  {
    path: '/progress',
    title: 'Progress',
    access: 'account',
    code: () => import('./routes/progress'),
    data: (qc, fresh) => {
      void qc.prefetchQuery({ ...progressQueryOptions(), staleTime: fresh });
      void qc.prefetchQuery({ ...subjectsQueryOptions(), staleTime: fresh });
    },
    nav: { label: 'Progress Analytics', menu: 'user' },
  },
  {
    // Reached from the dashboard's Learning History quick action (spec 001 section 2); the spec's menus do not list it.
    path: '/history',
    title: 'Learning History',
    access: 'account',
    code: () => import('./routes/history'),
    data: (qc, fresh) => {
      void qc.prefetchInfiniteQuery({ ...historyQueryOptions(), staleTime: fresh });
      void qc.prefetchQuery({ ...subjectsQueryOptions(), staleTime: fresh });
    },
  },
  {
    // Reached from the dashboard's View Analytics; the user menu's 'Progress Analytics' is /progress (spec 000).
    path: '/analytics',
    title: 'Learning Analytics',
    access: 'account',
    code: () => import('./routes/analytics'),
    data: (qc, fresh) => {
      void qc.prefetchQuery({ ...progressAnalyticsQueryOptions(DEFAULT_TIME_RANGE), staleTime: fresh });
    },
  },
  {
    // Reached from the dashboard's Learning Connections quick action (spec 001 section 2); the spec's menus do not list it.
    path: '/connections',
    title: 'Learning Connections',
    access: 'account',
    code: () => import('./routes/connections'),
    data: (qc, fresh) => {
      void qc.prefetchInfiniteQuery({ ...connectionsQueryOptions(), staleTime: fresh });
      void qc.prefetchQuery({ ...subjectsQueryOptions(), staleTime: fresh });
    },
  },
  {
    // The states of the default subject (Mathematics); another subject in the URL reads its own when the page opens.
    path: '/skill-tree',
    title: 'Skill Tree',
    access: 'account',
    code: () => import('./routes/skill-tree'),
    data: (qc, fresh) => void qc.prefetchQuery({ ...skillProgressQueryOptions('Mathematics'), staleTime: fresh }),
    nav: { label: 'Skill Tree', menu: 'user' },
  },
  {
    path: '/settings',
    title: 'Settings',
    access: 'account',
    code: () => import('./routes/settings'),
    // The page reads them again at each visit (this month's sessions); the cached copy shows meanwhile.
    data: (qc, fresh, me) => void qc.prefetchQuery({ ...settingsQueryOptions(me.id), staleTime: fresh }),
    nav: { label: 'Settings', menu: 'user' },
  },
  {
    path: '/help',
    title: 'Help Center',
    access: 'anyone',
    code: () => import('./routes/help'),
    nav: { label: 'Help Center', menu: 'user' },
  },
  {
    // Anyone may send feedback, signed in or not (spec 002 section 7).
    path: '/feedback',
    title: 'Alpha Testing Feedback',
    access: 'anyone',
    code: () => import('./routes/feedback'),
  },
  {
    // Administrators (the page says so to anyone else; the server enforces it), and an administrator acting as a test user.
    path: '/alpha-testing',
    title: 'Alpha Testing',
    access: 'anyone',
    code: () => import('./routes/alpha-testing'),
  },
  {
    // Only with ALPHA_TESTING=true on the server; a visitor gets a guest account there (DESIGN.md decision 2).
    path: '/test-complete',
    title: 'Test Complete',
    access: 'anyone',
    code: () => import('./routes/test-complete'),
  },
  {
    // Administrators only: the page asks the server first (routes/admin.tsx), and every admin route refuses a learner.
    path: '/admin',
    title: 'Admin Console',
    access: 'account',
    code: () => import('./routes/admin'),
    nav: { label: 'Admin Console', menu: 'admin' },
  },
];

/** The screen a path shows, built or not. */
export function screenAt(pathname: string): Screen | undefined {
  return SCREENS.find((s) => matchPath(s.path, pathname));
}

/** The layout that asks for a session before a screen of `access: 'account'` (a visitor is sent to /onboarding). */
export const requireAccountCode = () => import('./routes/require-account');
/** The page of any path no screen has (spec 002: '404 Page Not Found'). */
export const notFoundCode = () => import('./routes/not-found');
