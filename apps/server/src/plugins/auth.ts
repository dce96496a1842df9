import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ADMIN_IDLE_MS, authRepository, hashToken, type SessionRow, type UserRow } from '../modules/auth/auth.repository.ts';
import { forbidden, unauthorized } from './errors.ts';
import { AUTH_CHANNEL, SessionCache } from '../modules/auth/session-cache.ts';

export const SESSION_COOKIE = 'bp_session';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RELISTEN_MS = 5000;
const TOUCH_EVERY_MS = { learner: 5 * 60 * 1000, admin: 60 * 1000 };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This write changes no user or session row: the session cache may serve it, and need not be evicted after. */
    keepsAuth?: boolean;
  }
  interface FastifyRequest {
    auth: { user: UserRow; session: SessionRow } | null;
  }
  interface FastifyInstance {
    setSessionCookie: (request: FastifyRequest, reply: FastifyReply, token: string, role: UserRow['role']) => void;
    clearSessionCookie: (request: FastifyRequest, reply: FastifyReply) => void;
    sessionCache: SessionCache;
  }
}

/** Cookie sessions (DESIGN.md section 5): resolves request.auth for every /api call that carries the cookie. */
export const authPlugin = fp(async (app, opts: { config: Config; database: Database }) => {
  await app.register(cookie);
  const db = opts.database.db;
  const repo = authRepository(db);
  const cache = new SessionCache();
  app.decorate('sessionCache', cache);

  // The cache is on only while this process hears the database's change notifications.
  let unlisten: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closing = false;
  const onLost = () => {
    cache.enabled = false;
    cache.clear();
    if (!closing) retry = setTimeout(() => void startListening(), RELISTEN_MS);
  };
  const startListening = async () => {
    try {
      unlisten = await opts.database.listen(AUTH_CHANNEL, (payload) => cache.evictUser(Number(payload)), onLost);
      cache.clear();
      cache.enabled = true;
    } catch (err) {
      app.log.warn({ err }, 'session cache off: cannot listen for changes');
      onLost();
    }
  };
  await startListening();
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    cache.enabled = false;
    await unlisten?.().catch(() => undefined);
  });
  const secure = (request: FastifyRequest) =>
    opts.config.cookieSecure === 'auto' ? request.protocol === 'https' : opts.config.cookieSecure;

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
    const tokenHash = hashToken(token);
    // A write reads the session fresh, and evicts the user's cached entries once answered (below), unless
    // its route says it changes neither the user nor the session (a tutor message, a new conversation).
    const unsafe = UNSAFE.has(request.method) && !keepsAuth(request);
    const now = Date.now();
    let found = unsafe ? undefined : cache.get(tokenHash, now);
    if (!found) {
      const ticket = cache.ticket();
      found = await repo.findSession(tokenHash);
      if (!found) return;
      if (!unsafe) cache.set(tokenHash, found, ticket, now);
    }
    const { user, session } = found;
    if (user.role === 'admin' && now - session.lastSeenAt.getTime() > ADMIN_IDLE_MS) {
      cache.evictUser(user.id);
      await repo.revokeSession(db, session.id);
      return;
    }
    if (user.status === 'suspended') return;
    if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS[user.role]) {
      cache.evictUser(user.id);
      await repo.touchSession(session, user, new Date(now));
    }
    request.auth = { user, session };
  });

  // What a learner changes, that learner reads back at once, whichever module made the change.
  // Evicted before the answer leaves, so the learner's next request cannot find the old entry.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.auth && UNSAFE.has(request.method) && !keepsAuth(request)) cache.evictUser(request.auth.user.id);
    return payload;
  });
});

/** Route config `keepsAuth: true`: a write that changes no user or session row, so the cached session serves it. */
const keepsAuth = (request: FastifyRequest) => request.routeOptions.config?.keepsAuth === true;

export function requireUser(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

export function requireAdmin(request: FastifyRequest) {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden('Only administrators can do that.');
  return user;
}
