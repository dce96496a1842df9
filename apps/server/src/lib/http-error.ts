import { ApiErrorSchema } from '@brightpath/shared/errors';
/** A failure the client can act on: thrown by guards, services and lib/, answered by plugins/errors.ts. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    public code: string,
    message: string,
    public headers: Record<string, string> = {},
    /** Extra fields of the answer for the client to act on (e.g. upgradeUrl); the route's schema must list them. */
    public extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do that.', code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 429 | 502 | 503;

/**
 * The error answers a route documents, each in the ApiError shape: `response: { 200: X, ...errorResponses(400, 401, 404) }`.
 * A route whose error carries more (a 403 with `upgradeUrl`) lists that schema after these.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ApiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema])) as Record<S, typeof ApiErrorSchema>;
}
