import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { LogOut, Menu, X } from 'lucide-react';
import type { Me } from '@brightpath/shared/auth';
import { AppNavLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { badgedName, navBadge, type NavItem } from './nav-links';
import { NavBadge } from './nav-badge';

export default function SideMenu({ items, me, onSignOut }: { items: NavItem[]; me: Me | null | undefined; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const link =
    'block rounded-lg px-3 py-2.5 text-base font-medium text-ink-800 hover:bg-surface-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass('ghost', 'icon')} aria-label={open ? 'Close menu' : 'Open menu'} aria-expanded={open}>
        <Menu className="h-6 w-6" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-50 bg-scrim/40" />
        <Dialog.Content
          className="side-menu fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-1 overflow-y-auto bg-surface p-4 shadow-xl"
          aria-describedby={undefined}
        >
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-ink-900">Menu</Dialog.Title>
            <Dialog.Close className={buttonClass('ghost', 'icon')} aria-label="Close menu">
              <X className="h-6 w-6" aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex flex-col gap-1">
            {items.map((item) => (
              <AppNavLink
                key={item.to}
                to={item.to}
                onClick={close}
                className={link}
                aria-label={badgedName(item.label, navBadge(item, me))}
              >
                {item.label}
                <NavBadge text={navBadge(item, me)} />
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
