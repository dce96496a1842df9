import { describe, it, expect } from 'vitest';
import { parseMathProblem } from './detect.ts';
import { markUnverified, solveMathProblem, UNVERIFIED } from './solve.ts';
import type { MathKind, MathSolution } from './types.ts';

function solve(text: string): MathSolution {
  const p = parseMathProblem(text);
  if (!p) throw new Error(`not detected: ${text}`);
  return solveMathProblem(p);
}

/** [problem, kind, answer, answerValues (approximately)] */
const CASES: Array<[string, MathKind, string, number[]]> = [
  // arithmetic
  ['12 * 7', 'arithmetic', '84', [84]],
  ['what is 144 divided by 12', 'arithmetic', '12', [12]],
  ['what is 2 + 3 × 4?', 'arithmetic', '14', [14]],
  ['what is -5 + 3', 'arithmetic', '-2', [-2]],
  ['what is 0.1 + 0.2', 'arithmetic', '0.3', [0.3]],
  ['(2 + 3) × 4 - 6 ÷ 2', 'arithmetic', '17', [17]],
  ['what is 10 / 4', 'arithmetic', '2.5', [2.5]],
  ['what is 10 / 3', 'arithmetic', '10/3 ≈ 3.3333', [10 / 3]],
  ['2^10', 'arithmetic', '1024', [1024]],
  ['-3 × -4', 'arithmetic', '12', [12]],
  // fractions
  ['what is 3/4 + 1/6?', 'fraction', '11/12', [11 / 12]],
  ['5/6 - 1/3', 'fraction', '1/2', [0.5]],
  ['2/3 × 3/5', 'fraction', '2/5', [0.4]],
  ['3/4 ÷ 1/6', 'fraction', '9/2', [4.5]],
  ['1/5 + 2/5', 'fraction', '3/5', [0.6]],
  ['simplify 6/8', 'fraction', '3/4', [0.75]],
  ['2 + 1/3', 'fraction', '7/3', [7 / 3]],
  ['1/4 - 3/4', 'fraction', '-1/2', [-0.5]],
  // percentages
  ["what's 15% of 80", 'percentage', '12', [12]],
  ['what is 12.5% of 40', 'percentage', '5', [5]],
  ['what percent of 80 is 12', 'percentage', '15%', [15]],
  ['1 is what percent of 3', 'percentage', '≈ 33.33%', [100 / 3]],
  ['percentage increase from 50 to 65', 'percentage', '30% increase', [30]],
  ['percentage decrease from 80 to 60', 'percentage', '25% decrease', [-25]],
  ['increase 80 by 15%', 'percentage', '92', [92]],
  ['decrease 200 by 12.5%', 'percentage', '175', [175]],
  // linear equations
  ['solve 2x + 3 = 7', 'linear-equation', 'x = 2', [2]],
  ['5x − 2 = 3x + 8', 'linear-equation', 'x = 5', [5]],
  ['-3x + 4 = -8', 'linear-equation', 'x = 4', [4]],
  ['solve 2(x + 1) = 10', 'linear-equation', 'x = 4', [4]],
  ['x/2 + 1 = 4', 'linear-equation', 'x = 6', [6]],
  ['0.5x + 1.2 = 3', 'linear-equation', 'x = 3.6', [3.6]],
  ['3x + 4 = 4 - x', 'linear-equation', 'x = 0', [0]],
  ['4x = 6', 'linear-equation', 'x = 3/2', [1.5]],
  ['7 - x = 10', 'linear-equation', 'x = -3', [-3]],
  ['solve for y: 3y - 4 = 11', 'linear-equation', 'y = 5', [5]],
  ['2x + 3 = 2x + 5', 'linear-equation', 'no solution', []],
  ['2(x + 1) = 2x + 2', 'linear-equation', 'every number is a solution', []],
  // quadratics
  ['find x: x^2 - 5x + 6 = 0', 'quadratic-equation', 'x = 2 or x = 3', [2, 3]],
  ['x^2 + x - 12 = 0', 'quadratic-equation', 'x = -4 or x = 3', [-4, 3]],
  ['x^2 - 6x + 9 = 0', 'quadratic-equation', 'x = 3', [3]],
  ['2x^2 - 10x + 12 = 0', 'quadratic-equation', 'x = 2 or x = 3', [2, 3]],
  ['x^2 = 9', 'quadratic-equation', 'x = -3 or x = 3', [-3, 3]],
  ['x^2 - 4x = 0', 'quadratic-equation', 'x = 0 or x = 4', [0, 4]],
  ['2x^2 - 3x - 2 = 0', 'quadratic-equation', 'x = -1/2 or x = 2', [-0.5, 2]],
  ['x^2 + 2x - 1 = 0', 'quadratic-equation', 'x = -1 - √2 ≈ -2.414 or x = -1 + √2 ≈ 0.414', [-1 - Math.SQRT2, -1 + Math.SQRT2]],
  [
    'x^2 - 5x + 3 = 0',
    'quadratic-equation',
    'x = (5 - √13)/2 ≈ 0.697 or x = (5 + √13)/2 ≈ 4.303',
    [(5 - Math.sqrt(13)) / 2, (5 + Math.sqrt(13)) / 2],
  ],
  ['x^2 - 2 = 0', 'quadratic-equation', 'x = -√2 ≈ -1.414 or x = √2 ≈ 1.414', [-Math.SQRT2, Math.SQRT2]],
  ['x^2 + x + 1 = 0', 'quadratic-equation', 'no real solutions', []],
  ['x^2 + 4 = 0', 'quadratic-equation', 'no real solutions', []],
  ['-x^2 + 4 = 0', 'quadratic-equation', 'x = -2 or x = 2', [-2, 2]],
  ['x^2 + 3x = 10', 'quadratic-equation', 'x = -5 or x = 2', [-5, 2]],
  // simplification
  ['simplify 2(x+3) - x', 'simplify', 'x + 6', []],
  ['simplify 3(x − 2) − (x − 4)', 'simplify', '2x - 2', []],
  ['expand (x+1)(x-1)', 'simplify', 'x^2 - 1', []],
  ['expand and simplify (x + 2)^2', 'simplify', 'x^2 + 4x + 4', []],
  ['collect like terms: 3a + 2b - a', 'simplify', '2a + 2b', []],
  ['simplify 4x - 2(3 - x)', 'simplify', '6x - 6', []],
  // derivatives
  ['derivative of x^3 + 2x', 'derivative', '3x^2 + 2', []],
  ['differentiate 3x^2', 'derivative', '6x', []],
  ["what's the derivative of -4x^2 + 3x - 7?", 'derivative', '-8x + 3', []],
  ['d/dx (x^2 + 5)', 'derivative', '2x', []],
  ['derivative of 5', 'derivative', '0', []],
  ['derivative of 2x^5 - x^4 + 3x^2 - x + 1', 'derivative', '10x^4 - 4x^3 + 6x - 1', []],
  ['derivative of 1/x', 'derivative', '-1/x^2', []],
  ['derivative of sin x + x^2', 'derivative', '2x + cos(x)', []],
  ['differentiate t^3 with respect to t', 'derivative', '3t^2', []],
];

