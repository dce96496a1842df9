import { FlaskConical } from 'lucide-react';
import { ErrorState, LoadingState } from '@/components/ui/state-panel';
import { useInvoices } from '../api/get-invoices';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { CurrentPlanCard } from './current-plan-card';
import { InvoiceLines } from './invoice-lines';
import { QuickActions } from './quick-actions';
import { UsageCard } from './usage-card';

export const SUBSCRIPTION_COPY = {
  title: 'My Plan',
  intro: 'Your plan, this month’s tutoring sessions and what you are billed.',
  loading: 'Loading your subscription...',
  failed: "We couldn't load your subscription.",
  testMode: 'Test mode: payments on this Brightpath are simulated, and nothing is charged.',
} as const;

/**
 * /subscription (spec 002 sections 2 and 4): Current Plan, Usage This Month, the invoice lines when there are any,
 * and Quick Actions; a spinner while the status loads. Read again at each visit: the month's sessions change as the
 * learner studies.
 */
export function SubscriptionPage() {
  const status = useSubscriptionStatus();
  const invoices = useInvoices();
  const lines = invoices.data?.lines ?? [];
  return (
    <div className="mx-auto max-w-5xl px-4 pb-24 pt-8 sm:px-6 sm:pt-12">
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">{SUBSCRIPTION_COPY.title}</h1>
        <p className="mt-2 text-ink-700">{SUBSCRIPTION_COPY.intro}</p>
      </div>
      {status.data ? (
        <div className="space-y-6">
          {status.data.testMode && (
            <p className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
              <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>{SUBSCRIPTION_COPY.testMode}</span>
            </p>
          )}
          <div className="grid gap-6 lg:grid-cols-2">
            <CurrentPlanCard status={status.data} />
            <UsageCard status={status.data} />
          </div>
          {lines.length > 0 && <InvoiceLines lines={lines} />}
          <QuickActions />
        </div>
      ) : status.isError ? (
        <ErrorState message={SUBSCRIPTION_COPY.failed} onRetry={() => void status.refetch()} />
      ) : (
        <LoadingState label={SUBSCRIPTION_COPY.loading} showLabel />
      )}
    </div>
  );
}
