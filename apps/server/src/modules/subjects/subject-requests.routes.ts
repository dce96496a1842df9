import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminSubjectRequestSchema,
  AdminSubjectRequestsPageSchema,
  AdminSubjectRequestsQuerySchema,
  HandleSubjectRequestSchema,
  SUBJECT_REQUEST_ADMIN_MESSAGES,
  SubjectRequestParamsSchema,
} from '@brightpath/shared/subjects';
import type { Config } from '@/config.ts';
import type { Db } from '@/db/client.ts';
import { conflict, errorResponses, notFound } from '@/plugins/errors.ts';
import { adminRoute, requireAdmin } from '../auth/auth.api.ts';
import { subjectRequestsRepository } from './subject-requests.repository.ts';

/** Subject requests in the administration console: the list, and handling one (administrators only). */
export async function subjectRequestAdminRoutes(app: FastifyInstance, opts: { config: Config; db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = subjectRequestsRepository(opts.db);

  r.get(
    '/api/admin/subject-requests',
    {
      ...adminRoute(app, opts.config.adminRateLimit, 'read'),
      schema: {
        tags: ['subjects'],
        summary: "Learners' subject requests, newest first, with who asked and how each was handled",
        querystring: AdminSubjectRequestsQuerySchema,
        response: { 200: AdminSubjectRequestsPageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => repo.forAdmin(requireAdmin(request)).list(request.query),
  );

  r.post(
    '/api/admin/subject-requests/:id/handle',
    {
      ...adminRoute(app, opts.config.adminRateLimit, 'action'),
      schema: {
        tags: ['subjects'],
        summary: 'Approve or decline a waiting subject request, with a note (recorded in the audit log)',
        params: SubjectRequestParamsSchema,
        body: HandleSubjectRequestSchema,
        response: { 200: AdminSubjectRequestSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const result = await repo.handledBy(admin).handle(request.params.id, request.body, admin.username ?? `account ${admin.id}`);
      if (result === undefined) throw notFound(SUBJECT_REQUEST_ADMIN_MESSAGES.notFound);
      if (result === 'handled') throw conflict(SUBJECT_REQUEST_ADMIN_MESSAGES.alreadyHandled, 'ALREADY_HANDLED');
      return result;
    },
  );
}
