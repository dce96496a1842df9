import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { meQueryOptions } from './get-me';

export const logout = () => apiRequest('POST', '/api/auth/logout');

/** Signs out locally even when the call fails (the failure is only logged), leaving nothing of the learner behind. */
export function useLogout() {
  const qc = useQueryClient();
  return async () => {
    try {
      await logout();
    } catch (err) {
      console.error('Logout failed', err);
    }
    storage.forgetLearner();
    qc.clear();
    qc.setQueryData(meQueryOptions().queryKey, null);
  };
}
