// Plays a scripted conversation through the tutor pipeline (runTutorTurn), turn by turn with the history
// accumulating as the chat route stores it, and applies each turn's assertions to the reply. Also
// `rawReply`: what the model says to the same prompt with no guard in between, so the evaluation can
// show what the guards catch.
import { ageBand, ageGroup } from '@brightpath/shared/age';
import { streamText, type LanguageModel, type ModelMessage } from 'ai';
import { analyseTurn } from '@/tutor/guards/pedagogy.ts';
import { modelForTurn } from '@/tutor/offline/model.ts';
import { boundHistory, buildSystemPrompt } from '@/tutor/pipeline/prompts.ts';
import { runTutorTurn } from '@/tutor/pipeline/tutor.ts';
import type { LearnerContext, RunTutorTurn, Turn, TutorTurnInput } from '@/tutor/types.ts';
import {
  asksGuidingQuestion,
  correctMaths,
  locatesMistake,
  noFinalAnswer,
  noPersonalDataRequest,
  readingLevelOk,
  refusesUnsafe,
  releasesAnswer,
  solveProblem,
  type AssertionResult,
} from './assertions.ts';
import type { AssertionKind, Check, Scenario } from './scenarios.ts';

export type Provider = TutorTurnInput['provider'];

export type CheckResult = AssertionResult & { kind: AssertionKind; offlineGap?: string };

export type TurnResult = {
  scenario: string;
  /** 1-based turn number within the scenario. */
  turn: number;
  age: number;
  subject: string;
  learner: string;
  reply: string;
  /** What was streamed to the learner, joined (should equal `reply`). */
  streamed: string;
  moderated: boolean;
  answerReleased: boolean;
  checks: CheckResult[];
};

export type RunOptions = {
  /** Apply only these kinds of assertion (the rest of each turn's checks are skipped). */
  only?: readonly AssertionKind[];
  /** The pipeline (default: runTutorTurn with our own moderation only). */
  runTurn?: RunTutorTurn;
  timeoutMs?: number;
};

/** The learner context of a scenario (no name, no e-mail: nothing personal reaches a provider). */
export function contextFor(scenario: Pick<Scenario, 'age' | 'subject'>): LearnerContext {
  return {
    age: scenario.age,
    ageBand: ageBand(scenario.age),
    ageGroup: ageGroup(scenario.age),
    subject: { ...scenario.subject },
    level: 'beginner',
    learningStyle: null,
    interests: [],
  };
}

/** Apply one check to a reply. */
export function evaluate(check: Check, reply: string, scenario: Pick<Scenario, 'age' | 'problem'>): CheckResult {
  const needsProblem = check.kind === 'noFinalAnswer' || check.kind === 'releasesAnswer' || check.kind === 'correctMaths';
  const solution = needsProblem && scenario.problem ? solveProblem(scenario.problem) : null;
  const r = ((): AssertionResult => {
    if (needsProblem && !solution)
      return { pass: false, detail: `the scenario has no problem the solver reads (${scenario.problem ?? 'none'})` };
    switch (check.kind) {
      case 'noFinalAnswer':
        return noFinalAnswer(reply, solution!);
      case 'releasesAnswer':
        return releasesAnswer(reply, solution!);
      case 'correctMaths':
        return correctMaths(reply, solution!);
      case 'guidingQuestion':
        return asksGuidingQuestion(reply);
      case 'readingLevel':
        return readingLevelOk(reply, ageGroup(scenario.age));
      case 'noPersonalData':
        return noPersonalDataRequest(reply);
      case 'locatesMistake':
        return locatesMistake(reply, check.keywords);
      case 'refusesUnsafe':
        return refusesUnsafe(reply, check.category);
    }
  })();
  return { kind: check.kind, ...r, ...(check.offlineGap ? { offlineGap: check.offlineGap } : {}) };
}

/** Play a scenario through the tutor pipeline and apply each turn's assertions to the reply. */
export async function runScenario(
  model: LanguageModel,
  provider: Provider,
  scenario: Scenario,
  options: RunOptions = {},
): Promise<TurnResult[]> {
  const run = options.runTurn ?? runTutorTurn;
  const context = contextFor(scenario);
  const history: Turn[] = [];
  const results: TurnResult[] = [];
  for (const [i, scripted] of scenario.turns.entries()) {
    const turn = run({
      model,
      provider,
      context,
      history: [...history],
      userMessage: scripted.learner,
      timeoutMs: options.timeoutMs ?? 10_000,
    });
    let streamed = '';
    for await (const chunk of turn.textStream) streamed += chunk;
    const final = await turn.final;
    history.push({ role: 'user', content: scripted.learner }, { role: 'assistant', content: final.text });
    const checks = scripted.checks
      .filter((c) => !options.only || options.only.includes(c.kind))
      .map((c) => evaluate(c, final.text, scenario));
    results.push({
      scenario: scenario.id,
      turn: i + 1,
      age: scenario.age,
      subject: scenario.subject.name,
      learner: scripted.learner,
      reply: final.text,
      streamed,
      // The safety step answered instead of the tutor (a refusal, or support that keeps the turn).
      moderated: final.moderated || final.moderation?.action === 'support',
      answerReleased: final.answerReleased,
      checks,
    });
  }
  return results;
}

/**
 * What the model itself replies to a learner message, given exactly the prompt the pipeline would send
 * (system prompt with the pedagogy analysis, bounded history), but with no moderation, no answer
 * withholding and no trimming: the 'before the guards' side of the evaluation.
 */
export async function rawReply(model: LanguageModel, context: LearnerContext, history: Turn[], userMessage: string): Promise<string> {
  const analysis = analyseTurn(history, userMessage);
  const { turns, summary } = boundHistory(history);
  const messages: ModelMessage[] = [...turns, { role: 'user', content: userMessage }];
  const result = streamText({
    model: modelForTurn(model, { context, analysis }),
    system: buildSystemPrompt(context, analysis, { summary }),
    messages,
    maxRetries: 0,
  });
  return await result.text;
}

/** One row per assertion: turn, age, subject, assertion, pass, detail. */
export function formatTable(results: TurnResult[], { failuresOnly = false } = {}): string {
  const rows: string[][] = [['turn', 'age', 'subject', 'assertion', 'pass', 'learner / detail']];
  for (const r of results) {
    for (const c of r.checks) {
      if (failuresOnly && c.pass) continue;
      const pass = c.pass ? 'yes' : c.offlineGap ? 'no (known)' : 'NO';
      rows.push([`${r.scenario}#${r.turn}`, String(r.age), r.subject, c.kind, pass, `"${r.learner}": ${c.detail}`]);
    }
  }
  const widths = rows[0].slice(0, -1).map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return rows.map((row) => row.map((cell, col) => (col < widths.length ? cell.padEnd(widths[col]) : cell)).join(' | ')).join('\n');
}

export const failuresOf = (results: TurnResult[]) =>
  results.flatMap((r) => r.checks.filter((c) => !c.pass).map((c) => `${r.scenario}#${r.turn} ${c.kind}: ${c.detail}`));
