import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Connection } from '@brightpath/shared/connections';
import { startFakeOpenAI, type FakeOpenAI } from '@/test/fake-openai.ts';
import { createTestApp, post, registerUser, type TestApp } from '@/test/helpers.ts';

// POST /api/connections/auto-generate with a provider: the fake OpenAI-compatible server over HTTP. Its structured
// output is validated by zod, screened, deduplicated against the learner's own; the offline graph when it fails.
let fake: FakeOpenAI;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, TUTOR_MODEL: 'connections-model' });
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});
beforeEach(() => fake.reset());

const suggestion = (fromConcept: string, toConcept: string, connectionType: string, strength = 4) => ({
  fromConcept,
  toConcept,
  connectionType,
  strength,
  context: `Why ${fromConcept} and ${toConcept} go together.`,
});
const generate = (cookie: string, body: Record<string, unknown> = { concept: 'Photosynthesis', subject: 2, context: 'biology test' }) =>
  post(t.app, '/api/connections/auto-generate', body, cookie);

describe("the provider's connections", () => {
  it('are asked for with structured output and stored, minus those the learner already has', async () => {
    const { cookie } = await registerUser(t.app);
    await post(t.app, '/api/connections', { fromConcept: 'photosynthesis', toConcept: 'SUNLIGHT', connectionType: 'prerequisite' }, cookie);
    fake.script({
      reply: JSON.stringify({
        connections: [
          suggestion('Sunlight', 'Photosynthesis', 'prerequisite'),
          suggestion('Photosynthesis', 'Sunlight', 'prerequisite'),
          suggestion('Photosynthesis', 'Respiration', 'contrast', 5),
          suggestion('A solar panel', 'Photosynthesis', 'analogy', 2),
          suggestion('Photosynthesis', 'Respiration', 'contrast', 3),
        ],
      }),
    });
    const res = await generate(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    const system = request.messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('"connectionType"');
    const user = request.messages.at(-1)!.content;
    expect(user).toContain('Concept: Photosynthesis');
    expect(user).toContain('Subject: Science');
    expect(user).toContain('biology test');

    const body = res.json();
    const stored = body.connections.map((c: Connection) => [c.fromConcept, c.toConcept, c.connectionType, c.source, c.subject]);
    expect(stored).toEqual(
      expect.arrayContaining([
        ['Sunlight', 'Photosynthesis', 'prerequisite', 'generated', 2],
        ['Photosynthesis', 'Respiration', 'contrast', 'generated', 2],
        ['A solar panel', 'Photosynthesis', 'analogy', 'generated', 2],
      ]),
    );
    expect(body.generated).toBe(3);
    expect(body.connections.find((c: Connection) => c.connectionType === 'contrast').strength).toBe(5);
  });

  it.each([
    ['fails (HTTP 500)', { status: 500 }],
    ['answers out of shape', { reply: JSON.stringify({ connections: [{ fromConcept: 'A', toConcept: 'B', connectionType: 'cousin' }] }) }],
    ['answers nothing usable', { reply: JSON.stringify({ connections: [suggestion('Photosynthesis', 'photosynthesis', 'related')] }) }],
  ])('are replaced by the offline concept graph when the provider %s', async (_, script) => {
    fake.script(script);
    const { cookie } = await registerUser(t.app);
    const res = await generate(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.requests).toHaveLength(1);
    const body = res.json();
    expect(body.generated).toBeGreaterThan(2);
    // The graph's links for the card Photosynthesis: its worked example and real-world use among them.
    expect(body.connections.map((c: Connection) => c.connectionType)).toEqual(expect.arrayContaining(['example', 'application']));
    expect(body.connections.every((c: Connection) => c.fromConcept === 'Photosynthesis' || c.toConcept === 'Photosynthesis')).toBe(true);
  });

  it('are never stored when our safety check flags them', async () => {
    fake.script({
      reply: JSON.stringify({
        connections: [
          {
            ...suggestion('Cleaning products', 'Chemical reactions', 'application'),
            context: 'For a fun experiment at home, mix bleach and ammonia and see what happens.',
          },
          suggestion('Atoms', 'Chemical reactions', 'prerequisite'),
        ],
      }),
    });
    const { cookie } = await registerUser(t.app);
    const res = await generate(cookie, { concept: 'Chemical reactions', subject: 2 });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toMatch(/bleach/i);
    expect(res.json().connections.map((c: Connection) => c.fromConcept)).toEqual(['Atoms']);
  });
});
