import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Family } from '@brightpath/shared/billing';
import { apiJson } from '@/lib/api-client';
import { refreshAfterPlanChange } from './plan-changed';

/** POST /api/family/join {token}: the caller joins the Family plan of an invitation; answers their family. */
export const joinFamily = (token: string) => apiJson<Family>('POST', '/api/family/join', { token });

export function useJoinFamily() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: joinFamily, onSuccess: () => refreshAfterPlanChange(qc) });
}
