// Rule-based grading of a learner's answer (never a model's opinion): equivalent forms are accepted,
// decimal approximations within the precision the learner wrote, and a wrong answer gets the
// likely slip when one of the known patterns explains it.
import { closeTo, evalReal, parseSafe, sameFunction, variablesOf } from './expr.ts';
import { expressionMistake } from './expr-mistakes.ts';
import { checkMeasure } from './check-measure.ts';
import { readExpression, readNumbers, type LearnerValue } from './learner-parse.ts';
import { numericMistake, quadraticMistake } from './mistakes.ts';
import { containsFinalAnswer } from './reveal.ts';
import { gcd } from './rational.ts';
import { isCollected } from './terms.ts';
import type { AnswerCheck, MathSolution } from './types.ts';

const UNREADABLE: AnswerCheck = {
  correct: false,
  kind: 'unparseable',
  mistake: "I couldn't find an answer in that. Could you write just the answer, for example a number or 'x = ...'?",
};

const correct = (note?: string): AnswerCheck => ({ correct: true, kind: 'correct', ...(note ? { note } : {}) });
const incorrect = (mistake?: string): AnswerCheck => ({ correct: false, kind: 'incorrect', ...(mistake ? { mistake } : {}) });

/** Feedback on a wrong answer must not hand over the right one (a value in it can coincide with it). */
function guarded(s: MathSolution, r: AnswerCheck): AnswerCheck {
  if (r.kind !== 'incorrect' || !r.mistake || !containsFinalAnswer(r.mistake, s)) return r;
  return { ...r, mistake: 'Not quite. Try putting your answer back into the question to see where it stops working.' };
}

/** Fewest decimal places a rounded answer may have, per kind. */
function minDecimals(s: MathSolution): number {
  return s.kind === 'percentage' || s.kind === 'quadratic-equation' ? 1 : 2;
}

type Match = 'exact' | 'rounded' | 'too-rough' | 'no';

/** Exact forms must be equal; a typed decimal must be the expected value rounded to its places. */
function compare(l: LearnerValue, expected: number, min: number): Match {
  if (closeTo(l.value, expected, 1e-9)) return 'exact';
  if (l.decimals === null) return 'no';
  // Rounded to the learner's own number of places; 0.9 for 11/12 is right but too rough.
  const within = Math.abs(l.value - expected) <= 0.5 * 10 ** -l.decimals + 1e-12;
  if (!within) return 'no';
  return l.decimals >= min ? 'rounded' : 'too-rough';
}

function dedupe(values: LearnerValue[]): LearnerValue[] {
  const out: LearnerValue[] = [];
  for (const v of values) if (!out.some((o) => closeTo(o.value, v.value, 1e-9))) out.push(v);
  return out;
}

const ROUGH = 'That is close, but give a more precise answer: use a fraction or at least two decimal places.';

function checkSingleValue(s: MathSolution, text: string): AnswerCheck {
  const read = readNumbers(text, s.problem.variable ?? 'x');
  if (!read) return UNREADABLE;
  const expected = s.answerValues[0];
  if (s.facts.type === 'linear' && s.facts.outcome !== 'one') {
    if (read.claim === s.facts.outcome) return correct();
    return incorrect(
      s.facts.outcome === 'none'
        ? `Look at what is left after the ${s.problem.variable ?? 'x'} terms cancel: is it ever true?`
        : `Look at what is left after the ${s.problem.variable ?? 'x'} terms cancel: is it ever false?`,
    );
  }
  if (read.claim) return incorrect('There is a solution: keep going with the steps to find it.');
  const values = dedupe(read.values);
  if (values.length === 0) return UNREADABLE;
  if (values.length > 1) {
    return incorrect(
      s.kind === 'linear-equation' ? 'A linear equation like this has just one solution: which one is it?' : 'Please give just one answer.',
    );
  }
  const v = values[0];
  const min = minDecimals(s);

  if (s.facts.type === 'percentage' && s.facts.question.mode === 'change') {
    const up = expected >= 0;
    const size = compare({ ...v, value: Math.abs(v.value) }, Math.abs(expected), min);
    if (size === 'exact' || size === 'rounded') {
      const saysWrongWay =
        (up && (read.direction === 'decrease' || v.value < 0)) ||
        (!up && (read.direction === 'increase' || (v.value > 0 && /\+/.test(text))));
      if (saysWrongWay)
        return incorrect(`Check the direction: the value went ${up ? 'up' : 'down'}, so it is ${up ? 'an increase' : 'a decrease'}.`);
      return correct();
    }
    if (size === 'too-rough') return incorrect(ROUGH);
    return incorrect(numericMistake(s, v.value, v.decimals, v.text) ?? numericMistake(s, -v.value, v.decimals));
  }

  const m = compare(v, expected, min);
  if (m === 'exact' || m === 'rounded') {
    const frac = text.match(/(\d+)\s*\/\s*(\d+)/);
    const reducible = s.kind === 'fraction' && frac && gcd(Number(frac[1]), Number(frac[2])) > 1;
    return correct(reducible ? 'Correct! The fraction can be simplified further.' : undefined);
  }
  if (m === 'too-rough') return incorrect(ROUGH);
  return incorrect(numericMistake(s, v.value, v.decimals, v.text));
}

