import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, Register } from '@brightpath/shared/auth';
import { apiJson } from '@/lib/api-client';
import { meQueryOptions } from './get-me';

export const register = (input: Register) => apiJson<{ user: Me }>('POST', '/api/auth/register', input);

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      qc.setQueryData(meQueryOptions().queryKey, user);
      qc.removeQueries({ queryKey: ['/api/admin/check-access'] });
    },
  });
}
