import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { GraduationCap, Menu, UserPlus } from 'lucide-react';
import { useIsAdmin } from '@/features/auth/api/check-access';
import { useMe } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { AppLink, AppNavLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Me } from '@brightpath/shared/auth';
import { ADMIN_ITEM, badgedName, displayName, LOGGED_IN_NAV, LOGGED_OUT_NAV, navBadge, USER_MENU } from './nav-links';
import { NavBadge } from './nav-badge';
import { ACCOUNT_BUTTON, AccountButtonFace } from './account-button';
import { useAfterContent } from './after-content';

// The menus (Radix popper, dialog, focus trap) load only when they can be shown, keeping them out of the first load.
const UserMenu = lazy(() => import('./user-menu'));
const SideMenu = lazy(() => import('./side-menu'));
const GuestSignOutDialog = lazy(() => import('./guest-sign-out-dialog'));

const SMALL_SCREEN = '(max-width: 767.98px)';
function useSmallScreen() {
  return useSyncExternalStore(
    (cb) => {
      const mq = window.matchMedia(SMALL_SCREEN);
      mq.addEventListener('change', cb);
      return () => mq.removeEventListener('change', cb);
    },
    () => window.matchMedia(SMALL_SCREEN).matches,
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-700 hover:bg-surface-100 hover:text-ink-900',
  );

function Logo() {
  return (
    <AppLink
      to="/"
      className="flex items-center gap-2 rounded-lg font-bold text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label="Brightpath home"
    >
      <span className="grid h-9 w-9 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
        <GraduationCap className="h-5 w-5" aria-hidden />
      </span>
      <span className="text-lg tracking-tight">Brightpath</span>
    </AppLink>
  );
}

/**
 * The account menu. Its dropdown's code (Radix menu and popper) loads once the page has its content; until then
 * the same button stands in its place, and a click on it loads the menu open.
 */
function AccountMenu({ me, isAdmin, onSignOut }: { me: Me; isAdmin: boolean; onSignOut: () => void }) {
  const afterContent = useAfterContent();
  const [asked, setAsked] = useState(false);
  const name = displayName(me);
  const button = (
    <button
      type="button"
      className={ACCOUNT_BUTTON}
      aria-label={`Account menu for ${name}`}
      aria-haspopup="menu"
      onClick={() => setAsked(true)}
    >
      <AccountButtonFace name={name} />
    </button>
  );
  if (!afterContent && !asked) return button;
  return (
    <Suspense fallback={button}>
      <UserMenu me={me} isAdmin={isAdmin} onSignOut={onSignOut} defaultOpen={asked} />
    </Suspense>
  );
}

export function SiteHeader({ offsetTop }: { offsetTop: boolean }) {
  const { data: me, isPending } = useMe();
  const isAdmin = useIsAdmin(!!me);
  const logout = useLogout();
  const small = useSmallScreen();
  const navigate = useNavigate();
  const [confirmGuest, setConfirmGuest] = useState(false);
  const leave = async () => {
    setConfirmGuest(false);
    await logout();
    void navigate('/');
  };
  // A guest's learning is reachable only from this session: ask first, and offer an account instead.
  const signOut = () => (me?.isGuest ? setConfirmGuest(true) : void leave());
  const sideItems = me ? [...LOGGED_IN_NAV, ...USER_MENU, ...(isAdmin ? [ADMIN_ITEM] : [])] : LOGGED_OUT_NAV;

  return (
    <header className={cn('sticky z-40 border-b border-line-200 bg-surface/90 backdrop-blur', offsetTop ? 'top-6' : 'top-0')}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        {!isPending && (
          <>
            <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
              {(me ? LOGGED_IN_NAV : LOGGED_OUT_NAV).map((item) =>
                item.to === '/register' ? (
                  <AppLink key={item.to} to={item.to} className={buttonClass('primary', 'sm', 'ml-2')}>
                    {item.label}
                  </AppLink>
                ) : (
                  <AppNavLink key={item.to} to={item.to} className={navClass} aria-label={badgedName(item.label, navBadge(item, me))}>
                    {item.label}
                    <NavBadge text={navBadge(item, me)} />
                  </AppNavLink>
                ),
              )}
            </nav>
            <div className="hidden items-center gap-2 md:flex">
              {me?.isGuest && (
                <AppLink to="/register" className={buttonClass('primary', 'sm')}>
                  <UserPlus className="h-4 w-4" aria-hidden /> Create account
                </AppLink>
              )}
              {me && <AccountMenu me={me} isAdmin={isAdmin} onSignOut={signOut} />}
            </div>
            {small && (
              <div className="md:hidden">
                <Suspense fallback={<Menu className="m-2 h-6 w-6 text-ink-400" aria-hidden />}>
                  <SideMenu items={sideItems} me={me} onSignOut={signOut} />
                </Suspense>
              </div>
            )}
          </>
        )}
      </div>
      {confirmGuest && (
        <Suspense fallback={null}>
          <GuestSignOutDialog open={confirmGuest} onOpenChange={setConfirmGuest} onSignOut={() => void leave()} />
        </Suspense>
      )}
    </header>
  );
}
