import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnalyticsQuerySchema,
  ContentInteractionsSchema,
  ProgressAnalyticsSchema,
  QuizPerformanceSchema,
  timeRangeStart,
  type TimeRange,
} from '@brightpath/shared/analytics';
import { localDay } from '@brightpath/shared/weekly-activity';
import { errorResponses } from '@/plugins/errors.ts';
import { requireUser } from '../auth/auth.api.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import type { analyticsRepository } from './analytics.repository.ts';
import { contentInteractions, progressAnalytics, quizPerformance, type RangeContext } from './analytics.service.ts';

const schema = (summary: string, response: unknown) => ({
  tags: ['progress'],
  summary,
  description:
    'timeRange: week (the last 7 local days, the default), month (the last 30) or all; timeZone: the IANA zone the days are local to (UTC by default).',
  querystring: AnalyticsQuerySchema,
  response: { 200: response, ...errorResponses(400, 401) },
});

/** Learning analytics (/analytics, spec 002 sections 2, 3 and 7): the three calls, each read for the caller in the time range asked. */
export async function analyticsRoutes(
  app: FastifyInstance,
  opts: { catalogue: SubjectCatalogue; analytics: ReturnType<typeof analyticsRepository> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const caller = (request: FastifyRequest, query: { timeRange: TimeRange; timeZone?: string | undefined }) => {
    const { timeRange: range, timeZone = 'UTC' } = query;
    const now = new Date();
    const ctx: RangeContext = { timeZone, range, now, since: timeRangeStart(range, localDay(now, timeZone), timeZone) };
    return { ctx, repo: opts.analytics.forUser(requireUser(request).id) };
  };

  r.get(
    '/api/analytics/progress',
    {
      schema: schema(
        "The learner's level and XP (counted from what they did), study time, sessions, streak and badges, with the range's strong areas, areas to improve, recent lessons and learning time per day",
        ProgressAnalyticsSchema,
      ),
    },
    async (request) => {
      const { ctx, repo } = caller(request, request.query);
      return progressAnalytics(await repo.progress(ctx.since, ctx.now), opts.catalogue, ctx);
    },
  );

  r.get(
    '/api/analytics/content-interactions',
    {
      schema: schema(
        'The lessons opened in the range and the topic cards they hold: interactions, completed, time spent, the latest ones',
        ContentInteractionsSchema,
      ),
    },
    async (request) => {
      const { ctx, repo } = caller(request, request.query);
      return contentInteractions(await repo.contentInteractions(ctx.since), opts.catalogue, ctx.range);
    },
  );

  r.get(
    '/api/analytics/quiz-performance',
    {
      schema: schema(
        "The lessons' quiz questions answered in the range, each once by its first try: attempts, accuracy, average time, per day and per subject",
        QuizPerformanceSchema,
      ),
    },
    async (request) => {
      const { ctx, repo } = caller(request, request.query);
      return quizPerformance(await repo.quizPerformance(ctx.since), opts.catalogue, ctx);
    },
  );
}
