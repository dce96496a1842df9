import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Lesson } from '@brightpath/shared/lesson';
import { startFakeOpenAI, type FakeOpenAI } from '@/test/fake-openai.ts';
import { createTestApp, get, post, registerUser, type TestApp } from '@/test/helpers.ts';
import { PROVIDER_LESSON_TITLE, providerLesson } from '@/tutor/pipeline/lesson-writer.test-support.ts';
import { buildOfflineLesson } from '@/tutor/offline/lesson/lesson.ts';
import { learningLessons } from './learning.tables.ts';
import { ownWords, seedLearnerMessage } from './learning.test-support.ts';

// POST /api/learning/create-session with a real provider: the fake OpenAI-compatible server over HTTP, as
// OPENAI_COMPATIBLE_BASE_URL (and as OPENAI_BASE_URL for the openai provider's strict json_schema).
let fake: FakeOpenAI;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, TUTOR_MODEL: 'lesson-model' });
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});
beforeEach(() => fake.reset());

const good = () => JSON.stringify(providerLesson());
const create = (app: TestApp, cookie: string, body: Record<string, unknown> = { topic: 'Rates' }) =>
  post(app.app, '/api/learning/create-session', body, cookie);
const storedLesson = async (app: TestApp, id: number) =>
  (await app.database.db.select().from(learningLessons).where(eq(learningLessons.id, id)))[0]!;
/** The offline lesson for the same request, as the fallback builds it (no account age: 16). */
const offlineSession = (topic: string) => buildOfflineLesson({ topic, age: 16, skillLevel: 'beginner', learningObjectives: [] }).session;
const sessionOf = ({ id: _id, completedSteps: _s, completedAt: _a, work: _w, quizAnswers: _q, ...session }: Lesson) => session;

