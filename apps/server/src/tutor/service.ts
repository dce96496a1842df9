// The tutor as the app's features use it, built once per app (app.ts AppContext): the configured provider's model (or
// the offline tutor), its moderation and second opinion, and the pipeline every AI call goes through (tutor.ts: our
// own safety check, the provider or the offline engine, timeouts and cancellation, the reply's checks). The chat, the
// assistant and the structured lesson take it from here; tests replace the model or the pipeline through `overrides`.
import type { TutorConfig } from '../config.ts';
import { loadSafetyModel } from './safety/classifier/model.ts';
import type { HelplineCountry } from './safety/safety.ts';
import { createTutorModel, type CreateTutorModel, type TutorModel } from './pipeline/providers.ts';
import { createRunTutorTurn } from './pipeline/tutor.ts';
import type { RunTutorTurn, TutorTurnFinal, TutorTurnInput, TutorTurnResult } from './types.ts';

/** What a test may put in place of the real thing: its own model factory, or its own pipeline. */
export type TutorOverrides = { runTurn?: RunTutorTurn; createModel?: CreateTutorModel };

/** A turn as a feature asks for it: the service adds the provider, its timeout and, unless the feature brings its own, the model. */
export type TutorRequest = Omit<TutorTurnInput, 'model' | 'provider' | 'timeoutMs'> & { model?: TutorTurnInput['model'] };

export type TutorService = TutorModel & {
  /** One turn through the whole pipeline. */
  runTurn: RunTutorTurn;
  /** How long a provider may take before the specified failure reply (TUTOR_TIMEOUT_MS). */
  timeoutMs: number;
  /**
   * Starts a turn: the configured model (or the feature's), provider and timeout. Never throws: a pipeline that fails
   * before streaming is a failed turn like any other, and its failure is observed so it is never an unhandled rejection.
   */
  start: (request: TutorRequest) => TutorTurnResult;
  /**
   * The turn's reply, whole: drained (so the pipeline's gate and checks run even though nobody shows the chunks) and
   * checked non-empty. Rejects with `TutorFailure` when the provider failed, timed out or said nothing: each feature
   * answers that with its specified failure reply (the chat's apology, the assistant's failure message).
   */
  whole: (result: TutorTurnResult) => Promise<TutorTurnFinal>;
};

/** The provider failed, timed out or answered nothing; `cause` says which. */
export class TutorFailure extends Error {
  constructor(cause: unknown) {
    super('The tutor gave no reply', { cause });
  }
}

export function createTutorService(
  config: { tutor: TutorConfig; helplineCountry: HelplineCountry },
  overrides: TutorOverrides = {},
): TutorService {
  // Our own safety check reads every learner's message: its model is loaded with the app, before the first one
  // arrives, so no request waits for it (a wait inside a turn would eat into the provider's timeout).
  loadSafetyModel();
  const tutor = (overrides.createModel ?? createTutorModel)(config.tutor);
  const runTurn =
    overrides.runTurn ??
    createRunTutorTurn({ providerModeration: tutor.moderation, secondOpinion: tutor.secondOpinion, country: config.helplineCountry });
  const timeoutMs = config.tutor.timeoutMs;

  const start = (request: TutorRequest): TutorTurnResult => {
    let result: TutorTurnResult;
    try {
      result = runTurn({ ...request, model: request.model ?? tutor.model, provider: tutor.provider, timeoutMs });
    } catch (err) {
      result = { textStream: (async function* () {})(), final: Promise.reject(err) };
    }
    result.final.catch(() => {});
    return result;
  };

  const whole = async (result: TutorTurnResult): Promise<TutorTurnFinal> => {
    let final: TutorTurnFinal;
    try {
      for await (const _ of result.textStream);
      final = await result.final;
    } catch (err) {
      throw new TutorFailure(err);
    }
    if (!final.text.trim()) throw new TutorFailure(new Error('empty reply'));
    return final;
  };

  return { ...tutor, runTurn, timeoutMs, start, whole };
}
