import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HomeFlags, HomeFlagsUpdate } from '@brightpath/shared/progress';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api-client';
import { dashboardQueryOptions } from './get-dashboard';

/** Remembers on the account that the welcome box, the banner or the getting-started panel is done, or an item was tried. */
export const updateHomeFlags = (update: HomeFlagsUpdate) => apiJson<HomeFlags>('PATCH', '/api/dashboard/flags', update);

/** The flags as they will be once the server has the update: flags are only ever set, tried items only added. */
export function applyFlagsUpdate(flags: HomeFlags, update: HomeFlagsUpdate): HomeFlags {
  return {
    ...flags,
    welcomeShown: flags.welcomeShown || update.welcomeShown === true,
    guidanceBannerDismissed: flags.guidanceBannerDismissed || update.guidanceBannerDismissed === true,
    gettingStartedComplete: flags.gettingStartedComplete || update.gettingStartedComplete === true,
    quickStartTried: [...new Set([...flags.quickStartTried, ...(update.quickStartTried ?? [])])],
  };
}

const mutationKey = ['update-home-flags'];

/** Optimistic: the dashboard changes at once; a failure puts it back and says so. */
export function useUpdateHomeFlags() {
  const qc = useQueryClient();
  const { queryKey } = dashboardQueryOptions();
  return useMutation({
    mutationKey,
    mutationFn: updateHomeFlags,
    onMutate: async (update) => {
      // A read in flight must not bring back what the learner just closed.
      await qc.cancelQueries({ queryKey });
      const previous = qc.getQueryData(queryKey);
      if (previous) qc.setQueryData(queryKey, { ...previous, flags: applyFlagsUpdate(previous.flags, update) });
      return { previous };
    },
    onError: (err, _update, context) => {
      console.error('Saving the dashboard flags failed', err);
      // With another change still on its way, keep its optimistic state: the server's answer to it settles the flags.
      if (context?.previous && qc.isMutating({ mutationKey }) <= 1) qc.setQueryData(queryKey, context.previous);
      toast({ variant: 'destructive', title: 'Error', description: "We couldn't save that change. Please try again." });
    },
    onSuccess: (flags) => {
      // The server's flags hold every write so far; an answer overtaken by a later change would undo that change on screen.
      // The items done without the guide (a question sent, subjects chosen) come with the dashboard: kept, never removed.
      if (qc.isMutating({ mutationKey }) <= 1)
        qc.setQueryData(
          queryKey,
          (old) => old && { ...old, flags: applyFlagsUpdate(flags, { quickStartTried: old.flags.quickStartTried }) },
        );
    },
  });
}