async function created(app: TestApp, body?: Record<string, unknown>): Promise<{ lesson: Lesson; cookie: string }> {
  const { cookie } = await registerUser(app.app);
  const res = await create(app, cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return { lesson: res.json(), cookie };
}

describe("the provider's lesson", () => {
  it('is asked for with structured output, stored and served without its answer key, and its quiz graded by rules', async () => {
    fake.script({ reply: good() });
    const { cookie } = await registerUser(t.app);
    expect((await post(t.app, '/api/users', { firstName: 'Sam', age: 11, skipped: true }, cookie)).statusCode).toBe(201);
    const res = await create(t, cookie, { topic: 'Rates', subjectId: 1, learningObjectives: ['Find a unit rate'] });
    expect(res.statusCode, res.body).toBe(201);
    const lesson = res.json() as Lesson;

    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request).toMatchObject({ model: 'lesson-model', stream: false });
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    const [system, user] = [request.messages.find((m) => m.role === 'system')!.content, request.messages.at(-1)!.content];
    expect(system).toContain('"answerKey"');
    expect(user).toContain('Topic: Rates');
    expect(user).toContain('Subject: Mathematics');
    expect(user).toContain('a child under 13');
    expect(user).toContain('Skill level: beginner');
    expect(user).toContain('Find a unit rate');
    expect(JSON.stringify(request.messages)).not.toContain('Sam');

    expect(lesson.steps[0]!.content[0]!.title).toBe(PROVIDER_LESSON_TITLE);
    expect(lesson).toMatchObject({ topic: 'Rates', difficulty: 'beginner', completedSteps: [], completedAt: null });
    expect(JSON.stringify(lesson)).not.toMatch(/optionId|answerKey|"expected"|"display"/);
    expect(lesson.steps[4]!.quiz!.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
    expect((await get(t.app, `/api/learning/sessions/${lesson.id}`, cookie)).json()).toEqual(lesson);
    expect((await get(t.app, '/api/learning/sessions/latest?topic=rates&subjectId=1', cookie)).json()).toEqual({ lesson });

    const row = await storedLesson(t, lesson.id);
    expect(row.answerKey).toEqual({
      q1: { kind: 'choice', optionId: 'a', label: '60 km per hour' },
      q2: { kind: 'number', value: 60, tolerance: 0, display: '60 km per hour' },
      q3: { kind: 'expression', problem: 'Solve 2x + 3 = 11', expected: 'x = 4' },
    });

    const answer = async (questionId: string, text: string, status = 201) => {
      const graded = await post(t.app, '/api/quiz/attempts', { lessonId: lesson.id, questionId, answer: text, timeTakenMs: 1000 }, cookie);
      expect(graded.statusCode, graded.body).toBe(status);
      return graded.json();
    };
    // A wrong first try gets a hint and not the answer; the second try settles the question.
    const first = await answer('q1', 'b');
    expect(first).toMatchObject({ correct: false, tries: 1, settled: false, expected: null, firstTryCorrect: false });
    expect(first.hint).toMatch(/try once more/);
    expect(await answer('q1', 'a')).toEqual({
      answer: 'a',
      correct: true,
      tries: 2,
      firstTryCorrect: false,
      settled: true,
      hint: null,
      expected: '60 km per hour',
    });
    expect(await answer('q2', '60')).toMatchObject({ correct: true, firstTryCorrect: true, expected: '60 km per hour' });
    expect(await answer('q3', 'x = 4')).toMatchObject({ correct: true, expected: 'x = 4' });
    expect((await answer('q3', '5', 409)).code).toBe('QUESTION_SETTLED');
    expect(fake.requests).toHaveLength(1);
  });

  it('is asked for again once when the first answer is not the schema, and the second one is used', async () => {
    fake.script({ replies: ['Here is your lesson: {"steps": [', good()] });
    const { lesson } = await created(t);
    expect(fake.requests).toHaveLength(2);
    expect(lesson.steps[0]!.content[0]!.title).toBe(PROVIDER_LESSON_TITLE);
  });

  it('is replaced by the offline lesson when both answers fail the schema (bad JSON, then an answer key not matching its quiz)', async () => {
    const mismatched = providerLesson();
    mismatched.answerKey[0]!.answer = { kind: 'choice', optionId: 'z' };
    fake.script({ replies: ['not json at all', JSON.stringify(mismatched)] });
    const { lesson } = await created(t);
    expect(fake.requests).toHaveLength(2);
    expect(sessionOf(lesson)).toEqual(offlineSession('Rates'));
    expect(JSON.stringify(lesson)).not.toContain(PROVIDER_LESSON_TITLE);
  });

  it('is replaced by the offline lesson when the phases are out of order twice', async () => {
    const reordered = providerLesson();
    reordered.steps.reverse();
    fake.script({ reply: JSON.stringify(reordered) });
    const { lesson } = await created(t);
    expect(fake.requests).toHaveLength(2);
    expect(sessionOf(lesson)).toEqual(offlineSession('Rates'));
  });

  it('is replaced by the offline lesson when the provider fails (HTTP 500), asked once', async () => {
    fake.script({ status: 500 });
    const { lesson, cookie } = await created(t);
    expect(fake.requests).toHaveLength(1);
    expect(sessionOf(lesson)).toEqual(offlineSession('Rates'));
    // The offline lesson is a real one: its quiz is graded.
    const q = lesson.steps[4]!.quiz![0]!;
    const graded = await post(
      t.app,
      '/api/quiz/attempts',
      { lessonId: lesson.id, questionId: q.id, answer: '987654', timeTakenMs: 5 },
      cookie,
    );
    expect(graded.statusCode).toBe(201);
  });

  it('is replaced by the offline lesson when our safety check flags it', async () => {
    const unsafe = providerLesson();
    unsafe.steps[2]!.content[0]!.description = 'For a fun experiment at home, mix bleach and ammonia and see what happens.';
    fake.script({ reply: JSON.stringify(unsafe) });
    const { lesson } = await created(t);
    expect(fake.requests).toHaveLength(1);
    expect(sessionOf(lesson)).toEqual(offlineSession('Rates'));
    expect(JSON.stringify(lesson)).not.toMatch(/bleach/);
  });

  it('never serves a url outside Brightpath: each is replaced by the chat on the topic', async () => {
    const outside = providerLesson();
    outside.steps[0]!.content[0]!.url = 'https://evil.example/rates';
    outside.steps[1]!.content[0]!.url = '//evil.example/ask';
    outside.steps[4]!.content[0]!.url = 'javascript:alert(1)';
    fake.script({ reply: JSON.stringify(outside) });
    const { lesson, cookie } = await created(t, { topic: 'Rates', subjectId: 1 });
    expect(lesson.steps[0]!.content[0]!.title).toBe(PROVIDER_LESSON_TITLE);
    const urls = lesson.steps.flatMap((s) => s.content.map((c) => c.url));
    expect(urls.every((u) => u.startsWith('/') && !u.startsWith('//'))).toBe(true);
    expect(urls.filter((u) => u !== '/chat?skill=Rates')).toEqual(Array(3).fill('/chat?skill=Rates&subject=1'));
    const served = JSON.stringify((await get(t.app, `/api/learning/sessions/${lesson.id}`, cookie)).json());
    const stored = JSON.stringify(await storedLesson(t, lesson.id));
    for (const text of [served, stored]) expect(text).not.toMatch(/evil\.example|javascript:/);
  });
});

describe('a slow provider', () => {
  it('times out into the offline lesson', async () => {
    const slow = await createTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, TUTOR_TIMEOUT_MS: '300' });
    try {
      fake.script({ hang: true });
      const { lesson } = await created(slow);
      expect(sessionOf(lesson)).toEqual(offlineSession('Rates'));
      expect(fake.requests).toHaveLength(1);
      await expect.poll(() => fake.aborted).toBe(1);
    } finally {
      await slow.close();
    }
  });
});

