// The answer key of a lesson's quiz question (server-only: the browser gets the question without it) and the
// rules that grade a learner's answer against it. Rules only, never a model: a choice by its option id, a number
// by value, an expression by the maths engine's own checker.
import { checkLearnerAnswer, hintFor, NUMBER_WORD_VALUES, parseMathProblem, solveMathProblem } from '@/tutor/math/index.ts';

/**
 * How a quiz question is graded. Plain JSON, so it can be stored with the session and graded later:
 * - choice: the id of the right option (its label is what `expected` shows);
 * - number: a value, within `tolerance` (0 for exact values; about two decimal places for recurring ones),
 *   `display` being the answer as written ('3/4', '90%', '28 square cm'); `form` when the question asks for the
 *   answer written a certain way ('Write 1/4 as a decimal': '1/4' has the value but is not the answer);
 * - expression: a problem the maths engine solves ('Solve x - 4 = 9.'); the learner's answer is graded by the
 *   engine's checker, so 'x = 13' and '13' are both right; `expected` is the engine's answer.
 */
export type QuizKey =
  | { kind: 'choice'; optionId: string; label: string }
  | { kind: 'number'; value: number; tolerance: number; display: string; form?: NumberForm }
  | { kind: 'expression'; problem: string; expected: string };

export type QuizGrade = { correct: boolean; expected: string };

/** How a number must be written when the question says so. */
export type NumberForm = 'decimal' | 'fraction' | 'percentage';

/** The form a question asks its answer in ('as a decimal', 'as a fraction', 'as a percentage'), if any. */
export function formAsked(prompt: string): NumberForm | undefined {
  const asked = prompt.toLowerCase().match(/\b(?:as|into|to) an? (decimal|fraction|percent(?:age)?)\b/)?.[1];
  if (!asked) return undefined;
  return asked.startsWith('percent') ? 'percentage' : (asked as NumberForm);
}

/** Whether the learner wrote the answer in the form asked for. */
function writtenAs(form: NumberForm, answer: string): boolean {
  const a = answer.trim().toLowerCase();
  if (form === 'percentage') return /%|percent/.test(a);
  if (form === 'fraction') return /\d\s*\/\s*\d/.test(a) && !/%|percent/.test(a);
  return !/\/|%|percent/.test(a);
}

/** The key of a number question; its prompt says whether the answer must be written a certain way. */
export function numberKey(value: number, display: string, prompt: string): QuizKey {
  const form = formAsked(prompt);
  return { kind: 'number', value, tolerance: toleranceFor(value), display, ...(form ? { form } : {}) };
}

/** Number words a learner may answer with alone ('nine'), and the two larger ones a quiz may want. */
const WORD_NUMBERS: Record<string, number> = { ...NUMBER_WORD_VALUES, hundred: 100, thousand: 1000 };

