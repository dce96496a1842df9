import { AlertDialog } from 'radix-ui';
import { UserPlus } from 'lucide-react';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';

export const GUEST_SIGN_OUT = {
  title: 'Sign out of your guest account?',
  description:
    'Your profile, subjects and conversations are saved to this guest account only. Once you sign out, you cannot come back to them. Create an account first to keep everything.',
  create: 'Create an account',
  signOut: 'Sign out anyway',
  cancel: 'Stay signed in',
} as const;

/** Shown before a guest signs out: a guest's learning cannot be reached again without an account. */
export default function GuestSignOutDialog({
  open,
  onOpenChange,
  onSignOut,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignOut: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay fixed inset-0 z-50 bg-scrim/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-ink-900">{GUEST_SIGN_OUT.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-700">{GUEST_SIGN_OUT.description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('ghost', 'md')}>{GUEST_SIGN_OUT.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('secondary', 'md', 'text-red-700')} onClick={onSignOut}>
              {GUEST_SIGN_OUT.signOut}
            </AlertDialog.Action>
            <AppLink to="/register" className={buttonClass('primary', 'md')} onClick={() => onOpenChange(false)}>
              <UserPlus className="h-4 w-4" aria-hidden /> {GUEST_SIGN_OUT.create}
            </AppLink>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
