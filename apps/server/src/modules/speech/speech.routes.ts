import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cutForSpeech,
  DEFAULT_VOICE,
  speakable,
  SPEECH_MESSAGES,
  SpeechPreferencesSchema,
  SpeechRequestSchema,
} from '@brightpath/shared/speech';
import type { Config } from '@/config.ts';
import type { Database, Db } from '@/db/client.ts';
import { perLearnerRateLimit } from '@/lib/learner-rate-limit.ts';
import { HttpError, errorResponses } from '@/plugins/errors.ts';
import { requireUser } from '../auth/auth.api.ts';
import { speechRepository } from './speech.repository.ts';
import { speechService } from './speech.service.ts';
import type { SpeechSynthesizer } from './speech.types.ts';
import { defineModule } from '@/lib/server-module.ts';

export type SpeechRouteOptions = { config: Config; db: Db; engine?: SpeechSynthesizer };

/** POST /api/speech/generate (spec 001 section 7): the tutor's words as audio, in one of six voices. */
export async function speechRoutes(app: FastifyInstance, opts: SpeechRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const speech = speechService(opts.config, opts.engine);
  const preferences = speechRepository(opts.db);
  app.addHook('onClose', () => speech.close());

  r.get(
    '/api/speech/preferences',
    {
      schema: {
        tags: ['speech'],
        summary: 'The voice the caller chose for voice mode (nova until they choose)',
        response: { 200: SpeechPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { voice: (await preferences.forUser(user.id).voice()) ?? DEFAULT_VOICE };
    },
  );

  r.put(
    '/api/speech/preferences',
    {
      schema: {
        tags: ['speech'],
        summary: "Keep the caller's voice for voice mode on their account",
        body: SpeechPreferencesSchema,
        response: { 200: SpeechPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await preferences.forUser(user.id).setVoice(request.body.voice);
      return { voice: request.body.voice };
    },
  );

  r.post(
    '/api/speech/generate',
    {
      config: {
        rateLimit: perLearnerRateLimit(
          'speech',
          opts.config.speech.ratePerMinute,
          (seconds) => `You are asking for speech very quickly. Please wait ${seconds} seconds and try again.`,
        ),
      },
      schema: {
        tags: ['speech'],
        summary: 'Speak a text (markdown and maths read as words, cut to 1500 characters) in one of six voices',
        description:
          'Answers audio/wav (espeak-ng, offline) or audio/mpeg (OpenAI). X-Cache says whether the answer came from the cache; ' +
          'X-Speech-Engine names the engine; X-Speech-Characters is the length of the text spoken. 502 when the engine fails: ' +
          'the browser then speaks with its own voice.',
        body: SpeechRequestSchema,
        response: { ...errorResponses(400, 401, 413, 429, 502) },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const spoken = cutForSpeech(speakable(request.body.text));
      if (!spoken.trim()) throw new HttpError(400, 'VALIDATION_ERROR', SPEECH_MESSAGES.textRequired);
      const result = await speech.speak(spoken, request.body.voice);
      if (!result) throw new HttpError(502, 'SPEECH_UNAVAILABLE', SPEECH_MESSAGES.unavailable);
      return (
        reply
          .type(result.contentType)
          .header('cache-control', 'private, max-age=86400')
          .header('x-cache', result.hit ? 'HIT' : 'MISS')
          .header('x-speech-engine', speech.engine)
          .header('x-speech-characters', String(spoken.length))
          // The typed reply only knows the JSON schemas; audio skips serialization.
          .send(result.audio as never)
      );
    },
  );
}

export const speechModule = defineModule({
  tag: { name: 'speech', description: "The tutor's words as audio, and the learner's voice" },
  plugin: (app, { config, database }: { config: Config; database: Database }) => speechRoutes(app, { config, db: database.db }),
});
