import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applySettingsUpdate, type Settings, type SettingsUpdate } from '@brightpath/shared/settings';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api-client';
import { settingsQueryOptions } from './get-settings';

/** PATCH /api/settings: some of the settings, by section; answers them all as stored. */
export const updateSettings = (update: SettingsUpdate) => apiJson<Settings>('PATCH', '/api/settings', update);

export const SETTINGS_SAVE_FAILED = { title: 'Error', description: "We couldn't save that change. Please try again." } as const;

const mutationKey = ['update-settings'];

/**
 * Saves a change at once and shows it before the server answers (spec 002 section 4: each toggle saves at once):
 * the cache holds the change, so every screen that reads the settings (the appearance of the whole app among them)
 * follows it; a failure puts back what was there and says so.
 */
export function useUpdateSettings(userId: number) {
  const qc = useQueryClient();
  const { queryKey } = settingsQueryOptions(userId);
  return useMutation({
    mutationKey,
    mutationFn: updateSettings,
    onMutate: async (update) => {
      // A read in flight must not bring back what the learner just changed.
      await qc.cancelQueries({ queryKey });
      const previous = qc.getQueryData(queryKey);
      if (previous) qc.setQueryData(queryKey, applySettingsUpdate(previous, update));
      return { previous };
    },
    onError: (err, _update, context) => {
      console.error('Saving the settings failed', err);
      // With another change still on its way, its answer settles the settings; alone, the old ones come back.
      if (context?.previous && qc.isMutating({ mutationKey }) <= 1) qc.setQueryData(queryKey, context.previous);
      toast({ variant: 'destructive', ...SETTINGS_SAVE_FAILED });
    },
    onSuccess: (settings) => {
      // An answer overtaken by a later change would undo that change on screen: the last answer settles it.
      if (qc.isMutating({ mutationKey }) <= 1) qc.setQueryData(queryKey, settings);
    },
  });
}