describe('TUTOR_PROVIDER=openai', () => {
  it("asks for the lesson with OpenAI's strict json_schema, and screens it with OpenAI's moderation too", async () => {
    const o = await createTestApp({
      TUTOR_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseUrl,
      TUTOR_MODEL: 'gpt-test',
    });
    try {
      fake.script({ reply: good() });
      const { lesson } = await created(o);
      expect(lesson.steps[0]!.content[0]!.title).toBe(PROVIDER_LESSON_TITLE);
      expect(fake.requests[0]!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'lesson', strict: true } });
      expect(fake.moderations.join('\n')).toContain(PROVIDER_LESSON_TITLE);

      fake.script({ reply: good(), moderation: { flag: /Rates from the provider/, category: 'violence' } });
      const flagged = await created(o);
      expect(sessionOf(flagged.lesson)).toEqual(offlineSession('Rates'));
    } finally {
      await o.close();
    }
  });
});

describe("the provider's judgement of a phase's work", () => {
  const judgement = (done: boolean, feedback: string, question = '') => JSON.stringify({ done, feedback, question });
  const say = (cookie: string, id: number, step: string, text?: string) =>
    post(t.app, `/api/learning/sessions/${id}/steps`, { step, ...(text === undefined ? {} : { text }) }, cookie);

  it('judges Ask, Talk and Teach with the model, keeps its word, never takes a copy of the lesson, and falls back to the rules when it fails', async () => {
    fake.script({ reply: good() });
    const { cookie, me } = await registerUser(t.app);
    const made = await create(t, cookie, { topic: 'Rates', subjectId: 1 });
    expect(made.statusCode, made.body).toBe(201);
    const lesson = made.json() as Lesson;
    expect((await say(cookie, lesson.id, 'listen')).statusCode).toBe(200);

    // Ask: the model names the learner's question; it must be one they sent.
    await seedLearnerMessage(t.database, me.id as number, 1, 'What is a unit rate for?');
    fake.reset();
    fake.script({ reply: judgement(true, 'That is a great question to ask!', 'What is a unit rate for?') });
    const ask = await say(cookie, lesson.id, 'ask');
    expect(ask.statusCode, ask.body).toBe(200);
    expect(ask.json().work.ask).toEqual({ text: 'What is a unit rate for?', feedback: 'That is a great question to ask!' });
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.messages.find((m) => m.role === 'system')!.content).toContain('The phase: ask');
    expect(request.messages.at(-1)!.content).toContain('1. What is a unit rate for?');

    // Talk: the model's 'not yet' is the learner's message.
    fake.script({ reply: judgement(false, 'Tell me how a rate compares two amounts, in your own words.') });
    const notYet = await say(cookie, lesson.id, 'talk', ownWords(lesson, 'talk'));
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ code: 'STEP_NOT_DONE', message: 'Tell me how a rate compares two amounts, in your own words.' });
    expect(fake.requests.at(-1)!.messages.at(-1)!.content).toContain(ownWords(lesson, 'talk'));

    // A copy of the lesson is refused by the rules before any model is asked.
    const asked = fake.requests.length;
    const copy = lesson.steps[0]!.content.map((c) => c.description).join(' ');
    fake.script({ reply: judgement(true, 'Perfect!') });
    const copied = await say(cookie, lesson.id, 'talk', copy);
    expect(copied.statusCode).toBe(409);
    expect(copied.json().message).toMatch(/very close to the lesson’s own words/);
    expect(fake.requests).toHaveLength(asked);

    // The provider fails: the rules judge.
    fake.script({ status: 500 });
    const talk = await say(cookie, lesson.id, 'talk', ownWords(lesson, 'talk'));
    expect(talk.statusCode, talk.body).toBe(200);
    expect(talk.json().work.talk.feedback).toMatch(/^Well explained!/);

    // Teach: the model's 'done' completes it, with its word kept.
    fake.script({ reply: judgement(true, 'Lovely teaching: clear steps and a good example.') });
    const teach = await say(cookie, lesson.id, 'teach', ownWords(lesson, 'teach'));
    expect(teach.statusCode, teach.body).toBe(200);
    expect(teach.json().work.teach).toEqual({
      text: ownWords(lesson, 'teach'),
      feedback: 'Lovely teaching: clear steps and a good example.',
    });
    expect(teach.json().completedSteps).toEqual(['listen', 'ask', 'talk', 'teach']);
  });
});
