import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FEEDBACK_LIMITS,
  FeedbackHandledSchema,
  FeedbackIdParams,
  FeedbackInputSchema,
  FeedbackListQuerySchema,
  FeedbackPageSchema,
  FeedbackReceiptSchema,
  MarkFeedbackHandledSchema,
} from '@brightpath/shared/feedback';
import type { Config } from '@/config.ts';
import type { Database, Db } from '@/db/client.ts';
import { defineModule } from '@/lib/server-module.ts';
import { errorResponses } from '@/plugins/errors.ts';
import { requireAdmin, requireUser } from '../auth/auth.api.ts';
import { feedbackRepository, markFeedbackHandled, submitVisitorFeedback } from './feedback.repository.ts';

/**
 * POST /api/feedback (spec 002 section 7): from anyone, signed in or not, rate-limited per IP address; the list an
 * operator reads and marks handled (administrators only, DESIGN.md decision 4).
 */
export async function feedbackRoutes(app: FastifyInstance, opts: { config: Config; db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = feedbackRepository(opts.db);
  // Before validation: a learner or a visitor learns nothing from an admin route's error messages.
  const adminsOnly = async (request: Parameters<typeof requireAdmin>[0]) => {
    requireAdmin(request);
  };
  const adminLimit = { max: Math.max(60, opts.config.authRateLimitPerMinute), timeWindow: '1 minute' };

  r.post(
    '/api/feedback',
    {
      config: { rateLimit: { max: FEEDBACK_LIMITS.perIpPerHour, timeWindow: '1 hour' } },
      schema: {
        tags: ['feedback'],
        summary: 'Send alpha testing feedback (anyone; kept with the account when one is signed in)',
        body: FeedbackInputSchema,
        response: { 201: FeedbackReceiptSchema, ...errorResponses(400, 403, 413, 429) },
      },
    },
    async (request, reply) => {
      // The sender's account when one is signed in (a guest's counts), else a visitor's.
      const saved = request.auth
        ? await repo.forUser(requireUser(request).id).submit(request.body)
        : await submitVisitorFeedback(opts.db, request.body);
      return reply.status(201).send(saved);
    },
  );

  r.get(
    '/api/admin/feedback',
    {
      onRequest: adminsOnly,
      config: { rateLimit: adminLimit },
      schema: {
        tags: ['admin'],
        summary: 'Feedback, newest first, a page at a time; handled=true or false filters (administrators only, each read audited)',
        querystring: FeedbackListQuerySchema,
        response: { 200: FeedbackPageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => repo.forAdmin(requireAdmin(request)).list(request.query),
  );

  r.post(
    '/api/admin/feedback/:id/handled',
    {
      onRequest: adminsOnly,
      config: { rateLimit: adminLimit },
      schema: {
        tags: ['admin'],
        summary: 'Mark feedback handled, with an optional note; recorded in the audit log with the administrator',
        params: FeedbackIdParams,
        body: MarkFeedbackHandledSchema,
        response: { 200: FeedbackHandledSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => markFeedbackHandled(opts.db, requireAdmin(request), request.params.id, request.body.note),
  );
}

export const feedbackModule = defineModule({
  tag: { name: 'feedback', description: 'Alpha testing feedback: sent by anyone, read and handled by administrators' },
  publicRoutes: ['POST /api/feedback'],
  plugin: (app, { config, database }: { config: Config; database: Database }) => feedbackRoutes(app, { config, db: database.db }),
});
