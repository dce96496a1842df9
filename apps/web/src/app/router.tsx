import { createBrowserRouter } from 'react-router';
import { RootLayout, PageLoading } from './layout/root-layout';
import { RouteError } from './routes/route-error';
import { ROUTE_CODE } from './route-preloads';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/**
 * The route table of spec 002. A screen built by a later issue is added here by that issue;
 * until then its path falls through to the not-found page.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: page(ROUTE_CODE.home) },
      { path: 'login', lazy: page(ROUTE_CODE.login) },
      { path: 'register', lazy: page(ROUTE_CODE.register) },
      { path: 'onboarding', lazy: page(ROUTE_CODE.onboarding) },
      {
        // Screens that need a session (a guest's counts): a visitor is sent to /onboarding.
        lazy: page(ROUTE_CODE.requireAccount),
        children: [
          { path: 'questionnaire', lazy: page(ROUTE_CODE.assessment) },
          { path: 'subject-selection', lazy: page(ROUTE_CODE.subjectSelection) },
          { path: 'dashboard', lazy: page(ROUTE_CODE.dashboard) },
          { path: 'progress', lazy: page(ROUTE_CODE.progress) },
          { path: 'chat/:subjectId?', lazy: page(ROUTE_CODE.chat) },
        ],
      },
      { path: '*', lazy: page(ROUTE_CODE.notFound) },
    ],
  },
]);
