import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileDetailsInput, UserProfile } from '@brightpath/shared/user-profile';
import { apiJson } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';
import { profileQueryOptions } from './get-profile';
import { userProfileQueryOptions, userProfileUrl } from './get-user-profile';

/** Saves the Personal Information card; answers the whole profile record as it now is. */
export const saveUserProfile = (input: ProfileDetailsInput, timeZone = browserTimeZone()) =>
  apiJson<UserProfile>('PUT', userProfileUrl(timeZone), input);

export function useSaveUserProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileDetailsInput) => saveUserProfile(input),
    onSuccess: async (profile) => {
      // A read still on its way (a preload) would otherwise land after this answer and undo it.
      const { queryKey } = userProfileQueryOptions();
      await qc.cancelQueries({ queryKey, exact: true });
      qc.setQueryData(queryKey, profile);
      // The onboarding form reads the same profile.
      await qc.invalidateQueries({ queryKey: profileQueryOptions(profile.id).queryKey, exact: true });
    },
  });
}
