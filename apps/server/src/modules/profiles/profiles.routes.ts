import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProfileInputSchema, ProfileSchema } from '@brightpath/shared/profile';
import type { Database, Db } from '@/db/client.ts';
import { IdParams } from '@/lib/route-helpers.ts';
import { requireSelf, requireUser } from '../auth/auth.api.ts';
import { notFound, errorResponses } from '@/plugins/errors.ts';
import { profilesRepository, toProfile } from './profiles.repository.ts';
import { defineModule } from '@/lib/server-module.ts';

const PROFILE_NOT_FOUND = 'Profile not found';

/** The onboarding profile (spec 000 sections 2-3, 7). Another learner's id is a 404, never a 403. */
export async function profileRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = profilesRepository(opts.db);

  r.post(
    '/api/users',
    {
      schema: {
        tags: ['profiles'],
        summary: "Store the caller's onboarding profile (creates or replaces) and complete onboarding",
        body: ProfileInputSchema,
        response: { 200: ProfileSchema, 201: ProfileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { row, created } = await repo.forUser(requireUser(request).id).save(request.body);
      return reply.status(created ? 201 : 200).send(toProfile(row));
    },
  );

  r.get(
    '/api/users/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: "The caller's onboarding profile",
        params: IdParams,
        response: { 200: ProfileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id, PROFILE_NOT_FOUND);
      const row = await repo.forUser(user.id).find();
      if (!row) throw notFound(PROFILE_NOT_FOUND);
      return toProfile(row);
    },
  );

  r.put(
    '/api/users/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: "Update the caller's onboarding profile",
        params: IdParams,
        body: ProfileInputSchema,
        response: { 200: ProfileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id, PROFILE_NOT_FOUND);
      const row = await repo.forUser(user.id).update(request.body);
      if (!row) throw notFound(PROFILE_NOT_FOUND);
      return toProfile(row);
    },
  );
}

export const profilesModule = defineModule({
  tag: { name: 'profiles', description: "The learner's onboarding profile" },
  plugin: (app, { database }: { database: Database }) => profileRoutes(app, { db: database.db }),
});
