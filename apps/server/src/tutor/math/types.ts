// Public types of the maths engine. Kept in one small file so the guards, the offline tutor,
// the answer checker and the hint builder share one vocabulary.

export type MathKind =
  'arithmetic' | 'fraction' | 'percentage' | 'linear-equation' | 'quadratic-equation' | 'simplify' | 'derivative' | 'measure';

/** The four percentage questions learners ask most; each has its own worked method. */
export type PercentageQuestion =
  | { mode: 'of'; percent: number; base: number } // 15% of 80
  | { mode: 'ratio'; part: number; whole: number } // 12 is what percent of 80
  | { mode: 'change'; from: number; to: number } // percentage change from 50 to 65
  | { mode: 'increase' | 'decrease'; percent: number; base: number }; // increase 80 by 15%

/** Lengths with their unit as written ('m', 'cm', 'in'; '' when none was given). */
export type Shape = 'rectangle' | 'square' | 'triangle' | 'circle' | 'cube' | 'cuboid';
export type Quantity = 'area' | 'perimeter' | 'circumference' | 'volume';
export interface MeasureQuestion {
  quantity: Quantity;
  shape: Shape;
  /** Named lengths: length, width, side, base, height, radius, diameter. */
  lengths: Record<string, number>;
  unit: string;
}

export interface MathProblem {
  kind: MathKind;
  /** The learner's original text, untouched. */
  text: string;
  /**
   * Machine form with explicit operators ('2*x + 3 = 7'), parseable by mathjs (per side) and nerdamer.
   * For percentages it is the arithmetic that answers the question.
   */
  expression: string;
  /** Learner-facing form ('2x + 3 = 7', '3/4 + 1/6', '15% of 80'). */
  display: string;
  /** Equation sides in machine form (equations only). */
  lhs?: string;
  rhs?: string;
  /** The unknown (equations), the variable of differentiation, or the first variable of an expression. */
  variable?: string;
  percentage?: PercentageQuestion;
  measure?: MeasureQuestion;
  /** How many more problems the same message held (the tutor takes the first and says so). */
  others?: number;
}

export interface MathStep {
  explanation: string;
  expression?: string;
}

export interface MathCheck {
  passed: boolean;
  detail: string;
}

/**
 * Facts the solver worked out that the answer checker and the hint builder reuse, so neither has to
 * re-derive the maths (and cannot disagree with the solver).
 */
export type SolutionFacts =
  | { type: 'arithmetic'; leftToRight?: number; singleOp?: { op: string; left: number; right: number } }
  | { type: 'fraction'; operands: Array<{ n: number; d: number }>; ops: string[] }
  | { type: 'percentage'; question: PercentageQuestion }
  | {
      type: 'linear';
      /** Each side collected: a1 x + b1 = a2 x + b2 (decimal values of exact fractions). */
      a1: number;
      b1: number;
      a2: number;
      b2: number;
      outcome: 'one' | 'none' | 'all';
    }
  | {
      type: 'quadratic';
      /** Standard form a x^2 + b x + c = 0 after clearing fractions and common factors. */
      a: number;
      b: number;
      c: number;
      discriminant: number;
      method: 'factor' | 'common-factor' | 'square-root' | 'formula' | 'no-real';
    }
  | { type: 'simplify'; termCount: number }
  | { type: 'measure'; question: MeasureQuestion; /** Exact multiple of π, when the answer is one. */ piMultiple: number | null }
  | {
      type: 'derivative';
      /** The polynomial terms c·x^n of the expression, or null when it is not a sum of powers. */
      terms: Array<{ coefficient: number; power: number }> | null;
    }
  | { type: 'none' };

export interface MathSolution {
  kind: MathKind;
  problem: MathProblem;
  /** Learner-facing answer: 'x = 2', '11/12', '12', 'x = 2 or x = 3', '3x^2 + 2'. */
  answer: string;
  /** Numeric answers (roots, values) for grading; empty for expression answers or no real solution. */
  answerValues: number[];
  /** Machine form of an expression answer (simplify, derivative), for grading by evaluation. */
  answerExpression?: string;
  steps: MathStep[];
  /** Independent verification (substitution, inverse operation, numerical comparison). */
  check: MathCheck;
  facts: SolutionFacts;
}

export interface AnswerCheck {
  correct: boolean;
  kind: 'correct' | 'incorrect' | 'unparseable';
  /** Where the learner probably went wrong (incorrect), or why the text could not be read (unparseable). */
  mistake?: string;
  /** A remark on a correct answer, e.g. that a fraction can be simplified further. */
  note?: string;
  /** The learner's answer in their own form ('x = -1/3', '0.25'), for echoing it back. */
  shown?: string;
}
