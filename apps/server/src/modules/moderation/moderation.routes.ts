import { errorResponses } from '@/plugins/errors.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ModerationEventsPageSchema, ModerationEventsQuerySchema } from '@brightpath/shared/moderation';
import type { Database, Db } from '@/db/client.ts';
import { requireAdmin } from '../auth/auth.api.ts';
import { moderationRepository } from './moderation.repository.ts';
import { defineModule } from '@/lib/server-module.ts';

/** GET /api/admin/moderation-events: administrators only (DESIGN.md decision 4). */
export async function moderationRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = moderationRepository(opts.db);
  r.get(
    '/api/admin/moderation-events',
    {
      // Before validation: a learner or a visitor learns nothing from the query's error messages.
      onRequest: async (request) => {
        requireAdmin(request);
      },
      schema: {
        tags: ['admin'],
        summary:
          'Moderated turns (tutor chat, assistant, lessons), newest first: who, when, where, the category, severity and action, and the start of the learner’s text',
        querystring: ModerationEventsQuerySchema,
        response: { 200: ModerationEventsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => repo.forAdmin(requireAdmin(request)).list(request.query),
  );
}

export const moderationModule = defineModule({
  tag: { name: 'moderation', description: 'The record of moderated turns, for administrators' },
  plugin: (app, { database }: { database: Database }) => moderationRoutes(app, { db: database.db }),
});
