import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FlaskConical, Info, X } from 'lucide-react';
import { BILLING_MESSAGES, PaidPlanIdSchema, type PaidPlanId, type Plan, type PlanId } from '@brightpath/shared/billing';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { useChangePlan } from '../api/change-plan';
import { usePlans } from '../api/get-plans';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { continueToCheckout } from '../lib/checkout';
import { formatDate } from '../lib/format';
import { PRICING_COPY } from '../lib/plan-copy';
import { AccountFirstDialog } from './account-first-dialog';
import { ChangePlanDialog } from './change-plan-dialog';
import { PlanCard, type PlanButtonState } from './plan-card';
import { PricingExplanations } from './pricing-explanations';

/** The signed-in account as the page needs it; null for a visitor. */
export type PricingAccount = { plan: PlanId; isGuest: boolean } | null;

export const PRICING_NOTICES = {
  alreadyFree: "You're on the Free plan already: there is nothing to buy. Choose a paid plan for more tutoring sessions.",
  currentTitle: BILLING_MESSAGES.currentPlan,
  current: (plan: string) => `You are on the ${plan} plan. My Plan shows your sessions and your bills.`,
  toFreeTitle: 'Moving to Free',
  toFree: 'Cancel your subscription on My Plan: you keep your plan until the end of the period you paid for, then move to Free.',
  toFreeCancelled: (date: string) => `Your subscription is cancelled already: your account moves to Free on ${date}.`,
  familyTitle: 'Family Plan',
  family: (owner: string) =>
    `Your plan is shared with you by ${owner}’s Family plan. Leave the family on the Family page first to choose a plan of your own.`,
  changedTitle: 'Plan Updated',
  changed: (plan: string) => `Your subscription is moving to the ${plan} plan. The difference for the rest of this period is prorated.`,
  changeFailedTitle: 'Plan Change Failed',
  changeFailed: 'Failed to change your plan. Please try again or contact support.',
} as const;

/**
 * /pricing (spec 002 sections 2, 4, 5, 8 and 9; docs/decisions/037): the five plans as the server enforces them, each
 * with its button. A learner on Free goes to checkout ('Processing...' while it starts); a subscriber moves to
 * another paid plan, prorated, after confirming; a visitor or a guest is asked for an account first.
 */
export function PricingPage({ account }: { account: PricingAccount }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const plans = usePlans();
  const registered = account !== null && !account.isGuest;
  const status = useSubscriptionStatus(registered);
  const change = useChangePlan();
  const [processing, setProcessing] = useState<PlanId | null>(null);
  const [askAccount, setAskAccount] = useState<Plan | null>(null);
  const [confirmChange, setConfirmChange] = useState<Plan | null>(null);

  // Back from the payment page by the browser's Back button, the page may come back as it was left: idle again.
  useEffect(() => {
    const shown = (e: PageTransitionEvent) => e.persisted && setProcessing(null);
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const current: PlanId | null = status.data?.planId ?? account?.plan ?? null;
  const canceled = search.get('canceled') === 'true';

  // 'Processing...' until the browser leaves for the payment page; idle again when checkout does not start.
  const checkout = (planId: PaidPlanId) => {
    setProcessing(planId);
    void continueToCheckout(planId, () => setProcessing(null));
  };

  const choose = (plan: Plan) => {
    if (processing !== null || change.isPending) return;
    if (plan.id === current) {
      if (plan.id === 'free') toast({ title: BILLING_MESSAGES.alreadyFree, description: PRICING_NOTICES.alreadyFree });
      else toast({ title: PRICING_NOTICES.currentTitle, description: PRICING_NOTICES.current(plan.name) });
      return;
    }
    const paid = PaidPlanIdSchema.safeParse(plan.id);
    if (!account || account.isGuest) {
      // A visitor starts free as the home page's Get Started does; a paid plan needs an account first.
      if (paid.success) setAskAccount(plan);
      else void navigate('/onboarding');
      return;
    }
    if (status.data?.familyOwner) {
      toast({ title: PRICING_NOTICES.familyTitle, description: PRICING_NOTICES.family(status.data.familyOwner) });
      return;
    }
    if (!paid.success) {
      const end = status.data?.cancelAtPeriodEnd && status.data.currentPeriodEnd;
      toast({
        title: PRICING_NOTICES.toFreeTitle,
        description: end ? PRICING_NOTICES.toFreeCancelled(formatDate(end)) : PRICING_NOTICES.toFree,
      });
      return;
    }
    if (current === 'free') checkout(paid.data);
    else setConfirmChange(plan);
  };

  const confirmPlanChange = (plan: Plan) => {
    const planId = PaidPlanIdSchema.parse(plan.id);
    change.mutate(planId, {
      onSuccess: () => {
        setConfirmChange(null);
        toast({ title: PRICING_NOTICES.changedTitle, description: PRICING_NOTICES.changed(plan.name) });
        void qc.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      },
      onError: (err) => {
        setConfirmChange(null);
        toast({
          variant: 'destructive',
          title: PRICING_NOTICES.changeFailedTitle,
          description: errorMessage(err) ?? PRICING_NOTICES.changeFailed,
        });
      },
    });
  };

  const stateOf = (plan: Plan): PlanButtonState =>
    processing === plan.id || (change.isPending && change.variables === plan.id) ? 'processing' : plan.id === current ? 'current' : 'idle';

  return (
    <div className="mx-auto max-w-7xl px-4 pb-24 pt-8 sm:px-6 sm:pt-12">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{PRICING_COPY.title}</h1>
        <p className="mt-3 text-ink-700 sm:text-lg">{PRICING_COPY.intro}</p>
      </div>

      <div className="mx-auto mt-6 max-w-3xl space-y-3">
        {canceled && (
          <div role="status" className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <p className="flex-1">{PRICING_COPY.canceled}</p>
            <Button
              variant="ghost"
              size="icon"
              className="-my-2 -mr-2 h-8 w-8 text-sky-900"
              aria-label="Dismiss"
              onClick={() => {
                search.delete('canceled');
                setSearch(search, { replace: true });
              }}
            >
              <X className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        )}
        {plans.data?.testMode && (
          <p className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>{PRICING_COPY.testMode}</span>
          </p>
        )}
      </div>

      {plans.data ? (
        <>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            {plans.data.plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                state={stateOf(plan)}
                busy={processing !== null || change.isPending}
                onChoose={() => choose(plan)}
              />
            ))}
          </div>
          <PricingExplanations plans={plans.data.plans} />
        </>
      ) : plans.isError ? (
        <ErrorState className="mt-10" message="We couldn't load the plans." onRetry={() => void plans.refetch()} />
      ) : (
        <LoadingState label="Loading the plans..." showLabel />
      )}

      <footer className="mt-16 border-t border-line-200 pt-8 text-center">
        <p className="text-lg font-semibold text-ink-900">{PRICING_COPY.footer}</p>
        <p className="mt-2 text-sm text-ink-600">{PRICING_COPY.footerMore}</p>
      </footer>

      <AccountFirstDialog
        plan={askAccount && { id: PaidPlanIdSchema.parse(askAccount.id), name: askAccount.name }}
        guest={account?.isGuest ?? false}
        onClose={() => setAskAccount(null)}
      />
      <ChangePlanDialog
        plan={confirmChange}
        from={current}
        pending={change.isPending}
        onOpenChange={(open) => !open && setConfirmChange(null)}
        onConfirm={() => confirmChange && confirmPlanChange(confirmChange)}
      />
    </div>
  );
}
