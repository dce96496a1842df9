// The phrasing evaluation: maths problems and attempts written the way learners type them (filler, chat
// spelling, labels, unicode, LaTeX, Leibniz notation, brackets, several problems at once, units, worked
// lines, fractions, follow-ups), played through runTutorTurn with the offline model. It asserts that
// problems in scope are engaged Socratically (at least 95%), that every attempt is graded correctly by
// the rule-based checker, and that no reply ever states a wrong answer; it prints the rates per phrasing
// kind and age band and writes them to docs/evaluation/phrasing.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createOfflineModel } from '@/tutor/offline/model.ts';
import { EVAL_AGES } from '../scenarios.ts';
import { ATTEMPT_CASES, FOLLOW_UP_CASES } from './conversations.ts';
import { evaluateCase, rateTable, type Outcome } from './evaluate.ts';
import { PROBLEM_CASES } from './problems.ts';
import type { PhrasingCase } from './types.ts';

const CASES: PhrasingCase[] = [...PROBLEM_CASES, ...ATTEMPT_CASES, ...FOLLOW_UP_CASES];
const REPORT = fileURLToPath(new URL('../../../../../docs/evaluation/phrasing.md', import.meta.url));

const rate = (list: Outcome[]) => (list.length ? list.filter((o) => o.pass).length / list.length : 1);
const percent = (x: number) => `${Math.round(x * 1000) / 10}%`;

function report(outcomes: Outcome[], wrongStated: string[]): string {
  const engaged = outcomes.filter((o) => o.measure === 'engaged');
  const graded = outcomes.filter((o) => o.measure === 'graded');
  const handled = outcomes.filter((o) => o.measure === 'handled');
  return [
    '# Phrasing evaluation',
    '',
    'Maths problems and attempts written the way learners type them: filler and framing around the problem',
    "('pls', 'how do i solve this', 'for x'), chat spelling ('u', 'w/', 'idk'), worksheet labels ('q3:', 'ex 4)'),",
    'unicode symbols and superscripts (x², −, ×, ½), LaTeX (x^{2}, \\frac, $...$, \\( \\)), Leibniz and prime notation',
    "(d/dx, dy/dx, f'(x)), brackets and implicit multiplication, several problems in one message, measurements with",
    "units, and attempts given as a number, an expression, a worked line or a fraction, plus follow-ups ('another one',",
    "'I still don't get it'). Each case is played through `runTutorTurn` with the offline model, for ages 10, 15 and 30",
    '(child, teen and adult).',
    '',
    '- **engaged**: the problem is found, the reply does not decline or greet, does not state the final answer, and asks a guiding question.',
    '- **graded**: the attempt is graded right or wrong by the rule-based checker as marked in the data, and the reply says so; a fraction the learner wrote is never turned into a decimal.',
    '- **handled**: a practice request gets a fresh problem of the same kind with its answer withheld; a request to explain again gets a simpler explanation, still without the answer.',
    '',
    'Run it with `npx vitest run --project server apps/server/test/eval/phrasing` (this file is rewritten by the run).',
    '',
    `Cases: ${CASES.length} (${PROBLEM_CASES.length} problems, ${ATTEMPT_CASES.length} conversations with ${graded.length} attempts, ${FOLLOW_UP_CASES.length} follow-ups).`,
    '',
    rateTable(outcomes, EVAL_AGES),
    '',
    `- Problems in scope engaged Socratically: ${percent(rate(engaged))} (required: at least 95%)`,
    `- Attempts graded correctly: ${percent(rate(graded))} (required: 100%)`,
    `- Follow-ups handled: ${percent(rate(handled))}`,
    `- Replies stating a wrong answer: ${wrongStated.length} (required: 0)`,
    '',
  ].join('\n');
}

describe('phrasing evaluation', () => {
  it('has at least 200 cases across the three age bands', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(CASES.map((c) => c.age))).toEqual(new Set(EVAL_AGES));
  });

  it('engages problems, grades attempts by rules and never states a wrong answer', { timeout: 240_000 }, async () => {
    const model = createOfflineModel();
    const outcomes: Outcome[] = [];
    const wrongStated: string[] = [];
    for (const [i, c] of CASES.entries()) {
      const r = await evaluateCase(model, c, i);
      outcomes.push(...r.outcomes);
      wrongStated.push(...r.wrongStated);
    }
    const text = report(outcomes, wrongStated);
    console.log(text);
    const failures = outcomes.filter((o) => !o.pass).map((o) => `${o.kind} (age ${o.age}): ${o.detail}`);
    if (failures.length) console.log(`Failures:\n${failures.join('\n')}`);
    if (wrongStated.length) console.log(`Wrong answers stated:\n${wrongStated.join('\n')}`);
    mkdirSync(dirname(REPORT), { recursive: true });
    writeFileSync(REPORT, text);

    expect(rate(outcomes.filter((o) => o.measure === 'engaged'))).toBeGreaterThanOrEqual(0.95);
    expect(outcomes.filter((o) => o.measure === 'graded' && !o.pass).map((o) => o.detail)).toEqual([]);
    expect(wrongStated).toEqual([]);
  });
});