function checkQuadratic(s: MathSolution, text: string): AnswerCheck {
  const read = readNumbers(text, s.problem.variable ?? 'x');
  if (!read) return UNREADABLE;
  const roots = s.answerValues;
  if (roots.length === 0) {
    if (read.claim === 'none') return correct();
    return incorrect(
      quadraticMistake(
        s,
        read.values.map((v) => v.value),
        read.values.map((v) => v.text),
      ),
    );
  }
  if (read.claim) return incorrect('There are real solutions here: keep going with the steps to find them.');
  const values = dedupe(read.values);
  if (values.length === 0) return UNREADABLE;
  const min = minDecimals(s);
  const matches = (v: LearnerValue) => roots.some((r) => ['exact', 'rounded'].includes(compare(v, r, min)));
  const allFound = roots.every((r) => values.some((v) => ['exact', 'rounded'].includes(compare(v, r, min))));
  if (allFound && values.every(matches)) return correct();
  if (values.some((v) => roots.some((r) => compare(v, r, min) === 'too-rough'))) return incorrect(ROUGH);
  // A rounded root counts as the root when looking for the slip.
  const snapped = values.map((v) => roots.find((r) => ['exact', 'rounded'].includes(compare(v, r, min))) ?? v.value);
  return incorrect(
    quadraticMistake(
      s,
      snapped,
      values.map((v) => v.text),
    ),
  );
}

function checkExpression(s: MathSolution, text: string): AnswerCheck {
  const answerNode = s.answerExpression ? parseSafe(s.answerExpression) : null;
  const problemNode = parseSafe(s.problem.expression);
  if (!answerNode || !problemNode) return UNREADABLE;
  const vars = [
    ...new Set([...(s.problem.variable ? [s.problem.variable] : []), ...variablesOf(problemNode), ...variablesOf(answerNode)]),
  ].sort();
  const learner = readExpression(text, vars);
  if (!learner) return UNREADABLE;
  const same = vars.length === 0 ? closeTo(evalReal(learner), evalReal(answerNode)) : sameFunction(learner, answerNode, vars);
  if (same) {
    if (s.kind === 'simplify' && !isCollected(learner)) {
      return incorrect('That is equal to the original, but not fully simplified yet: expand any brackets and collect like terms.');
    }
    return correct();
  }
  return incorrect(expressionMistake(s, learner));
}

/** The learner's right answer in their own form: 'x = -1/3', '0.25', '3x^2 + 2'; null when unclear. */
function ownForm(s: MathSolution, text: string): string | null {
  if (s.kind === 'measure') return null;
  if (s.kind === 'simplify' || s.kind === 'derivative') {
    const t = text.trim().replace(/[.!?]+$/, '');
    const after = t.includes('=')
      ? t.slice(t.lastIndexOf('=') + 1).trim()
      : t.replace(/^(?:(?:so|ok|i think|i got|i get|it's|it is|its|the answer is|answer|is it|maybe)\b[\s:,]*)+/i, '');
    return after || null;
  }
  const read = readNumbers(text, s.problem.variable ?? 'x');
  // Only a plain number, decimal or fraction is echoed; a sum still to work out ('9 - 4') is not an answer's form.
  if (!read || read.claim || read.values.some((v) => !v.text || !/^[-−]?\s*\d+(?:\.\d+)?(?:\s*\/\s*\d+)?%?$/.test(v.text.trim())))
    return null;
  const texts = [...new Set(read.values.map((v) => v.text as string))];
  if (/equation/.test(s.kind)) return texts.map((t) => `${s.problem.variable ?? 'x'} = ${t}`).join(' or ');
  const percent = /%/.test(s.answer) && !/%/.test(texts[0]) ? '%' : '';
  return texts.length === 1 ? `${texts[0]}${percent}` : null;
}

function grade(solution: MathSolution, learnerText: string): AnswerCheck {
  switch (solution.kind) {
    case 'quadratic-equation':
      return guarded(solution, checkQuadratic(solution, learnerText));
    case 'simplify':
    case 'derivative':
      return guarded(solution, checkExpression(solution, learnerText));
    case 'measure':
      return guarded(solution, checkMeasure(solution, learnerText, UNREADABLE));
    default:
      return guarded(solution, checkSingleValue(solution, learnerText));
  }
}

/**
 * Grade a learner's answer against a solution. 'unparseable' when no answer can be read (or the
 * solution itself is unverified, which is never graded); otherwise 'correct' or 'incorrect', the
 * latter with the located slip when one of the rules recognises it. A correct answer carries the
 * learner's own form (`shown`) when it reads back as correct, so replies can echo it unchanged.
 */
export function checkLearnerAnswer(solution: MathSolution, learnerText: string): AnswerCheck {
  if (!solution.check.passed) {
    return {
      correct: false,
      kind: 'unparseable',
      mistake: 'This problem could not be verified, so answers to it are not graded automatically.',
    };
  }
  if (typeof learnerText !== 'string' || !learnerText.trim() || learnerText.length > 300) return UNREADABLE;
  const result = grade(solution, learnerText);
  if (!result.correct || result.shown) return result;
  const own = ownForm(solution, learnerText);
  return own && grade(solution, own).correct ? { ...result, shown: own } : result;
}
