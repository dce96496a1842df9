import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileInput } from '@brightpath/shared/profile';
import { apiJson } from '@/lib/api-client';
import { profileQueryOptions } from './get-profile';

/** Creates or replaces the signed-in learner's profile; the answer's id is the user id. */
export const saveProfile = (input: ProfileInput) => apiJson<Profile>('POST', '/api/users', input);

export function useSaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    // A read still on its way (a preload) would otherwise land after this answer and undo it.
    onSuccess: async (profile) => {
      const { queryKey } = profileQueryOptions(profile.id);
      await qc.cancelQueries({ queryKey, exact: true });
      qc.setQueryData(queryKey, profile);
    },
  });
}
