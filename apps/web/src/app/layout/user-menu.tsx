import { DropdownMenu } from 'radix-ui';
import { LogOut, Shield } from 'lucide-react';
import type { Me } from '@brightpath/shared/auth';
import { AppLink } from '@/components/ui/app-link';
import { ADMIN_ITEM, displayName, USER_MENU } from './nav-links';
import { ACCOUNT_BUTTON, AccountButtonFace } from './account-button';

type Props = { me: Me; isAdmin: boolean; onSignOut: () => void; defaultOpen?: boolean };

export default function UserMenu({ me, isAdmin, onSignOut, defaultOpen = false }: Props) {
  const name = displayName(me);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={ACCOUNT_BUTTON} aria-label={`Account menu for ${name}`}>
        <AccountButtonFace name={name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-xl border border-line-200 bg-surface p-1.5 shadow-lg"
        >
          {USER_MENU.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <AppLink
                to={item.to}
                className="block rounded-lg px-3 py-2 text-sm text-ink-800 outline-none data-[highlighted]:bg-surface-100"
              >
                {item.label}
              </AppLink>
            </DropdownMenu.Item>
          ))}
          {isAdmin && (
            <DropdownMenu.Item asChild>
              <AppLink
                to={ADMIN_ITEM.to}
                className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink-800 outline-none data-[highlighted]:bg-surface-100"
              >
                <Shield className="h-4 w-4" aria-hidden /> {ADMIN_ITEM.label}
              </AppLink>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-surface-200" />
          <DropdownMenu.Item
            onSelect={onSignOut}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-red-700 outline-none data-[highlighted]:bg-red-50"
          >
            <LogOut className="h-4 w-4" aria-hidden /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
