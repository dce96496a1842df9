import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dbIdParam } from '@brightpath/shared/fields';
import { requireUser } from '../plugins/auth.ts';

/** A numeric id in the path or query ('/api/users/abc' is a 400, not a 404); capped to PostgreSQL's integer. */
export const IdSchema = dbIdParam();
export const IdParams = z.object({ id: IdSchema });
export const UserIdParams = z.object({ userId: IdSchema });

/** Route onRequest hook: anonymous callers get 401 before their params or body are validated. */
export async function signedIn(request: FastifyRequest) {
  requireUser(request);
}
