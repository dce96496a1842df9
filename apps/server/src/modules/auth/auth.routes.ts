import { errorResponses } from '@/plugins/errors.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginSchema, MeSchema, RegisterSchema } from '@brightpath/shared/auth';
import type { Config } from '@/config.ts';
import type { Database, Db } from '@/db/client.ts';
import { requireUser } from './auth.api.ts';
import { SESSION_COOKIE } from './auth.plugin.ts';
import { authService, toMe } from './auth.service.ts';
import { defineModule } from '@/lib/server-module.ts';

const UserResponse = z.object({ user: MeSchema });
/** The session probe's answer: the signed-in account (a guest counts), or null for a visitor. */
const SessionResponse = z.object({ user: MeSchema.nullable() });
export async function authRoutes(app: FastifyInstance, opts: { config: Config; db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = authService(opts.db);
  const strict = { rateLimit: { max: opts.config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  const meta = (req: { headers: Record<string, unknown>; ip: string }) => ({
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
    ip: req.ip,
  });

  r.post(
    '/api/auth/register',
    {
      config: strict,
      schema: {
        tags: ['auth'],
        summary: 'Create an account (converts a guest in place)',
        body: RegisterSchema,
        response: { 201: UserResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { user, token } = await service.register(request.body, request.auth, meta(request));
      app.setSessionCookie(request, reply, token, user.role);
      return reply.status(201).send({ user: toMe(user) });
    },
  );

  r.post(
    '/api/auth/login',
    {
      config: strict,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username or e-mail',
        body: LoginSchema,
        response: { 200: UserResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { user, token } = await service.login(request.body, request.auth, meta(request));
      app.setSessionCookie(request, reply, token, user.role);
      return { user: toMe(user) };
    },
  );

  r.post(
    '/api/auth/guest',
    {
      config: strict,
      schema: {
        tags: ['auth'],
        summary: 'Start a guest account (no password)',
        response: { 200: UserResponse, 201: UserResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      if (request.auth) return { user: toMe(request.auth.user) };
      const { user, token } = await service.guest(meta(request));
      app.setSessionCookie(request, reply, token, user.role);
      return reply.status(201).send({ user: toMe(user) });
    },
  );

  r.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await service.logout(request.auth);
      app.clearSessionCookie(request, reply);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/auth/me',
    { schema: { tags: ['auth'], summary: 'The signed-in account', response: { 200: MeSchema, ...errorResponses(401) } } },
    async (request) => toMe(requireUser(request)),
  );

  // Whether anyone is signed in, for the web app's every page load. GET /api/auth/me keeps its contract (401 to a
  // visitor, spec 000); a visitor's browser would log that 401 as an error on every anonymous page, so the app asks
  // here instead. It reveals nothing a visitor could not learn by having no cookie: the caller's own account or null.
  r.get(
    '/api/auth/session',
    { schema: { tags: ['auth'], summary: 'The signed-in account, or null for a visitor', response: { 200: SessionResponse } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (request.auth) return { user: toMe(request.auth.user) };
      // A cookie that names no live session (expired, revoked, forged): the browser stops sending it.
      if (request.cookies[SESSION_COOKIE] !== undefined) app.clearSessionCookie(request, reply);
      return { user: null };
    },
  );
}

export const authModule = defineModule({
  tag: { name: 'auth', description: 'Accounts and sessions: register, sign in, guests, sign out, the caller' },
  publicRoutes: [
    'POST /api/auth/register',
    'POST /api/auth/login',
    'POST /api/auth/guest',
    'POST /api/auth/logout',
    'GET /api/auth/session',
  ],
  plugin: (app, { config, database }: { config: Config; database: Database }) => authRoutes(app, { config, db: database.db }),
});
