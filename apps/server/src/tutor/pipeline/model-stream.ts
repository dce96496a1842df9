// The text of one model call, read straight from the provider's stream (LanguageModelV3.doStream). The tutor
// needs the text deltas, errors and aborts only; streamText's multi-step, tool and output layers cost CPU on
// every chunk of every stream (docs/decisions/022). The openai-compatible provider has a reader of its own (024).
import { APICallError, type LanguageModelV3, type LanguageModelV3Prompt, type LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { textStreamOf } from './chat-completions.ts';
import type { LanguageModel, ModelMessage } from 'ai';

export type ModelTextOptions = {
  system: string;
  messages: ModelMessage[];
  abortSignal: AbortSignal;
  /** Retries of the call when the provider answers a retryable error before streaming (as streamText's maxRetries). */
  maxRetries: number;
  /** Wait before a retry, ms (streamText's first backoff is 2 s). */
  retryDelayMs?: number;
};

/** The text of a message: a string, or its text parts. */
function textOf(content: ModelMessage['content']): string {
  if (typeof content === 'string') return content;
  return content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/** System prompt and text turns as the provider's prompt. */
export function toPrompt(system: string, messages: ModelMessage[]): LanguageModelV3Prompt {
  const prompt: LanguageModelV3Prompt = [{ role: 'system', content: system }];
  for (const m of messages) {
    if (m.role === 'system') prompt.push({ role: 'system', content: textOf(m.content) });
    else if (m.role === 'user' || m.role === 'assistant')
      prompt.push({ role: m.role, content: [{ type: 'text', text: textOf(m.content) }] });
  }
  return prompt;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      },
      { once: true },
    );
  });

/** The text deltas of a provider's stream of parts; the stream is cancelled when the caller stops early. */
async function* textOfParts(stream: ReadableStream<LanguageModelV3StreamPart>): AsyncGenerator<string> {
  const reader = stream.getReader();
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      if (value.type === 'text-delta') {
        if (value.delta) yield value.delta;
      } else if (value.type === 'error') {
        throw value.error instanceof Error ? value.error : new Error(String(value.error));
      }
    }
  } finally {
    // Left early (the caller stopped reading, or an error): the provider's stream is cancelled, not left open.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/**
 * The reply's text pieces in order. Rejects with the provider's error, or with the abort signal's reason when the
 * call is aborted or times out; a retryable error before the stream starts is retried `maxRetries` times. A model
 * with its own text reader (chat-completions.ts) is read through it, any other through its `doStream`.
 */
export async function* modelText(model: LanguageModel, options: ModelTextOptions): AsyncGenerator<string> {
  if (typeof model === 'string' || model.specificationVersion !== 'v3') throw new Error('The tutor needs a LanguageModelV3 provider');
  const v3 = model as LanguageModelV3;
  const { abortSignal } = options;
  const prompt = toPrompt(options.system, options.messages);
  const own = textStreamOf(v3);
  const open = own ? () => own(prompt, abortSignal) : async () => textOfParts((await v3.doStream({ prompt, abortSignal })).stream);
  let pieces: AsyncGenerator<string>;
  for (let attempt = 0; ; attempt++) {
    try {
      pieces = await open();
      break;
    } catch (error) {
      if (abortSignal.aborted || attempt >= options.maxRetries || !(APICallError.isInstance(error) && error.isRetryable)) throw error;
      await sleep(options.retryDelayMs ?? 2000, abortSignal);
    }
  }
  yield* pieces;
}
