import { createHash } from 'node:crypto';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config.ts';
import { badTextInRequest, findBadText, mayHoldNulQuery } from '../lib/input-safety.ts';
import { HttpError } from './errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Methods whose body Fastify never reads, so their Content-Length is no concern of ours. */
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'TRACE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false on a route that takes cross-site posts on purpose (signed webhooks). */
    sameOrigin?: boolean;
  }
}

function ownOrigin(request: FastifyRequest) {
  return `${request.protocol}://${request.host}`;
}

/**
 * The CSP sources of the inline scripts of a page ('sha256-...'), so the page's own tiny script (the web app's
 * index.html applies the learner's cached appearance before the first paint) runs and no other inline script does:
 * no 'unsafe-inline'. Hashed from the page as it is served, so a rebuilt page always matches its header.
 */
export function inlineScriptHashes(html: string | undefined): string[] {
  if (!html) return [];
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
  return scripts
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * Headers, the same-origin rule and the rate-limit plugin; registered before any route. `scriptHashes`: the inline
 * scripts the served page may run (inlineScriptHashes).
 */
export async function registerSecurity(app: FastifyInstance, config: Config, { scriptHashes = [] }: { scriptHashes?: string[] } = {}) {
  // The security headers are the same for every answer: worked out once here rather than per request
  // (a per-request helmet middleware cost a fifth of the hot read's throughput, bench/RESULTS.md).
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob: data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join(';');
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(config.env === 'production' ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // A body over the limit is refused on its Content-Length here, before the rate limits (route onRequest
  // hooks) and the session lookup: a client past its limit must read 413, not 429, and an oversized
  // attempt must not cost a database query. A chunked body has no length: the parser counts and answers 413.
  app.addHook('onRequest', async (request) => {
    if (BODYLESS_METHODS.has(request.method)) return;
    const length = Number(request.headers['content-length']);
    if (length > request.routeOptions.bodyLimit) {
      // The error handler reads the rest of the body (up to a bound) and closes the connection (plugins/errors.ts).
      throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    }
  });

  // A NUL in the query string is refused before validation, whatever the route's schema (lib/input-safety.ts);
  // a JSON body is checked by its parser.
  app.addHook('preValidation', async (request) => {
    const bad = mayHoldNulQuery(request.url) ? findBadText(request.query) : undefined;
    if (bad) throw badTextInRequest(bad);
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
