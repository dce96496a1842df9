import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@brightpath/shared/settings';
import { apiJson } from '@/lib/api-client';

/** GET /api/settings: the learner's settings (the defaults until they change one), their plan and this month's sessions. */
export const getSettings = () => apiJson<Settings>('GET', '/api/settings');

/**
 * Read once per sign-in and kept (the app's default), by account: another sign-in in this tab never shows the last
 * one's. The page's own changes go into the cache as they are made (update-settings.ts), and this month's sessions
 * are read again when the settings page opens.
 */
export const settingsQueryOptions = (userId: number) => queryOptions({ queryKey: ['/api/settings', userId], queryFn: getSettings });

/** The settings of the signed-in learner; none for a visitor (`userId` undefined). */
export function useSettings(userId: number | undefined) {
  return useQuery({ ...settingsQueryOptions(userId ?? 0), enabled: userId !== undefined });
}
