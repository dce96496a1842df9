import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@brightpath/shared/auth';
import { apiJson } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session';

/** GET /api/auth/session: the signed-in account (a guest counts), or null for a visitor. */
export type SessionProbe = { user: Me | null };

/**
 * Who is signed in, asked of the session probe rather than GET /api/auth/me: the probe answers a visitor 200 with no
 * user, where /me answers 401, which the browser logs as an error on every anonymous page. Same answer otherwise.
 */
export async function getMe(): Promise<Me | null> {
  return (await apiJson<SessionProbe>('GET', '/api/auth/session')).user;
}

export const meQueryOptions = () => queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: getMe });

/** The signed-in account, or null for a visitor. */
export function useMe() {
  return useQuery(meQueryOptions());
}
