// One tutor turn, the same for every provider (the offline tutor included): moderation in, personal
// data redacted, bounded context, pedagogy analysis, system prompt, the provider's stream (model-stream.ts),
// answer withholding and moderation out. See types.ts for the contract with the HTTP side.
import type { ModelMessage } from 'ai';
import type { AgeGroup } from '@brightpath/shared/age';
import { analyseTurn, answerLocked, guardDraft, revealsAnswer, trimReveal, type TurnAnalysis } from './guards/pedagogy.ts';
import { correctAnswerInstruction, verifiedSolution, wrongClaim } from './guards/stated-answer.ts';
import { workedSolution } from './offline/maths-tutor.ts';
import { modelText } from './model-stream.ts';
import { modelForTurn } from './offline/model.ts';
import { checkReadingLevel, READING_TARGETS, type ReadingCheck } from './reading-level.ts';
import {
  moderateInput,
  moderateOutput,
  redactPersonalData,
  safeReply,
  type ModerationResult,
  type ProviderModeration,
  type SafetyCategory,
  type SafetyContext,
} from './guards/safety.ts';
import { SAFETY_CATEGORIES, SUPPORT_CATEGORIES } from './guards/safety-lexicon.ts';
import { ReplyGate, TextQueue, wordChunks, type GateVerdict } from './guards/stream-gate.ts';
import { boundHistory, buildSystemPrompt } from './prompts.ts';
import type { RunTutorTurn, TurnModeration, TutorTurnFinal, TutorTurnInput } from './types.ts';

export type TutorPipelineOptions = {
  /** Provider-side moderation, run in addition to our own classifier (never instead of it). */
  providerModeration?: ProviderModeration;
};

const asCategory = (c: unknown): SafetyCategory =>
  (SAFETY_CATEGORIES as readonly unknown[]).includes(c) ? (c as SafetyCategory) : 'dangerous';

/** Our classifier first; the provider's hook (when wired) second. A failing hook is ignored. */
async function moderate(
  text: string,
  direction: 'input' | 'output',
  ctx: SafetyContext,
  hook: ProviderModeration | undefined,
  signal: AbortSignal | undefined,
  trusted = false,
): Promise<ModerationResult> {
  const own = direction === 'input' ? moderateInput(text, ctx) : moderateOutput(text, ctx, { trusted });
  if (own.flagged || !hook) return own;
  try {
    const theirs = await hook(text, direction, signal);
    if (theirs.flagged) {
      const category = asCategory(theirs.category);
      const support = SUPPORT_CATEGORIES.has(category) && direction === 'input';
      return {
        flagged: true,
        category,
        severity: 'high',
        action: support ? 'support' : direction === 'input' ? 'refuse' : 'redirect',
        reply: safeReply(category, ctx.ageGroup),
      };
    }
  } catch {
    // Provider moderation is an extra layer; our own classifier has already run.
  }
  return own;
}

type Draft = { gate: ReplyGate; unsafe: ModerationResult | null; wrong: string | null };

/** What the safety step did to a flagged message or reply, for the record. */
function turnModeration(direction: 'input' | 'output', r: ModerationResult): TurnModeration {
  const action = r.action !== 'none' ? r.action : direction === 'output' ? 'redirect' : 'refuse';
  return { direction, category: r.category ?? 'dangerous', severity: r.severity, action };
}

