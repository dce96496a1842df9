import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import { unauthorized } from '@/plugins/errors.ts';
import { ADMIN_IDLE_MS, authRepository, hashToken, type SessionRow, type UserRow } from './auth.repository.ts';
import { AUTH_CHANNEL, SessionCache } from './session-cache.ts';
import type { PublicRoute } from '@/lib/server-module.ts';

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

/** The routes a public entry names, and those it was meant to name but does not exist (a typo, a removed route). */
function publicRouteMatcher(publicRoutes: readonly PublicRoute[]) {
  const exact = new Set<string>(publicRoutes.filter((r) => !r.endsWith('*')));
  const prefixes = publicRoutes.filter((r) => r.endsWith('*')).map((r) => r.slice(0, -1));
  const used = new Set<string>();
  const isPublic = (method: string, url: string) => {
    const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
    const hit = exact.has(key) ? key : prefixes.find((p) => key.startsWith(p));
    if (hit !== undefined) used.add(hit);
    return hit !== undefined;
  };
  const unused = () => [...exact, ...prefixes].filter((r) => !used.has(r));
  return { isPublic, unused };
}

/**
 * Cookie sessions (DESIGN.md section 5) and sign-in by default: resolves request.auth for every /api call
 * that carries the cookie, then answers 401 to an anonymous call of any /api route that `publicRoutes`
 * does not list, before its params or body are read. A route added later is private until listed.
 */
export const authPlugin = fp(async (app, opts: { config: Config; database: Database; publicRoutes: readonly PublicRoute[] }) => {
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
    // A suspended or pending account signs in to nothing (docs/decisions/040): its sessions are also revoked when the
    // status is set, and this holds for any session the revocation could have missed.
    if (user.status !== 'active') return;
    if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS[user.role]) {
      cache.evictUser(user.id);
      await repo.touchSession(session, user, new Date(now));
    }
    request.auth = { user, session };
  });

  // Decided per route once, when it is registered, not per request.
  const publicRoutes = publicRouteMatcher(opts.publicRoutes);
  const privateRoutes = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (!publicRoutes.isPublic(method, route.url)) privateRoutes.add(`${method} ${route.url}`);
    }
  });
  app.addHook('onReady', async () => {
    const stale = publicRoutes.unused();
    if (stale.length > 0) throw new Error(`Public routes that match no route: ${stale.join(', ')}`);
  });
  // After the session hook above: request.auth is settled. An unknown route falls through to the 404.
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (request.auth || url === undefined || !privateRoutes.has(`${request.method} ${url}`)) return;
    throw unauthorized();
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
