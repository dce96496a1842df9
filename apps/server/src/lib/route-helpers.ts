import { z } from 'zod';
import { dbIdParam } from '@brightpath/shared/fields';

/** A numeric id in the path or query ('/api/users/abc' is a 400, not a 404); capped to PostgreSQL's integer. */
export const IdSchema = dbIdParam();
export const IdParams = z.object({ id: IdSchema });
export const UserIdParams = z.object({ userId: IdSchema });
