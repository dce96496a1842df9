import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ageGroup } from '@brightpath/shared/age';
import {
  AskContextRequestSchema,
  AskContextResponseSchema,
  ConversationHistorySchema,
  HISTORY_MESSAGES,
  HistoryQuerySchema,
  SearchRequestSchema,
  SearchResponseSchema,
} from '@brightpath/shared/history';
import { TimeZoneQuerySchema } from '@brightpath/shared/progress';
import type { Config } from '@/config.ts';
import type { Db } from '@/db/client.ts';
import { perLearnerRateLimit } from '@/lib/learner-rate-limit.ts';
import { errorResponses, HttpError } from '@/plugins/errors.ts';
import { OfflineModel } from '@/tutor/offline/model.ts';
import { offlineRecordModel } from '@/tutor/offline/record/model.ts';
import type { TutorService } from '@/tutor/service.ts';
import type { TutorTurnFinal } from '@/tutor/types.ts';
import { requireUser } from '../auth/auth.api.ts';
import { recordModerationEvent, screenLearnerText } from '../moderation/moderation.api.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import { learnerContext } from './chat.service.ts';
import { readLearningQuestion } from './history-question.ts';
import { recordModel } from './history.prompt.ts';
import { historyRepository } from './history.repository.ts';
import { historyService } from './history.service.ts';
import { recordTutorCall } from './tutor-usage.ts';
import { dailyLimitError } from './usage.ts';

type Options = { config: Config; db: Db; subjects: SubjectCatalogue; ai: TutorService };

/** The subject a provider is told about when the question names none. */
const ANY_SUBJECT = { id: 0, name: 'any subject', category: 'General' };

const tooFast = (seconds: number) => `You are asking about your learning very quickly. Please wait ${seconds} seconds and try again.`;

/** 502 with the specified failure (spec 002 section 8): the tutor failed, timed out or said nothing. */
const contextFailed = () => new HttpError(502, 'CONTEXT_ANALYSIS_FAILED', HISTORY_MESSAGES.contextFailed);

/**
 * The learning history (spec 002 sections 2, 3, 5, 7, 8 and 9; docs/decisions/033): the learner's conversations page by
 * page, the search over every message of theirs, and questions about their own learning. Signed-in learners only, each
 * reading only their own conversations.
 */
export async function historyRoutes(app: FastifyInstance, opts: Options) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = historyService(historyRepository(opts.db), opts.subjects);
  const { model, provider } = opts.ai;

  r.get(
    '/api/conversations/history',
    {
      schema: {
        tags: ['chat'],
        summary: "A page of the caller's conversations, the latest activity first",
        description:
          'Each conversation with its subject, date, duration (minutes of study, measured as the study time is), concepts and its last 4 ' +
          'messages cut to 200 characters. `cursor` is the previous page’s nextCursor; `total` counts every conversation with a message.',
        querystring: HistoryQuerySchema,
        response: { 200: ConversationHistorySchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.page(requireUser(request).id, request.query.limit, request.query.cursor),
  );

  r.post(
    '/api/conversations/search',
    {
      schema: {
        tags: ['chat'],
        summary: "Search every message of the caller's conversations",
        description:
          'PostgreSQL full-text search (English stemming: "fraction" finds "fractions"; quotes for a phrase, "or", "-" to leave a word out), ' +
          'ranked; when the words as written find nothing, the learner’s own words spelt like them are searched (closeMatches). ' +
          'timeframe: week, month or year back from now, or null; subject: a subject id or null. Each result has its 2 best matches cut ' +
          'to 100 characters, the matched words given as ranges of the text; totalMatches counts the matching conversations.',
        body: SearchRequestSchema,
        response: { 200: SearchResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.search(requireUser(request).id, request.body, new Date()),
  );

  r.post(
    '/api/conversations/ask-context',
    {
      config: { rateLimit: perLearnerRateLimit('history-ask', opts.config.assistantRatePerMinute, tooFast) },
      schema: {
        tags: ['chat'],
        summary: 'Ask about your own learning (what you studied, what you find hard), answered from your records',
        description:
          'The question is screened by the safety classifier first. The records it is answered from are the learner’s own: tutoring ' +
          'sessions, conversations and lessons with their quiz answers in the time and subject the question names, and the learner’s ' +
          'messages about its topic found by the history search. With a provider configured they go to it with the question, through ' +
          'the tutor pipeline; otherwise the answer is a factual summary of them. Counts against TUTOR_DAILY_LIMIT (429 past it); a ' +
          'provider failure is a 502 with the specified message. timeZone writes the dates of the answer (UTC by default).',
        body: AskContextRequestSchema.extend({ timeZone: TimeZoneQuerySchema.shape.timeZone }),
        response: { 200: AskContextResponseSchema, ...errorResponses(400, 401, 429, 502) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { question } = request.body;
      const { screened, ageGroup: group } = await screenLearnerText(opts.db, {
        source: 'history',
        userId: user.id,
        text: question,
        ageGroup: ageGroup(user.age),
        country: opts.config.safety.helplineCountry,
        provider,
      });
      if (screened.flagged && screened.reply) return { response: screened.reply, sources: [] };

      const call = await recordTutorCall(opts.db, user.id, 'history', opts.config.tutor.dailyLimit);
      if ('limitedUntil' in call) throw dailyLimitError(opts.config.tutor.dailyLimit, (call.limitedUntil - Date.now()) / 1000);

      const reading = readLearningQuestion(question, opts.subjects.all());
      const { record, facts, sources } = await service.learningRecord(user.id, reading, new Date(), request.body.timeZone ?? 'UTC');
      const subject = reading.subjectId !== null ? (opts.subjects.get(reading.subjectId) ?? ANY_SUBJECT) : ANY_SUBJECT;
      const context = learnerContext(facts, subject);
      // The offline answer is the summary of the records; a provider (or a test's model) is given them with the question.
      const turnModel = model instanceof OfflineModel ? offlineRecordModel(record) : recordModel(model, record);

      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      let final: TutorTurnFinal;
      try {
        final = await opts.ai.whole(
          opts.ai.start({ model: turnModel, context, history: [], userMessage: question, abortSignal: controller.signal }),
        );
      } catch (err) {
        request.log.warn({ err }, 'ask-context reply failed');
        throw contextFailed();
      }
      if (final.moderation)
        await recordModerationEvent(opts.db, {
          ...final.moderation,
          source: 'history',
          userId: user.id,
          text: question,
          ageGroup: context.ageGroup ?? group,
          provider,
        });
      return { response: final.text, sources: final.moderated ? [] : sources };
    },
  );
}
