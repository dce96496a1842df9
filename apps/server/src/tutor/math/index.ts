// Public API of the maths engine: pure functions, no network, no model. Used by the guards (every
// provider) and by the offline tutor; it imports neither (tutor/README.md).
//
//   const problem = parseMathProblem(message);          // null when the message is not maths
//   const solution = problem && solveMathProblem(problem); // steps + an independent check
//   checkLearnerAnswer(solution, reply);                 // rule-based grading with the likely slip
//   hintFor(solution, attempt);                          // a hint that keeps the answer hidden
//   containsFinalAnswer(draft, solution);                // screen a tutor draft before sending it
//   gradeStep(lineProblem, solution);                    // a line of working, graded by algebra
//   practiceProblem(solution, seed);                     // a fresh problem of the same kind
export { isBareValue, parseMathProblem } from './detect.ts';
export { solveMathProblem, UNVERIFIED } from './solve.ts';
export { checkLearnerAnswer } from './check-learner-answer.ts';
export { hintFor, hintOptions, containsFinalAnswer } from './hints.ts';
export { explainSimply } from './explain.ts';
export { practiceProblem, seededRandom } from './practice.ts';
export { NUMBER_WORD_VALUES } from './learner-parse.ts';
export { gradeStep, relateLine, type LineRelation } from './working.ts';
export type { AnswerCheck, MathCheck, MathKind, MathProblem, MathSolution, MathStep, PercentageQuestion, SolutionFacts } from './types.ts';
