import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

/**
 * A per-route rate limit counted per learner (a classroom shares one address), per address for a visitor:
 * the `config.rateLimit` of a route. Over it: 429 with Retry-After and `tooFast(seconds)` as the message.
 */
export function perLearnerRateLimit(name: string, max: number, tooFast: (seconds: number) => string) {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => (request.auth ? `${name}:learner:${request.auth.user.id}` : `${name}:ip:${request.ip}`),
    errorResponseBuilder: (_request: FastifyRequest, ctx: { ttl: number }) => {
      const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
      return new HttpError(429, 'RATE_LIMITED', tooFast(seconds), { 'retry-after': String(seconds) });
    },
  };
}
