import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InvoiceLinesSchema } from '@brightpath/shared/billing';
import { apiJson } from '@/lib/api-client';

export type InvoiceLines = z.infer<typeof InvoiceLinesSchema>;
export type InvoiceLine = InvoiceLines['lines'][number];

export const INVOICES_URL = '/api/subscription/invoices';

/** GET /api/subscription/invoices: the lines billed to the account (the overage of each period), newest first. */
export const getInvoices = () => apiJson<InvoiceLines>('GET', INVOICES_URL);

export const invoicesQueryOptions = () => queryOptions({ queryKey: [INVOICES_URL], queryFn: getInvoices, staleTime: 5_000 });

export function useInvoices() {
  return useQuery(invoicesQueryOptions());
}
