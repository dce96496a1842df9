import type { LanguageModel } from 'ai';
import type { AgeBand, AgeGroup } from '@brightpath/shared/age';
import type { SubjectLevel } from '@brightpath/shared/subjects';

/**
 * The contract between the HTTP side of the tutor (modules/chat: routes, storage, providers, usage)
 * and the tutor pipeline (tutor/: prompts, guards, offline engine). Both sides code against this file.
 */

/** Who the tutor is talking to. Never carries a name or an e-mail: nothing personal goes to a provider. */
export type LearnerContext = {
  age: number | null;
  ageBand: AgeBand | null;
  ageGroup: AgeGroup;
  subject: { id: number; name: string; category: string };
  level: SubjectLevel;
  learningStyle: string | null;
  interests: string[];
  /** A skill from the skill tree the learner asked to focus on. */
  skill?: string;
};

export type Turn = { role: 'user' | 'assistant'; content: string };

export type TutorTurnInput = {
  model: LanguageModel;
  /** Which provider the model is, for labelling and for provider-side moderation. */
  provider: 'offline' | 'openai' | 'anthropic' | 'ollama' | 'openai-compatible';
  context: LearnerContext;
  /** Earlier turns of this conversation from the database, oldest first (bounded by the caller). */
  history: Turn[];
  userMessage: string;
  abortSignal?: AbortSignal;
  /** Per-call timeout for the provider, in ms. */
  timeoutMs: number;
};

export type TutorTurnResult = {
  /** Text chunks as they may be shown; already checked by the guards (safe, no early answer). */
  textStream: AsyncIterable<string>;
  /** The complete reply once the stream ends; rejects when the provider failed or timed out. */
  final: Promise<{ text: string; moderated: boolean; answerReleased: boolean }>;
};

/** Implemented in tutor/tutor.ts: moderation in, prompt, model call, answer-withholding and moderation out. */
export type RunTutorTurn = (input: TutorTurnInput) => TutorTurnResult;
