import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '@brightpath/shared/auth';
import { meQueryOptions } from '../features/auth/api/get-me';
import { configQueryOptions } from '../features/config/api/get-config';
import { dashboardQueryOptions } from '../features/dashboard/api/get-dashboard';
import { profileQueryOptions } from '../features/profile/api/get-profile';
import { progressQueryOptions } from '../features/progress/api/get-progress';
import { subjectsQueryOptions } from '../features/subject-selection/api/get-subjects';
import { subjectsForUserQueryOptions } from '../features/subject-selection/api/get-subjects-for-user';
import { userSubjectsQueryOptions } from '../features/subject-selection/api/get-user-subjects';
import { setRoutePreloader, type RoutePreloader } from '../lib/route-preload';

/** Each screen's code: the route table loads it on navigation, the preloader before. */
export const ROUTE_CODE = {
  home: () => import('./routes/home'),
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  onboarding: () => import('./routes/onboarding'),
  requireAccount: () => import('./routes/require-account'),
  assessment: () => import('./routes/assessment'),
  subjectSelection: () => import('./routes/subject-selection'),
  dashboard: () => import('./routes/dashboard'),
  progress: () => import('./routes/progress'),
  chat: () => import('./routes/chat'),
  notFound: () => import('./routes/not-found'),
} satisfies Record<string, () => Promise<{ default: React.ComponentType }>>;

type Screen = {
  path: string;
  code: (() => Promise<unknown>)[];
  /** Fetches the queries the screen opens with, for a signed-in learner, unless cached for less than `fresh` ms. */
  data?: (qc: QueryClient, fresh: number, me: Me) => void;
};

const SIGNED_IN = ROUTE_CODE.requireAccount;

/** The built screens and what each needs before it can show its content. */
const SCREENS: Screen[] = [
  { path: '/', code: [ROUTE_CODE.home] },
  { path: '/login', code: [ROUTE_CODE.login] },
  { path: '/register', code: [ROUTE_CODE.register] },
  {
    path: '/onboarding',
    code: [ROUTE_CODE.onboarding],
    data: (qc, fresh, me) => {
      if (me.onboardingComplete) void qc.prefetchQuery({ ...profileQueryOptions(me.id), staleTime: fresh });
    },
  },
  {
    path: '/questionnaire',
    code: [SIGNED_IN, ROUTE_CODE.assessment],
    data: (qc, fresh, me) => {
      if (me.onboardingComplete) void qc.prefetchQuery({ ...profileQueryOptions(me.id), staleTime: fresh });
    },
  },
  {
    path: '/subject-selection',
    code: [SIGNED_IN, ROUTE_CODE.subjectSelection],
    data: (qc, fresh, me) => {
      void qc.prefetchQuery({ ...subjectsForUserQueryOptions(me.id), staleTime: fresh });
      void qc.prefetchQuery({ ...userSubjectsQueryOptions(), staleTime: fresh });
    },
  },
  {
    path: '/dashboard',
    code: [SIGNED_IN, ROUTE_CODE.dashboard],
    data: (qc, fresh) => {
      void qc.prefetchQuery({ ...dashboardQueryOptions(), staleTime: fresh });
      void qc.prefetchQuery({ ...subjectsQueryOptions(), staleTime: fresh });
    },
  },
  {
    path: '/progress',
    code: [SIGNED_IN, ROUTE_CODE.progress],
    data: (qc, fresh) => {
      void qc.prefetchQuery({ ...progressQueryOptions(), staleTime: fresh });
      void qc.prefetchQuery({ ...subjectsQueryOptions(), staleTime: fresh });
    },
  },
  {
    // The conversations themselves are read fresh when the chat opens (they are never kept in the cache).
    path: '/chat/:subjectId?',
    code: [SIGNED_IN, ROUTE_CODE.chat],
    data: (qc, fresh) => {
      void qc.prefetchQuery({ ...userSubjectsQueryOptions(), staleTime: fresh });
      void qc.prefetchQuery({ ...configQueryOptions(), staleTime: fresh });
    },
  },
];

/**
 * How old a preloaded answer may be and still spare a request: a link the learner points at reads data older
 * than 5 s again; an idle page refreshes what is older than a minute. A screen that opens on cached data still
 * reads it again in the background when its own query says so (the dashboard's and progress figures).
 */
const FRESH_MS = { link: 5_000, idle: 60_000 } as const;

export function routePreloader(qc: QueryClient): RoutePreloader {
  return (pathname, intent) => {
    const screen = SCREENS.find((s) => matchPath(s.path, pathname));
    if (!screen) return;
    for (const load of screen.code) void load().catch(() => {}); // a failed chunk is loaded again, and reported, on navigation
    const me = qc.getQueryData(meQueryOptions().queryKey);
    if (!me || !screen.data) return;
    screen.data(qc, FRESH_MS[intent], me);
  };
}

/** Called once at start-up. */
export function installRoutePreloader(qc: QueryClient) {
  setRoutePreloader(routePreloader(qc));
}
