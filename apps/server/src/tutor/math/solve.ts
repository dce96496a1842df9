// Entry point of the solver: dispatch on the kind, and make sure nothing unverified looks verified.
import { solveArithmetic } from './solve-arithmetic.ts';
import { solveDerivative } from './solve-derivative.ts';
import { solveLinear } from './solve-linear.ts';
import { solveMeasure } from './solve-measure.ts';
import { solvePercentage } from './solve-percent.ts';
import { solveQuadratic } from './solve-quadratic.ts';
import { solveSimplify } from './solve-simplify.ts';
import type { MathProblem, MathSolution } from './types.ts';

/** Prefix of the answer of a solution whose check failed; the grader and hints refuse to use it. */
export const UNVERIFIED = 'Unverified: ';

function dispatch(p: MathProblem): MathSolution {
  switch (p.kind) {
    case 'arithmetic':
    case 'fraction':
      return solveArithmetic(p);
    case 'percentage':
      return solvePercentage(p);
    case 'linear-equation':
      return solveLinear(p);
    case 'quadratic-equation':
      return solveQuadratic(p);
    case 'simplify':
      return solveSimplify(p);
    case 'derivative':
      return solveDerivative(p);
    case 'measure':
      return solveMeasure(p);
  }
}

/**
 * Solve a problem from parseMathProblem with worked steps and an independent check. Never throws:
 * a problem the solver cannot handle comes back with check.passed false and no answer. When the
 * check fails the answer is marked 'Unverified: ...' and the last step says so, so the tutor can
 * never present it as correct.
 */
export function solveMathProblem(p: MathProblem): MathSolution {
  let s: MathSolution;
  try {
    s = dispatch(p);
  } catch (e) {
    return {
      kind: p.kind,
      problem: p,
      answer: `${UNVERIFIED}no answer`,
      answerValues: [],
      steps: [{ explanation: 'I could not work this one out reliably, so I will not give an answer for it.' }],
      check: { passed: false, detail: `The solver could not handle this problem (${e instanceof Error ? e.message : 'unknown error'}).` },
      facts: { type: 'none' },
    };
  }
  return markUnverified(s);
}

/** Mark a solution whose check failed, so no caller can mistake its answer for a verified one. */
export function markUnverified(s: MathSolution): MathSolution {
  if (s.check.passed || s.answer.startsWith(UNVERIFIED)) return s;
  return {
    ...s,
    answer: `${UNVERIFIED}${s.answer}`,
    steps: [...s.steps, { explanation: 'My check of this answer did not work out, so treat it as unconfirmed and check it yourself.' }],
  };
}
