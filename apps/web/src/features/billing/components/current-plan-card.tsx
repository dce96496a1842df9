import { useState } from 'react';
import { Check, CreditCard, HeartHandshake } from 'lucide-react';
import { BILLING_MESSAGES, formatCents, planById, type SubscriptionStatus } from '@brightpath/shared/billing';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClass } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { useCancelSubscription } from '../api/cancel-subscription';
import { formatDate } from '../lib/format';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export const CURRENT_PLAN = {
  title: 'Current Plan',
  free: 'Free: no card and no bill.',
  renews: (date: string) => `Renews on ${date}.`,
  ends: (plan: string, date: string) => `Cancelled: your ${plan} plan ends on ${date}, and then your account moves to Free.`,
  endsSoon: (plan: string) => `Cancelled: your ${plan} plan ends at the end of this billing period, and then your account moves to Free.`,
  member: (owner: string) => `Shared with you by ${owner}’s Family plan.`,
  pastDue: 'Your last payment did not go through.',
  incomplete: 'Your first payment is not complete yet.',
  ended: 'Your subscription has ended.',
  cancel: 'Cancel Subscription',
  confirmTitle: 'Cancel your subscription?',
  confirm: (plan: string, until: string) =>
    `You keep the ${plan} plan until ${until}. Then your account moves to the Free plan. You can choose a plan again at any time.`,
  keep: 'Keep My Plan',
  cancelling: 'Cancelling...',
  cancelled: (plan: string, until: string) => `You keep the ${plan} plan until ${until}.`,
  thisPeriod: 'the end of this billing period',
  family: 'Your Family',
  familyOwner: 'Manage Your Family',
} as const;

const STATE_NAMES: Record<SubscriptionStatus['status'], string> = {
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Cancelled',
  incomplete: 'Incomplete',
};
export const stateName = (s: SubscriptionStatus) =>
  s.cancelAtPeriodEnd && s.status === 'active' ? 'Cancelled at period end' : STATE_NAMES[s.status];

/** What the plan's state means for the learner, in one sentence. */
function stateLine(s: SubscriptionStatus, name: string): string {
  if (s.familyOwner) return CURRENT_PLAN.member(s.familyOwner);
  if (s.planId === 'free') return CURRENT_PLAN.free;
  if (s.status === 'past_due') return CURRENT_PLAN.pastDue;
  if (s.status === 'incomplete') return CURRENT_PLAN.incomplete;
  if (s.status === 'canceled') return CURRENT_PLAN.ended;
  if (s.cancelAtPeriodEnd)
    return s.currentPeriodEnd ? CURRENT_PLAN.ends(name, formatDate(s.currentPeriodEnd)) : CURRENT_PLAN.endsSoon(name);
  return s.currentPeriodEnd ? CURRENT_PLAN.renews(formatDate(s.currentPeriodEnd)) : '';
}

/**
 * Current Plan (spec 002 sections 2 and 4): the plan's badge, price and features, its state (renewal, or the day a
 * cancelled plan ends), and Cancel Subscription, which keeps the plan to the end of the paid period, on a paid plan of
 * the learner's own (not on Free, nor for a member of someone's Family plan).
 */
export function CurrentPlanCard({ status }: { status: SubscriptionStatus }) {
  const plan = planById(status.planId);
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const until = status.currentPeriodEnd ? formatDate(status.currentPeriodEnd) : CURRENT_PLAN.thisPeriod;
  const cancellable =
    status.planId !== 'free' &&
    !status.familyOwner &&
    !status.cancelAtPeriodEnd &&
    (status.status === 'active' || status.status === 'past_due');
  const line = stateLine(status, plan.name);

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: BILLING_MESSAGES.cancelledTitle, description: CURRENT_PLAN.cancelled(plan.name, until) });
      },
      onError: (err) => {
        console.error('Cancelling the subscription failed', err);
        setConfirming(false);
        toast({ variant: 'destructive', title: 'Error', description: BILLING_MESSAGES.cancelFailed });
      },
    });

  return (
    <SectionCard title={CURRENT_PLAN.title} icon={CreditCard}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{plan.name}</span>
        <span className="text-lg font-bold text-ink-900">
          {formatCents(plan.priceCents)}
          <span className="text-sm font-medium text-ink-600"> a month</span>
        </span>
      </div>
      {line && (
        <p
          className={cn(
            'mt-3 text-sm',
            status.cancelAtPeriodEnd || status.status === 'past_due'
              ? 'rounded-lg bg-amber-50 p-3 font-medium text-amber-900'
              : 'text-ink-700',
          )}
        >
          {line}
        </p>
      )}
      <h3 className="mt-5 text-sm font-semibold text-ink-900">What your plan includes</h3>
      <ul className="mt-2 space-y-2 text-sm text-ink-700">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      {(cancellable || status.planId === 'family') && (
        <div className="mt-auto flex flex-wrap gap-2 pt-6">
          {status.planId === 'family' && (
            <AppLink to="/family" className={buttonClass('secondary')}>
              <HeartHandshake className="h-4 w-4" aria-hidden /> {status.familyOwner ? CURRENT_PLAN.family : CURRENT_PLAN.familyOwner}
            </AppLink>
          )}
          {cancellable && (
            <Button variant="secondary" className="text-red-700" onClick={() => setConfirming(true)}>
              {CURRENT_PLAN.cancel}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={CURRENT_PLAN.confirmTitle}
        confirm={CURRENT_PLAN.cancel}
        busy={CURRENT_PLAN.cancelling}
        keep={CURRENT_PLAN.keep}
        pending={cancel.isPending}
        destructive
        onConfirm={confirmCancel}
      >
        <p>{CURRENT_PLAN.confirm(plan.name, until)}</p>
      </ConfirmDialog>
    </SectionCard>
  );
}
