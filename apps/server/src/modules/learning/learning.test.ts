import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_ID_MAX, FIELD_MESSAGES } from '@brightpath/shared/fields';
import { LESSON_MESSAGES, LESSON_PHASES, STEP_MESSAGES, type Lesson, type LessonPhase } from '@brightpath/shared/lesson';
import { createTestApp, get, post, registerUser, type TestApp } from '@/test/helpers.ts';
import { buildOfflineLesson, type OfflineLessonInput } from '@/tutor/offline/lesson/lesson.ts';
import { gradeQuizAnswer } from '@/tutor/offline/lesson/quiz-key.ts';
import { keyTerms } from '@/tutor/offline/lesson/step-check.ts';
import { seedSessions } from '../chat/chat.test-support.ts';
import { tutoringSessions } from '../chat/chat.tables.ts';
import { moderationEvents } from '../moderation/moderation.tables.ts';
import { achievementUnlocks } from '../progress/progress.tables.ts';
import { learningLessons, quizAttempts } from './learning.tables.ts';
import { answerKeyOf, doPhase, doPhases, ownWords, rightAnswer, seedLearnerMessage } from './learning.test-support.ts';

// The structured lesson through HTTP: built offline, stored per learner with its answer key kept on the
// server, its phases completed in order, its quiz graded and counted.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Learner = { id: number; cookie: string };
async function newLearner(age?: number): Promise<Learner> {
  const { cookie, me } = await registerUser(t.app);
  if (age !== undefined) expect((await post(t.app, '/api/users', { firstName: 'Sam', age, skipped: true }, cookie)).statusCode).toBe(201);
  return { id: me.id as number, cookie };
}

const create = (who: Learner | undefined, body: Record<string, unknown>) => post(t.app, '/api/learning/create-session', body, who?.cookie);
const step = (who: Learner | undefined, id: number, phase: string) =>
  post(t.app, `/api/learning/sessions/${id}/steps`, { step: phase }, who?.cookie);
const attempt = (who: Learner | undefined, body: Record<string, unknown>) => post(t.app, '/api/quiz/attempts', body, who?.cookie);
const built = (topic: string, more: Partial<OfflineLessonInput> = {}) =>
  buildOfflineLesson({ topic, age: 16, skillLevel: 'beginner', learningObjectives: [], ...more });
const storedLessons = (who: Learner) => t.database.db.select().from(learningLessons).where(eq(learningLessons.userId, who.id));
const moderated = (who: Learner) =>
  t.database.db
    .select({
      source: moderationEvents.source,
      action: moderationEvents.action,
      category: moderationEvents.category,
      excerpt: moderationEvents.excerpt,
    })
    .from(moderationEvents)
    .where(eq(moderationEvents.userId, who.id));
const storedLesson = async (id: number) => (await t.database.db.select().from(learningLessons).where(eq(learningLessons.id, id)))[0]!;

