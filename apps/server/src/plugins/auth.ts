import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { ADMIN_IDLE_MS, authRepository, hashToken, type SessionRow, type UserRow } from '../modules/auth/auth.repository.ts';
import { forbidden, unauthorized } from './errors.ts';

export const SESSION_COOKIE = 'bp_session';
const TOUCH_EVERY_MS = { learner: 5 * 60 * 1000, admin: 60 * 1000 };

declare module 'fastify' {
  interface FastifyRequest {
    auth: { user: UserRow; session: SessionRow } | null;
  }
  interface FastifyInstance {
    setSessionCookie: (request: FastifyRequest, reply: FastifyReply, token: string, role: UserRow['role']) => void;
    clearSessionCookie: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

/** Cookie sessions (DESIGN.md section 5): resolves request.auth for every /api call that carries the cookie. */
export const authPlugin = fp(async (app, opts: { config: Config; db: Db }) => {
  await app.register(cookie);
  const repo = authRepository(opts.db);
  const secure = (request: FastifyRequest) => (opts.config.cookieSecure === 'auto' ? request.protocol === 'https' : opts.config.cookieSecure);

  app.decorateRequest('auth', null);
  app.decorate('setSessionCookie', (request: FastifyRequest, reply: FastifyReply, token: string, role: UserRow['role']) => {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secure(request),
      // Admin cookies die with the browser; learner cookies follow the sliding 30 days.
      ...(role === 'admin' ? {} : { maxAge: 30 * 24 * 3600 }),
    });
  });
  app.decorate('clearSessionCookie', (request: FastifyRequest, reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(request) });
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const found = await repo.findSession(hashToken(token));
    if (!found) return;
    const { user, session } = found;
    const now = Date.now();
    if (user.role === 'admin' && now - session.lastSeenAt.getTime() > ADMIN_IDLE_MS) {
      await repo.revokeSession(opts.db, session.id);
      return;
    }
    if (user.status === 'suspended') return;
    if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS[user.role]) await repo.touchSession(session, user, new Date(now));
    request.auth = { user, session };
  });
});

export function requireUser(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

export function requireAdmin(request: FastifyRequest) {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden('Only administrators can do that.');
  return user;
}
