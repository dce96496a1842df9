import { useMutation } from '@tanstack/react-query';
import type { Me } from '@brightpath/shared/auth';
import { apiJson } from '@/lib/api-client';

/** Starts a guest account with a session cookie (DESIGN.md decision 2); answers the current account when there is a session. */
export const startGuest = () => apiJson<{ user: Me }>('POST', '/api/auth/guest');

export function useStartGuest() {
  return useMutation({ mutationFn: startGuest });
}
