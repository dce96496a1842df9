import { Receipt } from 'lucide-react';
import { formatCents } from '@brightpath/shared/billing';
import { SectionCard } from '@/components/ui/section-card';
import type { InvoiceLine } from '../api/get-invoices';
import { formatPeriod } from '../lib/format';

/** The lines billed to the account (the plan's invoices, and each month's extra sessions), newest first; shown only when there are some. */
export function InvoiceLines({ lines }: { lines: InvoiceLine[] }) {
  return (
    <SectionCard
      title="Invoices"
      icon={Receipt}
      tone="bg-emerald-100 text-emerald-700"
      description="What you were billed: your plan each month and, on Basic and Premium, the extra sessions of each month."
    >
      <div className="-mx-2 overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-ink-600">
            <tr>
              <th scope="col" className="px-2 py-2 font-semibold">
                Period
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Description
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Quantity
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line-200">
            {lines.map((line) => (
              <tr key={line.id}>
                <td className="whitespace-nowrap px-2 py-2.5 text-ink-900">{formatPeriod(line.period)}</td>
                <td className="px-2 py-2.5 text-ink-700">{line.description}</td>
                <td className="px-2 py-2.5 text-right tabular-nums text-ink-700">{line.quantity}</td>
                <td className="px-2 py-2.5 text-right font-semibold tabular-nums text-ink-900">{formatCents(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}
