import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../plugins/auth.ts';

const ID_MESSAGE = 'The id must be a positive whole number';

/** A numeric id in the path ('/api/users/abc' is a 400, not a 404); capped to PostgreSQL's integer. */
export const IdSchema = z.coerce.number(ID_MESSAGE).int(ID_MESSAGE).positive(ID_MESSAGE).max(2_147_483_647, ID_MESSAGE);
export const IdParams = z.object({ id: IdSchema });
export const UserIdParams = z.object({ userId: IdSchema });

/** Route onRequest hook: anonymous callers get 401 before their params or body are validated. */
export async function signedIn(request: FastifyRequest) {
  requireUser(request);
}
