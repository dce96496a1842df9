import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProfileInputSchema, ProfileSchema } from '@brightpath/shared/profile';
import { TimeZoneQuerySchema } from '@brightpath/shared/progress';
import { emailRequiredFor, ProfileDetailsSchema, USER_PROFILE_MESSAGES, UserProfileSchema } from '@brightpath/shared/user-profile';
import type { Database, Db } from '@/db/client.ts';
import { IdParams } from '@/lib/route-helpers.ts';
import { requireSelf, requireUser } from '../auth/auth.api.ts';
import { learnerActivityReader } from '../progress/progress.api.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import { HttpError, notFound, errorResponses } from '@/plugins/errors.ts';
import { profilesRepository, toProfile, toUserProfile } from './profiles.repository.ts';
import { defineModule } from '@/lib/server-module.ts';

const PROFILE_NOT_FOUND = 'Profile not found';

/**
 * The onboarding profile (spec 000 sections 2-3, 7) and the learner's profile record (spec 002 sections 2, 7: the
 * /profile screen). Another learner's id is a 404, never a 403.
 */
export async function profileRoutes(app: FastifyInstance, opts: { db: Db; catalogue: SubjectCatalogue }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = profilesRepository(opts.db);
  const activity = learnerActivityReader(opts.db, opts.catalogue);

  r.get(
    '/api/user-profile',
    {
      schema: {
        tags: ['profiles'],
        summary:
          "The caller's profile record: personal information, account details (plan, member since) and learning statistics (the dashboard's figures, in the learner's time zone)",
        querystring: TimeZoneQuerySchema,
        response: { 200: UserProfileSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // Two reads at once (two connections on PostgreSQL): the profile's row and the dashboard's statement.
      const [row, figures] = await Promise.all([
        repo.forUser(user.id).find(),
        activity.forUser(user.id).read(request.query.timeZone ?? 'UTC'),
      ]);
      return toUserProfile(user, row, figures);
    },
  );

  r.put(
    '/api/user-profile',
    {
      schema: {
        tags: ['profiles'],
        summary:
          "Save the caller's personal information (name, e-mail, age, learning style, goals); answers the profile record. A registered account's e-mail is its sign-in address: unique (409), and it cannot be removed",
        querystring: TimeZoneQuerySchema,
        body: ProfileDetailsSchema,
        response: { 200: UserProfileSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.body.email === '' && emailRequiredFor(user)) {
        const message = USER_PROFILE_MESSAGES.emailRequired;
        throw new HttpError(400, 'VALIDATION_ERROR', message, {}, { issues: [{ path: 'email', message }] });
      }
      const saved = await repo.forUser(user.id).saveDetails(request.body, user);
      const figures = await activity.forUser(user.id).read(request.query.timeZone ?? 'UTC');
      return toUserProfile({ ...user, ...saved.account }, saved.row, figures);
    },
  );

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
  tag: { name: 'profiles', description: "The learner's onboarding profile and profile record" },
  plugin: (app, { database, catalogue }: { database: Database; catalogue: SubjectCatalogue }) =>
    profileRoutes(app, { db: database.db, catalogue }),
});