/** Stream one draft from the model through a gate; rejects on provider errors, timeouts and aborts. */
async function streamDraft(
  input: TutorTurnInput,
  system: string,
  messages: ModelMessage[],
  analysis: TurnAnalysis,
  out: TextQueue,
): Promise<Draft> {
  const ctx: SafetyContext = { ageGroup: input.context.ageGroup };
  const locked = answerLocked(analysis);
  const solution = verifiedSolution(analysis);
  // Whole sentences are checked before they are shown while an answer is withheld or may be stated (a
  // wrong one must never appear), and for children.
  const mode = solution || ctx.ageGroup === 'child' ? 'buffered' : 'pass-through';
  const trusted = input.provider === 'offline';
  let unsafe: ModerationResult | null = null;
  let wrong: string | null = null;
  // `recent` is the shown text of the last sentence or two: every pattern spans one sentence break at most.
  const check = (recent: string, piece: string): GateVerdict => {
    const text = recent + piece;
    if (locked && revealsAnswer(text, analysis)) return 'reveal';
    const claim = solution && wrongClaim(text, solution);
    if (claim) {
      wrong = claim;
      return 'wrong';
    }
    const verdict = moderateOutput(text, ctx, { trusted });
    if (!verdict.flagged) return 'ok';
    if (verdict.category === 'personal-data') return mode === 'buffered' ? 'skip' : 'ok';
    unsafe = verdict;
    return 'unsafe';
  };
  const gate = new ReplyGate(mode, check, (text) => out.push(text));

  const stop = new AbortController();
  const signals = [AbortSignal.timeout(input.timeoutMs), stop.signal];
  if (input.abortSignal) signals.push(input.abortSignal);
  const signal = AbortSignal.any(signals);
  try {
    // The offline model replies from this turn's context and analysis; any other model is used as it is.
    const model = modelForTurn(input.model, { context: input.context, analysis });
    for await (const text of modelText(model, { system, messages, abortSignal: signal, maxRetries: 1 })) {
      if (!gate.push(text)) {
        stop.abort();
        break;
      }
    }
  } catch (error) {
    if (!stop.signal.aborted) {
      if (input.abortSignal?.aborted) {
        const reason: unknown = input.abortSignal.reason;
        throw reason instanceof Error ? reason : new Error('The tutor reply was aborted or timed out.', { cause: error });
      }
      if (signal.aborted) throw new Error('The tutor reply was aborted or timed out.', { cause: error });
      throw error instanceof Error ? error : new Error(String(error), { cause: error });
    }
  }
  gate.finish();
  return { gate, unsafe, wrong };
}

async function run(input: TutorTurnInput, options: TutorPipelineOptions, out: TextQueue): Promise<TutorTurnFinal> {
  const ctx: SafetyContext = { ageGroup: input.context.ageGroup };
  const say = (text: string) => wordChunks(text).forEach((chunk) => out.push(chunk));

  const incoming = await moderate(input.userMessage, 'input', ctx, options.providerModeration, input.abortSignal);
  if (incoming.flagged) {
    const reply = incoming.reply ?? safeReply(incoming.category ?? 'dangerous', ctx.ageGroup);
    say(reply);
    const moderation = turnModeration('input', incoming);
    // A supportive reply keeps the turn in the conversation (the homework in it is not lost); a refusal does not.
    return { text: reply, moderated: moderation.action !== 'support', answerReleased: false, moderation };
  }

  // Nothing personal goes to a provider: contact details are redacted from every turn.
  const history = input.history.map((t) => ({ role: t.role, content: redactPersonalData(t.content) }));
  const message = redactPersonalData(input.userMessage);
  const analysis = analyseTurn(history, message);
  const { turns, summary } = boundHistory(history);
  const messages: ModelMessage[] = [...turns, { role: 'user', content: message }];
  const system = buildSystemPrompt(input.context, analysis, { summary });

  const draftWith = (instruction: string | undefined, sink: TextQueue) =>
    streamDraft(
      input,
      instruction ? buildSystemPrompt(input.context, analysis, { summary, instruction }) : system,
      messages,
      analysis,
      sink,
    );
  let draft = await draftWith(undefined, out);
  let regenerated = false;
  let tail = '';
  if (draft.gate.stopped === 'reveal') {
    // Regenerate once with the stronger instruction, but only if nothing has been shown yet (a
    // second full reply after a partly shown one would repeat itself); otherwise trim.
    const regenerate = draft.gate.shown.trim()
      ? undefined
      : async (instruction: string) => {
          regenerated = true;
          draft = await draftWith(instruction, out);
          return draft.gate.stopped === 'reveal' ? draft.gate.raw : draft.gate.shown;
        };
    const guarded = await guardDraft(draft.gate.raw, analysis, regenerate);
    if (guarded.trimmed) tail = showRest(guarded.text, draft.gate.shown, out);
  }
  if (draft.gate.stopped === 'wrong') {
    // A wrong final answer was stopped before it was shown: one more draft told the right answer (or, while
    // it is withheld, told to state none), then the server's own working.
    if (!draft.gate.shown.trim() && !regenerated) draft = await draftWith(correctAnswerInstruction(analysis, draft.wrong ?? ''), out);
    if (draft.gate.stopped === 'wrong' || draft.gate.stopped === 'reveal')
      tail = showRest(correction(draft.gate.shown, analysis), draft.gate.shown, out);
  }

  let text = draft.gate.shown + tail;
  let moderated = false;
  let moderation: TurnModeration | null = null;
  if (draft.gate.stopped === 'unsafe') {
    text = draft.unsafe?.reply ?? safeReply('dangerous', ctx.ageGroup);
    if (!draft.gate.shown && !tail) say(text);
    moderated = true;
    moderation = draft.unsafe
      ? turnModeration('output', draft.unsafe)
      : { direction: 'output', category: 'dangerous', severity: 'high', action: 'redirect' };
  }
  if (!text.trim()) throw new Error('The tutor produced an empty reply.');

  // Final checks on the whole reply (the gate checked it piece by piece; this is the safety net).
  const last = await guardDraft(text, analysis);
  text = last.text;
  const outgoing = moderated
    ? null
    : await moderate(text, 'output', ctx, options.providerModeration, input.abortSignal, input.provider === 'offline');
  if (outgoing?.flagged) {
    text = outgoing.reply ?? safeReply(outgoing.category ?? 'dangerous', ctx.ageGroup);
    moderated = outgoing.category !== 'personal-data' || moderated;
    moderation = turnModeration('output', outgoing);
  }
  if (!moderated && !tail && input.provider !== 'offline')
    text = await atReadingLevel(text, input.context.ageGroup, (instruction) => draftWith(instruction, new TextQueue()));
  const released = !!analysis.solution && analysis.solution.check.passed && analysis.answerAllowed;
  return { text, moderated, answerReleased: released && !moderated, moderation };
}

