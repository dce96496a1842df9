import { useMutation } from '@tanstack/react-query';
import type { Login, Me } from '@brightpath/shared/auth';
import { apiJson } from '@/lib/api-client';

export const login = (input: Login) => apiJson<{ user: Me }>('POST', '/api/auth/login', input);

export function useLogin() {
  return useMutation({ mutationFn: login });
}
