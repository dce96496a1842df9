import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@brightpath/shared/errors';
import {
  ChatMessageSchema,
  ConversationSchema,
  CreateConversationSchema,
  CreateTutoringSessionSchema,
  PlanLimitErrorSchema,
  TutoringSessionSchema,
} from '@brightpath/shared/chat';
import { IdParams, IdSchema, signedIn } from '../../lib/route-helpers.ts';
import { requireUser } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/errors.ts';
import type { SubjectCatalogue } from '../subjects/subject-catalogue.ts';
import type { ChatRepository } from './chat.repository.ts';
import { CONVERSATION_NOT_FOUND, SUBJECT_NOT_FOUND } from './chat.service.ts';
import type { perLearnerLimit } from './chat.routes.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const LEARNER_NOT_FOUND = 'Learner not found';

type Options = { repo: ChatRepository; subjects: SubjectCatalogue; rateLimit: ReturnType<typeof perLearnerLimit> };

/** The learner's conversations and tutoring sessions; another learner's ids are 404s. */
export async function conversationRoutes(app: FastifyInstance, opts: Options) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { repo } = opts;

  r.get(
    '/api/conversations',
    {
      onRequest: signedIn,
      schema: {
        tags: ['chat'],
        summary: "The caller's conversations, most recently active first (optionally of one subject)",
        querystring: z.object({ subjectId: IdSchema.optional() }),
        response: { 200: z.array(ConversationSchema), ...errors },
      },
    },
    async (request) => repo.listConversations(requireUser(request).id, request.query.subjectId),
  );

  r.post(
    '/api/conversations',
    {
      onRequest: signedIn,
      config: { rateLimit: opts.rateLimit, keepsAuth: true },
      schema: {
        tags: ['chat'],
        summary: "A new, empty conversation ('Change Subject' or a new chat); its tutoring session starts with the first message",
        body: CreateConversationSchema,
        response: { 201: ConversationSchema, ...errors, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!opts.subjects.get(request.body.subjectId)) throw notFound(SUBJECT_NOT_FOUND);
      return reply.status(201).send(await repo.createConversation(user.id, request.body.subjectId));
    },
  );

  r.get(
    '/api/conversations/:id/messages',
    {
      onRequest: signedIn,
      schema: {
        tags: ['chat'],
        summary: 'The messages of one of the caller’s conversations, oldest first',
        params: IdParams,
        response: { 200: z.array(ChatMessageSchema), ...errors },
      },
    },
    async (request) => {
      const list = await repo.listMessages(requireUser(request).id, request.params.id);
      if (!list) throw notFound(CONVERSATION_NOT_FOUND);
      return list;
    },
  );

  r.post(
    '/api/sessions',
    {
      onRequest: signedIn,
      config: { rateLimit: opts.rateLimit },
      schema: {
        tags: ['chat'],
        summary: 'Start a tutoring session without a chat (spec 001 section 7); counts against the plan',
        body: CreateTutoringSessionSchema,
        response: { 201: z.object({ id: z.number().int() }), ...errors, 403: PlanLimitErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { userId, subjectId, concepts, realWorldExamples } = request.body;
      if (userId !== undefined && userId !== user.id) throw notFound(LEARNER_NOT_FOUND);
      if (!opts.subjects.get(subjectId)) throw notFound(SUBJECT_NOT_FOUND);
      const session = await repo.createSession(user.id, subjectId, { concepts, realWorldExamples });
      return reply.status(201).send({ id: session.id });
    },
  );

  r.get(
    '/api/tutoring-sessions',
    {
      onRequest: signedIn,
      schema: {
        tags: ['chat'],
        summary: "The caller's tutoring sessions, newest first",
        response: { 200: z.array(TutoringSessionSchema), ...errors },
      },
    },
    async (request) => repo.listSessions(requireUser(request).id),
  );
}
