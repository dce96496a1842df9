import { AlertTriangle, CreditCard, Sparkles } from 'lucide-react';
import { usagePercent, usageWarning } from '@brightpath/shared/billing';
import { PLAN_NAMES, planLabel } from '@brightpath/shared/plan-names';
import type { SubscriptionUsage } from '@brightpath/shared/settings';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';

/** The plans a learner can move up to from their own (spec 002 section 9); the pricing page has them all. */
const UPGRADES: Partial<Record<SubscriptionUsage['plan'], SubscriptionUsage['plan'][]>> = {
  free: ['basic', 'premium'],
  basic: ['premium'],
};

/**
 * Subscription & Billing (spec 002 section 2): the account's real plan, the tutoring sessions it started this month
 * and the plan's limit (DESIGN.md decisions 6 and 9), with a warning above 80%; the upgrade buttons lead to /pricing.
 */
export function SubscriptionCard({ subscription }: { subscription: SubscriptionUsage }) {
  const { plan, sessionsUsed, sessionsLimit } = subscription;
  const unlimited = sessionsLimit < 0;
  const upgrades = UPGRADES[plan] ?? [];
  const usage = unlimited
    ? `${sessionsUsed} ${sessionsUsed === 1 ? 'session' : 'sessions'} this month, unlimited`
    : `${sessionsUsed} of ${sessionsLimit} sessions used this month`;
  return (
    <section aria-labelledby="subscription-heading" className="rounded-2xl border border-line-200 bg-surface p-5 shadow-sm sm:p-6">
      <div className="flex items-center gap-2.5">
        <span className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-emerald-100 text-emerald-700" aria-hidden>
          <CreditCard className="h-4 w-4" />
        </span>
        <h2 id="subscription-heading" className="text-lg font-semibold text-ink-900">
          Subscription & Billing
        </h2>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-surface-50 p-4">
          <dt className="text-sm font-medium text-ink-600">Current plan</dt>
          <dd className="mt-1 text-xl font-bold text-ink-900">{planLabel(plan)}</dd>
        </div>
        <div className="rounded-xl bg-surface-50 p-4">
          <dt className="text-sm font-medium text-ink-600">Tutoring sessions</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums text-ink-900">
            {sessionsUsed} / {unlimited ? 'Unlimited' : sessionsLimit}
          </dd>
        </div>
      </dl>
      <Progress
        className="mt-4"
        value={usagePercent(sessionsUsed, sessionsLimit)}
        max={100}
        label="Sessions used this month"
        valueText={usage}
      />
      <p className="mt-2 text-sm text-ink-600">{usage}.</p>
      {usageWarning(sessionsUsed, sessionsLimit) && (
        <p className="mt-3 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" role="status">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          You have used over 80% of this month&apos;s sessions. Upgrade your plan to keep learning without a break.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {upgrades.map((to, i) => (
          <AppLink key={to} to="/pricing" className={buttonClass(i === 0 ? 'primary' : 'secondary')}>
            {i === 0 && <Sparkles className="h-4 w-4" aria-hidden />} Upgrade to {PLAN_NAMES[to]}
          </AppLink>
        ))}
        {upgrades.length === 0 && (
          <AppLink to="/pricing" className={buttonClass('secondary')}>
            See all plans
          </AppLink>
        )}
      </div>
    </section>
  );
}
