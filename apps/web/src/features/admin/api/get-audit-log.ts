import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditKind, AuditLogPage } from '@brightpath/shared/admin';
import { apiJson } from '@/lib/api-client';

export type AuditFilter = AuditKind | 'all';

/** GET /api/admin/audit-log: a page of the log, newest first; `before` is the previous page's nextBefore. */
export const getAuditLog = (kind: AuditFilter, before: number | null) =>
  apiJson<AuditLogPage>('GET', `/api/admin/audit-log?kind=${kind}&limit=25${before ? `&before=${before}` : ''}`);

export const auditLogQueryOptions = (kind: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/audit-log', kind],
    queryFn: ({ pageParam }) => getAuditLog(kind, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    staleTime: 0,
  });

export function useAuditLog(kind: AuditFilter) {
  return useInfiniteQuery(auditLogQueryOptions(kind));
}