/** Every key of every object in a JSON value, however deep. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...allKeys(v)]);
  return [];
}

async function newLesson(who: Learner, body: Record<string, unknown> = { topic: 'Fractions' }): Promise<Lesson> {
  const res = await create(who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('POST /api/learning/create-session', () => {
  it('builds and keeps a five-phase lesson whose quiz carries no answers', async () => {
    const who = await newLearner();
    const subjects = (await get(t.app, '/api/subjects')).json() as { id: number; name: string }[];
    const maths = subjects.find((s) => s.id === 1)!;
    const res = await create(who, {
      topic: '  Fractions ',
      subjectId: 1,
      skillLevel: 'intermediate',
      learningObjectives: ['Add fractions'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const lesson = res.json();
    const expected = built('Fractions', {
      subject: { id: 1, name: maths.name },
      skillLevel: 'intermediate',
      learningObjectives: ['Add fractions'],
    });
    expect(lesson).toEqual({
      id: expect.any(Number),
      ...expected.session,
      completedSteps: [],
      completedAt: null,
      work: {},
      quizAnswers: {},
    });
    expect(lesson.steps.map((s: { step: string }) => s.step)).toEqual([...LESSON_PHASES]);
    for (const field of ['topic', 'difficulty', 'totalDuration', 'steps', 'expectedOutcomes']) expect(lesson).toHaveProperty(field);

    const keys = allKeys(lesson);
    for (const secret of ['optionId', 'answer', 'expected', 'answerKey']) expect(keys, secret).not.toContain(secret);

    const row = await storedLesson(lesson.id);
    expect(row).toMatchObject({
      userId: who.id,
      topic: 'Fractions',
      subjectId: 1,
      skillLevel: 'intermediate',
      completedSteps: [],
      completedAt: null,
    });
    expect(row.answerKey).toEqual(expected.answerKey);
    const quiz = lesson.steps[4].quiz as { id: string }[];
    expect(Object.keys(row.answerKey).sort()).toEqual(quiz.map((q) => q.id).sort());
  });

  it('teaches Programming and Art (migration 0020) from their own topic cards', async () => {
    const who = await newLearner();
    for (const [subjectId, topic, phrase] of [
      [14, 'recursion', 'base case'],
      [15, 'perspective drawing', 'vanishing point'],
    ] as const) {
      const lesson = await newLesson(who, { topic, subjectId });
      expect(lesson.steps.map((s) => s.step)).toEqual([...LESSON_PHASES]);
      expect(JSON.stringify(lesson.steps[0]), topic).toContain(phrase);
      expect(await storedLesson(lesson.id)).toMatchObject({ topic, subjectId });
    }
  });

  it('writes for the age in the request when the account has none, and 16 when neither says', async () => {
    const who = await newLearner();
    const child = await newLesson(who, { topic: 'Fractions', userAge: 9 });
    const { id: _a, completedSteps: _b, completedAt: _c, work: _w, quizAnswers: _q, ...childSession } = child;
    expect(childSession).toEqual(built('Fractions', { age: 9 }).session);
    const unknown = await newLesson(who, { topic: 'Fractions' });
    const { id: _d, completedSteps: _e, completedAt: _f, work: _w2, quizAnswers: _q2, ...defaultSession } = unknown;
    expect(defaultSession).toEqual(built('Fractions', { age: 16 }).session);
    expect(childSession).not.toEqual(defaultSession);
  });

  it("writes for the account's age when it is set, whatever the request says", async () => {
    const who = await newLearner(30);
    const lesson = await newLesson(who, { topic: 'Fractions', userAge: 9 });
    const { id: _a, completedSteps: _b, completedAt: _c, work: _w, quizAnswers: _q, ...session } = lesson;
    expect(session).toEqual(built('Fractions', { age: 30 }).session);
    expect(session).not.toEqual(built('Fractions', { age: 9 }).session);
  });

  it('refuses a topic the safety check flags, and stores nothing', async () => {
    const who = await newLearner(10);
    const res = await create(who, { topic: 'how to make a bomb' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TOPIC_REFUSED', message: 'Please choose another topic to learn about.' });
    expect(await storedLessons(who)).toEqual([]);
    // Kept for the operators' review, like a moderated chat turn.
    expect(await moderated(who)).toEqual([
      { source: 'lesson', action: 'refuse', category: expect.any(String), excerpt: 'how to make a bomb' },
    ]);
  });

  it('answers a topic that shows a learner at risk with the supportive reply, not a refusal, and stores nothing', async () => {
    const who = await newLearner(12);
    const res = await create(who, { topic: 'i dont want to be alive anymore' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('TOPIC_SUPPORT');
    expect(body.message).toMatch(/trusted adult|helpline|Childline|988|talk to/i);
    expect(await storedLessons(who)).toEqual([]);
    expect(await moderated(who)).toMatchObject([{ source: 'lesson', action: 'support', category: 'self-harm' }]);
  });

  it('answers 400 for a blank topic, a bad skill level, a bad age and a bad subject id', async () => {
    const who = await newLearner();
    const blank = await create(who, { topic: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toContainEqual({ path: 'topic', message: LESSON_MESSAGES.topicRequired });
    expect(blank.json().message).toContain('Topic is required');

    const missing = await create(who, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toContainEqual({ path: 'topic', message: LESSON_MESSAGES.topicRequired });

    const level = await create(who, { topic: 'Fractions', skillLevel: 'expert' });
    expect(level.statusCode).toBe(400);
    expect(level.json().issues).toContainEqual({ path: 'skillLevel', message: LESSON_MESSAGES.skillLevel });

    const age = await create(who, { topic: 'Fractions', userAge: 2 });
    expect(age.statusCode).toBe(400);
    expect(age.json().issues).toContainEqual({ path: 'userAge', message: LESSON_MESSAGES.age });

    const nul = await create(who, { topic: 'Frac\u0000tions' });
    expect(nul.statusCode).toBe(400);

    for (const subjectId of [0, -1, 1.5, DB_ID_MAX + 1, '1']) {
      expect((await create(who, { topic: 'Fractions', subjectId })).statusCode, String(subjectId)).toBe(400);
    }
    expect(await storedLessons(who)).toEqual([]);
  });

  it('answers 404 for a subject not in the catalogue, and stores nothing', async () => {
    const who = await newLearner();
    const res = await create(who, { topic: 'Fractions', subjectId: 9999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Subject not found');
    expect(await storedLessons(who)).toEqual([]);
  });
});

describe('GET /api/learning/sessions/:id', () => {
  it("answers the caller's lesson as it was created", async () => {
    const who = await newLearner();
    const lesson = await newLesson(who);
    const res = await get(t.app, `/api/learning/sessions/${lesson.id}`, who.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(lesson);
  });

  it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
    const who = await newLearner();
    const unknown = await get(t.app, '/api/learning/sessions/999999', who.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Lesson not found');
    for (const bad of ['abc', '0', '-3', '1.5', String(DB_ID_MAX + 1)]) {
      expect((await get(t.app, `/api/learning/sessions/${bad}`, who.cookie)).statusCode, bad).toBe(400);
    }
    expect((await get(t.app, `/api/learning/sessions/${DB_ID_MAX + 1}`, who.cookie)).json().issues).toContainEqual({
      path: 'id',
      message: FIELD_MESSAGES.id,
    });
  });
});

describe('GET /api/learning/sessions/latest', () => {
  const latest = (who: Learner | undefined, query: Record<string, string>) =>
    get(t.app, `/api/learning/sessions/latest?${new URLSearchParams(query).toString()}`, who?.cookie);

  it("answers the caller's newest lesson on the same words at that level (and in that subject when given), with its progress", async () => {
    const who = await newLearner();
    const older = await newLesson(who, { topic: 'Fractions of numbers', subjectId: 1 });
    const newest = await newLesson(who, { topic: 'Fractions of numbers', subjectId: 1 });
    const otherSubject = await newLesson(who, { topic: 'Fractions of numbers', subjectId: 2 });
    await newLesson(who, { topic: 'Fractions of numbers', subjectId: 1, skillLevel: 'advanced' });
    await newLesson(who, { topic: 'Fractions', subjectId: 1 });
    expect((await step(who, newest.id, 'listen')).statusCode).toBe(200);
    expect(older.id).toBeLessThan(newest.id);

    const res = await latest(who, { topic: '  fractions   OF Numbers ', skillLevel: 'beginner', subjectId: '1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ lesson: { ...newest, completedSteps: ['listen'] } });
    expect(allKeys(res.json())).not.toContain('answerKey');

    // The level defaults to beginner; without a subject, the newest in any subject.
    expect((await latest(who, { topic: 'Fractions of numbers' })).json()).toEqual({ lesson: otherSubject });
    expect((await latest(who, { topic: 'Fractions of numbers', subjectId: '2' })).json()).toEqual({ lesson: otherSubject });
    const advanced = (await latest(who, { topic: 'fractions of numbers', skillLevel: 'advanced' })).json();
    expect(advanced.lesson).toMatchObject({ topic: 'Fractions of numbers', difficulty: 'advanced' });
  });

  it('answers null when the caller has no lesson on those words at that level in that subject', async () => {
    const who = await newLearner();
    await newLesson(who, { topic: 'Fractions', subjectId: 1 });
    const queries: Record<string, string>[] = [
      { topic: 'Photosynthesis' },
      { topic: 'Fraction' },
      { topic: 'Fractions', skillLevel: 'intermediate' },
      { topic: 'Fractions', subjectId: '2' },
    ];
    for (const query of queries) {
      const res = await latest(who, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(200);
      expect(res.json(), JSON.stringify(query)).toEqual({ lesson: null });
    }
  });

  it("never answers another learner's lesson", async () => {
    const owner = await newLearner();
    const other = await newLearner();
    await newLesson(owner, { topic: 'Volcanoes' });
    expect((await latest(other, { topic: 'Volcanoes' })).json()).toEqual({ lesson: null });
    const mine = await newLesson(other, { topic: 'Volcanoes' });
    await newLesson(owner, { topic: 'Volcanoes' });
    expect((await latest(other, { topic: 'Volcanoes' })).json()).toEqual({ lesson: mine });
  });

  it('answers 400 for a missing or blank topic, a bad skill level and a bad subject id', async () => {
    const who = await newLearner();
    const missing = await get(t.app, '/api/learning/sessions/latest', who.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toContainEqual({ path: 'topic', message: LESSON_MESSAGES.topicRequired });
    const blank = await latest(who, { topic: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toContainEqual({ path: 'topic', message: LESSON_MESSAGES.topicRequired });
    expect((await latest(who, { topic: 'x'.repeat(101) })).statusCode).toBe(400);
    const level = await latest(who, { topic: 'Fractions', skillLevel: 'expert' });
    expect(level.statusCode).toBe(400);
    expect(level.json().issues).toContainEqual({ path: 'skillLevel', message: LESSON_MESSAGES.skillLevel });
    for (const subjectId of ['0', '-1', '1.5', 'abc', String(DB_ID_MAX + 1)]) {
      expect((await latest(who, { topic: 'Fractions', subjectId })).statusCode, subjectId).toBe(400);
    }
  });
});

describe('GET /api/learning/sessions/open', () => {
  const open = (who: Learner | undefined, subjectId: string) =>
    get(t.app, `/api/learning/sessions/open?subjectId=${subjectId}`, who?.cookie);

  it('answers the lesson the caller was last on in the subject, whatever its topic and level, with the work done and answers given', async () => {
    const who = await newLearner();
    await newLesson(who, { topic: 'Fractions', subjectId: 1 });
    const last = await newLesson(who, { topic: 'Ratio and proportion', subjectId: 1, skillLevel: 'advanced' });
    await newLesson(who, { topic: 'Photosynthesis', subjectId: 2 });
    await newLesson(who, { topic: 'Volcanoes' });
    const worked = await doPhases(t.app, t.database, who, last, ['listen', 'ask', 'talk']);
    const q = last.steps[4]!.quiz![0]!;
    expect((await attempt(who, { lessonId: last.id, questionId: q.id, answer: '987654', timeTakenMs: 10 })).statusCode).toBe(201);

    const res = await open(who, '1');
    expect(res.statusCode).toBe(200);
    const lesson = res.json().lesson as Lesson;
    expect(lesson.id).toBe(last.id);
    expect(lesson).toMatchObject({
      topic: 'Ratio and proportion',
      difficulty: 'advanced',
      completedSteps: ['listen', 'ask', 'talk'],
      work: worked.work,
    });
    expect(lesson.quizAnswers[q.id]).toMatchObject({ answer: '987654', correct: false, tries: 1, settled: false, expected: null });
    expect((await open(who, '2')).json().lesson.topic).toBe('Photosynthesis');
  });

  it("answers null where the caller has no lesson, never another learner's, and 400 for a bad subject id", async () => {
    const who = await newLearner();
    const other = await newLearner();
    await newLesson(other, { topic: 'Fractions', subjectId: 1 });
    expect((await open(who, '1')).json()).toEqual({ lesson: null });
    for (const bad of ['', 'abc', '0', '-1', '1.5', String(DB_ID_MAX + 1)]) {
      const res = await open(who, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().issues[0].path).toBe('subjectId');
    }
  });
});

describe('POST /api/learning/sessions/:id/steps', () => {
  it('completes the phases in order only, each once its work is done, idempotently, and the fifth completes the lesson once', async () => {
    const who = await newLearner();
    const lesson = await newLesson(who, { topic: 'Fractions', subjectId: 1 });

    const early = await step(who, lesson.id, 'ask');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Complete the listen phase first.');
    const quizFirst = await step(who, lesson.id, 'quiz');
    expect(quizFirst.statusCode).toBe(409);
    expect(quizFirst.json().message).toBe('Complete the teach phase first.');

    const done: LessonPhase[] = [];
    let last: Lesson = lesson;
    for (const phase of LESSON_PHASES) {
      const res = await doPhase(t.app, t.database, who, lesson, phase);
      expect(res.statusCode, res.body).toBe(200);
      done.push(phase);
      last = res.json();
      expect(last.completedSteps).toEqual(done);
      // Again: the same answer, nothing added twice.
      const repeat = await doPhase(t.app, t.database, who, lesson, phase);
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json().completedSteps).toEqual(done);
    }
    const completedAt = last.completedAt!;
    expect(new Date(completedAt).toISOString()).toBe(completedAt);
    expect(Object.keys(last.work).sort()).toEqual(['ask', 'talk', 'teach']);
    expect(last.work.talk!.text).toBe(ownWords(lesson, 'talk'));
    const row = await storedLesson(lesson.id);
    expect(row.completedSteps).toEqual([...LESSON_PHASES]);
    expect(row.completedAt!.toISOString()).toBe(completedAt);
    expect((await get(t.app, `/api/learning/sessions/${lesson.id}`, who.cookie)).json()).toEqual(last);
  });

  it('answers 400 for a step that is not a phase, talk or teach without words or with too many, and 404 for an unknown lesson', async () => {
    const who = await newLearner();
    const lesson = await newLesson(who);
    const bad = await step(who, lesson.id, 'dance');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('step');
    for (const [phase, message] of Object.entries(STEP_MESSAGES.textRequired)) {
      for (const text of [undefined, '   ']) {
        const res = await post(
          t.app,
          `/api/learning/sessions/${lesson.id}/steps`,
          { step: phase, ...(text === undefined ? {} : { text }) },
          who.cookie,
        );
        expect(res.statusCode, phase).toBe(400);
        expect(res.json().issues).toContainEqual({ path: 'text', message });
      }
    }
    const long = await post(t.app, `/api/learning/sessions/${lesson.id}/steps`, { step: 'talk', text: 'word '.repeat(500) }, who.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toContainEqual({ path: 'text', message: STEP_MESSAGES.textTooLong });
    const unknown = await step(who, 999999, 'listen');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Lesson not found');
    expect((await storedLesson(lesson.id)).completedSteps).toEqual([]);
  });
});

describe('the work each phase asks for', () => {
  const say = (who: Learner, id: number, phase: string, text?: string) =>
    post(t.app, `/api/learning/sessions/${id}/steps`, { step: phase, ...(text === undefined ? {} : { text }) }, who.cookie);
  const notDone = (res: { statusCode: number; json: () => { code: string; message: string } }) => {
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STEP_NOT_DONE');
    return res.json().message;
  };

  it('Ask: completes only once the learner has asked the tutor a question in the Chat tab, in the subject, since the lesson began', async () => {
    const who = await newLearner();
    await seedLearnerMessage(t.database, who.id, 1, 'What is a fraction, really?');
    const lesson = await newLesson(who, { topic: 'Fractions', subjectId: 1 });
    await doPhases(t.app, t.database, who, lesson, ['listen']);
    // The question from before the lesson does not count.
    expect(notDone(await step(who, lesson.id, 'ask'))).toMatch(/^Ask your tutor a question in the Chat tab first/);
    // A message that asks nothing, and a question in another subject, do not either.
    await seedLearnerMessage(t.database, who.id, 1, 'ok thanks');
    await seedLearnerMessage(t.database, who.id, 2, 'Why do plants need light?');
    expect(notDone(await step(who, lesson.id, 'ask'))).toMatch(/don't ask a question yet/);
    expect((await storedLesson(lesson.id)).completedSteps).toEqual(['listen']);

    // Asked through the tutor chat itself.
    const asked = await post(
      t.app,
      '/api/chat/tutor',
      { userMessage: 'How do I add fractions with different denominators?', subjectId: 1 },
      who.cookie,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const res = await step(who, lesson.id, 'ask');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().completedSteps).toEqual(['listen', 'ask']);
    expect(res.json().work.ask).toEqual({
      text: 'How do I add fractions with different denominators?',
      feedback: 'You asked your tutor: "How do I add fractions with different denominators?"',
    });
  });

  it('Talk and Teach: too few words, a copy of the lesson, no key term, or Teach repeating Talk say kindly what is missing', async () => {
    const who = await newLearner();
    const lesson = await newLesson(who, { topic: 'Fractions', subjectId: 1 });
    await doPhases(t.app, t.database, who, lesson, ['listen', 'ask']);
    const terms = keyTerms(lesson);

    expect(notDone(await say(who, lesson.id, 'talk', 'Fractions are parts.'))).toMatch(
      /^A good start! Say a bit more: explain Fractions in at least 12 words/,
    );
    expect(notDone(await say(who, lesson.id, 'talk', 'part '.repeat(20)))).toMatch(/^A good start!/);
    const lessonText = lesson.steps[0]!.content[0]!.description;
    expect(notDone(await say(who, lesson.id, 'talk', lessonText))).toMatch(/very close to the lesson’s own words/);
    expect(
      notDone(
        await say(
          who,
          lesson.id,
          'talk',
          'I like pizza and I share it with my sister every Friday night after school when we watch films together.',
        ),
      ),
    ).toMatch(/^You're on your way! Use one of the lesson's key words, such as /);
    expect((await storedLesson(lesson.id)).completedSteps).toEqual(['listen', 'ask']);

    const talk = await say(who, lesson.id, 'talk', ownWords(lesson, 'talk'));
    expect(talk.statusCode, talk.body).toBe(200);
    expect(talk.json().work.talk.feedback).toMatch(/^Well explained! You put Fractions in your own words and used /);

    expect(notDone(await say(who, lesson.id, 'teach', ownWords(lesson, 'talk')))).toMatch(/This is what you wrote in Talk/);
    const oneTerm = `To teach this I would explain ${terms[0]} slowly with drawings on paper, then let my friend try a few examples alone and check them.`;
    expect(notDone(await say(who, lesson.id, 'teach', oneTerm))).toMatch(/Use two of the lesson's key words/);
    const teach = await say(who, lesson.id, 'teach', ownWords(lesson, 'teach'));
    expect(teach.statusCode, teach.body).toBe(200);
    expect(teach.json().completedSteps).toEqual(['listen', 'ask', 'talk', 'teach']);
    expect(teach.json().work.teach.text).toBe(ownWords(lesson, 'teach'));
  });

  it('Talk: what the learner writes goes through the safety check first, like every learner text, and is kept for review', async () => {
    const who = await newLearner(15);
    const lesson = await newLesson(who, { topic: 'Fractions', subjectId: 1 });
    await doPhases(t.app, t.database, who, lesson, ['listen', 'ask']);
    const res = await say(who, lesson.id, 'talk', 'I want to kill myself, nothing matters any more and fractions will not change that');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WORK_SUPPORT');
    expect((await moderated(who)).map((m) => [m.source, m.action])).toEqual([['lesson', 'support']]);
    expect((await storedLesson(lesson.id)).completedSteps).toEqual(['listen', 'ask']);
  });

  it('Quiz: completes only when every question is settled', async () => {
    const who = await newLearner();
    const lesson = await newLesson(who);
    await doPhases(t.app, t.database, who, lesson, ['listen', 'ask', 'talk', 'teach']);
    expect(notDone(await step(who, lesson.id, 'quiz'))).toBe('Answer every question to finish the quiz.');
    const q = lesson.steps[4]!.quiz![0]!;
    await attempt(who, { lessonId: lesson.id, questionId: q.id, answer: '987654', timeTakenMs: 10 });
    expect(notDone(await step(who, lesson.id, 'quiz'))).toBe('Answer every question to finish the quiz.');
    const done = await doPhase(t.app, t.database, who, lesson, 'quiz');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().completedAt).not.toBeNull();
  });
});

describe('the quiz', () => {
  let who: Learner;
  let lesson: Lesson;
  beforeAll(async () => {
    who = await newLearner();
    lesson = await newLesson(who);
  });

  it('grades an answer; a wrong first try gets a hint and a second try, then the answer; a settled question is a 409', async () => {
    const quiz = lesson.steps[4]!.quiz!;
    const key = await answerKeyOf(t.database, lesson.id);
    const [first, second, third] = quiz;

    const right = await attempt(who, {
      lessonId: lesson.id,
      questionId: first!.id,
      answer: rightAnswer(key[first!.id]!),
      timeTakenMs: 4000,
    });
    expect(right.statusCode, right.body).toBe(201);
    expect(right.json()).toEqual({
      answer: rightAnswer(key[first!.id]!),
      correct: true,
      tries: 1,
      firstTryCorrect: true,
      settled: true,
      hint: null,
      expected: expect.any(String),
    });
    const again = await attempt(who, { lessonId: lesson.id, questionId: first!.id, answer: '987654', timeTakenMs: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'QUESTION_SETTLED', message: 'You have already answered this question.' });

    // Wrong, then right: a hint and no answer after the first try; right on the second.
    const wrong = await attempt(who, { lessonId: lesson.id, questionId: second!.id, answer: '987654', timeTakenMs: 9000 });
    expect(wrong.statusCode).toBe(201);
    expect(wrong.json()).toMatchObject({ correct: false, tries: 1, settled: false, expected: null });
    expect(wrong.json().hint).toEqual(expect.stringMatching(/\S/));
    expect(JSON.stringify(wrong.json())).not.toContain(`"${gradeQuizAnswer(key[second!.id]!, '').expected}"`);
    const retry = await attempt(who, {
      lessonId: lesson.id,
      questionId: second!.id,
      answer: rightAnswer(key[second!.id]!),
      timeTakenMs: 2001,
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ correct: true, tries: 2, firstTryCorrect: false, settled: true, hint: null });

    // Wrong twice: the answer is shown after the second.
    await attempt(who, { lessonId: lesson.id, questionId: third!.id, answer: '987654', timeTakenMs: 10 });
    const twice = await attempt(who, { lessonId: lesson.id, questionId: third!.id, answer: '987653', timeTakenMs: 10 });
    expect(twice.json()).toMatchObject({
      correct: false,
      tries: 2,
      settled: true,
      hint: null,
      expected: gradeQuizAnswer(key[third!.id]!, '').expected,
    });
    expect((await attempt(who, { lessonId: lesson.id, questionId: third!.id, answer: '1', timeTakenMs: 10 })).statusCode).toBe(409);

    const rows = await t.database.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, who.id), eq(quizAttempts.lessonId, lesson.id)))
      .orderBy(quizAttempts.id);
    expect(rows.map((r) => [r.questionId, r.answer, r.correct, r.attempt, r.timeTakenMs])).toEqual([
      [first!.id, rightAnswer(key[first!.id]!), true, 1, 4000],
      [second!.id, '987654', false, 1, 9000],
      [second!.id, rightAnswer(key[second!.id]!), true, 2, 2001],
      [third!.id, '987654', false, 1, 10],
      [third!.id, '987653', false, 2, 10],
    ]);

    // A return shows the answers given, as they stand.
    const back = (await get(t.app, `/api/learning/sessions/${lesson.id}`, who.cookie)).json() as Lesson;
    expect(back.quizAnswers).toEqual({ [first!.id]: right.json(), [second!.id]: retry.json(), [third!.id]: twice.json() });
  });

  it('keeps one answer when two are sent for the same try at once', async () => {
    const other = await newLearner();
    const mine = await newLesson(other);
    const q = mine.steps[4]!.quiz![0]!;
    const both = await Promise.all(
      ['987654', '987655'].map((answer) => attempt(other, { lessonId: mine.id, questionId: q.id, answer, timeTakenMs: 10 })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 201]);
    const rows = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.lessonId, mine.id));
    expect(rows.map((r) => r.attempt).sort()).toEqual([1, 2]);
  });

  it('answers 404 for a question not in the lesson or an unknown lesson, 400 for bad input, and stores none of them', async () => {
    const before = (await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.userId, who.id))).length;
    const questionId = lesson.steps[4]!.quiz![0]!.id;
    for (const q of ['no-such-question', '__proto__', 'constructor']) {
      const res = await attempt(who, { lessonId: lesson.id, questionId: q, answer: '1', timeTakenMs: 10 });
      expect(res.statusCode, q).toBe(404);
      expect(res.json().message).toBe('Question not found');
    }
    const unknown = await attempt(who, { lessonId: 999999, questionId, answer: '1', timeTakenMs: 10 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Lesson not found');

    const blank = await attempt(who, { lessonId: lesson.id, questionId, answer: '  ', timeTakenMs: 10 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toContainEqual({ path: 'answer', message: LESSON_MESSAGES.answerRequired });
    for (const bad of [
      { lessonId: DB_ID_MAX + 1, questionId, answer: '1', timeTakenMs: 10 },
      { lessonId: lesson.id, questionId, answer: '1', timeTakenMs: -1 },
      { lessonId: lesson.id, questionId, answer: '1', timeTakenMs: DB_ID_MAX + 1 },
      { lessonId: lesson.id, questionId, answer: '1' },
    ]) {
      expect((await attempt(who, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.userId, who.id))).length).toBe(before);
  });
});

describe('GET /api/quiz/analytics', () => {
  it('is all zeros for a learner who did nothing', async () => {
    const who = await newLearner();
    const res = await get(t.app, '/api/quiz/analytics', who.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ attempts: 0, correct: 0, accuracy: 0, averageTimeMs: 0, lessonsStarted: 0, lessonsCompleted: 0 });
  });

  it("counts each of the caller's questions once, by its first try, and their lessons, and no one else's", async () => {
    const who = await newLearner();
    const other = await newLearner();
    const lesson = await newLesson(who);
    await newLesson(who, { topic: 'Photosynthesis' });
    await newLesson(other);
    const key = await answerKeyOf(t.database, lesson.id);
    const quiz = lesson.steps[4]!.quiz!;
    const [q1, q2, q3] = quiz;
    // q1 wrong then right (counts as wrong), q2 right at once, q3 wrong twice; a re-answer is refused and not counted.
    await attempt(who, { lessonId: lesson.id, questionId: q1!.id, answer: '987654', timeTakenMs: 1000 });
    await attempt(who, { lessonId: lesson.id, questionId: q1!.id, answer: rightAnswer(key[q1!.id]!), timeTakenMs: 2000 });
    await attempt(who, { lessonId: lesson.id, questionId: q2!.id, answer: rightAnswer(key[q2!.id]!), timeTakenMs: 1500 });
    expect(
      (await attempt(who, { lessonId: lesson.id, questionId: q2!.id, answer: rightAnswer(key[q2!.id]!), timeTakenMs: 0 })).statusCode,
    ).toBe(409);
    await attempt(who, { lessonId: lesson.id, questionId: q3!.id, answer: '987654', timeTakenMs: 500 });
    await attempt(who, { lessonId: lesson.id, questionId: q3!.id, answer: '987654', timeTakenMs: 500 });
    const finished = await doPhases(t.app, t.database, who, lesson, LESSON_PHASES);

    const res = await get(t.app, '/api/quiz/analytics', who.cookie);
    expect(res.statusCode).toBe(200);
    // 3 questions (the quiz has only those at beginner level), 1 right the first time (33%), (1000 + 1500 + 500) / 3 ms.
    expect(quiz).toHaveLength(3);
    expect(res.json()).toEqual({ attempts: 3, correct: 1, accuracy: 33, averageTimeMs: 1000, lessonsStarted: 2, lessonsCompleted: 1 });
    // The lesson's own score counts the same way.
    expect(Object.values(finished.quizAnswers).filter((a) => a.firstTryCorrect)).toHaveLength(1);

    expect((await get(t.app, '/api/quiz/analytics', other.cookie)).json()).toEqual({
      attempts: 0,
      correct: 0,
      accuracy: 0,
      averageTimeMs: 0,
      lessonsStarted: 1,
      lessonsCompleted: 0,
    });
  });

  it('rounds the accuracy to a whole percentage', async () => {
    const who = await newLearner();
    const lesson = await newLesson(who);
    const key = await answerKeyOf(t.database, lesson.id);
    const [q1, q2, q3] = lesson.steps[4]!.quiz!;
    for (const q of [q1!, q2!])
      await attempt(who, { lessonId: lesson.id, questionId: q.id, answer: rightAnswer(key[q.id]!), timeTakenMs: 2 });
    await attempt(who, { lessonId: lesson.id, questionId: q3!.id, answer: '987654', timeTakenMs: 3 });
    expect((await get(t.app, '/api/quiz/analytics', who.cookie)).json()).toMatchObject({
      attempts: 3,
      correct: 2,
      accuracy: 67,
      averageTimeMs: 2,
    });
  });
});

describe("another learner's lesson", () => {
  it('is a 404 for reading it, completing its steps and answering its quiz, and is left untouched', async () => {
    const owner = await newLearner();
    const other = await newLearner();
    const lesson = await newLesson(owner);
    const questionId = lesson.steps[4]!.quiz![0]!.id;

    const read = await get(t.app, `/api/learning/sessions/${lesson.id}`, other.cookie);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Lesson not found');
    const done = await step(other, lesson.id, 'listen');
    expect(done.statusCode).toBe(404);
    expect(done.json().message).toBe('Lesson not found');
    await doPhases(t.app, t.database, owner, lesson, ['listen', 'ask']);
    const talked = await post(
      t.app,
      `/api/learning/sessions/${lesson.id}/steps`,
      { step: 'talk', text: ownWords(lesson, 'talk') },
      other.cookie,
    );
    expect(talked.statusCode).toBe(404);
    expect(talked.json().message).toBe('Lesson not found');
    const answered = await attempt(other, { lessonId: lesson.id, questionId, answer: '1', timeTakenMs: 10 });
    expect(answered.statusCode).toBe(404);
    expect(answered.json().message).toBe('Lesson not found');

    expect(await storedLesson(lesson.id)).toMatchObject({ completedSteps: ['listen', 'ask'], work: { ask: expect.any(Object) } });
    expect(await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.lessonId, lesson.id))).toEqual([]);
  });
});

describe('an anonymous caller', () => {
  it('gets 401 on every learning route', async () => {
    const owner = await newLearner();
    const lesson = await newLesson(owner);
    const questionId = lesson.steps[4]!.quiz![0]!.id;
    const calls = [
      create(undefined, { topic: 'Fractions' }),
      get(t.app, `/api/learning/sessions/${lesson.id}`),
      get(t.app, '/api/learning/sessions/latest?topic=Fractions'),
      get(t.app, '/api/learning/sessions/open?subjectId=1'),
      post(t.app, `/api/learning/sessions/${lesson.id}/steps`, {
        step: 'talk',
        text: 'Fractions are equal parts of a whole thing cut up.',
      }),
      step(undefined, lesson.id, 'listen'),
      attempt(undefined, { lessonId: lesson.id, questionId, answer: '1', timeTakenMs: 10 }),
      get(t.app, '/api/quiz/analytics'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    expect((await storedLesson(lesson.id)).completedSteps).toEqual([]);
  });
});

describe('the lesson rate limit', () => {
  it('answers 429 with Retry-After past the lessons a learner may start in a minute, counting each learner apart', async () => {
    const limited = await createTestApp({ LESSON_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const a = await registerUser(limited.app);
      const start = (cookie: string) => post(limited.app, '/api/learning/create-session', { topic: 'Fractions' }, cookie);
      expect((await start(a.cookie)).statusCode).toBe(201);
      expect((await start(a.cookie)).statusCode).toBe(201);
      const third = await start(a.cookie);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect(third.json().message).toMatch(/^You are starting lessons very quickly\. Please wait \d+ seconds and try again\.$/);
      const b = await registerUser(limited.app);
      expect((await start(b.cookie)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('a finished lesson', () => {
  const finish = async (who: Learner, lesson: Lesson) => doPhases(t.app, t.database, who, lesson, LESSON_PHASES);
  const sessionsOf = (who: Learner) => t.database.db.select().from(tutoringSessions).where(eq(tutoringSessions.userId, who.id));

  it('counts as a tutoring session in its subject, once, with the dashboard and achievements hearing of it', async () => {
    const who = await newLearner(12);
    const lesson = await newLesson(who, { topic: 'Fractions', subjectId: 1 });
    await doPhases(t.app, t.database, who, lesson, LESSON_PHASES.slice(0, 4));
    expect(await sessionsOf(who)).toEqual([]);
    expect((await doPhase(t.app, t.database, who, lesson, 'quiz')).statusCode).toBe(200);
    expect(await step(who, lesson.id, 'quiz').then((r) => r.statusCode)).toBe(200);
    const sessions = await sessionsOf(who);
    expect(sessions.map((s) => [s.subjectId, s.conversationId, s.slot])).toEqual([[1, null, 1]]);
    const dashboard = (await get(t.app, '/api/dashboard?timeZone=UTC', who.cookie)).json();
    expect(dashboard.stats.totalSessions).toBe(1);
    const unlocked = await t.database.db.select().from(achievementUnlocks).where(eq(achievementUnlocks.userId, who.id));
    expect(unlocked.map((u) => u.achievementId)).toContain('first_steps');
  });

  it('is not counted without a subject, nor on a Free plan with no session left this month, and still ends', async () => {
    const who = await newLearner(12);
    await finish(who, await newLesson(who, { topic: 'Fractions' }));
    expect(await sessionsOf(who)).toEqual([]);

    const full = await newLearner(12);
    await seedSessions(t.database, full.id, 20);
    const lesson = await newLesson(full, { topic: 'Fractions', subjectId: 1 });
    await finish(full, lesson);
    expect((await storedLesson(lesson.id)).completedAt).not.toBeNull();
    expect(await sessionsOf(full)).toHaveLength(20);
  });
});
