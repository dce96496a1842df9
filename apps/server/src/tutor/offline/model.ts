// The offline tutor as an AI SDK language model (LanguageModelV3), so it goes through exactly the same
// streamText path, guards and tests as every real provider. It reads the learner context and the
// pedagogy analysis that tutor.ts passes in providerOptions.brightpath, and the conversation from the
// prompt; with no provider options it works the analysis out itself.
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
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

function brightpathOptions(options: LanguageModelV3CallOptions): { context?: LearnerContext; analysis?: TurnAnalysis } {
  const raw = options.providerOptions?.brightpath as { context?: unknown; analysis?: unknown } | undefined;
  const context =
    raw?.context && typeof raw.context === 'object' && 'ageGroup' in raw.context ? (raw.context as LearnerContext) : undefined;
  const analysis = raw?.analysis && typeof raw.analysis === 'object' && 'move' in raw.analysis ? (raw.analysis as TurnAnalysis) : undefined;
  return { context, analysis };
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

function abortError(signal: AbortSignal): Error {
  if (signal.reason instanceof Error) return signal.reason;
  const e = new Error('The request was aborted.');
  e.name = 'AbortError';
  return e;
}

function reply(options: LanguageModelV3CallOptions): { turns: Turn[]; text: string } {
  if (options.abortSignal?.aborted) throw abortError(options.abortSignal);
  const turns = promptToTurns(options.prompt);
  return { turns, text: respond({ turns, ...brightpathOptions(options) }) };
}

const STOP = { unified: 'stop', raw: 'stop' } as const;

/** The built-in offline tutor: no network, no model weights, the same interface as any provider. */
export function createOfflineModel(): LanguageModelV3 {
  let counter = 0;
  return {
    specificationVersion: 'v3',
    provider: OFFLINE_PROVIDER,
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},

    async doGenerate(options): Promise<LanguageModelV3GenerateResult> {
      const { turns, text } = reply(options);
      return {
        content: [{ type: 'text', text }],
        finishReason: STOP,
        usage: usage(turns, text),
        warnings: [],
        response: { id: `offline-${++counter}`, modelId: OFFLINE_MODEL_ID, timestamp: new Date() },
      };
    },

    async doStream(options) {
      const { turns, text } = reply(options);
      const id = `offline-${++counter}`;
      const chunks = wordChunks(text, 3);
      const signal = options.abortSignal;
      let i = 0;
      // Pulled chunk by chunk, so the reader's pace (and an abort) is respected; no artificial delays.
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'response-metadata', id, modelId: OFFLINE_MODEL_ID, timestamp: new Date() });
          controller.enqueue({ type: 'text-start', id });
        },
        pull(controller) {
          if (signal?.aborted) {
            controller.error(abortError(signal));
            return;
          }
          if (i < chunks.length) {
            controller.enqueue({ type: 'text-delta', id, delta: chunks[i++] });
            return;
          }
          controller.enqueue({ type: 'text-end', id });
          controller.enqueue({ type: 'finish', usage: usage(turns, text), finishReason: STOP });
          controller.close();
        },
      });
      return { stream };
    },
  };
}
