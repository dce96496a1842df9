import { useQueryClient } from '@tanstack/react-query';
import { endSession, forgetSession } from '@/lib/session';

/** Signs out locally even when the call fails (the failure is only logged), leaving nothing of the learner behind. */
export function useLogout() {
  const qc = useQueryClient();
  return async () => {
    try {
      await endSession();
    } catch (err) {
      console.error('Logout failed', err);
    }
    forgetSession(qc);
  };
}
