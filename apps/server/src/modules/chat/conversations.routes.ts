import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatMessageSchema,
  ConversationSchema,
  CreateConversationSchema,
  CreateTutoringSessionSchema,
  PlanLimitErrorSchema,
  TutoringSessionSchema,
} from '@brightpath/shared/chat';
import { IdParams, IdSchema } from '@/lib/route-helpers.ts';
import { requireSelf, requireUser } from '../auth/auth.api.ts';
import { notFound, errorResponses } from '@/plugins/errors.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import type { ChatRepositories } from './chat.repository.ts';
import { CONVERSATION_NOT_FOUND, SUBJECT_NOT_FOUND } from './chat.service.ts';
import type { perLearnerLimit } from './chat.routes.ts';

const LEARNER_NOT_FOUND = 'Learner not found';

type Options = { chat: ChatRepositories; subjects: SubjectCatalogue; rateLimit: ReturnType<typeof perLearnerLimit> };

/** The learner's conversations and tutoring sessions; another learner's ids are 404s. */
export async function conversationRoutes(app: FastifyInstance, opts: Options) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** The caller's chat data, bound to them for this request. */
  const mine = (request: FastifyRequest) => opts.chat.forUser(requireUser(request).id);

  r.get(
    '/api/conversations',
    {
      schema: {
        tags: ['chat'],
        summary: "The caller's conversations, most recently active first (optionally of one subject)",
        querystring: z.object({ subjectId: IdSchema.optional() }),
        response: { 200: z.array(ConversationSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => mine(request).listConversations(request.query.subjectId),
  );

  r.post(
    '/api/conversations',
    {
      config: { rateLimit: opts.rateLimit, keepsAuth: true },
      schema: {
        tags: ['chat'],
        summary: "A new, empty conversation ('Change Subject' or a new chat); its tutoring session starts with the first message",
        body: CreateConversationSchema,
        response: { 201: ConversationSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const repo = mine(request);
      if (!opts.subjects.get(request.body.subjectId)) throw notFound(SUBJECT_NOT_FOUND);
      return reply.status(201).send(await repo.createConversation(request.body.subjectId));
    },
  );

  r.get(
    '/api/conversations/:id/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'The messages of one of the caller’s conversations, oldest first',
        params: IdParams,
        response: { 200: z.array(ChatMessageSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const list = await mine(request).listMessages(request.params.id);
      if (!list) throw notFound(CONVERSATION_NOT_FOUND);
      return list;
    },
  );

  r.post(
    '/api/sessions',
    {
      config: { rateLimit: opts.rateLimit },
      schema: {
        tags: ['chat'],
        summary: 'Start a tutoring session without a chat (spec 001 section 7); counts against the plan',
        body: CreateTutoringSessionSchema,
        response: {
          201: z.object({ id: z.number().int() }),
          ...errorResponses(400, 401, 404),
          403: PlanLimitErrorSchema,
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => {
      const { userId, subjectId, concepts, realWorldExamples } = request.body;
      const user = requireSelf(request, userId, LEARNER_NOT_FOUND);
      if (!opts.subjects.get(subjectId)) throw notFound(SUBJECT_NOT_FOUND);
      const session = await opts.chat.forUser(user.id).createSession(subjectId, { concepts, realWorldExamples });
      return reply.status(201).send({ id: session.id });
    },
  );

  r.get(
    '/api/tutoring-sessions',
    {
      schema: {
        tags: ['chat'],
        summary: "The caller's tutoring sessions, newest first",
        response: { 200: z.array(TutoringSessionSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => mine(request).listSessions(),
  );
}
