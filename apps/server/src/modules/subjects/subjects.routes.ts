import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@brightpath/shared/errors';
import {
  SubjectRequestInputSchema,
  SubjectRequestSchema,
  SubjectSchema,
  UserSubjectInputSchema,
  UserSubjectSchema,
  UserSubjectSelectionSchema,
} from '@brightpath/shared/subjects';
import type { Db } from '../../db/client.ts';
import { signedIn, UserIdParams } from '../../lib/route-helpers.ts';
import { requireUser } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/errors.ts';
import { subjectsRepository } from './subjects.repository.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const LEARNER_NOT_FOUND = 'Learner not found';
const SUBJECT_NOT_FOUND = 'Subject not found';

/** Subject catalogue, the learner's subject selection and custom subject requests (spec 000 sections 2-3, 7). */
export async function subjectRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = subjectsRepository(opts.db);

  /** The caller, when the path names the caller; otherwise 404 (another learner's id is never confirmed). */
  const own = (request: Parameters<typeof requireUser>[0], userId: number | undefined) => {
    const user = requireUser(request);
    if (userId !== undefined && userId !== user.id) throw notFound(LEARNER_NOT_FOUND);
    return user;
  };

  r.get(
    '/api/subjects',
    { schema: { tags: ['subjects'], summary: 'The whole subject catalogue (public)', response: { 200: z.array(SubjectSchema) } } },
    async () => repo.listAll(),
  );

  r.get(
    '/api/subjects/user/:userId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['subjects'],
        summary: "Subjects suited to the caller's age (all when the age is unknown)",
        params: UserIdParams,
        response: { 200: z.array(SubjectSchema), ...errors },
      },
    },
    async (request) => repo.listForAge(own(request, request.params.userId).age),
  );

  r.get(
    '/api/user-subjects',
    {
      onRequest: signedIn,
      schema: { tags: ['subjects'], summary: "The caller's selected subjects", response: { 200: z.array(UserSubjectSchema), ...errors } },
    },
    async (request) => repo.selection(requireUser(request).id),
  );

  r.get(
    '/api/user-subjects/:userId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['subjects'],
        summary: "The caller's selected subjects (own id only)",
        params: UserIdParams,
        response: { 200: z.array(UserSubjectSchema), ...errors },
      },
    },
    async (request) => repo.selection(own(request, request.params.userId).id),
  );

  r.post(
    '/api/user-subjects',
    {
      onRequest: signedIn,
      schema: {
        tags: ['subjects'],
        summary: 'Select one subject or change its level',
        body: UserSubjectInputSchema,
        response: { 200: UserSubjectSchema, 201: UserSubjectSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = own(request, request.body.userId);
      const result = await repo.upsertOne(user.id, { subjectId: request.body.subjectId, level: request.body.level });
      if (!result) throw notFound(SUBJECT_NOT_FOUND);
      return reply.status(result.created ? 201 : 200).send(result.userSubject);
    },
  );

  r.put(
    '/api/user-subjects',
    {
      onRequest: signedIn,
      schema: {
        tags: ['subjects'],
        summary: "Replace the caller's whole selection (deselected subjects are removed)",
        body: UserSubjectSelectionSchema,
        response: { 200: z.array(UserSubjectSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { missing, selection } = await repo.replaceSelection(user.id, request.body.subjects);
      if (missing.length > 0) throw notFound(SUBJECT_NOT_FOUND);
      return selection;
    },
  );

  r.post(
    '/api/subject-requests',
    {
      onRequest: signedIn,
      schema: {
        tags: ['subjects'],
        summary: 'Request a subject the catalogue lacks',
        body: SubjectRequestInputSchema,
        response: { 201: SubjectRequestSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await repo.createRequest(requireUser(request).id, request.body)),
  );

  r.get(
    '/api/subject-requests',
    {
      onRequest: signedIn,
      schema: {
        tags: ['subjects'],
        summary: "The caller's subject requests, newest first",
        response: { 200: z.array(SubjectRequestSchema), ...errors },
      },
    },
    async (request) => repo.listRequests(requireUser(request).id),
  );
}
