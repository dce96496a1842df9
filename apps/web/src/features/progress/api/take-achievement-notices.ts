import { useMutation } from '@tanstack/react-query';
import type { AchievementNotice } from '@brightpath/shared/progress';
import { apiJson } from '@/lib/api-client';

/** The unlocks the learner has not been told of; the server marks them told, so each is answered once. */
export const takeAchievementNotices = () => apiJson<{ achievements: AchievementNotice[] }>('POST', '/api/achievements/seen');

export function useTakeAchievementNotices() {
  return useMutation({ mutationFn: takeAchievementNotices });
}
