import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';
import { createTutorService, TutorFailure } from './service.ts';
import { learnerOf } from './test-support.ts';
import type { RunTutorTurn, TutorTurnFinal } from './types.ts';

const config = loadConfig({ NODE_ENV: 'test' });
const final = (text: string): TutorTurnFinal => ({ text, moderated: false, answerReleased: false, moderation: null, graded: null });
const service = (runTurn: RunTutorTurn) => createTutorService({ tutor: config.tutor, helplineCountry: 'INTERNATIONAL' }, { runTurn });
const request = { context: learnerOf(15), history: [], userMessage: 'what is a prime number?' };

describe('the tutor service', () => {
  it('starts a turn with the configured model, provider and timeout, and gives the reply whole', async () => {
    let seen: Parameters<RunTutorTurn>[0] | undefined;
    const ai = service((input) => {
      seen = input;
      return {
        textStream: (async function* () {
          yield 'A prime ';
          yield 'has two factors.';
        })(),
        final: Promise.resolve(final('A prime has two factors.')),
      };
    });
    expect((await ai.whole(ai.start(request))).text).toBe('A prime has two factors.');
    expect(seen).toMatchObject({
      provider: ai.provider,
      model: ai.model,
      timeoutMs: config.tutor.timeoutMs,
      userMessage: request.userMessage,
    });
  });

  it('turns a pipeline that throws before streaming, a failed reply and an empty reply into a TutorFailure', async () => {
    const throws = service(() => {
      throw new Error('no model');
    });
    await expect(throws.whole(throws.start(request))).rejects.toBeInstanceOf(TutorFailure);
    const fails = service(() => ({ textStream: (async function* () {})(), final: Promise.reject(new Error('timeout')) }));
    await expect(fails.whole(fails.start(request))).rejects.toBeInstanceOf(TutorFailure);
    const empty = service(() => ({ textStream: (async function* () {})(), final: Promise.resolve(final('  ')) }));
    await expect(empty.whole(empty.start(request))).rejects.toBeInstanceOf(TutorFailure);
  });
});
