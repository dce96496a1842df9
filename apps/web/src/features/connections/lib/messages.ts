import { ApiRequestError, errorMessage } from '@/lib/api-client';

/**
 * What a failed write tells the learner: the server's own words for a mistake they can fix (a duplicate, a field too
 * long), else the specified failure text.
 */
export function failureText(err: unknown, fallback: string): string {
  if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500 && err.status !== 401) return errorMessage(err) ?? fallback;
  return fallback;
}