/** '1,500' and '1 500' are thousands; '0,75' is a decimal comma; '-2.5' a decimal. */
function decimal(raw: string): number | null {
  let s = raw.replace(/(?<=\d)\s+(?=\d{3}\b)/g, '');
  if (/^[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(s)) s = s.replace(/,/g, '');
  else if (/^[-+]?\d*,\d+$/.test(s)) s = s.replace(',', '.');
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/**
 * The number a learner's answer states, or null: spaces and a trailing unit or percent sign are ignored
 * ('28 cm²', '90%'), a leading 'x =' too; fractions and mixed numbers are values ('3/4' is 0.75, '2 1/4' is 2.25);
 * a decimal comma is read as a point ('0,75'); small numbers may be words ('nine').
 */
export function parseNumberAnswer(answer: string): number | null {
  let s = answer
    .trim()
    .toLowerCase()
    .replace(/[−–]/g, '-')
    .replace(/\s*\(.*\)\s*$/, '')
    .replace(/^[a-z]\s*=\s*/, '')
    .replace(/[.!]$/, '')
    .trim();
  if (s in WORD_NUMBERS) return WORD_NUMBERS[s];
  // A trailing unit: letters, degrees, superscripts, '%' (after the last digit). A lone letter other than a
  // unit's ('2x', '7a') is algebra, not a number.
  const unit = s.match(/(?<=[\d.])\s*(%|[a-zµ°²³][a-zµ°²³ .]*)$/);
  if (unit) {
    if (/^[a-z]$/.test(unit[1]) && !'mglsh'.includes(unit[1])) return null;
    s = s.slice(0, unit.index).trim();
  }
  const mixed = s.match(/^([-+]?)(\d+)\s+(\d+)\s*\/\s*(\d+)$/);
  if (mixed) {
    const [, sign, whole, n, d] = mixed;
    if (Number(d) === 0) return null;
    return (sign === '-' ? -1 : 1) * (Number(whole) + Number(n) / Number(d));
  }
  const fraction = s.match(/^([-+]?[\d.,]+)\s*\/\s*([-+]?[\d.,]+)$/);
  if (fraction) {
    const [n, d] = [decimal(fraction[1]), decimal(fraction[2])];
    return n === null || d === null || d === 0 ? null : n / d;
  }
  return decimal(s);
}

/** Exact for values with a short decimal form (0.75, 34); two decimal places for recurring ones (7/12). */
export function toleranceFor(value: number): number {
  return Math.abs(Math.round(value * 1e4) - value * 1e4) < 1e-6 ? 0 : 0.005;
}

const fold = (s: string) => s.trim().toLowerCase().replace(/[.!]$/, '').replace(/\s+/g, ' ');

/** Whether a learner's answer is right by the key's rules, with the expected answer as a learner reads it. */
export function gradeQuizAnswer(key: QuizKey, answer: string): QuizGrade {
  switch (key.kind) {
    case 'choice': {
      // The option id as sent by the browser; a typed label is accepted too.
      const a = fold(answer);
      return { correct: a === key.optionId.toLowerCase() || a === fold(key.label), expected: key.label };
    }
    case 'number': {
      const value = parseNumberAnswer(answer);
      const correct =
        value !== null &&
        Math.abs(value - key.value) <= key.tolerance + 1e-9 * Math.max(1, Math.abs(key.value)) &&
        (key.form === undefined || writtenAs(key.form, answer));
      return { correct, expected: key.display };
    }
    case 'expression': {
      const problem = parseMathProblem(key.problem);
      const solution = problem && solveMathProblem(problem);
      if (solution?.check.passed) return { correct: checkLearnerAnswer(solution, answer).correct, expected: key.expected };
      // The engine can no longer read the problem (it changed since the key was made): compare as written.
      return { correct: fold(answer).replace(/\s/g, '') === fold(key.expected).replace(/\s/g, ''), expected: key.expected };
    }
  }
}

const FORM_WORDS: Record<NumberForm, string> = { decimal: 'a decimal', fraction: 'a fraction', percentage: 'a percentage' };

/**
 * A hint after a wrong first answer, by rules, that never gives the answer away: for a choice, which option it is
 * not; for a number, whether the answer is too big or too small (or in the wrong form); for a problem, the maths
 * engine's likely slip or its first Socratic hint. `options` are the question's, to name the learner's choice.
 */
export function quizHint(key: QuizKey, answer: string, options: { id: string; label: string }[] = []): string {
  switch (key.kind) {
    case 'choice': {
      const chosen = options.find((o) => o.id.toLowerCase() === fold(answer) || fold(o.label) === fold(answer));
      return chosen
        ? `It is not "${chosen.label.replace(/[.!?]$/, '')}". Think about the key ideas again and try once more.`
        : 'Think about the key ideas again and try once more.';
    }
    case 'number': {
      const value = parseNumberAnswer(answer);
      if (value === null) return 'Write your answer as a number, then try once more.';
      const close = Math.abs(value - key.value) <= key.tolerance + 1e-9 * Math.max(1, Math.abs(key.value));
      if (close && key.form) return `The value is right, but the question asks for it as ${FORM_WORDS[key.form]}. Try once more.`;
      return `Your answer is too ${value > key.value ? 'big' : 'small'}. Check your working and try once more.`;
    }
    case 'expression': {
      const problem = parseMathProblem(key.problem);
      const solution = problem && solveMathProblem(problem);
      if (!solution?.check.passed) return 'Check each step of your working and try once more.';
      const check = checkLearnerAnswer(solution, answer);
      const hint = hintFor(solution, 0);
      return check.kind === 'incorrect' && check.mistake ? `${check.mistake} ${hint}` : hint;
    }
  }
}
