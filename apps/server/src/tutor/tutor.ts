// One tutor turn, the same for every provider (the offline tutor included): moderation in, personal
// data redacted, bounded context, pedagogy analysis, system prompt, streamText, answer withholding and
// moderation out. See types.ts for the contract with the HTTP side.
import { streamText, type ModelMessage } from 'ai';
import { analyseTurn, answerLocked, guardDraft, revealsAnswer, type TurnAnalysis } from './guards/pedagogy.ts';
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
import { ReplyGate, TextQueue, wordChunks, type GateVerdict } from './guards/stream-gate.ts';
import { boundHistory, buildSystemPrompt } from './prompts.ts';
import type { LearnerContext, RunTutorTurn, TurnModeration, TutorTurnFinal, TutorTurnInput } from './types.ts';

export type TutorPipelineOptions = {
  /** Provider-side moderation, run in addition to our own classifier (never instead of it). */
  providerModeration?: ProviderModeration;
};

/** What the offline model reads from `providerOptions.brightpath`. */
export type BrightpathProviderOptions = { context: LearnerContext; analysis: TurnAnalysis };


const CATEGORIES: SafetyCategory[] = ['self-harm', 'violence', 'sexual', 'hate', 'dangerous', 'personal-data', 'jailbreak'];
const asCategory = (c: unknown): SafetyCategory => (CATEGORIES.includes(c as SafetyCategory) ? (c as SafetyCategory) : 'dangerous');

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
      return { flagged: true, category, reply: safeReply(category, ctx.ageGroup) };
    }
  } catch {
    // Provider moderation is an extra layer; our own classifier has already run.
  }
  return own;
}

type Draft = { gate: ReplyGate; unsafe: ModerationResult | null };

/** What the safety step did, for the record: our classifier says severity and action; a provider's hook does not. */
function turnModeration(direction: 'input' | 'output', r: ModerationResult): TurnModeration {
  const category = r.category ?? 'dangerous';
  if (r.action && r.action !== 'none' && r.severity) return { direction, category, severity: r.severity, action: r.action };
  if (category === 'personal-data') return { direction, category, severity: 'low', action: 'remove-personal-data' };
  if (category === 'self-harm' && direction === 'input') return { direction, category, severity: 'critical', action: 'support' };
  return { direction, category, severity: 'high', action: direction === 'output' ? 'redirect' : 'refuse' };
}

/** Stream one draft from the model through a gate; rejects on provider errors, timeouts and aborts. */
async function streamDraft(input: TutorTurnInput, system: string, messages: ModelMessage[], analysis: TurnAnalysis, out: TextQueue): Promise<Draft> {
  const ctx: SafetyContext = { ageGroup: input.context.ageGroup };
  const locked = answerLocked(analysis);
  const mode = locked || ctx.ageGroup === 'child' ? 'buffered' : 'pass-through';
  const trusted = input.provider === 'offline';
  let unsafe: ModerationResult | null = null;
  const check = (shown: string, piece: string): GateVerdict => {
    if (locked && revealsAnswer(shown + piece, analysis)) return 'reveal';
    // The classifier's patterns span a sentence at most, so the recent context is enough (and cheap).
    const verdict = moderateOutput(shown.slice(-400) + piece, ctx, { trusted });
    if (!verdict.flagged) return 'ok';
    if (verdict.category === 'personal-data') return mode === 'buffered' ? 'skip' : 'ok';
    unsafe = verdict;
    return 'unsafe';
  };
  const gate = new ReplyGate(mode, check, (text) => out.push(text));

  const stop = new AbortController();
  const signals = [AbortSignal.timeout(input.timeoutMs), stop.signal];
  if (input.abortSignal) signals.push(input.abortSignal);
  const result = streamText({
    model: input.model,
    system,
    messages,
    maxRetries: 1,
    abortSignal: AbortSignal.any(signals),
    providerOptions: { brightpath: { context: input.context, analysis } as unknown as Record<string, never> },
    onError: () => {}, // errors are handled below, from the stream's error part
  });
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') {
      if (!gate.push(part.text)) {
        stop.abort();
        break;
      }
    } else if (part.type === 'error') {
      throw part.error instanceof Error ? part.error : new Error(String(part.error));
    } else if (part.type === 'abort') {
      if (stop.signal.aborted) break;
      const reason = input.abortSignal?.aborted ? input.abortSignal.reason : undefined;
      throw reason instanceof Error ? reason : new Error('The tutor reply was aborted or timed out.');
    }
  }
  gate.finish();
  return { gate, unsafe };
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

  let draft = await streamDraft(input, system, messages, analysis, out);
  let tail = '';
  if (draft.gate.stopped === 'reveal') {
    // Regenerate once with the stronger instruction, but only if nothing has been shown yet (a
    // second full reply after a partly shown one would repeat itself); otherwise trim.
    const regenerate = draft.gate.shown.trim()
      ? undefined
      : async (instruction: string) => {
          draft = await streamDraft(input, buildSystemPrompt(input.context, analysis, { summary, instruction }), messages, analysis, out);
          return draft.gate.stopped === 'reveal' ? draft.gate.raw : draft.gate.shown;
        };
    const guarded = await guardDraft(draft.gate.raw, analysis, regenerate);
    if (guarded.trimmed) tail = showRest(guarded.text, draft.gate.shown, out);
  }

  let text = draft.gate.shown + tail;
  let moderated = false;
  let moderation: TurnModeration | null = null;
  if (draft.gate.stopped === 'unsafe') {
    text = draft.unsafe?.reply ?? safeReply('dangerous', ctx.ageGroup);
    if (!draft.gate.shown && !tail) say(text);
    moderated = true;
    moderation = draft.unsafe ? turnModeration('output', draft.unsafe) : { direction: 'output', category: 'dangerous', severity: 'high', action: 'redirect' };
  }
  if (!text.trim()) throw new Error('The tutor produced an empty reply.');

  // Final checks on the whole reply (the gate checked it piece by piece; this is the safety net).
  const last = await guardDraft(text, analysis);
  text = last.text;
  const outgoing = moderated ? null : await moderate(text, 'output', ctx, options.providerModeration, input.abortSignal, input.provider === 'offline');
  if (outgoing?.flagged) {
    text = outgoing.reply ?? safeReply(outgoing.category ?? 'dangerous', ctx.ageGroup);
    moderated = outgoing.category !== 'personal-data' || moderated;
    moderation = turnModeration('output', outgoing);
  }
  const released = !!analysis.solution && analysis.solution.check.passed && analysis.answerAllowed;
  return { text, moderated, answerReleased: released && !moderated, moderation };
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
