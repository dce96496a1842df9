// One tutor turn, the same for every provider (the offline tutor included): moderation in, personal
// data redacted, bounded context, pedagogy analysis, system prompt, the provider's stream (model-stream.ts),
// answer withholding and moderation out. See types.ts for the contract with the HTTP side.
import type { ModelMessage } from 'ai';
import type { AgeGroup } from '@brightpath/shared/age';
import { analyseTurn, answerLocked, gradedAttempt, guardDraft, revealsAnswer, trimReveal, type TurnAnalysis } from '../guards/pedagogy.ts';
import { mathKindCard } from '../offline/library/index.ts';
import { correctAnswerInstruction, verifiedSolution, wrongClaim } from '../guards/stated-answer.ts';
import { workedSolution } from '../offline/maths-tutor.ts';
import { modelText } from './model-stream.ts';
import { modelForTurn } from '../offline/model.ts';
import { checkReadingLevel, READING_TARGETS, type ReadingCheck } from '../reading-level.ts';
import {
  moderateInput,
  moderateOutput,
  redactPersonalData,
  safeReply,
  type HelplineCountry,
  type ModerationResult,
  type ProviderModeration,
  type SafetyCategory,
  type SafetyContext,
} from '../safety/safety.ts';
import { SAFETY_CATEGORIES, SUPPORT_CATEGORIES } from '../safety/safety-lexicon.ts';
import { ReplyGate, TextQueue, wordChunks, type GateVerdict } from '../guards/stream-gate.ts';
import { boundHistory, buildSystemPrompt } from './prompts.ts';
import type { SecondOpinion } from './second-opinion.ts';
import type { GradedAnswer, RunTutorTurn, TurnModeration, TutorTurnFinal, TutorTurnInput } from '../types.ts';

export type TutorPipelineOptions = {
  /** Provider-side moderation, run in addition to our own classifier (never instead of it). */
  providerModeration?: ProviderModeration;
  /** The provider's verdict on a message our model is unsure about (second-opinion.ts); none for the offline tutor. */
  secondOpinion?: SecondOpinion;
  /** Where the helplines in a safety reply are (HELPLINE_COUNTRY). */
  country?: HelplineCountry;
};

/**
 * The reply's text, held back while the provider's second opinion is pending; shown from the start once the
 * message is found safe, dropped if it is not.
 */
