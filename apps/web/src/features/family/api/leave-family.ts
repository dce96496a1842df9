import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Family } from '@brightpath/shared/billing';
import { apiJson } from '@/lib/api-client';
import { refreshAfterPlanChange } from './plan-changed';

/** POST /api/family/leave: the caller leaves the Family plan they are a member of and returns to Free. */
export const leaveFamily = () => apiJson<Family>('POST', '/api/family/leave');

export function useLeaveFamily() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: leaveFamily, onSettled: () => refreshAfterPlanChange(qc) });
}
