// The offline assistant as an AI SDK language model (LanguageModelV3), so its answers go through the same
// pipeline as every provider's (tutor.ts: our classifier in and out, answer withholding, the stream gate). It is
// made for one question: the page, the widget's turns and the learner's records are bound to it, and it answers
// from them (reply.ts) rather than from the prompt, as the tutor's offline model answers from its bound turn.
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamResult,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { wordCount } from '@/tutor/reading-level.ts';
import { abortError, OFFLINE_PROVIDER, replyStream, STOP } from '../model.ts';
import { assistantReply } from './reply.ts';
import type { AssistantInput } from './types.ts';

export const ASSISTANT_MODEL_ID = 'offline-assistant';

function usage(input: AssistantInput, reply: string): LanguageModelV3Usage {
  // Words stand in for tokens: there is no tokenizer, and nothing is billed.
  const prompt = wordCount(input.question) + input.history.reduce((n, t) => n + wordCount(t.content), 0);
  const output = wordCount(reply);
  return {
    inputTokens: { total: prompt, noCache: prompt, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

/** The offline assistant bound to one question: no network, no model weights, the interface of any provider. */
export class OfflineAssistantModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3';
  readonly provider = OFFLINE_PROVIDER;
  readonly modelId = ASSISTANT_MODEL_ID;
  readonly supportedUrls = {};
  private calls = 0;

  constructor(private readonly input: AssistantInput) {}

  private reply(options: LanguageModelV3CallOptions): string {
    if (options.abortSignal?.aborted) throw abortError(options.abortSignal);
    return assistantReply(this.input);
  }

  async doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    const text = this.reply(options);
    return {
      content: [{ type: 'text', text }],
      finishReason: STOP,
      usage: usage(this.input, text),
      warnings: [],
      response: { id: `assistant-${++this.calls}`, modelId: ASSISTANT_MODEL_ID, timestamp: new Date() },
    };
  }

  async doStream(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamResult> {
    const text = this.reply(options);
    const id = `assistant-${++this.calls}`;
    return { stream: replyStream({ id, modelId: ASSISTANT_MODEL_ID, text, usage: usage(this.input, text), signal: options.abortSignal }) };
  }
}

/** The offline assistant for one question. */
export function offlineAssistantModel(input: AssistantInput): OfflineAssistantModel {
  return new OfflineAssistantModel(input);
}
