import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutoGenerate, AutoGenerateResult } from '@brightpath/shared/connections';
import { apiJson } from '@/lib/api-client';
import { CONNECTIONS_URL } from './get-connections';

/** POST /api/connections/auto-generate {concept, subject, context}: `generated` says how many were added. */
export const autoGenerateConnections = (request: AutoGenerate) =>
  apiJson<AutoGenerateResult>('POST', `${CONNECTIONS_URL}/auto-generate`, request);

export function useAutoGenerateConnections() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: autoGenerateConnections, onSuccess: () => qc.invalidateQueries({ queryKey: [CONNECTIONS_URL] }) });
}
