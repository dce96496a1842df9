import { useId } from 'react';
import { Check, Minus, Sparkles } from 'lucide-react';
import { BILLING_MESSAGES, formatCents, type Plan } from '@brightpath/shared/billing';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { includedLine, limitLine, overageLine } from '../lib/plan-copy';

export type PlanButtonState = 'idle' | 'current' | 'processing';

type Props = {
  plan: Plan;
  state: PlanButtonState;
  /** Another plan's checkout is starting: this button waits. */
  busy: boolean;
  onChoose: () => void;
};

/** One plan of the pricing page (spec 002 sections 2 and 3): price, sessions, extra sessions, features, limits and its button. */
export function PlanCard({ plan, state, busy, onChoose }: Props) {
  const id = useId();
  const limit = limitLine(plan);
  const label =
    state === 'processing' ? BILLING_MESSAGES.processing : state === 'current' ? BILLING_MESSAGES.currentPlan : BILLING_MESSAGES.getStarted;
  return (
    <section
      aria-labelledby={`${id}-name`}
      className={cn(
        'relative flex min-w-0 flex-col rounded-2xl border bg-surface p-6 shadow-sm',
        plan.popular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-line-200',
      )}
    >
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 whitespace-nowrap rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white shadow-sm">
          <Sparkles className="h-3.5 w-3.5" aria-hidden /> {BILLING_MESSAGES.mostPopular}
        </p>
      )}
      <h2 id={`${id}-name`} className="text-xl font-bold text-ink-900">
        {plan.name}
      </h2>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-ink-900">{formatCents(plan.priceCents)}</span>
        <span className="text-sm font-medium text-ink-600">
          <span aria-hidden>/month</span>
          <span className="sr-only"> per month</span>
        </span>
      </p>
      <ul className="mt-4 space-y-1 text-sm font-medium text-ink-800">
        <li>{includedLine(plan)}</li>
        {limit && <li>{limit}</li>}
        <li className="text-ink-600">{overageLine(plan)}</li>
      </ul>
      <h3 className="sr-only">Features</h3>
      <ul className="mt-5 space-y-2 border-t border-line-200 pt-5 text-sm text-ink-700">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      {plan.limitations.length > 0 && (
        <>
          <h3 className="sr-only">Limitations</h3>
          <ul className="mt-3 space-y-2 text-sm text-ink-600">
            {plan.limitations.map((l) => (
              <li key={l} className="flex gap-2">
                <Minus className="mt-0.5 h-4 w-4 shrink-0 text-ink-500" aria-hidden />
                <span>{l}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-auto pt-6">
        <Button
          className="w-full"
          variant={state === 'current' ? 'secondary' : plan.popular ? 'primary' : 'secondary'}
          aria-describedby={`${id}-name`}
          aria-disabled={busy || state === 'processing' || undefined}
          aria-busy={state === 'processing' || undefined}
          onClick={onChoose}
        >
          {state === 'processing' && (
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
          )}
          {label}
        </Button>
      </div>
    </section>
  );
}
