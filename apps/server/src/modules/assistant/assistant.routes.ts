import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ageGroup, type AgeGroup } from '@brightpath/shared/age';
import {
  ASSISTANT_MESSAGES,
  AssistantRequestSchema,
  AssistantResponseSchema,
  AssistantSuggestionsQuerySchema,
  AssistantSuggestionsSchema,
} from '@brightpath/shared/assistant';
import type { Config } from '@/config.ts';
import type { Database, Db } from '@/db/client.ts';
import { perLearnerRateLimit } from '@/lib/learner-rate-limit.ts';
import { HttpError, errorResponses } from '@/plugins/errors.ts';
import { offlineAssistantModel } from '@/tutor/offline/assistant/model.ts';
import { briefly } from '@/tutor/offline/assistant/reply.ts';
import { assistantSuggestions } from '@/tutor/offline/assistant/suggestions.ts';
import type { AssistantInput } from '@/tutor/offline/assistant/types.ts';
import { OfflineModel } from '@/tutor/offline/model.ts';
import type { TutorService } from '@/tutor/service.ts';
import type { TurnModeration, TutorTurnFinal } from '@/tutor/types.ts';
import { requireUser } from '../auth/auth.api.ts';
import { dailyLimitError, recordTutorCall } from '../chat/chat.api.ts';
import { recordModerationEvent, screenLearnerText } from '../moderation/moderation.api.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import { assistantInstructions, assistantModel } from './assistant.prompt.ts';
import { assistantRepository, type AssistantRecords } from './assistant.repository.ts';
import { ASSISTANT_ERRORS, groupOf, learnerContext, learnerOf, resolvePage } from './assistant.service.ts';
import type { OwnerId } from '@/lib/ownership.ts';
import { defineModule } from '@/lib/server-module.ts';

/** The tutor pipeline and the model factory, as the chat takes them (ChatOverrides); tests pass their own. */
export type AssistantRouteOptions = { config: Config; db: Db; catalogue: SubjectCatalogue; ai: TutorService };

/** Suggestions are read on every page change: they may be asked for this many times as often as questions. */
const SUGGESTIONS_RATE_FACTOR = 3;

/** 502 with the widget's specified failure reply (spec 001 section 8): the provider failed or timed out. */
const assistantUnavailable = () => new HttpError(502, 'ASSISTANT_UNAVAILABLE', ASSISTANT_MESSAGES.failure);

/**
 * The floating AI learning assistant (spec 001 sections 2, 3, 5, 7 and 8; docs/decisions/020): a brief answer
 * with the page's context, and smart suggestions from the learner's own records. Signed-in learners only.
 */
