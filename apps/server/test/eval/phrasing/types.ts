// The phrasing evaluation's case types: a problem to be engaged with Socratically, a short
// conversation whose attempts must be graded right or wrong by rules, or a follow-up on an open problem.
import type { EvalAge } from '../scenarios.ts';

/** How a problem or an attempt is phrased: the row of the results table. */
export type PhrasingKind =
  | 'filler'
  | 'chat'
  | 'label'
  | 'unicode'
  | 'latex'
  | 'leibniz'
  | 'brackets'
  | 'multiple'
  | 'units'
  | 'attempt-number'
  | 'attempt-expression'
  | 'attempt-line'
  | 'attempt-fraction'
  | 'practice'
  | 'simpler';

/** A problem in scope: the tutor must engage with it (no decline, no final answer, a guiding question). */
export type ProblemCase = { type: 'problem'; kind: PhrasingKind; age: EvalAge; text: string; display: string };

/** One learner attempt after the problem, and whether the rules must grade it right. */
export type Attempt = { text: string; right: boolean };

/** A problem, then attempts in turn: each is graded by rules, and no wrong answer is called right. */
export type AttemptCase = { type: 'attempt'; kind: PhrasingKind; age: EvalAge; problem: string; attempts: Attempt[] };

/**
 * A follow-up on an open problem: 'practice' wants a fresh problem of the same kind with its answer
 * withheld; 'simpler' wants the current step explained again, still without the answer.
 */
export type FollowUpCase = { type: 'follow-up'; kind: 'practice' | 'simpler'; age: EvalAge; before: string[]; text: string };

export type PhrasingCase = ProblemCase | AttemptCase | FollowUpCase;
