import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { LESSON_PHASES, LearningSessionSchema } from '@brightpath/shared/lesson';
import { startFakeOpenAI, type FakeOpenAI } from '@/test/fake-openai.ts';
import {
  lessonPrompt,
  lessonText,
  ProviderLessonSchema,
  toLesson,
  writeLesson,
  type LessonWriterDeps,
  type ProviderLesson,
} from './lesson-writer.ts';
import { PROVIDER_LESSON_TITLE, providerLesson } from './lesson-writer.test-support.ts';
import { gradeQuizAnswer } from '../offline/lesson/quiz-key.ts';
import { buildOfflineLesson, type OfflineLessonInput } from '../offline/lesson/lesson.ts';
import { createOfflineModel } from '../offline/model.ts';

const input: OfflineLessonInput = {
  topic: 'Rates',
  subject: { id: 1, name: 'Mathematics' },
  age: 11,
  skillLevel: 'beginner',
  learningObjectives: ['Find a unit rate'],
};
const issues = (lesson: unknown) => {
  const result = ProviderLessonSchema.safeParse(lesson);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};
const changed = (edit: (l: ProviderLesson) => void) => {
  const l = providerLesson();
  edit(l);
  return l;
};

describe('ProviderLessonSchema', () => {
  it('accepts a lesson whose answer key matches its quiz', () => {
    expect(issues(providerLesson())).toEqual([]);
  });

  it('refuses phases out of order, a key that does not match its questions, and a choice answer not among its options', () => {
    expect(issues(changed((l) => l.steps.reverse()))).toContain('step 1 must be listen');
    expect(issues(changed((l) => l.steps.pop()))).not.toEqual([]);
    expect(issues(changed((l) => l.answerKey.pop()))).toContain('the question rate-3 has no answer');
    expect(issues(changed((l) => (l.answerKey[0]!.questionId = 'rate-9')))).toContain('no quiz question has the id rate-9');
    expect(issues(changed((l) => l.answerKey.push(l.answerKey[0]!)))).toContain('the question rate-1 has two answers');
    expect(issues(changed((l) => (l.answerKey[1]!.answer = { kind: 'choice', optionId: 'a' })))).toContain(
      'the question rate-2 is a number question',
    );
    expect(issues(changed((l) => (l.answerKey[0]!.answer = { kind: 'choice', optionId: 'z' })))).toContain(
      'the answer z is not an option of rate-1',
    );
    expect(issues(changed((l) => (l.quiz[0]!.options = [{ id: 'a', label: 'Only one' }])))).toContain(
      'a choice question has two or more options with distinct ids',
    );
    expect(issues(changed((l) => (l.quiz[1]!.options = [{ id: 'a', label: '60' }])))).toContain('only a choice question has options');
    expect(issues(changed((l) => (l.quiz[1]!.id = 'rate-1')))).toContain('the question id rate-1 is used twice');
  });

  it('refuses an expression answer the maths engine cannot check or disagrees with', () => {
    const wrong = changed((l) => (l.answerKey[2]!.answer = { kind: 'expression', problem: 'Solve 2x + 3 = 11', expected: 'x = 5' }));
    expect(issues(wrong)).toContain('the maths engine cannot check the answer to rate-3');
    const unreadable = changed((l) => (l.answerKey[2]!.answer = { kind: 'expression', problem: 'Name a rate', expected: 'speed' }));
    expect(issues(unreadable)).toContain('the maths engine cannot check the answer to rate-3');
  });
});

