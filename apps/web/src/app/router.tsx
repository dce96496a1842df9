import { createBrowserRouter } from 'react-router';
import { RootLayout, PageLoading } from './layout/root-layout';
import { RouteError } from './routes/route-error';

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
      { index: true, lazy: page(() => import('./routes/home')) },
      { path: 'login', lazy: page(() => import('./routes/login')) },
      { path: 'register', lazy: page(() => import('./routes/register')) },
      { path: 'onboarding', lazy: page(() => import('./routes/onboarding')) },
      {
        // Screens that need a session (a guest's counts): a visitor is sent to /onboarding.
        lazy: page(() => import('./routes/require-account')),
        children: [
          { path: 'questionnaire', lazy: page(() => import('./routes/assessment')) },
          { path: 'subject-selection', lazy: page(() => import('./routes/subject-selection')) },
          { path: 'dashboard', lazy: page(() => import('./routes/dashboard')) },
          { path: 'progress', lazy: page(() => import('./routes/progress')) },
          { path: 'chat/:subjectId?', lazy: page(() => import('./routes/chat')) },
        ],
      },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
]);
