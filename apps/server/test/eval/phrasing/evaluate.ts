// Plays each phrasing case through the real pipeline (runScenario → runTutorTurn with the offline model)
// and judges the replies with the evaluation's own assertions and the rule-based grader.
import type { LanguageModel } from 'ai';
import { analyseTurn, type TurnAnalysis } from '@/tutor/guards/pedagogy.ts';
import type { MathSolution } from '@/tutor/math/index.ts';
import type { Turn } from '@/tutor/types.ts';
import { asksGuidingQuestion, correctMaths, noFinalAnswer } from '../assertions.ts';
import { runScenario, type TurnResult } from '../runner.ts';
import { CORE_SUBJECTS, type EvalAge, type Scenario } from '../scenarios.ts';
import type { PhrasingCase, PhrasingKind } from './types.ts';

/** One judged unit: a problem engaged with, an attempt graded, or a follow-up handled. */
export type Outcome = {
  kind: PhrasingKind;
  age: EvalAge;
  measure: 'engaged' | 'graded' | 'handled';
  pass: boolean;
  /** Why it failed (empty when it passed). */
  detail: string;
};

export type CaseResult = { outcomes: Outcome[]; wrongStated: string[] };

/** The replies that decline or greet instead of teaching. */
const DECLINED =
  /outside what I know|I don't know about that one|What would you like to (?:work on|learn about)|I couldn't (?:check|verify)|won't guess/i;
/** A reply that calls the learner's attempt right. */
const CALLS_RIGHT = /\bis right\b|you're right|that step is right|a correct step|\bcorrect\b(?!ly)/i;
const CALLS_WRONG = /^(?:Not quite|Check)/;

/** The reply's maths as plain text: '$11 \\times 13$' reads '11 × 13'. */
const plainMaths = (t: string) =>
  t
    .replace(/\\times\s*/g, '× ')
    .replace(/\\div\s*/g, '÷ ')
    .replace(/\^\{([^{}]*)\}/g, '^$1')
    .replace(/\$/g, '');

const short = (t: string) => t.replace(/\s+/g, ' ').slice(0, 140);

/** The analysis the pipeline made of each learner turn, recomputed from the stored conversation. */
function analyses(results: TurnResult[]): TurnAnalysis[] {
  const history: Turn[] = [];
  return results.map((r) => {
    const a = analyseTurn(history, r.learner);
    history.push({ role: 'user', content: r.learner }, { role: 'assistant', content: r.reply });
    return a;
  });
}

function scenarioOf(c: PhrasingCase, index: number): Scenario {
  const learner =
    c.type === 'problem' ? [c.text] : c.type === 'attempt' ? [c.problem, ...c.attempts.map((x) => x.text)] : [...c.before, c.text];
  return {
    id: `phrasing-${index}`,
    title: c.kind,
    age: c.age,
    subject: CORE_SUBJECTS.maths,
    turns: learner.map((text) => ({ learner: text, checks: [] })),
  };
}

/** Engaged Socratically: the problem found, no decline, no final answer, a guiding question. */
function engaged(reply: string, a: TurnAnalysis, display: string | null, several = false): string {
  const s = a.solution;
  if (!s || !a.problemIsNew) return `no problem found (move ${a.move})`;
  if (display !== null && s.problem.display !== display) return `found "${s.problem.display}", expected "${display}"`;
  if (DECLINED.test(reply)) return `declined: "${short(reply)}"`;
  if (several && !/\bfirst one\b/i.test(reply)) return `several problems, but the reply does not say it takes the first: "${short(reply)}"`;
  const hidden = noFinalAnswer(reply, s);
  if (!hidden.pass) return hidden.detail;
  const asks = asksGuidingQuestion(reply);
  return asks.pass ? '' : asks.detail;
}

/** A fraction the learner wrote is never turned into a rounded decimal, and a right one is echoed as written. */
function ownForm(attempt: string, reply: string, right: boolean): string {
  const fraction = attempt.replace(/\s+/g, '').match(/-?\d+\/\d+/)?.[0];
  if (!fraction) return '';
  const [top, bottom] = fraction.split('/').map(Number);
  const decimal = Math.abs(top / bottom)
    .toFixed(2)
    .replace(/^0/, '');
  const text = plainMaths(reply).replace(/\s+/g, '');
  if (right && !text.includes(fraction)) return `the reply does not echo ${fraction}: "${short(reply)}"`;
  return !Number.isInteger(top / bottom) && text.includes(decimal) ? `the reply turns ${fraction} into a decimal: "${short(reply)}"` : '';
}

