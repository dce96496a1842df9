import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateText, Output, streamText, tool } from 'ai';
import { z } from 'zod';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { answerIn, badReply, startFakeOpenAI, FAKE_DEFAULT_REPLY, type FakeOpenAI } from './fake-openai.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake?.stop();
});
beforeEach(() => fake.reset());

const model = () => createOpenAICompatible({ name: 'fake', baseURL: fake.baseUrl }).chatModel('fake-model');

describe('the fake OpenAI-compatible server', () => {
  it('answers non-streamed and streamed completions that the AI SDK reads', async () => {
    const plain = await generateText({ model: model(), prompt: 'Hi' });
    expect(plain.text).toBe(FAKE_DEFAULT_REPLY);
    fake.script({ reply: 'One two three four.' });
    const streamed = streamText({ model: model(), prompt: 'Hi' });
    const chunks: string[] = [];
    for await (const c of streamed.textStream) chunks.push(c);
    expect(chunks.join('')).toBe('One two three four.');
    expect(chunks.length).toBeGreaterThan(1);
    expect(fake.requests.map((r) => [r.stream, r.model, r.messages.at(-1)?.content])).toEqual([
      [false, 'fake-model', 'Hi'],
      [true, 'fake-model', 'Hi'],
    ]);
  });

  it('fails with the scripted HTTP status, and hangs until the client gives up', async () => {
    fake.script({ status: 500 });
    await expect(generateText({ model: model(), prompt: 'Hi', maxRetries: 0 })).rejects.toThrow(/500|Fake failure/);
    fake.script({ hang: true });
    await expect(generateText({ model: model(), prompt: 'Hi', maxRetries: 0, abortSignal: AbortSignal.timeout(200) })).rejects.toThrow();
    await expect.poll(() => fake.aborted).toBe(1);
  });

  it('waits before the first token and between chunks as scripted', async () => {
    fake.script({ reply: 'a b c d', firstTokenDelayMs: 150, chunkDelayMs: 50 });
    const started = Date.now();
    const times: number[] = [];
    for await (const _ of streamText({ model: model(), prompt: 'Hi' }).textStream) times.push(Date.now() - started);
    // Lower bounds from the start only: nothing can arrive before it is written, whereas the gap between two
    // arrivals shrinks when the first is read late (a busy machine), so a gap is no measure of the fake's waits.
    expect(times[0]).toBeGreaterThanOrEqual(140);
    expect(times.at(-1)!).toBeGreaterThanOrEqual(150 + 3 * 50 - 10);
  });

  it('plays a bad tutor on request: reveals the answer, ignores the age, says unsafe things', async () => {
    fake.script({ bad: true });
    const { text } = await generateText({ model: model(), prompt: 'Solve 2x + 3 = 7' });
    expect(text).toContain('The answer is x = 2.');
    expect(text).toMatch(/epistemological/);
    expect(text).toMatch(/home address/);
    fake.script({ bad: { ignoreAge: false, unsafe: false } });
    expect((await generateText({ model: model(), prompt: 'What is 12 * 7?' })).text).toBe('The answer is 84.');
  });

  it('answers a structured-output request with the scripted text, and scripted replies in turn (the last repeats)', async () => {
    const structured = () =>
      createOpenAICompatible({ name: 'fake', baseURL: fake.baseUrl, supportsStructuredOutputs: true }).chatModel('fake-model');
    const schema = z.object({ answer: z.number() });
    fake.script({ replies: ['{"answer": ', '{"answer": 42}'] });
    await expect(generateText({ model: structured(), prompt: 'Hi', output: Output.object({ schema }), maxRetries: 0 })).rejects.toThrow();
    const { output } = await generateText({ model: structured(), prompt: 'Hi', output: Output.object({ schema, name: 'reply' }) });
    expect(output).toEqual({ answer: 42 });
    expect((await generateText({ model: model(), prompt: 'Hi' })).text).toBe('{"answer": 42}');
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests[1]!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'reply' } });
  });

  it('answers a request that forces a tool with a call to it, the scripted text as its arguments', async () => {
    fake.script({ reply: '{"city": "Paris"}' });
    const tools = { lookup: tool({ inputSchema: z.object({ city: z.string() }) }) };
    const plain = await generateText({ model: model(), prompt: 'Hi', tools, toolChoice: { type: 'tool', toolName: 'lookup' } });
    expect(plain.toolCalls.map((c) => [c.toolName, c.input])).toEqual([['lookup', { city: 'Paris' }]]);
    const streamed = streamText({ model: model(), prompt: 'Hi', tools, toolChoice: 'required' });
    expect((await streamed.toolCalls).map((c) => [c.toolName, c.input])).toEqual([['lookup', { city: 'Paris' }]]);
  });

  it('finds the answer of an arithmetic question or a linear equation', () => {
    expect(answerIn('Solve 3y - 4 = 11 please')).toBe('y = 5');
    expect(answerIn('what is 7 x 6')).toBe('42');
    expect(answerIn('Tell me about volcanoes')).toBeUndefined();
    expect(
      badReply(
        { model: '', stream: false, messages: [{ role: 'user', content: 'volcanoes' }], body: {}, headers: {} },
        { ignoreAge: false, unsafe: false },
      ),
    ).toBe('The answer is 42.');
  });
});