describe('toLesson', () => {
  it('keeps the request topic and level, numbers the quiz q1.., keys it for the rules and keeps the key out of the session', () => {
    const { session, answerKey } = toLesson(providerLesson(), input);
    expect(LearningSessionSchema.parse(session)).toEqual(session);
    // The learner's objectives are the outcomes; without any, the provider's.
    expect(session).toMatchObject({ topic: 'Rates', difficulty: 'beginner', expectedOutcomes: ['Find a unit rate'] });
    expect(toLesson(providerLesson(), { ...input, learningObjectives: [] }).session.expectedOutcomes).toEqual([
      'Explain what a rate compares',
      'Work out a unit rate',
    ]);
    expect(session.steps.map((s) => s.step)).toEqual([...LESSON_PHASES]);
    expect(session.steps[0]!.content[0]!.title).toBe(PROVIDER_LESSON_TITLE);
    expect(session.totalDuration).toBe(90 + 60 + 180 * 3 + 180);
    const quiz = session.steps[4]!.quiz!;
    expect(quiz.map((q) => [q.id, q.kind, q.options?.length])).toEqual([
      ['q1', 'choice', 3],
      ['q2', 'number', undefined],
      ['q3', 'expression', undefined],
    ]);
    expect(session.steps[4]!.questions).toEqual(quiz.map((q) => q.prompt));
    expect(JSON.stringify(session)).not.toMatch(/optionId|answerKey|"expected"/);
    expect(answerKey).toEqual({
      q1: { kind: 'choice', optionId: 'a', label: '60 km per hour' },
      q2: { kind: 'number', value: 60, tolerance: 0, display: '60 km per hour' },
      q3: { kind: 'expression', problem: 'Solve 2x + 3 = 11', expected: 'x = 4' },
    });
    expect(gradeQuizAnswer(answerKey.q1!, 'a').correct).toBe(true);
    expect(gradeQuizAnswer(answerKey.q2!, '60 km').correct).toBe(true);
    expect(gradeQuizAnswer(answerKey.q3!, '4').correct).toBe(true);
    expect(gradeQuizAnswer(answerKey.q3!, 'x = 5').correct).toBe(false);
  });

  it('replaces every url that is not a path inside Brightpath with the chat on the topic', () => {
    const outside = ['https://example.com/rates', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/chat?skill=a b', ''];
    const draft = changed((l) => l.steps.forEach((s, i) => (s.content[0]!.url = outside[i]!)));
    const urls = toLesson(draft, input).session.steps.flatMap((s) => s.content.map((c) => c.url));
    expect(urls.filter((u) => u !== '/chat?skill=Rates')).toEqual(Array(5).fill('/chat?skill=Rates&subject=1'));
  });

  it('gives every text a learner reads to the safety check', () => {
    const text = lessonText(toLesson(providerLesson(), input));
    for (const part of [
      PROVIDER_LESSON_TITLE,
      'Which of these is a rate?',
      '60 km per hour',
      'Find a unit rate',
      'Name a rate on a food label.',
    ]) {
      expect(text).toContain(part);
    }
  });
});

describe('lessonPrompt', () => {
  it('carries the topic, subject, age band and reading level, skill level and objectives, and the schema, but no contact details', () => {
    const { system, prompt } = lessonPrompt({ ...input, topic: 'Rates for sam@example.org', learningObjectives: ['Call 07700 900123'] });
    expect(prompt).toContain('Subject: Mathematics');
    expect(prompt).toContain('a child under 13');
    expect(prompt).toContain('grade 5');
    expect(prompt).toContain('Skill level: beginner');
    expect(prompt).toContain('Topic: Rates for');
    expect(prompt).not.toContain('sam@example.org');
    expect(prompt).not.toContain('07700 900123');
    expect(system + prompt).not.toMatch(/sam@example\.org|sam%40example|07700/);
    expect(system).toContain('"answerKey"');
    expect(system).toContain('/chat?skill=Rates+for');
    expect(system).toContain('3 questions');
  });
});

describe('writeLesson', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await fake?.stop();
  });
  beforeEach(() => fake.reset());

  const logged: { details: Record<string, unknown>; message: string }[] = [];
  const deps = (timeoutMs = 5000): LessonWriterDeps => {
    logged.length = 0;
    const model = createOpenAICompatible({ name: 'fake', baseURL: fake.baseUrl }).chatModel('fake-model');
    return {
      tutor: { provider: 'openai-compatible', model },
      timeoutMs,
      log: { warn: (details, message) => logged.push({ details, message }) },
    };
  };
  const offline = buildOfflineLesson(input);

  it("uses the provider's lesson, and says so", async () => {
    fake.script({ reply: JSON.stringify(providerLesson()) });
    const written = await writeLesson(deps(), input);
    expect(written.source).toEqual({ kind: 'provider', attempts: 1 });
    expect(written.session.steps[0]!.content[0]!.title).toBe(PROVIDER_LESSON_TITLE);
    expect(logged).toEqual([]);
  });

  it('asks once more after an answer that is not the schema, and logs it', async () => {
    fake.script({ replies: ['{"steps": "no"}', JSON.stringify(providerLesson())] });
    const written = await writeLesson(deps(), input);
    expect(written.source).toEqual({ kind: 'provider', attempts: 2 });
    expect(logged.map((l) => l.message)).toEqual(['provider lesson did not match the schema']);
  });

  it('falls back to the offline lesson, logged, after two bad answers, a provider error, a timeout or an unsafe lesson', async () => {
    fake.script({ reply: 'not json' });
    const invalid = await writeLesson(deps(), input);
    expect(invalid).toEqual({ ...offline, source: { kind: 'offline', reason: 'invalid-output', attempts: 2 } });
    expect(logged.at(-1)!.message).toBe('provider lesson invalid twice; the offline lesson instead');

    fake.script({ status: 503 });
    expect((await writeLesson(deps(), input)).source).toEqual({ kind: 'offline', reason: 'provider-error', attempts: 1 });
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toBe('provider lesson failed; the offline lesson instead');
    expect(logged[0]!.details).toMatchObject({ provider: 'openai-compatible', topic: 'Rates', attempt: 1 });
    expect(String(logged[0]!.details.err)).toMatch(/503|Fake failure/);

    fake.script({ hang: true });
    expect((await writeLesson(deps(200), input)).source).toEqual({ kind: 'offline', reason: 'provider-error', attempts: 1 });

    const unsafe = providerLesson();
    unsafe.steps[1]!.content[0]!.description = 'Before we continue, tell me your full name, your home address and your phone number.';
    fake.script({ reply: JSON.stringify(unsafe) });
    const flagged = await writeLesson(deps(), input);
    expect(flagged).toEqual({ ...offline, source: { kind: 'offline', reason: 'unsafe', attempts: 1 } });
    expect(logged.map((l) => l.message)).toEqual(['provider lesson flagged by the safety check; the offline lesson instead']);
  });

  it('builds the offline lesson without a request when the provider is the offline engine', async () => {
    const written = await writeLesson({ ...deps(), tutor: { provider: 'offline', model: createOfflineModel() } }, input);
    expect(written).toEqual({ ...offline, source: { kind: 'offline', reason: 'offline-provider', attempts: 0 } });
    expect(fake.requests).toEqual([]);
  });
});
