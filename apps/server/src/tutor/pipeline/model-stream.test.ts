import { APICallError, type LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { modelText, toPrompt } from './model-stream.ts';

const parts = (...deltas: string[]): LanguageModelV3StreamPart[] => [
  { type: 'stream-start', warnings: [] },
  { type: 'text-start', id: 't' },
  ...deltas.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
  { type: 'text-end', id: 't' },
  {
    type: 'finish',
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } },
  },
];

/** A provider stream that also says whether its reader cancelled it. */
function streamOf(list: LanguageModelV3StreamPart[], hold = false) {
  const state = { cancelled: false };
  let i = 0;
  const stream = new ReadableStream<LanguageModelV3StreamPart>({
    pull(controller) {
      if (i < list.length) controller.enqueue(list[i++]!);
      else if (!hold) controller.close();
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

const options = (signal = new AbortController().signal) => ({
  system: 'Be kind.',
  messages: [
    { role: 'user' as const, content: 'Hi' },
    { role: 'assistant' as const, content: 'Hello!' },
    { role: 'user' as const, content: 'What is a verb?' },
  ],
  abortSignal: signal,
  maxRetries: 1,
  retryDelayMs: 1,
});

const collect = async (gen: AsyncGenerator<string>) => {
  const out: string[] = [];
  for await (const t of gen) out.push(t);
  return out;
};

const retryable = () =>
  new APICallError({ message: 'overloaded', url: 'http://x', requestBodyValues: {}, statusCode: 503, isRetryable: true });

describe('modelText: the text of one model call, straight from the provider stream', () => {
  it('sends the system prompt and the turns as the provider prompt, and yields the text pieces in order', async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => ({ stream: streamOf(parts('A verb ', 'is a ', 'doing word.')).stream }),
    });
    expect(await collect(modelText(model, options()))).toEqual(['A verb ', 'is a ', 'doing word.']);
    expect(model.doStreamCalls[0]!.prompt).toEqual(toPrompt('Be kind.', options().messages));
    expect(model.doStreamCalls[0]!.prompt).toEqual([
      { role: 'system', content: 'Be kind.' },
      { role: 'user', content: [{ type: 'text', text: 'Hi' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Hello!' }] },
      { role: 'user', content: [{ type: 'text', text: 'What is a verb?' }] },
    ]);
  });

  it("rejects with the provider's error part", async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: streamOf([
          { type: 'stream-start', warnings: [] },
          { type: 'error', error: new Error('rate limited') },
        ]).stream,
      }),
    });
    await expect(collect(modelText(model, options()))).rejects.toThrow('rate limited');
  });

  it('retries a retryable failure to start once, and gives up after that or at once on another failure', async () => {
    let calls = 0;
    const flaky = new MockLanguageModelV3({
      doStream: async () => {
        if (++calls === 1) throw retryable();
        return { stream: streamOf(parts('ok')).stream };
      },
    });
    expect(await collect(modelText(flaky, options()))).toEqual(['ok']);
    expect(calls).toBe(2);

    let down = 0;
    const failing = new MockLanguageModelV3({
      doStream: async () => {
        down++;
        throw retryable();
      },
    });
    await expect(collect(modelText(failing, options()))).rejects.toThrow('overloaded');
    expect(down).toBe(2);

    let refused = 0;
    const bad = new MockLanguageModelV3({
      doStream: async () => {
        refused++;
        throw new APICallError({ message: 'bad key', url: 'http://x', requestBodyValues: {}, statusCode: 401, isRetryable: false });
      },
    });
    await expect(collect(modelText(bad, options()))).rejects.toThrow('bad key');
    expect(refused).toBe(1);
  });

  it("cancels the provider's stream when the reader stops early", async () => {
    const { stream, state } = streamOf(parts('one ', 'two ', 'three'), true);
    const model = new MockLanguageModelV3({ doStream: async () => ({ stream }) });
    for await (const text of modelText(model, options())) {
      expect(text).toBe('one ');
      break;
    }
    expect(state.cancelled).toBe(true);
  });

  it('does not retry once the call is aborted', async () => {
    const controller = new AbortController();
    let calls = 0;
    const model = new MockLanguageModelV3({
      doStream: async () => {
        calls++;
        controller.abort(new Error('left'));
        throw retryable();
      },
    });
    await expect(collect(modelText(model, options(controller.signal)))).rejects.toThrow('overloaded');
    expect(calls).toBe(1);
  });
});
