import { useEffect } from 'react';
import type { HomeFlags, HomeFlagsUpdate } from '@brightpath/shared/progress';
import { apiJson } from '@/lib/api-client';

const SEEN: HomeFlagsUpdate = { quickStartTried: ['check-progress'] };

/**
 * The learner opened their progress: the quick-start guide's 'Check your progress' is done, however they came.
 * Said by the page when it shows, never by a read of the figures (a link's preload reads them too). Once per
 * opening; a failure only leaves the item for the guide's own link.
 */
export function useMarkProgressSeen(seen: boolean) {
  useEffect(() => {
    if (!seen) return;
    apiJson<HomeFlags>('PATCH', '/api/dashboard/flags', SEEN).catch(() => {});
  }, [seen]);
}
