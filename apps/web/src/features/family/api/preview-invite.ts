import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyInvitePreview } from '@brightpath/shared/family';
import { apiJson } from '@/lib/api-client';

/**
 * POST /api/family/invites/preview {token}: whose Family plan an invitation joins and until when. A POST that changes
 * nothing: the token goes in the body, not in an address a server logs.
 */
export const previewInvite = (token: string) => apiJson<FamilyInvitePreview>('POST', '/api/family/invites/preview', { token });

/** Not retried: an invitation the server refuses (404, 410) stays refused. */
export const invitePreviewQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['/api/family/invites/preview', token], queryFn: () => previewInvite(token), retry: false, staleTime: 0 });

/** The preview of `token` for a signed-in account; none while `enabled` is false (a visitor, a guest). */
export function useInvitePreview(token: string, enabled: boolean) {
  return useQuery({ ...invitePreviewQueryOptions(token), enabled });
}
