import { Suspense, lazy } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { BetaBanner, useBetaBannerOn } from '../../features/config/components/beta-banner';
import { cn } from '../../lib/cn';
import { SiteHeader } from './site-header';
import { RouteProgress } from './route-progress';

const HelpChatWidget = lazy(() =>
  import('../../features/help-chat/components/help-chat-widget').then((m) => ({ default: m.HelpChatWidget })),
);

export function RootLayout() {
  const location = useLocation();
  const beta = useBetaBannerOn();
  return (
    <div className={cn('flex min-h-dvh flex-col', beta && 'pt-6')}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[80] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <BetaBanner />
      <RouteProgress />
      <SiteHeader offsetTop={beta} />
      <main id="main" key={location.pathname} className="page-transition flex-1" tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <HelpChatWidget />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}

export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
