import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@brightpath/shared/errors';
import { HttpError } from '../lib/http-error.ts';

// The error class and its helpers live in lib/ (lib/'s guards throw them too); the handler below answers them.
export { HttpError, badRequest, unauthorized, forbidden, notFound, conflict, errorResponses } from '../lib/http-error.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large (the limit is 1 MiB).',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
};

export function errorBody(statusCode: number, code: string, message: string, issues?: ApiError['issues']): ApiError {
  return { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', code, message, ...(issues ? { issues } : {}) };
}

/** The one error handler: 4xx carry a message a person can read; 5xx never carry internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (err: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      const body = err.validationContext === 'body' && request.body === undefined;
      const message = body ? 'The request body must be a JSON object.' : (issues[0]?.message ?? 'Invalid request');
      return reply.status(400).send(errorBody(400, 'VALIDATION_ERROR', message, issues));
    }
    if (err instanceof HttpError) {
      return reply
        .status(err.statusCode)
        .headers(err.headers)
        .send({ ...errorBody(err.statusCode, err.code, err.message), ...err.extra });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    // The client is still sending the body it was refused for: read the rest (up to a bound) before answering and
    // closing, or the close resets the connection and a client that writes before it reads never sees the 413.
    if (status === 413) {
      reply.header('connection', 'close');
      await discardBody(request.raw);
    }
    if (status >= 400 && status < 500 && !isResponseSerializationError(err as never)) {
      const code = (err as FastifyError).code ?? 'BAD_REQUEST';
      let message = FASTIFY_MESSAGES[code] ?? err.message;
      if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err instanceof SyntaxError && status === 400))
        message = 'The request body is not valid JSON.';
      return reply.status(status).send(errorBody(status, code.startsWith('FST_') ? 'BAD_REQUEST' : code, message));
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send(errorBody(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

/** How much of a refused body is read and thrown away so that its sender can read the 413: past this, the connection is cut. */
export const DISCARD_LIMIT = 8 * 1024 * 1024;

/** Reads what is left of a request's body and throws it away, up to DISCARD_LIMIT bytes in all. */
function discardBody(raw: IncomingMessage): Promise<void> {
  const length = Number(raw.headers['content-length']);
  if (raw.readableEnded || raw.destroyed || length > DISCARD_LIMIT) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      raw.off('data', count);
      resolve();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DISCARD_LIMIT) done();
    };
    raw.on('data', count);
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}
