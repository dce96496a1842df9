import type { LanguageModel } from 'ai';
import type { AgeBand, AgeGroup } from '@brightpath/shared/age';
import type { TutorProvider } from '@brightpath/shared/chat';
import type { ModerationAction, ModerationSeverity } from '@brightpath/shared/moderation';
import type { SubjectLevel } from '@brightpath/shared/subjects';
import type { HelplineCountry } from './safety/safety-replies.ts';

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
  /** Where the helplines in a safety reply or check-in are (HELPLINE_COUNTRY); set by the pipeline. */
  helplineCountry?: HelplineCountry;
};

export type Turn = { role: 'user' | 'assistant'; content: string };

export type TutorTurnInput = {
  model: LanguageModel;
  /** Which provider the model is, for labelling and for provider-side moderation. */
  provider: TutorProvider;
  context: LearnerContext;
  /** Earlier turns of this conversation from the database, oldest first (bounded by the caller). */
  history: Turn[];
  userMessage: string;
  abortSignal?: AbortSignal;
  /** Per-call timeout for the provider, in ms. */
  timeoutMs: number;
};

/** What the safety step did in a turn, for the record operators review (no text: that stays in the messages). */
export type TurnModeration = {
  direction: 'input' | 'output';
  category: string;
  severity: ModerationSeverity;
  action: ModerationAction;
};

/**
 * The learner's answer to a maths problem the engine solved and checked, graded by rule, whichever provider replied:
 * the chat's graded work, stored with the turn. `concept`: the topic it practises (its topic card's title).
 * `earned`: right, and the learner's own work (before the tutor could show the answer).
 */
export type GradedAnswer = { concept: string; correct: boolean; earned: boolean };

export type TutorTurnFinal = {
  text: string;
  /**
   * The turn was refused or redirected: it is kept out of later provider context. A supportive reply
   * (self-harm, abuse disclosed) is not: the conversation, and the homework in it, goes on.
   */
  moderated: boolean;
  answerReleased: boolean;
  /** Set whenever the safety step acted, including a supportive reply and removed personal-data requests. */
  moderation: TurnModeration | null;
  /** The learner's message graded as an answer to the open problem; null otherwise (and for a moderated turn). */
  graded: GradedAnswer | null;
};

export type TutorTurnResult = {
  /** Text chunks as they may be shown; already checked by the guards (safe, no early answer). */
  textStream: AsyncIterable<string>;
  /** The complete reply once the stream ends; rejects when the provider failed or timed out. */
  final: Promise<TutorTurnFinal>;
};

/** Implemented in tutor/pipeline/tutor.ts: moderation in, prompt, model call, answer-withholding and moderation out. */
export type RunTutorTurn = (input: TutorTurnInput) => TutorTurnResult;
