import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountData } from '@brightpath/shared/account-data';
import { apiJson } from '@/lib/api-client';

/** DELETE /api/account: deletes everything the account holds and the account, and ends the session (docs/decisions/032). */
export const deleteAccountData = (input: DeleteAccountData) => apiJson<{ deleted: true }>('DELETE', '/api/account', input);

export function useDeleteAccountData() {
  return useMutation({ mutationFn: deleteAccountData });
}
