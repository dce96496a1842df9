import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config.ts';
import { HttpError } from './errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false on a route that takes cross-site posts on purpose (signed webhooks). */
    sameOrigin?: boolean;
  }
}

function ownOrigin(request: FastifyRequest) {
  return `${request.protocol}://${request.host}`;
}

/** Headers, the same-origin rule and the rate-limit plugin; registered before any route. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    hsts: config.env === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });

  // CSRF: a state-changing call must come from our own pages.
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.sameOrigin === false) return;
    const origin = request.headers.origin;
    if (origin) {
      if (origin === ownOrigin(request) || config.allowedOrigins.includes(origin)) return;
    } else if (request.headers['sec-fetch-site'] === 'same-origin') {
      return;
    }
    throw new HttpError(403, 'FORBIDDEN_ORIGIN', 'This request must come from the Brightpath site itself.');
  });

  await app.register(rateLimit, {
    global: false,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_req, ctx) => {
      const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
      return new HttpError(429, 'RATE_LIMITED', `Too many attempts. Please wait ${seconds} seconds and try again.`, {
        'retry-after': String(seconds),
      });
    },
  });
}
