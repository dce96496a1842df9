import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationEventDetails } from '@brightpath/shared/moderation';
import { apiJson } from '@/lib/api-client';

/** GET /api/admin/moderation-events/:id: the event, its turn and the turn before it (a read the audit log records). */
export const getModerationEvent = (id: number) => apiJson<ModerationEventDetails>('GET', `/api/admin/moderation-events/${id}`);

export function useModerationEvent(id: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: ['/api/admin/moderation-events', 'one', id], queryFn: () => getModerationEvent(id ?? 0), staleTime: 0 }),
    enabled: id !== null,
  });
}