export async function assistantRoutes(app: FastifyInstance, opts: AssistantRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const records = assistantRepository(opts.db);
  const { model, provider } = opts.ai;
  const perMinute = opts.config.assistantRatePerMinute;

  /** Every turn the safety step acted on goes to the operators' record, with the learner's question. */
  const record = (userId: OwnerId, question: string, m: TurnModeration, group: AgeGroup) =>
    recordModerationEvent(opts.db, { ...m, source: 'assistant', userId, text: question, ageGroup: group, provider });

  r.post(
    '/api/ai-assistant',
    {
      config: { rateLimit: perLearnerRateLimit('assistant', perMinute, ASSISTANT_ERRORS.tooFast) },
      schema: {
        tags: ['assistant'],
        summary: 'Ask the floating learning assistant a quick question, with the page it was asked on',
        description:
          'A brief answer (at most 120 words) at the learner’s reading level, using the page, its subject and topic, the last 5 turns ' +
          'of the widget and the learner’s own progress. The question is screened by the safety classifier first (a learner at risk ' +
          'gets the supportive reply). With a provider configured the tutor pipeline asks it; otherwise the offline assistant answers ' +
          'from the topic-card library. A provider failure is a 502 whose message is the widget’s failure reply. A question counts ' +
          'against TUTOR_DAILY_LIMIT with the learner’s chat messages (429 DAILY_LIMIT past it).',
        body: AssistantRequestSchema,
        response: { 200: AssistantResponseSchema, ...errorResponses(400, 401, 404, 429, 502) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { question, context } = request.body;

      const repo = records.forUser(user.id);
      // Our own classifier before anything else, with the account's age: a learner at risk gets the supportive
      // reply whatever else the request says (a subject id that names nothing included). Without an age on the
      // account, a flagged question is screened again with the age the profile or the assessment gives, so the
      // reply is worded for the learner; the pipeline screens every other question again with that age too.
      let facts: AssistantRecords | undefined;
      const { screened } = await screenLearnerText(opts.db, {
        source: 'assistant',
        userId: user.id,
        text: question,
        ageGroup: ageGroup(user.age),
        country: opts.config.safety.helplineCountry,
        provider,
        refine:
          user.age === null
            ? async () => {
                facts = await repo.records();
                return groupOf(facts);
              }
            : undefined,
      });
      if (screened.flagged && screened.reply) return { response: screened.reply };

      // A question the tutor answers counts against the learner's daily limit with their chat messages (a safety
      // reply above never does: a learner at risk is always answered).
      const call = await recordTutorCall(opts.db, user.id, 'assistant', opts.config.tutor.dailyLimit);
      if ('limitedUntil' in call) throw dailyLimitError(opts.config.tutor.dailyLimit, (call.limitedUntil - Date.now()) / 1000);

      const page = resolvePage(opts.catalogue, context);
      const known = facts ?? (await repo.records());
      const group = groupOf(known);
      const input: AssistantInput = {
        question,
        page,
        ageGroup: group,
        learner: learnerOf(known, opts.catalogue),
        history: context.conversationHistory.filter((t) => t.content.trim()).map((t) => ({ role: t.role, content: t.content })),
      };
      // The tutor's offline model answers chat turns; the assistant's own offline brain answers here. A provider
      // (or a test's model) is told about the assistant and the page through its system prompt.
      const turnModel = model instanceof OfflineModel ? offlineAssistantModel(input) : assistantModel(model, assistantInstructions(input));

      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      let final: TutorTurnFinal;
      try {
        final = await opts.ai.whole(
          opts.ai.start({
            model: turnModel,
            context: learnerContext(known, page, opts.catalogue),
            history: input.history,
            userMessage: question,
            abortSignal: controller.signal,
          }),
        );
      } catch (err) {
        // A provider error, a timeout or an empty answer: the widget's failure reply.
        request.log.warn({ err }, 'assistant reply failed');
        throw assistantUnavailable();
      }
      if (final.moderation) await record(user.id, question, final.moderation, group);
      // A safety reply is given whole; any other answer is kept brief.
      return { response: final.moderation ? final.text : briefly(final.text) };
    },
  );

  r.get(
    '/api/ai-assistant/suggestions',
    {
      config: {
        rateLimit: perLearnerRateLimit('assistant-suggestions', perMinute * SUGGESTIONS_RATE_FACTOR, ASSISTANT_ERRORS.tooFast),
      },
      schema: {
        tags: ['assistant'],
        summary: 'Up to 4 smart suggestions for the page (tip, concept, example, next-step), most relevant first',
        description: 'Built from the learner’s own progress (sessions, study days, subjects, assessment) and the topic-card library.',
        querystring: AssistantSuggestionsQuerySchema,
        response: { 200: AssistantSuggestionsSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const page = resolvePage(opts.catalogue, request.query);
      const facts = await records.forUser(user.id).records();
      return { suggestions: assistantSuggestions({ page, ageGroup: groupOf(facts), learner: learnerOf(facts, opts.catalogue) }) };
    },
  );
}

export const assistantModule = defineModule({
  tag: { name: 'assistant', description: 'The floating learning assistant' },
  plugin: (
    app,
    { config, database, catalogue, ai }: { config: Config; database: Database; catalogue: SubjectCatalogue; ai: TutorService },
  ) => assistantRoutes(app, { config, db: database.db, catalogue, ai }),
});