describe('solveMathProblem: answers across kinds', () => {
  it(`covers at least 25 problems (${CASES.length})`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(CASES)('%s', (text, kind, answer, values) => {
    const s = solve(text);
    expect(s.kind).toBe(kind);
    expect(s.check.passed, s.check.detail).toBe(true);
    expect(s.answer).toBe(answer);
    expect(s.answerValues).toHaveLength(values.length);
    values.forEach((v, i) => expect(s.answerValues[i]).toBeCloseTo(v, 9));
    expect(s.steps.length).toBeGreaterThan(0);
    for (const step of s.steps) expect(step.explanation.length).toBeGreaterThan(0);
    expect(s.answer.startsWith(UNVERIFIED)).toBe(false);
  });
});

const texts = (s: MathSolution) => s.steps.map((st) => `${st.explanation} ${st.expression ?? ''}`).join('\n');

describe('solveMathProblem: the steps teach the method', () => {
  it('linear: undo +3, divide by 2, check by substitution', () => {
    const s = solve('solve 2x + 3 = 7');
    expect(s.steps[0]).toEqual({ explanation: 'To undo + 3, subtract 3 from both sides.', expression: '2x = 4' });
    expect(s.steps[1]).toEqual({ explanation: 'Divide both sides by 2 to get x on its own.', expression: 'x = 2' });
    expect(s.steps[2].expression).toBe('2(2) + 3 = 7 ✓');
    expect(s.check.detail).toContain('2(2) + 3 = 7 ✓');
  });

  it('linear with x on both sides gathers the x terms first', () => {
    const s = solve('5x - 2 = 3x + 8');
    expect(s.steps[0].explanation).toMatch(/Subtract 3x from both sides/);
    expect(s.steps[0].expression).toBe('2x - 2 = 8');
    expect(s.steps[1].expression).toBe('2x = 10');
    expect(s.check.detail).toMatch(/left side 5\(5\) - 2 = 23, right side 3\(5\) \+ 8 = 23/);
  });

  it('linear with brackets expands first; fractions multiply by the reciprocal', () => {
    expect(solve('solve 2(x + 1) = 10').steps[0]).toEqual({
      explanation: 'Expand any brackets and collect like terms on each side.',
      expression: '2x + 2 = 10',
    });
    expect(texts(solve('x/2 + 1 = 4'))).toMatch(/Multiply both sides by 2/);
    expect(texts(solve('7 - x = 10'))).toMatch(/Multiply both sides by -1/);
  });

  it('fractions: common denominator, rewrite, add numerators', () => {
    const t = texts(solve('3/4 + 1/6'));
    expect(t).toMatch(/lowest common denominator is 12/);
    expect(t).toMatch(/3\/4 = 9\/12 and 1\/6 = 2\/12/);
    expect(t).toMatch(/9 \+ 2 = 11/);
    expect(texts(solve('3/4 ÷ 1/6'))).toMatch(/reciprocal/);
    expect(texts(solve('3/4 ÷ 1/6'))).toMatch(/4 1\/2/);
    expect(texts(solve('2/3 × 3/5'))).toMatch(/6\/15 = 2\/5/);
  });

  it('arithmetic follows the order of operations', () => {
    const s = solve('2 + 3 × 4');
    expect(s.steps.map((st) => st.expression)).toContain('2 + 12');
    expect(texts(s)).toMatch(/Multiply: 3 × 4 = 12/);
    expect(solve('144 ÷ 12').check.detail).toBe('Check by multiplying back: 12 × 12 = 144 ✓');
  });

  it('quadratics: factorising when the roots are integers', () => {
    const t = texts(solve('x^2 - 5x + 6 = 0'));
    expect(t).toMatch(/multiply to 6 and add to -5/);
    expect(t).toMatch(/\(x - 3\)\(x - 2\) = 0/);
    expect(texts(solve('x^2 - 6x + 9 = 0'))).toMatch(/\(x - 3\)\^2 = 0/);
    expect(texts(solve('2x^2 - 10x + 12 = 0'))).toMatch(/divide both sides by 2/);
  });

  it('quadratics: the formula with the discriminant, and no real roots when it is negative', () => {
    const t = texts(solve('x^2 - 5x + 3 = 0'));
    expect(t).toMatch(/quadratic formula/);
    expect(t).toMatch(/= 13/);
    const none = solve('x^2 + x + 1 = 0');
    expect(texts(none)).toMatch(/discriminant is negative/);
    expect(none.check.detail).toMatch(/complex/);
    expect(texts(solve('x^2 + 4 = 0'))).toMatch(/never negative/);
  });

  it('simplification expands each bracket and collects like terms', () => {
    const s = solve('simplify 3(x - 2) - (x - 4)');
    expect(s.steps.map((st) => st.expression)).toEqual([
      '3(x - 2) = 3x - 6',
      '-(x - 4) = -x + 4',
      '3x - 6 - x + 4',
      '3x - x = 2x',
      '-6 + 4 = -2',
      '2x - 2',
    ]);
    expect(s.answerExpression).toBe('2*x - 2');
  });

  it('derivatives: power rule term by term, constants vanish', () => {
    const s = solve('derivative of -4x^2 + 3x - 7');
    const t = texts(s);
    expect(t).toMatch(/d\/dx\(-4x\^2\) = 2 × \(-4x\) = -8x/);
    expect(t).toMatch(/-7 is a constant, so its derivative is 0/);
    expect(s.facts).toEqual({
      type: 'derivative',
      terms: [
        { coefficient: -4, power: 2 },
        { coefficient: 3, power: 1 },
        { coefficient: -7, power: 0 },
      ],
    });
  });

  it('derivatives outside the power rule are done by nerdamer and still checked', () => {
    const s = solve('derivative of x*sin(x)');
    expect(s.check.passed).toBe(true);
    expect(s.answer).toBe('x cos(x) + sin(x)');
  });
});

describe('solveMathProblem: never presents an unverified answer as correct', () => {
  it('marks a failed check as unverified', () => {
    const good = solve('solve 2x + 3 = 7');
    expect(markUnverified(good)).toBe(good);
    const failed = markUnverified({ ...good, check: { passed: false, detail: 'substitution gave 9, not 7' } });
    expect(failed.answer).toBe(`${UNVERIFIED}x = 2`);
    expect(failed.steps[failed.steps.length - 1].explanation).toMatch(/unconfirmed/);
    expect(markUnverified(failed).answer).toBe(failed.answer);
  });

  it('a problem the solver cannot handle returns no answer instead of throwing', () => {
    const s = solveMathProblem({ kind: 'simplify', text: 'nonsense', expression: 'sin(x) / x', display: 'sin(x)/x', variable: 'x' });
    expect(s.check.passed).toBe(false);
    expect(s.answer).toBe(`${UNVERIFIED}no answer`);
  });
});
