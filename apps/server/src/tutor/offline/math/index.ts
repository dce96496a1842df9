// Public API of the offline maths solver: pure functions, no network, no model.
//
//   const problem = parseMathProblem(message);          // null when the message is not maths
//   const solution = problem && solveMathProblem(problem); // steps + an independent check
//   checkLearnerAnswer(solution, reply);                 // rule-based grading with the likely slip
//   hintFor(solution, attempt);                          // a hint that keeps the answer hidden
//   containsFinalAnswer(draft, solution);                // screen a tutor draft before sending it
export { parseMathProblem } from './detect.ts';
export { solveMathProblem, UNVERIFIED } from './solve.ts';
export { checkLearnerAnswer } from './check-answer.ts';
export { hintFor, containsFinalAnswer } from './hints.ts';
export type {
  AnswerCheck,
  MathCheck,
  MathKind,
  MathProblem,
  MathSolution,
  MathStep,
  PercentageQuestion,
  SolutionFacts,
} from './types.ts';
