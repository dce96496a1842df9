import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Connection, UpdateConnection } from '@brightpath/shared/connections';
import { apiJson } from '@/lib/api-client';
import { CONNECTIONS_URL } from './get-connections';

/** PATCH /api/connections/:id with the fields to change. */
export const updateConnection = ({ id, changes }: { id: number; changes: UpdateConnection }) =>
  apiJson<Connection>('PATCH', `${CONNECTIONS_URL}/${id}`, changes);

export function useUpdateConnection() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateConnection, onSuccess: () => qc.invalidateQueries({ queryKey: [CONNECTIONS_URL] }) });
}