/**
 * The reply at the learner's reading level (DESIGN.md section 4): one that reads above it is written again
 * asking for simpler words, unseen, and the easier of the two is kept (the `done` event carries it, and the
 * page shows it in place of the streamed draft). The offline tutor's replies are written at each level already.
 */
async function atReadingLevel(text: string, group: AgeGroup, redraft: (instruction: string) => Promise<Draft>): Promise<string> {
  const first = checkReadingLevel(text, group);
  if (first.ok) return text;
  const second = await redraft(simplerWordsInstruction(group, first.grade)).catch(() => null);
  if (!second || second.gate.stopped || !second.gate.shown.trim()) return text;
  const again = checkReadingLevel(second.gate.shown, group);
  return easier(again, first) ? second.gate.shown : text;
}

/** Grade first (a passing grade wins), then length for a child. */
function easier(a: ReadingCheck, b: ReadingCheck): boolean {
  if (a.ok !== b.ok) return a.ok;
  return (a.grade ?? 0) < (b.grade ?? 0);
}

/** The instruction for the one redraft of a reply above the learner's reading level. */
function simplerWordsInstruction(group: AgeGroup, grade: number | null): string {
  const target = READING_TARGETS[group];
  return [
    `IMPORTANT: your previous draft read at school grade ${grade ?? 'too high'}, above this learner's level.`,
    `Write the same reply again at grade ${target.maxGrade} or below: short sentences, everyday words, one idea at a time.`,
    target.maxWords ? `Use at most ${target.maxWords} words.` : '',
    'Keep the maths, the hint and the question; change only how it is said.',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * What follows the checked part of a draft that kept stating a wrong answer: the verified worked solution
 * once it may be given, else the next hint and a question.
 */
function correction(shown: string, analysis: TurnAnalysis): string {
  const solution = verifiedSolution(analysis)!;
  if (!analysis.answerAllowed) return trimReveal(shown, analysis);
  const lead = shown.trim() ? `${shown.trimEnd()}\n\n` : '';
  return `${lead}Here is the working, checked step by step:\n\n${workedSolution(solution)}`;
}

/** After a trim, show what the guarded text adds to what was already shown (the guiding question). */
function showRest(guardedText: string, shown: string, out: TextQueue): string {
  const base = shown.trimEnd();
  const rest = guardedText.startsWith(base) ? guardedText.slice(base.length) : '';
  out.push(rest);
  return rest;
}

/** Build the pipeline, optionally with provider moderation (wired by the HTTP side). */
export function createRunTutorTurn(options: TutorPipelineOptions = {}): RunTutorTurn {
  return (input) => {
    const out = new TextQueue();
    const final = run(input, options, out).finally(() => out.end());
    // The caller awaits `final`; this only keeps an unobserved failure from crashing the process.
    final.catch(() => {});
    return { textStream: out, final };
  };
}

/** The tutor pipeline with our own moderation only. */
export const runTutorTurn: RunTutorTurn = createRunTutorTurn();
