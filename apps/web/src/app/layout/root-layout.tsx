import { Suspense, lazy, useEffect, type CSSProperties } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import { ImpersonationBanner } from '@/features/alpha-testing/components/impersonation-banner';
import { BetaBanner, useBetaBannerOn } from '@/features/config/components/beta-banner';
import { useAchievementNotices } from '@/features/progress/hooks/use-achievement-notices';
import { useSettings } from '@/features/settings/api/get-settings';
import { isLearnerPage } from '@/features/assistant/lib/learner-pages';
import { LoadingState } from '@/components/ui/state-panel';
import { dismissOlderThan } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { releaseIdlePreloads } from '@/lib/route-preload';
import { SiteHeader } from './site-header';
import { RouteProgress } from './route-progress';
import { useDocumentTitle } from './document-title';
import { useAfterContent } from './after-content';
import { SettingsSync } from './settings-sync';

/** A toast shown at most this long before a navigation announces it and follows the learner to the next page. */
const TOAST_CARRIES_MS = 2000;

const HelpChatWidget = lazy(() => import('@/features/help-chat/components/help-chat-widget').then((m) => ({ default: m.HelpChatWidget })));
const AssistantWidget = lazy(() =>
  import('@/features/assistant/components/assistant-widget').then((m) => ({ default: m.AssistantWidget })),
);

export function RootLayout() {
  const location = useLocation();
  const beta = useBetaBannerOn();
  // The floating helpers are not the page's content: their code loads once the content is in place.
  const extras = useAfterContent();
  useEffect(() => {
    if (extras) releaseIdlePreloads();
  }, [extras]);
  useDocumentTitle();
  useEffect(() => dismissOlderThan(TOAST_CARRIES_MS), [location.pathname]);
  return (
    // --beta-offset: how far the beta banner pushes what sticks below the header.
    <div className={cn('flex min-h-dvh flex-col', beta && 'pt-6')} style={{ '--beta-offset': beta ? '1.5rem' : '0px' } as CSSProperties}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[80] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <BetaBanner />
      <ActingAsTestUser />
      <RouteProgress />
      <SiteHeader offsetTop={beta} />
      {/* At lg and up the open learning assistant sits beside the page: the page keeps its room (--assistant-room). */}
      <main id="main" key={location.pathname} className="page-transition flex-1 lg:pl-[var(--assistant-room,0px)]" tabIndex={-1}>
        <Outlet />
      </main>
      <SettingsSync />
      <AchievementNotices />
      {extras && (
        <>
          <Suspense fallback={null}>
            <HelpChatWidget />
          </Suspense>
          <LearnerAssistant />
        </>
      )}
      <ScrollRestoration />
    </div>
  );
}

/**
 * Achievement toasts for a signed-in learner, looked for on every route change (and after a study session is saved),
 * unless they turned Achievement Alerts off in their settings. Its own component, so the toasts it watches re-render
 * it alone, never the page.
 */
function AchievementNotices() {
  const { data: me } = useMe();
  const settings = useSettings(me?.id);
  // Asked once the settings are known (a failed read leaves alerts on): a learner who turned alerts off never sees one.
  const known = settings.isSuccess || settings.isError;
  useAchievementNotices(Boolean(me) && known, { alerts: settings.data?.notifications.achievementAlerts ?? true });
  return null;
}

/** The floating learning assistant, on signed-in learner pages only; keyed by account, so another sign-in starts afresh. */
function LearnerAssistant() {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  if (!me || !isLearnerPage(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <AssistantWidget key={me.id} />
    </Suspense>
  );
}

/** The banner of an administrator acting as a test account, on every page (asked once a session exists). */
function ActingAsTestUser() {
  const { data: me } = useMe();
  return <ImpersonationBanner signedInAs={me?.id ?? null} />;
}

/** While a route's code or the session check loads. */
export function PageLoading() {
  return <LoadingState size="page" />;
}
