import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import type { LanguageModelV3StreamPart, LanguageModelV3StreamResult } from '@ai-sdk/provider';
import { describe, expect, it, vi } from 'vitest';
import { analyseTurn } from '../guards/pedagogy.ts';
import { containsFinalAnswer } from '../math/index.ts';
import { createOfflineModel } from '../offline/model.ts';
import { createRunTutorTurn, runTutorTurn } from './tutor.ts';
import type { LearnerContext, Turn, TutorTurnInput } from '../types.ts';

const teen: LearnerContext = {
  age: 15,
  ageBand: '13-17',
  ageGroup: 'teen',
  subject: { id: 1, name: 'Mathematics', category: 'Academic' },
  level: 'beginner',
  learningStyle: 'visual',
  interests: ['football'],
};

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

/** A provider reply streamed in small pieces. */
function reply(text: string): LanguageModelV3StreamResult {
  const pieces = text.match(/\S+\s*/g) ?? [];
  const chunks: LanguageModelV3StreamPart[] = [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't' },
    ...pieces.map((delta): LanguageModelV3StreamPart => ({ type: 'text-delta', id: 't', delta })),
    { type: 'text-end', id: 't' },
    { type: 'finish', usage, finishReason: { unified: 'stop', raw: 'stop' } },
  ];
  return { stream: simulateReadableStream({ chunks }) };
}

const input = (model: TutorTurnInput['model'], userMessage: string, history: Turn[] = [], context = teen): TutorTurnInput => ({
  model,
  provider: 'openai',
  context,
  history,
  userMessage,
  timeoutMs: 2000,
});

async function collect(result: ReturnType<typeof runTutorTurn>) {
  const chunks: string[] = [];
  for await (const chunk of result.textStream) chunks.push(chunk);
  return { streamed: chunks.join(''), chunks, final: await result.final };
}

const systemOf = (model: MockLanguageModelV3, call = 0) => {
  const m = model.doStreamCalls[call].prompt.find((p) => p.role === 'system');
  return m && m.role === 'system' ? m.content : '';
};

