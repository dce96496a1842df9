import { errorResponses } from '@/plugins/errors.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AchievementNoticesSchema,
  DashboardSchema,
  HomeFlagsSchema,
  HomeFlagsUpdateSchema,
  ProgressSchema,
  TimedSessionSchema,
  TimeZoneQuerySchema,
} from '@brightpath/shared/progress';
import { TimedSessionSaveSchema } from '@brightpath/shared/study-timer';
import type { Database } from '@/db/client.ts';
import { requireUser } from '../auth/auth.api.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import { analyticsRepository } from './analytics.repository.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { progressRepository } from './progress.repository.ts';
import { dashboardPayload, homeFlags, notices, progressPayload, weekStart } from './progress.service.ts';
import { defineModule } from '@/lib/server-module.ts';

/** The learner's home (spec 001 sections 2, 4 and 9): dashboard, progress, the study timer's records, achievements. */
export async function progressRoutes(
  app: FastifyInstance,
  opts: { catalogue: SubjectCatalogue; progress: ReturnType<typeof progressRepository> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { progress } = opts;
  const caller = (request: FastifyRequest) => {
    const user = requireUser(request);
    return { user, repo: progress.forUser(user.id) };
  };

  r.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['progress'],
        summary: "The Learning Dashboard: the account's flags, the getting-started checklist and the learner's figures",
        querystring: TimeZoneQuerySchema,
        response: { 200: DashboardSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { user, repo } = caller(request);
      const timeZone = request.query.timeZone ?? 'UTC';
      // The dashboard needs no weekly view.
      const records = await repo.records(null);
      return dashboardPayload(records, opts.catalogue, timeZone, user.onboardingCompletedAt !== null, new Date());
    },
  );

  r.get(
    '/api/progress',
    {
      schema: {
        tags: ['progress'],
        summary:
          "The progress page (opening it counts as the quick-start guide's 'Check your progress'): the learner's figures, the last 7 days in the learner's time zone, recommendations and achievements",
        querystring: TimeZoneQuerySchema,
        response: { 200: ProgressSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { repo } = caller(request);
      const now = new Date();
      return progressPayload(await repo.records(weekStart(now), now), opts.catalogue, request.query.timeZone ?? 'UTC', now);
    },
  );

  r.patch(
    '/api/dashboard/flags',
    {
      schema: {
        tags: ['progress'],
        summary: 'Remember the welcome box, the guidance banner, the getting-started panel or a quick-start item tried, on the account',
        body: HomeFlagsUpdateSchema,
        response: { 200: HomeFlagsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { user, repo } = caller(request);
      return homeFlags(await repo.updateHome(request.body), user.onboardingCompletedAt !== null);
    },
  );

  r.post(
    '/api/study-sessions',
    {
      schema: {
        tags: ['progress'],
        summary: 'Save a study-timer record (a manual session over 60 s, or a pomodoro); achievements it completes unlock with it',
        body: TimedSessionSaveSchema,
        response: { 201: TimedSessionSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const row = await caller(request).repo.saveStudySession(request.body);
      return reply.status(201).send({ ...row, completedAt: row.completedAt.toISOString() });
    },
  );

  r.post(
    '/api/achievements/seen',
    {
      schema: {
        tags: ['progress'],
        summary: 'The achievements unlocked since the learner was last told, each answered once (for its toast)',
        response: { 200: AchievementNoticesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ achievements: notices(await caller(request).repo.takeUnseenUnlocks()) }),
  );
}

export const progressModule = defineModule({
  tag: { name: 'progress', description: 'The dashboard, progress, learning analytics, achievements and study sessions' },
  plugin: async (app, { database, catalogue }: { database: Database; catalogue: SubjectCatalogue }) => {
    // One repository for the three screens: it keeps each learner's stretches of study between reads.
    const progress = progressRepository(database.db);
    await progressRoutes(app, { catalogue, progress });
    await analyticsRoutes(app, { catalogue, analytics: analyticsRepository(database.db, progress) });
  },
});
