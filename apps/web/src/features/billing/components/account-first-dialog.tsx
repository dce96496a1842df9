import { Dialog } from 'radix-ui';
import { LogIn, UserPlus, X } from 'lucide-react';
import type { PaidPlanId } from '@brightpath/shared/billing';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { withPlan } from '../lib/checkout';

export const ACCOUNT_FIRST = {
  title: 'Create your account first',
  visitor: (plan: string) =>
    `The ${plan} plan belongs to an account, so you can sign in on any device and manage your subscription. Create your account and you go straight on to checkout.`,
  guest: (plan: string) =>
    `You are learning as a guest. Create your account to choose the ${plan} plan: everything you have done so far is kept, and you go straight on to checkout.`,
  create: 'Create account',
  signIn: 'Sign in',
  signInHint: 'Already have an account?',
} as const;

type Props = {
  /** The paid plan chosen, and its name; null: closed. */
  plan: { id: PaidPlanId; name: string } | null;
  /** A guest account (kept when it registers) rather than a visitor with none. */
  guest: boolean;
  onClose: () => void;
};

/**
 * A visitor or a guest who chooses a paid plan is asked for an account first (a plan belongs to an account): to
 * registration, or sign-in for a visitor who has one, each remembering the plan and going on to checkout afterwards.
 */
export function AccountFirstDialog({ plan, guest, onClose }: Props) {
  return (
    <Dialog.Root open={plan !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-50 bg-scrim/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-ink-900">{ACCOUNT_FIRST.title}</Dialog.Title>
            <Dialog.Close className={buttonClass('ghost', 'icon', '-mr-2 -mt-2 h-9 w-9')} aria-label="Close">
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          {plan && (
            <>
              <Dialog.Description className="mt-2 text-sm text-ink-700">
                {guest ? ACCOUNT_FIRST.guest(plan.name) : ACCOUNT_FIRST.visitor(plan.name)}
              </Dialog.Description>
              <div className="mt-6 flex flex-col gap-2">
                <AppLink to={withPlan('/register', plan.id)} className={buttonClass('primary', 'md', 'w-full')}>
                  <UserPlus className="h-4 w-4" aria-hidden /> {ACCOUNT_FIRST.create}
                </AppLink>
                {!guest && (
                  <p className="mt-2 text-center text-sm text-ink-700">
                    {ACCOUNT_FIRST.signInHint}{' '}
                    <AppLink
                      to={withPlan('/login', plan.id)}
                      className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
                    >
                      <LogIn className="h-4 w-4" aria-hidden /> {ACCOUNT_FIRST.signIn}
                    </AppLink>
                  </p>
                )}
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