/** No reply states a wrong final answer to the problem that was open when it was written. */
function wrongStatements(results: TurnResult[], states: TurnAnalysis[]): string[] {
  const out: string[] = [];
  results.forEach((r, i) => {
    const s: MathSolution | null = states[i].solution;
    if (!s || !s.check.passed) return;
    const verdict = correctMaths(r.reply, s);
    if (!verdict.pass) out.push(`"${r.learner}": ${verdict.detail} in "${short(r.reply)}"`);
  });
  return out;
}

export async function evaluateCase(model: LanguageModel, c: PhrasingCase, index: number): Promise<CaseResult> {
  const results = await runScenario(model, 'offline', scenarioOf(c, index));
  const states = analyses(results);
  const wrongStated = wrongStatements(results, states);
  const said = c.type === 'problem' ? c.text : c.type === 'attempt' ? c.problem : c.text;
  const outcome = (measure: Outcome['measure'], detail: string): Outcome => ({
    kind: c.kind,
    age: c.age,
    measure,
    pass: detail === '',
    detail: detail && `[${said}] ${detail}`,
  });

  if (c.type === 'problem')
    return { outcomes: [outcome('engaged', engaged(results[0].reply, states[0], c.display, c.kind === 'multiple'))], wrongStated };

  if (c.type === 'attempt') {
    const outcomes = c.attempts.map((attempt, i) => {
      const a = states[i + 1];
      const reply = results[i + 1].reply;
      const graded = a.check ? a.check.correct : null;
      if (!states[0].solution) return outcome('graded', `problem not found in "${c.problem}"`);
      if (graded === null) return outcome('graded', `"${attempt.text}" was not graded (move ${a.move})`);
      if (graded !== attempt.right)
        return outcome('graded', `"${attempt.text}" graded ${graded ? 'right' : 'wrong'}: ${a.check?.mistake ?? a.check?.note ?? ''}`);
      if (attempt.right && !CALLS_RIGHT.test(reply))
        return outcome('graded', `right attempt "${attempt.text}" not recognised: "${short(reply)}"`);
      if (!attempt.right && !CALLS_WRONG.test(reply))
        return outcome('graded', `wrong attempt "${attempt.text}" not called wrong: "${short(reply)}"`);
      return outcome('graded', c.kind === 'attempt-fraction' ? ownForm(attempt.text, reply, attempt.right) : '');
    });
    return { outcomes, wrongStated };
  }

  const last = results[results.length - 1].reply;
  const before = states[states.length - 2];
  const now = states[states.length - 1];
  let detail: string;
  if (c.kind === 'practice') {
    if (now.move !== 'practice' || !now.solution) detail = `no practice problem (move ${now.move})`;
    else if (now.solution.kind !== before.solution?.kind || now.solution.problem.display === before.solution?.problem.display)
      detail = `"${now.solution.problem.display}" is not a fresh ${before.solution?.kind} problem`;
    else if (!plainMaths(last).includes(now.solution.problem.display))
      detail = `the reply does not show ${now.solution.problem.display}: "${short(last)}"`;
    else detail = engaged(last, now, null);
  } else {
    const s = now.solution;
    if (now.move !== 'follow-up' || !s) detail = `not read as a follow-up (move ${now.move})`;
    else if (DECLINED.test(last)) detail = `declined: "${short(last)}"`;
    else detail = [noFinalAnswer(last, s), asksGuidingQuestion(last)].find((r) => !r.pass)?.detail ?? '';
  }
  return { outcomes: [outcome('handled', detail)], wrongStated };
}

/** Rates per phrasing kind and age band, as a markdown table. */
export function rateTable(outcomes: Outcome[], ages: readonly EvalAge[]): string {
  const kinds = [...new Set(outcomes.map((o) => o.kind))];
  const cell = (list: Outcome[]) =>
    list.length
      ? `${list.filter((o) => o.pass).length}/${list.length} (${Math.round((100 * list.filter((o) => o.pass).length) / list.length)}%)`
      : '–';
  const rows = kinds.map((kind) => {
    const of = outcomes.filter((o) => o.kind === kind);
    return `| ${kind} | ${of[0].measure} | ${ages.map((age) => cell(of.filter((o) => o.age === age))).join(' | ')} | ${cell(of)} |`;
  });
  return [
    `| phrasing | measured | ${ages.map((a) => `age ${a}`).join(' | ')} | all |`,
    `|---|---|${ages.map(() => '---').join('|')}|---|`,
    ...rows,
  ].join('\n');
}
