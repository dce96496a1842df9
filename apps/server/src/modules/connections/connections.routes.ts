import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AutoGenerateResultSchema,
  AutoGenerateSchema,
  CONNECTION_MESSAGES,
  ConnectionSchema,
  ConnectionSearchQuerySchema,
  ConnectionSearchResultSchema,
  ConnectionsPageSchema,
  ConnectionsQuerySchema,
  CreateConnectionSchema,
  UpdateConnectionSchema,
} from '@brightpath/shared/connections';
import type { Config } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import { perLearnerRateLimit } from '@/lib/learner-rate-limit.ts';
import { IdParams } from '@/lib/route-helpers.ts';
import { defineModule } from '@/lib/server-module.ts';
import { conflict, errorResponses, notFound } from '@/plugins/errors.ts';
import type { TutorService } from '@/tutor/service.ts';
import { requireUser } from '../auth/auth.api.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import { DuplicateConnection } from './connections.repository.ts';
import { connectionsService, type ConnectionsServiceDeps } from './connections.service.ts';

/** Writes of connections a learner may make per minute (creations, changes, deletions counted together). */
export const CONNECTION_WRITES_PER_MINUTE = 60;

export type ConnectionRouteOptions = {
  config: Config;
  database: Database;
  catalogue: SubjectCatalogue;
  ai: TutorService;
  /** Tests put their own concept graph in. */
  graph?: ConnectionsServiceDeps['graph'];
};

/** A duplicate is a 409 naming the connection the learner already has. */
async function refusingDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof DuplicateConnection) {
      const c = err.connection;
      throw conflict(CONNECTION_MESSAGES.duplicate(c.fromConcept, c.toConcept, c.connectionType), 'DUPLICATE_CONNECTION');
    }
    throw err;
  }
}

/** Learning connections (spec 002 sections 2-5, 7-9), kept per learner; generated offline or by the provider. */
export async function connectionRoutes(app: FastifyInstance, opts: ConnectionRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = connectionsService({ db: opts.database.db, tutor: opts.ai, timeoutMs: opts.config.tutor.timeoutMs, graph: opts.graph });
  const connections = service.repository;
  const writes = { rateLimit: perLearnerRateLimit('connections', CONNECTION_WRITES_PER_MINUTE, CONNECTION_MESSAGES.tooFast) };
  const subjectKnown = (id: number | null | undefined) => {
    if (id !== null && id !== undefined && !opts.catalogue.get(id)) throw notFound(CONNECTION_MESSAGES.subjectNotFound);
  };

  r.get(
    '/api/connections',
    {
      schema: {
        tags: ['connections'],
        summary: "The caller's learning connections, newest first, a page at a time",
        querystring: ConnectionsQuerySchema,
        response: { 200: ConnectionsPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => connections.forUser(requireUser(request).id).page(request.query.limit, request.query.cursor),
  );

  r.get(
    '/api/connections/search',
    {
      schema: {
        tags: ['connections'],
        summary: "The caller's connections whose from, to or context holds the text (case-insensitive, at least 3 characters)",
        querystring: ConnectionSearchQuerySchema,
        response: { 200: ConnectionSearchResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => connections.forUser(requireUser(request).id).search(request.query.q),
  );

  r.post(
    '/api/connections',
    {
      config: writes,
      schema: {
        tags: ['connections'],
        summary: 'Create a learning connection; the same from, to (case-insensitive) and type twice is a 409',
        body: CreateConnectionSchema,
        response: { 201: ConnectionSchema, ...errorResponses(400, 401, 404, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const repo = connections.forUser(requireUser(request).id);
      subjectKnown(request.body.subject);
      const created = await refusingDuplicate(() => repo.create(request.body, 'learner'));
      return reply.status(201).send(created);
    },
  );

  r.patch(
    '/api/connections/:id',
    {
      config: writes,
      schema: {
        tags: ['connections'],
        summary: "Change the caller's learning connection; another learner's id is a 404",
        params: IdParams,
        body: UpdateConnectionSchema,
        response: { 200: ConnectionSchema, ...errorResponses(400, 401, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const repo = connections.forUser(requireUser(request).id);
      subjectKnown(request.body.subject);
      const updated = await refusingDuplicate(() => repo.update(request.params.id, request.body));
      if (!updated) throw notFound(CONNECTION_MESSAGES.notFound);
      return updated;
    },
  );

  r.delete(
    '/api/connections/:id',
    {
      config: writes,
      schema: {
        tags: ['connections'],
        summary: "Delete the caller's learning connection; another learner's id is a 404",
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      if (!(await connections.forUser(requireUser(request).id).remove(request.params.id))) throw notFound(CONNECTION_MESSAGES.notFound);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/connections/auto-generate',
    {
      config: {
        rateLimit: perLearnerRateLimit('connections-generate', opts.config.assistantRatePerMinute, CONNECTION_MESSAGES.tooFast),
      },
      schema: {
        tags: ['connections'],
        summary: 'Generate connections for a concept and keep those the caller does not have yet',
        description:
          'By the configured provider (structured output validated by zod, safety-screened), else by the offline concept graph ' +
          "built from the topic cards and the curricula (docs/decisions/035). Deduplicated against the learner's own connections; " +
          '`generated` counts those stored.',
        body: AutoGenerateSchema,
        response: { 200: AutoGenerateResultSchema, ...errorResponses(400, 401, 404, 413, 429) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const subject = request.body.subject === null ? null : opts.catalogue.get(request.body.subject);
      if (subject === undefined) throw notFound(CONNECTION_MESSAGES.subjectNotFound);
      const { generated, connections: stored } = await service.autoGenerate(
        user.id,
        {
          concept: request.body.concept,
          subject: subject ? { id: subject.id, name: subject.name } : null,
          context: request.body.context,
          age: user.age ?? null,
        },
        request.log,
      );
      return { generated, connections: stored };
    },
  );
}

export const connectionsModule = defineModule({
  tag: { name: 'connections', description: "The learner's learning connections between concepts, typed in or generated" },
  plugin: (app, context: Omit<ConnectionRouteOptions, 'graph'>) => connectionRoutes(app, context),
});
