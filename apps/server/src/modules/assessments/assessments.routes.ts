import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AssessmentResultSchema, AssessmentSubmissionSchema } from '@brightpath/shared/assessment';
import type { Database, Db } from '@/db/client.ts';
import { UserIdParams } from '@/lib/route-helpers.ts';
import { requireSelf, requireUser } from '../auth/auth.api.ts';
import { notFound, errorResponses } from '@/plugins/errors.ts';
import { assessmentsRepository } from './assessments.repository.ts';
import { scoreAssessment } from './assessments.service.ts';
import { defineModule } from '@/lib/server-module.ts';

const ASSESSMENT_NOT_FOUND = 'Assessment not found';

/** The learning assessment (spec 000 sections 2-3, 5): the question set is chosen by the caller's age. */
export async function assessmentRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = assessmentsRepository(opts.db);

  r.post(
    '/api/assessments',
    {
      schema: {
        tags: ['assessments'],
        summary: "Submit the caller's completed assessment (a retake replaces the previous one)",
        body: AssessmentSubmissionSchema,
        response: { 201: AssessmentResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const scored = scoreAssessment(request.body, user.age);
      return reply.status(201).send(await repo.forUser(user.id).save(scored));
    },
  );

  r.get(
    '/api/assessments/:userId',
    {
      schema: {
        tags: ['assessments'],
        summary: "The caller's latest assessment",
        params: UserIdParams,
        response: { 200: AssessmentResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.userId, ASSESSMENT_NOT_FOUND);
      const result = await repo.forUser(user.id).find();
      if (!result) throw notFound(ASSESSMENT_NOT_FOUND);
      return result;
    },
  );
}

export const assessmentsModule = defineModule({
  tag: { name: 'assessments', description: 'The learning-style assessment (/questionnaire)' },
  plugin: (app, { database }: { database: Database }) => assessmentRoutes(app, { db: database.db }),
});
