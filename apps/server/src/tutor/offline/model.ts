// The offline tutor as an AI SDK language model (LanguageModelV3), so it goes through exactly the same
// stream path (model-stream.ts), guards and tests as every real provider. It reads the conversation from the prompt, and
// the learner context and pedagogy analysis from the turn the pipeline binds it to (`modelForTurn`, below);
// called on its own, it works them out from the prompt (tutor/README.md, 'The offline model's input').
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import type { LanguageModel } from 'ai';
import type { TurnAnalysis } from '../guards/pedagogy.ts';
import { wordChunks } from '../guards/stream-gate.ts';
import { wordCount } from '../reading-level.ts';
import type { LearnerContext, Turn } from '../types.ts';
import { respond } from './engine.ts';

export const OFFLINE_PROVIDER = 'brightpath';
export const OFFLINE_MODEL_ID = 'offline-tutor';

/** The conversation as learner and tutor turns (system prompts and non-text parts are not needed). */
export function promptToTurns(prompt: LanguageModelV3Prompt): Turn[] {
  const turns: Turn[] = [];
  for (const m of prompt) {
    if (m.role !== 'user' && m.role !== 'assistant') continue;
    const text = m.content
      .map((p) => (p.type === 'text' ? p.text : ''))
      .join('')
      .trim();
    if (text) turns.push({ role: m.role, content: text });
  }
  return turns;
}

function usage(prompt: Turn[], reply: string): LanguageModelV3Usage {
  // Words stand in for tokens: there is no tokenizer, and nothing is billed.
  const input = prompt.reduce((n, t) => n + wordCount(t.content), 0);
  const output = wordCount(reply);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

export function abortError(signal: AbortSignal): Error {
  if (signal.reason instanceof Error) return signal.reason;
  const e = new Error('The request was aborted.');
  e.name = 'AbortError';
  return e;
}

export const STOP = { unified: 'stop', raw: 'stop' } as const;

/**
 * A reply as a model's stream: a few words per text delta, pulled chunk by chunk, so the reader's pace (and an
 * abort) is respected; no artificial delays. Shared by the offline tutor and the offline assistant.
 */
export function replyStream(reply: {
  id: string;
  modelId: string;
  text: string;
  usage: LanguageModelV3Usage;
  signal: AbortSignal | undefined;
}): ReadableStream<LanguageModelV3StreamPart> {
  const { id, modelId, text, usage, signal } = reply;
  const chunks = wordChunks(text, 3);
  let i = 0;
  return new ReadableStream<LanguageModelV3StreamPart>({
    start(controller) {
      controller.enqueue({ type: 'stream-start', warnings: [] });
      controller.enqueue({ type: 'response-metadata', id, modelId, timestamp: new Date() });
      controller.enqueue({ type: 'text-start', id });
    },
    pull(controller) {
      if (signal?.aborted) {
        controller.error(abortError(signal));
        return;
      }
      if (i < chunks.length) {
        controller.enqueue({ type: 'text-delta', id, delta: chunks[i++]! });
        return;
      }
      controller.enqueue({ type: 'text-end', id });
      controller.enqueue({ type: 'finish', usage, finishReason: STOP });
      controller.close();
    },
  });
}

/**
 * What the pipeline (tutor.ts) worked out for one turn, and the offline model replies from: the learner's
 * context and the pedagogy analysis of the whole conversation. The prompt the model receives is bounded
 * (the last turns and a summary), so the analysis is handed over rather than worked out again from it.
 */
/**
 * An offline model bound to one question whose answer it works out itself (the floating assistant's, the answer about a
 * learner's own record), with the interface of any provider so it goes through the same pipeline. `reply` is asked
 * once per call; words stand in for tokens (no tokenizer, nothing billed): `promptWords` for what was asked.
 */
export class BoundReplyModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3';
  readonly provider = OFFLINE_PROVIDER;
  readonly supportedUrls = {};
  private calls = 0;

  constructor(
    readonly modelId: string,
    private readonly reply: () => string,
    private readonly promptWords = 0,
  ) {}

  private answer(options: LanguageModelV3CallOptions) {
    if (options.abortSignal?.aborted) throw abortError(options.abortSignal);
    const text = this.reply();
    const output = wordCount(text);
    const usage: LanguageModelV3Usage = {
      inputTokens: { total: this.promptWords, noCache: this.promptWords, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: output, text: output, reasoning: 0 },
    };
    return { text, usage, id: `${this.modelId}-${++this.calls}` };
  }

  async doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    const { text, usage, id } = this.answer(options);
    return {
      content: [{ type: 'text', text }],
      finishReason: STOP,
      usage,
      warnings: [],
      response: { id, modelId: this.modelId, timestamp: new Date() },
    };
  }

  async doStream(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamResult> {
    const { text, usage, id } = this.answer(options);
    return { stream: replyStream({ id, modelId: this.modelId, text, usage, signal: options.abortSignal }) };
  }
}

export type OfflineTurn = { context: LearnerContext; analysis: TurnAnalysis };

/** The built-in offline tutor: no network, no model weights, the same interface as any provider. */
export class OfflineModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3';
  readonly provider = OFFLINE_PROVIDER;
  readonly modelId = OFFLINE_MODEL_ID;
  readonly supportedUrls = {};

  /** `turn` is unset for the model providers.ts creates; the response-id counter is shared with its turn-bound copies. */
  constructor(
    private readonly turn?: OfflineTurn,
    private readonly ids = { next: 0 },
  ) {}

  /** This model bound to one turn: it replies from the turn's context and analysis. */
  forTurn(turn: OfflineTurn): OfflineModel {
    return new OfflineModel(turn, this.ids);
  }

  private reply(options: LanguageModelV3CallOptions): { turns: Turn[]; text: string } {
    if (options.abortSignal?.aborted) throw abortError(options.abortSignal);
    const turns = promptToTurns(options.prompt);
    return { turns, text: respond({ turns, context: this.turn?.context, analysis: this.turn?.analysis }) };
  }

  async doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    const { turns, text } = this.reply(options);
    return {
      content: [{ type: 'text', text }],
      finishReason: STOP,
      usage: usage(turns, text),
      warnings: [],
      response: { id: `offline-${++this.ids.next}`, modelId: OFFLINE_MODEL_ID, timestamp: new Date() },
    };
  }

  async doStream(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamResult> {
    const { turns, text } = this.reply(options);
    const id = `offline-${++this.ids.next}`;
    return { stream: replyStream({ id, modelId: OFFLINE_MODEL_ID, text, usage: usage(turns, text), signal: options.abortSignal }) };
  }
}

/** The built-in offline tutor, as providers.ts creates it (bound to no turn). */
export function createOfflineModel(): OfflineModel {
  return new OfflineModel();
}

/**
 * The model to call for one turn: the offline model bound to the turn's context and analysis, any other
 * model as it is (a provider's model reads the prompt only).
 */
export function modelForTurn(model: LanguageModel, turn: OfflineTurn): LanguageModel {
  return model instanceof OfflineModel ? model.forTurn(turn) : model;
}
