import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DropdownMenu, Dialog } from 'radix-ui';
import { ChevronDown, GraduationCap, LogOut, Menu, Shield, UserPlus, X } from 'lucide-react';
import type { Me } from '@brightpath/shared/auth';
import { useIsAdmin } from '../../features/auth/api/check-access';
import { useMe } from '../../features/auth/api/get-me';
import { useLogout } from '../../features/auth/api/logout';
import { AppLink, AppNavLink } from '../../components/ui/app-link';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { ADMIN_ITEM, displayName, LOGGED_IN_NAV, LOGGED_OUT_NAV, USER_MENU, type NavItem } from './nav-links';

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-lg px-3 py-2 text-sm font-medium transition-colors', isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900');

function Logo() {
  return (
    <AppLink to="/" className="flex items-center gap-2 rounded-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600" aria-label="Brightpath home">
      <span className="grid h-9 w-9 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
        <GraduationCap className="h-5 w-5" aria-hidden />
      </span>
      <span className="text-lg tracking-tight">Brightpath</span>
    </AppLink>
  );
}

function UserMenu({ me, isAdmin, onSignOut }: { me: Me; isAdmin: boolean; onSignOut: () => void }) {
  const name = displayName(me);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600" aria-label={`Account menu for ${name}`}>
        <span className="grid h-8 w-8 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800" aria-hidden>
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="max-w-32 truncate">{name}</span>
        <ChevronDown className="h-4 w-4 text-slate-500" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
          {USER_MENU.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <AppLink to={item.to} className="block rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100">
                {item.label}
              </AppLink>
            </DropdownMenu.Item>
          ))}
          {isAdmin && (
            <DropdownMenu.Item asChild>
              <AppLink to={ADMIN_ITEM.to} className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100">
                <Shield className="h-4 w-4" aria-hidden /> {ADMIN_ITEM.label}
              </AppLink>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item onSelect={onSignOut} className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-red-700 outline-none data-[highlighted]:bg-red-50">
            <LogOut className="h-4 w-4" aria-hidden /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function SideMenu({ items, me, onSignOut }: { items: NavItem[]; me: Me | null | undefined; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const link = 'block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass('ghost', 'icon')} aria-label={open ? 'Close menu' : 'Open menu'} aria-expanded={open}>
        <Menu className="h-6 w-6" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="side-menu fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-1 overflow-y-auto bg-white p-4 shadow-xl" aria-describedby={undefined}>
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-slate-900">Menu</Dialog.Title>
            <Dialog.Close className={buttonClass('ghost', 'icon')} aria-label="Close menu">
              <X className="h-6 w-6" aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex flex-col gap-1">
            {items.map((item) => (
              <AppNavLink key={item.to} to={item.to} onClick={close} className={link}>
                {item.label}
              </AppNavLink>
            ))}
            {me?.isGuest && (
              <AppNavLink to="/register" onClick={close} className={link}>
                Create account
              </AppNavLink>
            )}
          </nav>
          {me && (
            <button
              type="button"
              onClick={() => {
                close();
                onSignOut();
              }}
              className="mt-2 flex items-center gap-2 rounded-lg px-3 py-2.5 text-left text-base font-medium text-red-700 hover:bg-red-50"
            >
              <LogOut className="h-5 w-5" aria-hidden /> Sign out
            </button>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function SiteHeader({ offsetTop }: { offsetTop: boolean }) {
  const { data: me, isPending } = useMe();
  const isAdmin = useIsAdmin(!!me);
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = async () => {
    await logout();
    navigate('/', { viewTransition: true });
  };
  const sideItems = me ? [...LOGGED_IN_NAV, ...USER_MENU, ...(isAdmin ? [ADMIN_ITEM] : [])] : LOGGED_OUT_NAV;

  return (
    <header className={cn('sticky z-40 border-b border-slate-200 bg-white/90 backdrop-blur', offsetTop ? 'top-6' : 'top-0')}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        {!isPending && (
          <>
            <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
              {(me ? LOGGED_IN_NAV : LOGGED_OUT_NAV).map((item) =>
                item.to === '/register' ? (
                  <AppLink key={item.to} to={item.to} className={buttonClass('primary', 'sm', 'ml-2')}>
                    {item.label}
                  </AppLink>
                ) : (
                  <AppNavLink key={item.to} to={item.to} className={navClass}>
                    {item.label}
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
              {me && <UserMenu me={me} isAdmin={isAdmin} onSignOut={signOut} />}
            </div>
            <div className="md:hidden">
              <SideMenu items={sideItems} me={me} onSignOut={signOut} />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
