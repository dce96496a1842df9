// Percentage problems: "p% of b", "what percent is part of whole", percentage change, and increase or
// decrease by p%. Worked exactly; each answer is checked by running the calculation backwards.
import { closeTo } from './expr.ts';
import { fmtNumber, isInt, num, q, roundStr, terminates, type Q } from './rational.ts';
import type { MathProblem, MathSolution, MathStep } from './types.ts';

/** Exact when short (12, 0.15, 33.5), otherwise rounded to 2 decimal places with 'about'. */
function show(v: Q): string {
  if (isInt(v) || (terminates(v) && fmtNumber(v, true).length <= 10)) return fmtNumber(v, true);
  return roundStr(num(v), 2);
}

function about(v: Q): string {
  return isInt(v) || terminates(v) ? '' : 'about ';
}

export function solvePercentage(p: MathProblem): MathSolution {
  const question = p.percentage;
  if (!question) throw new Error('not a percentage problem');
  const steps: MathStep[] = [];
  let answer: string;
  let value: number;
  let passed: boolean;
  let detail: string;
  const hundred = q(100);

  switch (question.mode) {
    case 'of': {
      const pc = q(question.percent);
      const base = q(question.base);
      const rate = pc.div(hundred);
      const result = rate.mul(base);
      steps.push({
        explanation: `${show(pc)}% means ${show(pc)} out of 100, so write it as a decimal: ${show(pc)} ÷ 100 = ${show(rate)}.`,
        expression: `${show(pc)}% = ${show(rate)}`,
      });
      steps.push({ explanation: `"Of" means multiply: ${show(rate)} × ${show(base)} = ${show(result)}.`, expression: show(result) });
      answer = show(result);
      value = num(result);
      // Backwards: the result as a share of the base must give the percentage again.
      passed = num(base) === 0 ? value === 0 : closeTo((value / num(base)) * 100, question.percent);
      detail = `Check: ${answer} ÷ ${show(base)} × 100 = ${roundStr(num(base) === 0 ? 0 : (value / num(base)) * 100, 6)}% ✓`;
      break;
    }
    case 'ratio': {
      const part = q(question.part);
      const whole = q(question.whole);
      const share = part.div(whole);
      const pct = share.mul(hundred);
      steps.push({
        explanation: `Write the part over the whole as a fraction: ${show(part)} out of ${show(whole)}.`,
        expression: `${show(part)}/${show(whole)}`,
      });
      steps.push({
        explanation: `Divide: ${show(part)} ÷ ${show(whole)} = ${show(share)}. Multiply by 100 to turn it into a percentage: ${about(pct)}${show(pct)}%.`,
        expression: `${show(share)} × 100 = ${show(pct)}%`,
      });
      answer = `${about(pct)}${show(pct)}%`.replace(/^about /, '≈ ');
      value = num(pct);
      passed = closeTo((value / 100) * question.whole, question.part, 1e-9);
      detail = `Check: ${show(pct)}% of ${show(whole)} = ${roundStr((value / 100) * question.whole, 6)} ✓`;
      break;
    }
    case 'change': {
      const from = q(question.from);
      const to = q(question.to);
      const change = to.sub(from);
      const rate = change.div(from);
      const pct = rate.mul(hundred);
      const up = num(change) >= 0;
      steps.push({
        explanation: `Find the change: new value − original value = ${show(to)} − ${show(from)} = ${show(change)}.`,
        expression: show(change),
      });
      steps.push({
        explanation: `Divide the change by the original value (${show(from)}): ${show(change)} ÷ ${show(from)} = ${show(rate)}.`,
        expression: show(rate),
      });
      steps.push({
        explanation: `Multiply by 100 to get a percentage: ${show(rate)} × 100 = ${show(pct)}%. ${num(change) === 0 ? 'There is no change.' : `It is ${up ? 'an increase' : 'a decrease'} because the value went ${up ? 'up' : 'down'}.`}`,
        expression: `${show(pct)}%`,
      });
      const size = pct.abs();
      answer = num(change) === 0 ? '0% (no change)' : `${about(size) ? '≈ ' : ''}${show(size)}% ${up ? 'increase' : 'decrease'}`;
      value = num(pct);
      passed = closeTo(question.from * (1 + value / 100), question.to, 1e-9);
      detail = `Check: ${show(from)} ${up ? '+' : '−'} ${show(size)}% of ${show(from)} = ${roundStr(question.from * (1 + value / 100), 6)} ✓`;
      break;
    }
    case 'increase':
    case 'decrease': {
      const pc = q(question.percent);
      const base = q(question.base);
      const part = pc.div(hundred).mul(base);
      const up = question.mode === 'increase';
      const result = up ? base.add(part) : base.sub(part);
      const multiplier = up ? q(1).add(pc.div(hundred)) : q(1).sub(pc.div(hundred));
      steps.push({
        explanation: `Find ${show(pc)}% of ${show(base)}: ${show(pc.div(hundred))} × ${show(base)} = ${show(part)}.`,
        expression: show(part),
      });
      steps.push({
        explanation: `${up ? 'Add it on' : 'Take it away'}: ${show(base)} ${up ? '+' : '−'} ${show(part)} = ${show(result)}. (Or in one go: ${show(base)} × ${show(multiplier)}.)`,
        expression: show(result),
      });
      answer = show(result);
      value = num(result);
      passed = closeTo(question.base * (up ? 1 + question.percent / 100 : 1 - question.percent / 100), value, 1e-9);
      detail = `Check with the multiplier: ${show(base)} × ${show(multiplier)} = ${roundStr(question.base * num(multiplier), 6)} ✓`;
      break;
    }
  }
  if (!passed) detail = `The backwards check failed: ${detail.replace(' ✓', '')}.`;
  steps.push({ explanation: `So the answer is ${answer}.`, expression: answer });
  return {
    kind: 'percentage',
    problem: p,
    answer,
    answerValues: [value],
    steps,
    check: { passed, detail },
    facts: { type: 'percentage', question },
  };
}
