import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AlphaMetricsSchema,
  CreatedTestUserSchema,
  EndImpersonationSchema,
  ImpersonationSchema,
  OpenedTestUserSchema,
  TEST_COMPLETE_PROFILE_ID,
  TestAccountsSchema,
  TestCompleteSchema,
  TestProfileRequestSchema,
  testProfile,
  ALPHA_MESSAGES,
} from '@brightpath/shared/alpha';
import type { Config } from '@/config.ts';
import type { Database, Db } from '@/db/client.ts';
import { defineModule } from '@/lib/server-module.ts';
import { errorResponses, HttpError } from '@/plugins/errors.ts';
import { liveSessionOfToken, requireAdmin, requireUser, SESSION_COOKIE, touchSessionNow } from '../auth/auth.api.ts';
import { startProfileIfNone } from '../profiles/profiles.api.ts';
import {
  activeImpersonation,
  alphaMetrics,
  alphaRepository,
  createTestUser,
  endImpersonation,
  openTestUser,
  profileInputOf,
} from './alpha.repository.ts';

/**
 * While an administrator acts as a test account, their own session's token waits in this cookie: HttpOnly, and sent
 * only to the impersonation routes (its path), which put it back when they return (docs/decisions/039).
 */
export const ADMIN_RETURN_COOKIE = 'bp_admin_return';
const RETURN_PATH = '/api/alpha/impersonation';

const meta = (request: FastifyRequest) => ({
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  ip: request.ip,
});

/** /api/alpha: test accounts, acting as one, the alpha metrics and test completion (administrators, except the last two). */
export async function alphaRoutes(app: FastifyInstance, opts: { config: Config; db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = alphaRepository(opts.db);
  const metrics = alphaMetrics(opts.db);
  const secure = (request: FastifyRequest) =>
    opts.config.cookieSecure === 'auto' ? request.protocol === 'https' : opts.config.cookieSecure;
  const returnCookie = (request: FastifyRequest) => ({
    path: RETURN_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secure(request),
  });
  // Before validation: a learner or a visitor learns nothing from an admin route's error messages.
  const adminsOnly = async (request: FastifyRequest) => {
    requireAdmin(request);
  };
  const adminLimit = { max: Math.max(60, opts.config.authRateLimitPerMinute), timeWindow: '1 minute' };

  r.get(
    '/api/alpha/test-users',
    {
      onRequest: adminsOnly,
      config: { rateLimit: adminLimit },
      schema: {
        tags: ['alpha'],
        summary: 'The test accounts made from the test profiles (administrators only)',
        response: { 200: TestAccountsSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({ accounts: await repo.forAdmin(requireAdmin(request)).list() }),
  );

  r.post(
    '/api/alpha/test-users',
    {
      onRequest: adminsOnly,
      config: { rateLimit: adminLimit },
      schema: {
        tags: ['alpha'],
        summary:
          'Create the test account of a profile: a learner account flagged as a test account, onboarded with the profile; its random password is in this answer only',
        body: TestProfileRequestSchema,
        response: { 201: CreatedTestUserSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const created = await createTestUser(opts.db, requireAdmin(request), request.body.profileId);
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  r.post(
    '/api/alpha/test-users/login',
    {
      onRequest: adminsOnly,
      config: { rateLimit: adminLimit },
      schema: {
        tags: ['alpha'],
        summary:
          "Act as a profile's test account in this browser (administrators only; only test accounts): recorded in the audit log, until POST /api/alpha/impersonation/end",
        body: TestProfileRequestSchema,
        response: { 200: OpenedTestUserSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const adminToken = request.cookies[SESSION_COOKIE]!;
      const { token, user } = await openTestUser(opts.db, admin, request.auth!.session, request.body.profileId, meta(request));
      // A browser-session cookie, as an administrator's: the impersonation ends no later than the administrator's session.
      app.setSessionCookie(request, reply, token, 'admin');
      void reply.setCookie(ADMIN_RETURN_COOKIE, adminToken, returnCookie(request));
      return { userId: user.id, username: user.username ?? '', profileId: request.body.profileId };
    },
  );

  r.get(
    '/api/alpha/impersonation',
    {
      schema: {
        tags: ['alpha'],
        summary: 'Whether this browser is an administrator acting as a test account (the banner on every page)',
        response: { 200: ImpersonationSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      void reply.header('cache-control', 'no-store');
      const active = await activeImpersonation(opts.db, request.auth!.session.id);
      if (!active) return { active: false, testUsername: null, profileId: null, adminUsername: null, startedAt: null };
      return {
        active: true,
        testUsername: user.username,
        profileId: active.profileId,
        adminUsername: active.adminUsername,
        startedAt: active.startedAt.toISOString(),
      };
    },
  );

  r.post(
    '/api/alpha/impersonation/end',
    {
      schema: {
        tags: ['alpha'],
        summary:
          "Stop acting as the test account: its session ends, and the administrator's own session comes back when it is still live (restored false: sign in again)",
        response: { 200: EndImpersonationSchema, ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const session = request.auth!.session;
      const active = await activeImpersonation(opts.db, session.id);
      if (!active) throw new HttpError(409, 'NOT_IMPERSONATING', ALPHA_MESSAGES.noImpersonation);
      const token = request.cookies[ADMIN_RETURN_COOKIE];
      // The administrator's own session, if it is still theirs and live; the time spent as the test account counts as
      // the administrator's activity (the idle limit is measured from this browser's last request).
      const admin = token ? await liveSessionOfToken(opts.db, token, session.lastSeenAt) : undefined;
      const restored = admin !== undefined && admin.user.id === active.adminId && admin.user.role === 'admin';
      await endImpersonation(opts.db, active, restored);
      void reply.clearCookie(ADMIN_RETURN_COOKIE, returnCookie(request));
      if (restored) {
        await touchSessionNow(opts.db, admin.session.id);
        app.setSessionCookie(request, reply, token!, 'admin');
      } else {
        app.clearSessionCookie(request, reply);
      }
      return { restored, profileId: active.profileId };
    },
  );

  r.get(
    '/api/alpha/metrics',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['alpha'],
        summary:
          'Alpha metrics from the database: learner accounts, active in 24 h, minutes per tutoring session (30 days), onboarding completion, and this process’s uptime (administrators only)',
        response: { 200: AlphaMetricsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return metrics(requireAdmin(request)).read();
    },
  );

  // Test completion exists only on an alpha testing server: elsewhere the route is not there at all (404).
  if (opts.config.alphaTesting) {
    r.post(
      '/api/alpha/test-complete',
      {
        schema: {
          tags: ['alpha'],
          summary:
            "Complete onboarding with a test profile for the caller's account (a guest's counts); an account that has a profile is left as it is (ALPHA_TESTING=true only)",
          response: { 200: TestCompleteSchema, ...errorResponses(401) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        // The test profile's details, not its test account's address: this is the caller's own account.
        const profile = { ...profileInputOf(testProfile(TEST_COMPLETE_PROFILE_ID)!), email: '' };
        const created = await startProfileIfNone(opts.db, user.id, profile);
        return { created, userId: user.id };
      },
    );
  }
}

export const alphaModule = defineModule({
  tag: { name: 'alpha', description: 'Alpha testing: test accounts, acting as one, the alpha metrics and test completion' },
  plugin: (app, { config, database }: { config: Config; database: Database }) => alphaRoutes(app, { config, db: database.db }),
});
