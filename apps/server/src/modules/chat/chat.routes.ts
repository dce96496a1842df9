import { errorResponses } from '@/plugins/errors.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChatTutorRequestSchema,
  ChatTutorResponseSchema,
  PlanLimitErrorSchema,
  TutorUnavailableErrorSchema,
} from '@brightpath/shared/chat';
import type { Config } from '@/config.ts';
import type { Database, Db } from '@/db/client.ts';
import { requireUser } from '../auth/auth.api.ts';
import type { TutorOverrides, TutorService } from '@/tutor/service.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import { chatRepository } from './chat.repository.ts';
import { chatService } from './chat.service.ts';
import { completeTurn, runModelTurn, sseStream, streamTurn, type TurnDeps } from './chat.turn.ts';
import { conversationRoutes } from './conversations.routes.ts';
import { historyRoutes } from './history.routes.ts';
import { sendStatusRoutes } from './send-status.ts';
import { tooFastError } from './usage.ts';
import { defineModule } from '@/lib/server-module.ts';
import type { SkillGate } from '@/lib/skill-gate.ts';

/** The tutor pipeline and the model factory; tests pass their own, the app uses the real ones. */
/** What a test may put in place of the tutor's model or pipeline (tutor/service.ts). */
export type ChatOverrides = TutorOverrides;
export type ChatRouteOptions = { config: Config; db: Db; subjects: SubjectCatalogue; ai: TutorService; skills: SkillGate };

/** TUTOR_RATE_LIMIT_PER_MINUTE per learner (not per IP: a classroom shares one address). */
export function perLearnerLimit(config: Config) {
  return {
    max: config.tutor.ratePerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => (request.auth ? `learner:${request.auth.user.id}` : `ip:${request.ip}`),
    errorResponseBuilder: (_request: FastifyRequest, ctx: { ttl: number }) => tooFastError(ctx.ttl / 1000),
  };
}

/** POST /api/chat/tutor (spec 001 section 7; DESIGN.md section 4), plus the conversation, session and history routes. */
export async function chatRoutes(app: FastifyInstance, opts: ChatRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const chat = chatRepository(opts.db);
  const service = chatService(chat, opts.subjects, opts.config.tutor, opts.skills);
  const deps: TurnDeps = { ai: opts.ai, chat };
  const rateLimit = perLearnerLimit(opts.config);

  // Graceful shutdown: app.close() lets replies in flight finish, but their keep-alive sockets would then
  // hold the server open for keepAliveTimeout (72 s); close each one as soon as its reply has ended.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const releaseWhenClosing = (res: NodeJS.WritableStream) =>
    res.once('finish', () => {
      if (closing) setImmediate(() => app.server.closeIdleConnections?.());
    });

  r.post(
    '/api/chat/tutor',
    {
      config: { rateLimit, keepsAuth: true },
      schema: {
        tags: ['chat'],
        summary: 'Send the learner’s message and get the tutor’s reply (JSON, or server-sent events with stream: true)',
        description:
          'The learner’s message is stored before the provider is asked. With stream: true the answer is text/event-stream: ' +
          'meta, delta (repeated), then done (the same fields as the JSON answer) or error (the apology).',
        body: ChatTutorRequestSchema,
        response: {
          200: ChatTutorResponseSchema,
          ...errorResponses(400, 401),
          403: PlanLimitErrorSchema,
          ...errorResponses(404, 429),
          502: TutorUnavailableErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const turn = await service.prepareTurn(user.id, request.body);

      // The learner left (closed the tab, pressed stop): stop paying for a reply nobody will read.
      const controller = new AbortController();
      const abort = () => controller.abort();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort();
      });
      releaseWhenClosing(reply.raw);
      const result = runModelTurn(deps, turn, request.body.userMessage, controller.signal);

      if (!request.body.stream) return completeTurn(deps, user.id, turn, result, request.log);

      // A Node stream through reply.send keeps Fastify's lifecycle: the security headers set in onRequest,
      // the access log, and app.close() waiting for the stream to end.
      return (
        reply
          .status(200)
          .type('text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          // The typed reply only knows the JSON schemas; a stream payload skips serialization.
          .send(sseStream(streamTurn(deps, user.id, turn, result, request.log, abort)) as never)
      );
    },
  );

  await app.register(conversationRoutes, { chat, subjects: opts.subjects, rateLimit });
  await app.register(historyRoutes, { config: opts.config, db: opts.db, subjects: opts.subjects, ai: opts.ai });
  await app.register(sendStatusRoutes, { db: opts.db, tutor: opts.config.tutor });
}

export const chatModule = defineModule({
  tag: { name: 'chat', description: 'The AI tutor: turns, conversations and tutoring sessions' },
  plugin: (
    app,
    {
      config,
      database,
      catalogue,
      ai,
      skills,
    }: { config: Config; database: Database; catalogue: SubjectCatalogue; ai: TutorService; skills: SkillGate },
  ) => chatRoutes(app, { config, db: database.db, subjects: catalogue, ai, skills }),
});
