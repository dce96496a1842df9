import { DropdownMenu } from 'radix-ui';
import { ChevronDown, LogOut, Shield } from 'lucide-react';
import type { Me } from '@brightpath/shared/auth';
import { AppLink } from '@/components/ui/app-link';
import { ADMIN_ITEM, displayName, USER_MENU } from './nav-links';

export default function UserMenu({ me, isAdmin, onSignOut }: { me: Me; isAdmin: boolean; onSignOut: () => void }) {
  const name = displayName(me);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={`Account menu for ${name}`}
      >
        <span className="grid h-8 w-8 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800" aria-hidden>
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="max-w-32 truncate">{name}</span>
        <ChevronDown className="h-4 w-4 text-slate-500" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {USER_MENU.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <AppLink
                to={item.to}
                className="block rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
              >
                {item.label}
              </AppLink>
            </DropdownMenu.Item>
          ))}
          {isAdmin && (
            <DropdownMenu.Item asChild>
              <AppLink
                to={ADMIN_ITEM.to}
                className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
              >
                <Shield className="h-4 w-4" aria-hidden /> {ADMIN_ITEM.label}
              </AppLink>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
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
