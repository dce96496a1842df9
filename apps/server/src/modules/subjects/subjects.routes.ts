import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SubjectRequestInputSchema,
  SubjectRequestSchema,
  SubjectSchema,
  UserSubjectInputSchema,
  UserSubjectSchema,
  UserSubjectSelectionSchema,
} from '@brightpath/shared/subjects';
import type { Database, Db } from '@/db/client.ts';
import { UserIdParams } from '@/lib/route-helpers.ts';
import { requireSelf } from '../auth/auth.api.ts';
import { notFound, errorResponses } from '@/plugins/errors.ts';
import type { SubjectCatalogue } from './subjects.api.ts';
import { subjectsRepository } from './subjects.repository.ts';
import { defineModule } from '@/lib/server-module.ts';
import type { Config } from '@/config.ts';
import { subjectRequestAdminRoutes } from './subject-requests.routes.ts';

const LEARNER_NOT_FOUND = 'Learner not found';
const SUBJECT_NOT_FOUND = 'Subject not found';

/** Subject catalogue, the learner's subject selection and custom subject requests (spec 000 sections 2-3, 7). */
export async function subjectRoutes(app: FastifyInstance, opts: { db: Db; catalogue: SubjectCatalogue }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subjects = subjectsRepository(opts.db);
  /** The caller's selection and requests, bound to them for this request; another learner's id is a 404. */
  const mine = (request: FastifyRequest, userId?: number) => subjects.forUser(requireSelf(request, userId, LEARNER_NOT_FOUND).id);

  r.get(
    '/api/subjects',
    { schema: { tags: ['subjects'], summary: 'The whole subject catalogue (public)', response: { 200: z.array(SubjectSchema) } } },
    async () => [...opts.catalogue.all()],
  );

  r.get(
    '/api/subjects/user/:userId',
    {
      schema: {
        tags: ['subjects'],
        summary: "Subjects suited to the caller's age (all when the age is unknown)",
        params: UserIdParams,
        response: { 200: z.array(SubjectSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => opts.catalogue.forAge(requireSelf(request, request.params.userId, LEARNER_NOT_FOUND).age),
  );

  r.get(
    '/api/user-subjects',
    {
      schema: {
        tags: ['subjects'],
        summary: "The caller's selected subjects",
        response: { 200: z.array(UserSubjectSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => mine(request).selection(),
  );

  r.get(
    '/api/user-subjects/:userId',
    {
      schema: {
        tags: ['subjects'],
        summary: "The caller's selected subjects (own id only)",
        params: UserIdParams,
        response: { 200: z.array(UserSubjectSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => mine(request, request.params.userId).selection(),
  );

  r.post(
    '/api/user-subjects',
    {
      schema: {
        tags: ['subjects'],
        summary: 'Select one subject or change its level',
        body: UserSubjectInputSchema,
        response: { 200: UserSubjectSchema, 201: UserSubjectSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const result = await mine(request, request.body.userId).upsertOne({ subjectId: request.body.subjectId, level: request.body.level });
      if (!result) throw notFound(SUBJECT_NOT_FOUND);
      return reply.status(result.created ? 201 : 200).send(result.userSubject);
    },
  );

  r.put(
    '/api/user-subjects',
    {
      schema: {
        tags: ['subjects'],
        summary: "Replace the caller's whole selection (deselected subjects are removed)",
        body: UserSubjectSelectionSchema,
        response: { 200: z.array(UserSubjectSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { missing, selection } = await mine(request).replaceSelection(request.body.subjects);
      if (missing.length > 0) throw notFound(SUBJECT_NOT_FOUND);
      return selection;
    },
  );

  r.post(
    '/api/subject-requests',
    {
      schema: {
        tags: ['subjects'],
        summary: 'Request a subject the catalogue lacks',
        body: SubjectRequestInputSchema,
        response: { 201: SubjectRequestSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await mine(request).createRequest(request.body)),
  );

  r.get(
    '/api/subject-requests',
    {
      schema: {
        tags: ['subjects'],
        summary: "The caller's subject requests, newest first",
        response: { 200: z.array(SubjectRequestSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => mine(request).listRequests(),
  );
}

export const subjectsModule = defineModule({
  tag: { name: 'subjects', description: "The subject catalogue, a learner's selection and subject requests" },
  publicRoutes: ['GET /api/subjects'],
  plugin: async (app, { config, database, catalogue }: { config: Config; database: Database; catalogue: SubjectCatalogue }) => {
    await subjectRoutes(app, { db: database.db, catalogue });
    await subjectRequestAdminRoutes(app, { config, db: database.db });
  },
});
