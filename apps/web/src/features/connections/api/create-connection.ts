import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Connection, CreateConnection } from '@brightpath/shared/connections';
import { apiJson } from '@/lib/api-client';
import { CONNECTIONS_URL } from './get-connections';

/** POST /api/connections: fromConcept, toConcept, connectionType, strength, context (spec 002 section 7). */
export const createConnection = (connection: CreateConnection) => apiJson<Connection>('POST', CONNECTIONS_URL, connection);

/** The list (and any search) is read again after a creation (spec 002 section 4). */
export function useCreateConnection() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createConnection, onSuccess: () => qc.invalidateQueries({ queryKey: [CONNECTIONS_URL] }) });
}
