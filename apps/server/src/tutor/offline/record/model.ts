// The offline answer to a question about the learner's own learning as an AI SDK language model, so it goes through
// the same pipeline as a provider's answer (tutor.ts: our classifier in and out, the stream gate). Made for one
// question: the record is bound to it, and it answers the summary of that record (summary.ts).
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamResult,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { wordCount } from '@/tutor/reading-level.ts';
import { abortError, OFFLINE_PROVIDER, replyStream, STOP } from '../model.ts';
import { learningSummary } from './summary.ts';
import type { LearningRecord } from './types.ts';

export const RECORD_MODEL_ID = 'offline-learning-record';

function usage(reply: string): LanguageModelV3Usage {
  // Words stand in for tokens: there is no tokenizer, and nothing is billed.
  const output = wordCount(reply);
  return {
    inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

export class OfflineRecordModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3';
  readonly provider = OFFLINE_PROVIDER;
  readonly modelId = RECORD_MODEL_ID;
  readonly supportedUrls = {};
  private calls = 0;

  constructor(private readonly record: LearningRecord) {}

  private reply(options: LanguageModelV3CallOptions): string {
    if (options.abortSignal?.aborted) throw abortError(options.abortSignal);
    return learningSummary(this.record);
  }

  async doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    const text = this.reply(options);
    return {
      content: [{ type: 'text', text }],
      finishReason: STOP,
      usage: usage(text),
      warnings: [],
      response: { id: `record-${++this.calls}`, modelId: RECORD_MODEL_ID, timestamp: new Date() },
    };
  }

  async doStream(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamResult> {
    const text = this.reply(options);
    const id = `record-${++this.calls}`;
    return { stream: replyStream({ id, modelId: RECORD_MODEL_ID, text, usage: usage(text), signal: options.abortSignal }) };
  }
}

/** The offline answer for one question about the learner's record. */
export const offlineRecordModel = (record: LearningRecord) => new OfflineRecordModel(record);
