import { useMutation } from '@tanstack/react-query';
import { endSession } from '@/lib/session';

/** Logout & Reset: ends the session on the server (POST /api/auth/logout); the card resets the browser once it has. */
export function useLogoutAndReset() {
  return useMutation({ mutationFn: async () => void (await endSession()) });
}
