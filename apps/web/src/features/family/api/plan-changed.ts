import type { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { FAMILY_URL } from './get-family';

/**
 * After the caller's plan changed (joined or left a family): the family, the account (the header's My Plan shows its
 * plan), the subscription's status and the settings' plan are read again.
 */
export async function refreshAfterPlanChange(qc: QueryClient) {
  await Promise.all([
    qc.invalidateQueries({ queryKey: [FAMILY_URL] }),
    qc.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    qc.invalidateQueries({ queryKey: ['/api/subscription/status'] }),
    qc.invalidateQueries({ queryKey: ['/api/settings'] }),
  ]);
}