class HeldQueue extends TextQueue {
  private held: string[] = [];
  private released = false;
  constructor(private readonly out: TextQueue) {
    super();
  }
  override push(text: string): void {
    if (this.released) this.out.push(text);
    else if (text) this.held.push(text);
  }
  release(): void {
    this.released = true;
    for (const text of this.held.splice(0)) this.out.push(text);
  }
}

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
  checked?: ModerationResult,
): Promise<ModerationResult> {
  const own = checked ?? (direction === 'input' ? moderateInput(text, ctx) : moderateOutput(text, ctx, { trusted }));
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
        reply: safeReply(category, ctx.ageGroup, false, ctx.country),
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
  const ctx: SafetyContext = { ageGroup: input.context.ageGroup, country: input.context.helplineCountry };
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

/** The safety reply to a flagged learner message, said in place of any draft. */
function flaggedTurn(incoming: ModerationResult, ctx: SafetyContext, out: TextQueue): TutorTurnFinal {
  const reply = incoming.reply ?? safeReply(incoming.category ?? 'dangerous', ctx.ageGroup, false, ctx.country);
  wordChunks(reply).forEach((chunk) => out.push(chunk));
  const moderation = turnModeration('input', incoming);
  // A supportive reply keeps the turn in the conversation (the homework in it is not lost); a refusal does not.
  return { text: reply, moderated: moderation.action !== 'support', answerReleased: false, moderation, graded: null };
}

/** What the provider's 'unsafe' verdict on a message becomes: the reply that fits its category. */
function fromOpinion(category: SafetyCategory | null, ctx: SafetyContext): ModerationResult {
  const c = category ?? 'dangerous';
  const support = SUPPORT_CATEGORIES.has(c);
  return {
    flagged: true,
    category: c,
    severity: 'high',
    action: support ? 'support' : 'refuse',
    reply: safeReply(c, ctx.ageGroup, false, ctx.country),
  };
}

async function run(input: TutorTurnInput, options: TutorPipelineOptions, out: TextQueue): Promise<TutorTurnFinal> {
  const ctx: SafetyContext = { ageGroup: input.context.ageGroup, country: options.country };
  const own = moderateInput(input.userMessage, ctx);
  const ask = own.model?.uncertain && options.secondOpinion && input.provider !== 'offline' ? options.secondOpinion : null;
  if (!ask) {
    const incoming = await moderate(input.userMessage, 'input', ctx, options.providerModeration, input.abortSignal, false, own);
    if (incoming.flagged) return flaggedTurn(incoming, ctx, out);
    return reply(input, options, out);
  }
  // Our model is unsure: the provider's verdict decides (a failed call leaves our own). The reply is drafted
  // meanwhile and held, so a safe message loses no time; an unsafe one never shows a word of it.
  const stop = new AbortController();
  const held = new HeldQueue(out);
  const abortSignal = input.abortSignal ? AbortSignal.any([input.abortSignal, stop.signal]) : stop.signal;
  const replying = reply({ ...input, abortSignal }, options, held);
  replying.catch(() => {});
  const verdict = await ask(input.userMessage, ctx.ageGroup, input.abortSignal).catch(() => null);
  const unsafe = verdict ? verdict.unsafe : own.flagged;
  if (unsafe) {
    stop.abort();
    return flaggedTurn(
      own.flagged && (!verdict || own.category === verdict.category) ? own : fromOpinion(verdict?.category ?? null, ctx),
      ctx,
      out,
    );
  }
  held.release();
  return replying;
}

/** The tutor's reply to a message found safe: drafts, guards and the final checks. */
async function reply(turn: TutorTurnInput, options: TutorPipelineOptions, out: TextQueue): Promise<TutorTurnFinal> {
  const ctx: SafetyContext = { ageGroup: turn.context.ageGroup, country: options.country };
  // The offline tutor's check-in names the operator's helplines too.
  const input: TutorTurnInput = options.country ? { ...turn, context: { ...turn.context, helplineCountry: options.country } } : turn;
  const say = (text: string) => wordChunks(text).forEach((chunk) => out.push(chunk));

  // Nothing personal goes to a provider: contact details are redacted from every learner turn. The tutor's own turns
  // are ours (a safety reply's helpline numbers are not the learner's phone number).
  const history = input.history.map((t) => ({ role: t.role, content: t.role === 'user' ? redactPersonalData(t.content) : t.content }));
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
    text = draft.unsafe?.reply ?? safeReply('dangerous', ctx.ageGroup, false, ctx.country);
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
    text = outgoing.reply ?? safeReply(outgoing.category ?? 'dangerous', ctx.ageGroup, false, ctx.country);
    moderated = outgoing.category !== 'personal-data' || moderated;
    moderation = turnModeration('output', outgoing);
  }
  if (!moderated && !tail && input.provider !== 'offline')
    text = await atReadingLevel(text, input.context.ageGroup, (instruction) => draftWith(instruction, new TextQueue()));
  const released = !!analysis.solution && analysis.solution.check.passed && analysis.answerAllowed;
  return { text, moderated, answerReleased: released && !moderated, moderation, graded: moderated ? null : gradedAnswer(analysis) };
}

/** The turn's graded answer, named by the topic card of its kind of problem (the concept it practises). */
function gradedAnswer(analysis: TurnAnalysis): GradedAnswer | null {
  const attempt = gradedAttempt(analysis);
  if (!attempt) return null;
  const concept = mathKindCard(attempt.kind)?.title ?? attempt.kind;
  return { concept, correct: attempt.correct, earned: attempt.earned };
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
