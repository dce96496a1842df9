import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyMemberProgress } from '@brightpath/shared/billing';
import { apiJson } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';

/**
 * GET /api/family/members/:userId/progress: a member's progress summary for the owner (the streak in the owner's time
 * zone); never a conversation. Each read is recorded on the server.
 */
export const getMemberProgress = (userId: number) => {
  const zone = browserTimeZone();
  return apiJson<FamilyMemberProgress>(
    'GET',
    `/api/family/members/${userId}/progress${zone ? `?timeZone=${encodeURIComponent(zone)}` : ''}`,
  );
};

/** Read when the owner opens a member's panel, and again at each opening. */
export const memberProgressQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['/api/family/members', userId, 'progress'], queryFn: () => getMemberProgress(userId), staleTime: 0 });

export function useMemberProgress(userId: number, enabled: boolean) {
  return useQuery({ ...memberProgressQueryOptions(userId), enabled });
}
