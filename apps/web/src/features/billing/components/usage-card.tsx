import { AlertTriangle, ArrowUpRight, BarChart3 } from 'lucide-react';
import { BILLING_MESSAGES, formatCents, usagePercent, usageWarning, type SubscriptionStatus } from '@brightpath/shared/billing';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { SectionCard } from '@/components/ui/section-card';
import { sessions, usageResetDate } from '../lib/format';
import { stateName } from './current-plan-card';

export const USAGE = {
  title: 'Usage This Month',
  barLabel: 'Sessions used this month',
  used: (used: number, limit: number) => `${used} of ${limit} sessions used this month`,
  unlimited: (used: number) => `${sessions(used)} this month, unlimited`,
  warning: (limit: number, reset: string) =>
    `You have used over 80% of this month’s ${limit} sessions. At ${limit} the tutor pauses until ${reset}: upgrade your plan to keep learning without a break.`,
  extra: (n: number, cents: number) => `${n} extra ${n === 1 ? 'session' : 'sessions'}, ${formatCents(cents)} so far`,
  upgrade: 'Upgrade Plan',
  change: 'Change Plan',
} as const;

/**
 * Usage This Month (spec 002 sections 2 and 9; docs/decisions/037): sessions used of the monthly limit (capped at
 * 100%, an unlimited plan counting against 100, the warning past 80%), the plan's status, 'Monthly', and on Basic and
 * Premium the included sessions and the extra ones so far; Upgrade Plan (Free) or Change Plan to /pricing.
 */
export function UsageCard({ status }: { status: SubscriptionStatus }) {
  const { sessionsUsed: used, sessionsLimit: limit, overage } = status;
  const unlimited = limit < 0;
  const text = unlimited ? USAGE.unlimited(used) : USAGE.used(used, limit);
  const metered = overage.rateCents !== null && status.sessionsIncluded >= 0;
  return (
    <SectionCard title={USAGE.title} icon={BarChart3} tone="bg-sky-100 text-sky-700">
      <p className="text-3xl font-bold tabular-nums text-ink-900">
        {used}
        <span className="text-lg font-semibold text-ink-600"> / {unlimited ? 'Unlimited' : limit}</span>
      </p>
      <Progress className="mt-3" value={usagePercent(used, limit)} max={100} label={USAGE.barLabel} valueText={text} />
      <p className="mt-2 text-sm text-ink-700">{text}.</p>
      {usageWarning(used, limit) && (
        <p className="mt-3 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {USAGE.warning(limit, usageResetDate())}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <Figure label="Status" value={stateName(status)} />
        <Figure label="Billing period" value={BILLING_MESSAGES.billingPeriod} />
        {metered && <Figure label="Included sessions" value={String(status.sessionsIncluded)} />}
        {metered && (
          <Figure
            label="Extra sessions"
            value={USAGE.extra(overage.sessions, overage.amountCents)}
            hint={`${formatCents(overage.rateCents!)} each`}
          />
        )}
        <Figure label="Sessions reset" value={usageResetDate()} />
      </dl>
      <div className="mt-auto pt-5">
        <AppLink to="/pricing" className={buttonClass(status.planId === 'free' ? 'primary' : 'secondary')}>
          <ArrowUpRight className="h-4 w-4" aria-hidden /> {status.planId === 'free' ? USAGE.upgrade : USAGE.change}
        </AppLink>
      </div>
    </SectionCard>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg bg-surface-50 p-3">
      <dt className="text-xs font-medium text-ink-600">{label}</dt>
      <dd className="mt-0.5 font-semibold text-ink-900">{value}</dd>
      {hint && <dd className="text-xs text-ink-600">{hint}</dd>}
    </div>
  );
}
