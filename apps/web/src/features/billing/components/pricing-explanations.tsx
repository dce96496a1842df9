import type { Plan } from '@brightpath/shared/billing';
import { PRICING_COPY, pricingExplanations } from '../lib/plan-copy';

/** The usage-based pricing explained (spec 002 section 2), from the plans as the server enforces them. */
export function PricingExplanations({ plans }: { plans: Plan[] }) {
  return (
    <section aria-labelledby="pricing-explained" className="mx-auto mt-16 max-w-5xl">
      <h2 id="pricing-explained" className="text-center text-2xl font-bold text-ink-900">
        {PRICING_COPY.explanationsTitle}
      </h2>
      <dl className="mt-8 grid gap-x-8 gap-y-6 md:grid-cols-2">
        {pricingExplanations(plans).map((e) => (
          <div key={e.id} className="rounded-2xl border border-line-200 bg-surface p-5 shadow-sm">
            <dt className="font-semibold text-ink-900">{e.title}</dt>
            <dd className="mt-2 text-sm leading-relaxed text-ink-700">{e.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
