import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { storage } from './storage';

/** The session probe's query (GET /api/auth/session, features/auth get-me): who is signed in, read by every page. */
export const SESSION_QUERY_KEY = ['/api/auth/session'] as const;

/** POST /api/auth/logout: ends this browser's session on the server; rejects when the call fails. */
export const endSession = () => apiRequest('POST', '/api/auth/logout');

/**
 * Leaves nothing of the account in this tab: the browser's storage (the learner's keys and the tab's state; with
 * `everything`, all of localStorage as well) and every cached answer, and shows the page signed out at once.
 */
export function forgetSession(qc: QueryClient, { everything = false }: { everything?: boolean } = {}) {
  if (everything) storage.clearAll();
  else storage.forgetLearner();
  qc.clear();
  qc.setQueryData(SESSION_QUERY_KEY, null);
}