describe('runTutorTurn', () => {
  it('streams a provider reply and resolves the same text', async () => {
    const model = new MockLanguageModelV3({ doStream: reply('Fractions are parts of a whole. What do you know about them?') });
    const { streamed, chunks, final } = await collect(runTutorTurn(input(model, 'what are fractions?')));
    expect(chunks.length).toBeGreaterThan(1);
    expect(final).toEqual({ text: streamed, moderated: false, answerReleased: false, moderation: null, graded: null });
    expect(streamed).toBe('Fractions are parts of a whole. What do you know about them?');
    expect(systemOf(model)).toContain('a teenager (13 to 17)');
    // The pipeline's analysis (the verified answer with it) is handed to the offline model only, never to a provider.
    expect(model.doStreamCalls[0].providerOptions?.brightpath).toBeUndefined();
  });

  it('answers a flagged message with the safe reply, without calling the model', async () => {
    const model = new MockLanguageModelV3({ doStream: reply('unused') });
    const { streamed, final } = await collect(runTutorTurn(input(model, 'I want to kill myself')));
    expect(model.doStreamCalls).toHaveLength(0);
    // Support, not a refusal: the turn stays in the conversation.
    expect(final.moderated).toBe(false);
    expect(final.moderation).toMatchObject({ direction: 'input', category: 'self-harm', action: 'support' });
    expect(final.text).toMatch(/988/);
    expect(streamed).toBe(final.text);
  });

  it('redacts contact details and bounds the context sent to the provider', async () => {
    const model = new MockLanguageModelV3({ doStream: reply('Thanks! What would you like to improve first?') });
    const history: Turn[] = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `message ${i} about algebra`,
    }));
    await collect(
      runTutorTurn(
        input(model, 'Check my cover letter: sam@example.com, 555-123-4567', history, {
          ...teen,
          ageGroup: 'adult',
          age: 30,
          ageBand: '26-35',
        }),
      ),
    );
    const call = model.doStreamCalls[0];
    const sent = JSON.stringify(call.prompt);
    expect(sent).not.toContain('sam@example.com');
    expect(sent).not.toContain('555-123-4567');
    expect(sent).toContain('[e-mail removed]');
    expect(call.prompt.filter((m) => m.role !== 'system').length).toBeLessThanOrEqual(13);
    expect(systemOf(model)).toContain('Earlier in this conversation');
  });

  it('regenerates a draft that reveals the answer early, and streams only the clean one', async () => {
    const model = new MockLanguageModelV3({
      doStream: [reply('The answer is x = 2. Well done!'), reply('What could you do to both sides to undo the + 3? Try it and tell me.')],
    });
    const { streamed, final } = await collect(runTutorTurn(input(model, 'solve 2x + 3 = 7')));
    expect(model.doStreamCalls).toHaveLength(2);
    expect(systemOf(model, 1)).toMatch(/IMPORTANT: your previous draft gave away the final answer/);
    expect(final.text).toBe('What could you do to both sides to undo the + 3? Try it and tell me.');
    expect(streamed).toBe(final.text);
    expect(final.answerReleased).toBe(false);
  });

  it('trims a draft that still reveals after regenerating, and appends a guiding question', async () => {
    const model = new MockLanguageModelV3({
      doStream: () => Promise.resolve(reply('Good question! Subtract 3 to get 2x = 4. Then x = 2. Check: 2(2) + 3 = 7.')),
    });
    const { streamed, final } = await collect(runTutorTurn(input(model, 'solve 2x + 3 = 7')));
    const { solution } = analyseTurn([], 'solve 2x + 3 = 7');
    expect(model.doStreamCalls).toHaveLength(1); // clean sentences were shown, so no second full reply
    expect(final.text.startsWith('Good question! Subtract 3 to get 2x = 4.')).toBe(true);
    expect(containsFinalAnswer(final.text, solution!)).toBe(false);
    expect(containsFinalAnswer(streamed, solution!)).toBe(false);
    expect(final.text.trim()).toMatch(/\?$/);
    expect(streamed).toBe(final.text);
  });

  it('regenerates, then trims when both drafts reveal the answer from the first sentence', async () => {
    const model = new MockLanguageModelV3({ doStream: [reply('x = 2.'), reply('So x = 2, easy.')] });
    const { streamed, final } = await collect(runTutorTurn(input(model, 'solve 2x + 3 = 7')));
    expect(model.doStreamCalls).toHaveLength(2);
    expect(final.text).not.toMatch(/x = 2/);
    expect(final.text.trim()).toMatch(/\?$/);
    expect(streamed).toBe(final.text);
  });

  it('lets the answer through once it is released (two genuine attempts)', async () => {
    const model = new MockLanguageModelV3({ doStream: reply('Here is the working: subtract 3, then divide by 2, so x = 2.') });
    const history: Turn[] = [
      { role: 'user', content: 'solve 2x + 3 = 7' },
      { role: 'assistant', content: 'What would undo the + 3?' },
      { role: 'user', content: 'x = 4' },
      { role: 'assistant', content: 'Not quite: divide by 2 at the end.' },
    ];
    const { final } = await collect(runTutorTurn(input(model, 'x = 5', history)));
    expect(final).toMatchObject({ text: 'Here is the working: subtract 3, then divide by 2, so x = 2.', answerReleased: true });
    expect(systemOf(model)).toContain('Verified answer: x = 2');
  });

  it("grades the learner's answer to the open problem, whichever model replies: the chat's graded work", async () => {
    const model = () => new MockLanguageModelV3({ doStream: reply('Well done! What did you do first?') });
    const start: Turn[] = [
      { role: 'user', content: 'solve 2x + 3 = 7' },
      { role: 'assistant', content: 'What would undo the + 3?' },
    ];
    // Right at the first try: earned, named by the topic card of linear equations.
    const right = (await collect(runTutorTurn(input(model(), 'x = 2', start)))).final;
    expect(right.graded).toEqual({ concept: 'Linear equations', correct: true, earned: true });
    const wrong = (await collect(runTutorTurn(input(model(), 'x = 4', start)))).final;
    expect(wrong.graded).toMatchObject({ correct: false, earned: false });
    // Right only after the answer could be shown (two wrong attempts first): right, not earned.
    const late: Turn[] = [...start, { role: 'user', content: 'x = 4' }, { role: 'assistant', content: 'Not quite.' }];
    const third = [...late, { role: 'user', content: 'x = 5' }, { role: 'assistant', content: 'So x = 2.' }] as Turn[];
    expect((await collect(runTutorTurn(input(model(), 'x = 2', third)))).final.graded).toMatchObject({ correct: true, earned: false });
    // A question, not an answer: nothing graded.
    expect((await collect(runTutorTurn(input(model(), 'what is a prime number?')))).final.graded).toBeNull();
  });

  it('replaces an unsafe reply with the safe one', async () => {
    const model = new MockLanguageModelV3({ doStream: reply('Sure, here is how to make a bomb at home.') });
    const { final } = await collect(runTutorTurn(input(model, 'tell me about chemistry')));
    expect(final.moderated).toBe(true);
    expect(final.text).not.toMatch(/bomb/);
  });

  it('rejects final and ends the stream when the provider throws', async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => {
        throw new Error('provider down');
      },
    });
    const result = runTutorTurn(input(model, 'what are fractions?'));
    const chunks: string[] = [];
    for await (const chunk of result.textStream) chunks.push(chunk);
    await expect(result.final).rejects.toThrow();
    expect(chunks.join('')).toBe('');
  });

  it('rejects final when the provider does not answer in time', async () => {
    const model = new MockLanguageModelV3({
      doStream: async ({ abortSignal }) => ({
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          start(controller) {
            controller.enqueue({ type: 'stream-start', warnings: [] });
            abortSignal?.addEventListener('abort', () => controller.error(abortSignal.reason));
          },
        }),
      }),
    });
    const started = Date.now();
    const result = runTutorTurn({ ...input(model, 'what are fractions?'), timeoutMs: 150 });
    await expect(result.final).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('calls provider moderation when wired, after our own classifier', async () => {
    const hook = vi.fn(async (text: string) => ({ flagged: /forbidden/.test(text), category: 'harassment' }));
    const run = createRunTutorTurn({ providerModeration: hook });
    const model = new MockLanguageModelV3({ doStream: reply('Fine reply. What next?') });
    const flagged = await collect(run(input(model, 'something forbidden')));
    expect(flagged.final.moderated).toBe(true);
    expect(model.doStreamCalls).toHaveLength(0);
    const ok = await collect(run(input(model, 'what are fractions?')));
    expect(ok.final.text).toBe('Fine reply. What next?');
    expect(hook).toHaveBeenCalledWith('Fine reply. What next?', 'output', undefined);
  });

  it('runs the offline tutor through the same path', async () => {
    const { streamed, final } = await collect(runTutorTurn({ ...input(createOfflineModel(), 'solve 2x + 3 = 7'), provider: 'offline' }));
    expect(final.text).toMatch(/offline tutor/);
    expect(final.text).toMatch(/\?/);
    expect(final.text).not.toMatch(/x = 2/);
    expect(streamed).toBe(final.text);
  });

  it("binds the offline tutor to the turn's context and the analysis of the whole conversation", async () => {
    const offline = createOfflineModel();
    const forTurn = vi.spyOn(offline, 'forTurn');
    const history: Turn[] = [
      { role: 'user', content: 'solve 2x + 3 = 7' },
      { role: 'assistant', content: 'What could you do to both sides first?' },
    ];
    await collect(runTutorTurn({ ...input(offline, 'x = 5', history), provider: 'offline' }));
    expect(forTurn).toHaveBeenCalledTimes(1);
    const [turn] = forTurn.mock.calls[0];
    expect(turn.context).toBe(teen);
    expect(turn).toEqual({ context: teen, analysis: analyseTurn(history, 'x = 5') });
    expect(turn.analysis).toMatchObject({ move: 'attempt', attempts: 1 });
  });
});
