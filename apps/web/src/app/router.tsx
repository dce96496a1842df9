import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout, PageLoading } from './layout/root-layout';
import { RouteError } from './routes/route-error';
import { notFoundCode, requireAccountCode, SCREENS, type Screen } from './screens';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

const routeOf = (s: Screen & { code: NonNullable<Screen['code']> }): RouteObject =>
  s.path === '/' ? { index: true, lazy: page(s.code) } : { path: s.path.slice(1), lazy: page(s.code) };
const built = SCREENS.filter((s): s is Screen & { code: NonNullable<Screen['code']> } => s.code !== undefined);

/**
 * The route table of spec 002, from the screen records (screens.ts). A screen not built yet has no route: its path
 * falls through to the not-found page.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      ...built.filter((s) => s.access === 'anyone').map(routeOf),
      // Screens that need a session (a guest's counts): a visitor is sent to /onboarding.
      { lazy: page(requireAccountCode), children: built.filter((s) => s.access === 'account').map(routeOf) },
      { path: '*', lazy: page(notFoundCode) },
    ],
  },
]);
