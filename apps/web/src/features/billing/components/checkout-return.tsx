import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PLAN_NAMES } from '@brightpath/shared/plan-names';
import { toast } from '@/components/ui/use-toast';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { usePlanConfirmation } from '../hooks/use-plan-confirmation';

export const CHECKOUT_RETURN = {
  waiting: 'Activating your subscription: waiting for the payment to be confirmed...',
  activeTitle: 'Subscription Active',
  active: (plan: string) => `You are now on the ${plan} plan. Thank you, and enjoy your learning!`,
  pendingTitle: 'Activating Your Subscription',
  pending:
    'Your payment was received. Your plan changes as soon as the payment is confirmed, usually within a minute: My Plan shows it then.',
} as const;

type Props = {
  /** Called once the toast is shown: the page removes the success flag from the address. */
  onDone: () => void;
  intervalMs?: number;
  timeoutMs?: number;
};

/**
 * The dashboard after checkout (/dashboard?success=true, spec 002 section 9). The plan changes only when the payment
 * is confirmed (a verified event, which may land a moment after the learner is back): the status is read again until
 * it shows a paid plan, with a progress hint meanwhile; then a toast says the subscription is active, or still being
 * activated when the confirmation takes longer than the wait.
 */
export default function CheckoutReturn({ onDone, intervalMs, timeoutMs }: Props) {
  const qc = useQueryClient();
  const told = useRef(false);
  const { status, confirmed, gaveUp, waiting } = usePlanConfirmation({
    active: true,
    done: (s) => s.planId !== 'free' && s.status === 'active',
    intervalMs,
    timeoutMs,
  });

  useEffect(() => {
    if (told.current || !(confirmed || gaveUp)) return;
    told.current = true;
    if (confirmed && status) {
      toast({ title: CHECKOUT_RETURN.activeTitle, description: CHECKOUT_RETURN.active(PLAN_NAMES[status.planId]) });
      // The header's My Plan names the plan from the session's account.
      void qc.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    } else {
      toast({ title: CHECKOUT_RETURN.pendingTitle, description: CHECKOUT_RETURN.pending });
    }
    onDone();
  }, [confirmed, gaveUp, status, qc, onDone]);

  return (
    <p
      role="status"
      className={waiting ? 'mx-auto flex max-w-6xl items-center gap-3 px-4 pt-6 text-sm font-medium text-ink-700 sm:px-6' : 'sr-only'}
    >
      {waiting && (
        <>
          <span className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600" aria-hidden />
          {CHECKOUT_RETURN.waiting}
        </>
      )}
    </p>
  );
}
