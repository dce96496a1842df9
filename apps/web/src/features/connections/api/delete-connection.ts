import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CONNECTIONS_URL } from './get-connections';

/** DELETE /api/connections/:id (204). */
export const deleteConnection = async (id: number) => {
  await apiRequest('DELETE', `${CONNECTIONS_URL}/${id}`);
};

export function useDeleteConnection() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteConnection, onSuccess: () => qc.invalidateQueries({ queryKey: [CONNECTIONS_URL] }) });
}
