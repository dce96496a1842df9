// The tutor as the app's features use it, built once per app (app.ts AppContext): the configured provider's model (or
// the offline tutor), its moderation and second opinion, and the pipeline every AI call goes through (tutor.ts: our
// own safety check, the provider or the offline engine, timeouts and cancellation, the reply's checks). The chat, the
// assistant and the structured lesson take it from here; tests replace the model or the pipeline through `overrides`.
import type { TutorConfig } from '../config.ts';
import type { HelplineCountry } from './safety/safety.ts';
import { createTutorModel, type CreateTutorModel, type TutorModel } from './pipeline/providers.ts';
import { createRunTutorTurn } from './pipeline/tutor.ts';
import type { RunTutorTurn } from './types.ts';

/** What a test may put in place of the real thing: its own model factory, or its own pipeline. */
export type TutorOverrides = { runTurn?: RunTutorTurn; createModel?: CreateTutorModel };

export type TutorService = TutorModel & {
  /** One turn through the whole pipeline. */
  runTurn: RunTutorTurn;
  /** How long a provider may take before the specified failure reply (TUTOR_TIMEOUT_MS). */
  timeoutMs: number;
};

export function createTutorService(
  config: { tutor: TutorConfig; helplineCountry: HelplineCountry },
  overrides: TutorOverrides = {},
): TutorService {
  const tutor = (overrides.createModel ?? createTutorModel)(config.tutor);
  const runTurn =
    overrides.runTurn ??
    createRunTutorTurn({ providerModeration: tutor.moderation, secondOpinion: tutor.secondOpinion, country: config.helplineCountry });
  return { ...tutor, runTurn, timeoutMs: config.tutor.timeoutMs };
}
