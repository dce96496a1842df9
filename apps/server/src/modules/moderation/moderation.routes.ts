import { errorResponses, notFound } from '@/plugins/errors.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MODERATION_MESSAGES,
  ModerationEventDetailsSchema,
  ModerationEventParamsSchema,
  ModerationEventsPageSchema,
  ModerationEventsQuerySchema,
  ModerationSummarySchema,
  ReviewEventSchema,
  ReviewResultSchema,
} from '@brightpath/shared/moderation';
import type { Config } from '@/config.ts';
import type { Database, Db } from '@/db/client.ts';
import { adminRoute, requireAdmin } from '../auth/auth.api.ts';
import { moderationRepository } from './moderation.repository.ts';
import { defineModule } from '@/lib/server-module.ts';

/** The moderation record under /api/admin/moderation-events: administrators only (DESIGN.md decision 4). */
export async function moderationRoutes(app: FastifyInstance, opts: { config: Config; db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = moderationRepository(opts.db);
  // Before validation: a learner or a visitor learns nothing from the query's error messages.
  const read = adminRoute(app, opts.config.adminRateLimit, 'read');
  const action = adminRoute(app, opts.config.adminRateLimit, 'action');
  r.get(
    '/api/admin/moderation-events',
    {
      ...read,
      schema: {
        tags: ['admin'],
        summary:
          'Moderated turns (tutor chat, assistant, lessons), newest first: who, when, where, the category, severity and action, the start of the learner’s text and the review; filters by learner, category, severity, source, age group, review and days',
        querystring: ModerationEventsQuerySchema,
        response: { 200: ModerationEventsPageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => repo.forAdmin(requireAdmin(request)).list(request.query),
  );

  r.get(
    '/api/admin/moderation-events/summary',
    {
      ...read,
      schema: {
        tags: ['admin'],
        summary: 'How many moderated turns wait for a review, and the categories the record holds',
        response: { 200: ModerationSummarySchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => repo.forAdmin(requireAdmin(request)).summary(),
  );

  r.get(
    '/api/admin/moderation-events/:id',
    {
      ...read,
      schema: {
        tags: ['admin'],
        summary: 'One moderated turn with, as its only context, the turn before it in the conversation',
        params: ModerationEventParamsSchema,
        response: { 200: ModerationEventDetailsSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const found = await repo.forAdmin(requireAdmin(request)).details({ id: request.params.id });
      if (!found) throw notFound(MODERATION_MESSAGES.notFound);
      return found;
    },
  );

  r.post(
    '/api/admin/moderation-events/:id/review',
    {
      ...action,
      schema: {
        tags: ['admin'],
        summary: 'Mark a moderated turn reviewed or escalated, with a note (recorded in the audit log)',
        params: ModerationEventParamsSchema,
        body: ReviewEventSchema,
        response: { 200: ReviewResultSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const saved = await repo.reviewsBy(admin).review(request.params.id, request.body, admin.username ?? `account ${admin.id}`);
      if (!saved) throw notFound(MODERATION_MESSAGES.notFound);
      return {
        id: saved.id,
        review: { status: saved.reviewStatus, note: saved.reviewNote, by: saved.reviewedBy, at: saved.reviewedAt?.toISOString() ?? null },
      };
    },
  );
}

export const moderationModule = defineModule({
  tag: { name: 'moderation', description: 'The record of moderated turns, for administrators' },
  plugin: (app, { config, database }: { config: Config; database: Database }) => moderationRoutes(app, { config, db: database.db }),
});
