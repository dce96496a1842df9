import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@brightpath/shared/user-profile';
import { apiJson } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';

export const userProfileUrl = (timeZone: string | undefined) =>
  timeZone ? `/api/user-profile?timeZone=${encodeURIComponent(timeZone)}` : '/api/user-profile';

/** The learner's profile record: personal information, account details and the learning figures, in one request. */
export const getUserProfile = (timeZone = browserTimeZone()) => apiJson<UserProfile>('GET', userProfileUrl(timeZone));

/** Stale at once, like the dashboard: the figures change with every tutor turn elsewhere, so each visit reads them again. */
export const userProfileQueryOptions = (timeZone = browserTimeZone()) =>
  queryOptions({ queryKey: [userProfileUrl(timeZone)], queryFn: () => getUserProfile(timeZone), staleTime: 0 });

export function useUserProfile() {
  return useQuery(userProfileQueryOptions());
}
