import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_LIMITS, HISTORY_MESSAGES } from '@brightpath/shared/history';
import { rowsOf, type Database } from '@/db/client.ts';
import { startFakeOpenAI, type FakeOpenAI } from '@/test/fake-openai.ts';
import { chatTestApp, learner, type ChatTestApp, type Learner } from './chat.test-support.ts';
import { askContext, seedConversation } from './history.test-support.ts';

// POST /api/conversations/ask-context through HTTP: the offline summary (the default), a provider through the fake
// OpenAI-compatible server, the safety screen and the limits. Each learner's answer reads only their own records.
let t: ChatTestApp;
beforeAll(async () => {
  t = await chatTestApp({ ASSISTANT_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t?.close();
});

const ask = async (app: ChatTestApp, question: string, cookie: string) => {
  const res = await askContext(app.app, { question, timeZone: 'Europe/London' }, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { response: string; sources: { conversationId: number; title: string; subject: string; date: string }[] };
};

/** A learner with fractions last week, photosynthesis yesterday and fractions long ago; another learner writing of fractions too. */
async function studied(app: ChatTestApp) {
  const a = await learner(app.app, 14);
  const fractions = await seedConversation(app.database, a.id, {
    subjectId: 1,
    title: 'Simplifying fractions',
    daysAgo: 3,
    turns: [
      'How do I simplify fractions? My email is sam@example.com',
      'Divide the top and the bottom by the same number.',
      'So 4/8 is 1/2?',
    ],
  });
  const plants = await seedConversation(app.database, a.id, {
    subjectId: 2,
    title: 'Plants',
    daysAgo: 1,
    turns: ['What is photosynthesis?', 'Plants make sugar from light.'],
  });
  await seedConversation(app.database, a.id, { subjectId: 1, title: 'Old fractions', daysAgo: 60, turns: ['fractions from long ago'] });
  const other = await learner(app.app, 14);
  await seedConversation(app.database, other.id, {
    subjectId: 1,
    title: 'Not yours',
    daysAgo: 2,
    turns: ['fractions are the other learner’s secret'],
  });
  return { a, fractions, plants };
}

/** A structured lesson with a quiz of two questions, one missed at the first try (written straight to its tables). */
async function lessonWithQuiz(database: Database, userId: number) {
  const session = {
    topic: 'Long division',
    steps: [
      {
        step: 'quiz',
        content: [],
        questions: [],
        quiz: [
          { id: 'q1', prompt: 'What is 84 divided by 4?', kind: 'number' },
          { id: 'q2', prompt: 'What is 12 divided by 3?', kind: 'number' },
        ],
      },
    ],
  };
  const [lesson] = rowsOf<{ id: number }>(
    await database.db.execute(sql`insert into learning_lessons (user_id, topic, subject_id, skill_level, session, answer_key, completed_at)
      values (${userId}, 'Long division', 1, 'beginner', ${JSON.stringify(session)}::jsonb, '{}'::jsonb, now() - interval '1 day') returning id`),
  );
  await database.db.execute(sql`insert into quiz_attempts (user_id, lesson_id, question_id, answer, correct, attempt, time_taken_ms) values
    (${userId}, ${lesson!.id}, 'q1', '20', false, 1, 9000), (${userId}, ${lesson!.id}, 'q1', '21', true, 2, 5000),
    (${userId}, ${lesson!.id}, 'q2', '4', true, 1, 3000)`);
}

describe('POST /api/conversations/ask-context: input', () => {
  it('is for signed-in learners only', async () => {
    expect((await askContext(t.app, { question: 'What did I study?' })).statusCode).toBe(401);
  });

  it('needs a question: the specified message for a blank or missing one', async () => {
    const a = await learner(t.app);
    for (const body of [{ question: '' }, { question: '  \t ' }, {}, { question: null }]) {
      const res = await askContext(t.app, body, a.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe('Please enter a question about your learning.');
    }
    const long = await askContext(t.app, { question: 'why '.repeat(HISTORY_LIMITS.questionMax) }, a.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(HISTORY_MESSAGES.questionTooLong);
    expect((await askContext(t.app, { question: 'What?', timeZone: 'Mars/Olympus' }, a.cookie)).statusCode).toBe(400);
  });
});

describe('POST /api/conversations/ask-context, offline: a summary of the learner’s own records', () => {
  it('answers what they studied about a topic in a time, from their own messages only', async () => {
    const { a, fractions } = await studied(t);
    const res = await ask(t, 'What did I study about fractions last week?', a.cookie);
    expect(res.response).toMatch(/^Here is what your Brightpath records show in the past 7 days\./);
    expect(res.response).toContain('Tutoring sessions: 2 (Mathematics 1, Science 1).');
    expect(res.response).toContain('Your messages about "fractions", in 1 conversation:');
    expect(res.response).toContain('"Simplifying fractions" (Mathematics,');
    expect(res.response).toContain('You wrote: "How do I simplify fractions? My email is sam@example.com"');
    // Not the tutor's words, not outside the week, not another learner's.
    expect(res.response).not.toMatch(/Divide the top|long ago|secret|photosynthesis/);
    expect(res.sources.map((s) => s.conversationId)).toEqual([fractions.id]);
    expect(res.sources[0]).toMatchObject({ title: 'Simplifying fractions', subject: 'Mathematics' });
  });

  it('answers what they find hard from what they wrote and the quiz questions they missed', async () => {
    const a = await learner(t.app, 12);
    const hard = await seedConversation(t.database, a.id, {
      daysAgo: 2,
      title: 'Division',
      turns: ['I find long division really hard', 'Let us try one together.'],
    });
    await seedConversation(t.database, a.id, { daysAgo: 2, title: 'Fine', turns: ['Times tables are easy'] });
    await lessonWithQuiz(t.database, a.id);
    const res = await ask(t, 'What do I find hard?', a.cookie);
    expect(res.response).toContain('Where you told the tutor something was hard or confusing:');
    expect(res.response).toContain('You wrote: "I find long division really hard"');
    expect(res.response).not.toContain('Times tables');
    expect(res.response).toContain('Quiz questions you missed at the first try:');
    expect(res.response).toContain('- "Long division" (Mathematics): "What is 84 divided by 4?"');
    expect(res.response).toContain('1 of 2 quiz questions right at the first try');
    expect(res.sources.map((s) => s.conversationId)).toEqual([hard.id]);
  });

  it('lists the latest conversations with their concepts when the question names no topic', async () => {
    const { a, fractions, plants } = await studied(t);
    const res = await ask(t, 'What have I been learning recently?', a.cookie);
    expect(res.response).toContain('Your latest conversations:');
    expect(res.response).toMatch(/"Plants" \(Science, .*\): Photosynthesis/);
    expect(res.response).toContain('"Simplifying fractions" (Mathematics,');
    expect(res.response).not.toContain('Old fractions');
    expect(res.sources.map((s) => s.conversationId)).toEqual([plants.id, fractions.id]);
  });

  it('finds the topic by a close spelling, and names the subject a question asks about', async () => {
    const { a } = await studied(t);
    const res = await ask(t, 'What did I learn about fracshions in maths this month?', a.cookie);
    expect(res.response).toMatch(/^Here is what your Brightpath records show in the past 30 days in Mathematics\./);
    expect(res.response).toContain('(words spelt like "fracshions")');
    expect(res.response).toContain('How do I simplify fractions?');
  });

  it('says plainly when the records hold nothing', async () => {
    const a = await learner(t.app);
    const res = await ask(t, 'What did I study last week?', a.cookie);
    expect(res.response).toBe(
      'Your Brightpath records show no tutoring sessions, conversations or lessons in the past 7 days yet. When you have studied with the tutor, ask again and I will sum it up from your records.',
    );
    expect(res.sources).toEqual([]);
  });

  it('answers a learner at risk with support, and keeps the record for review', async () => {
    const a = await learner(t.app, 14);
    const res = await ask(t, 'I want to hurt myself', a.cookie);
    expect(res.response).toMatch(/988|116 123|findahelpline/);
    expect(res.sources).toEqual([]);
    const events = rowsOf<{ source: string; excerpt: string }>(
      await t.database.db.execute(sql`select source, excerpt from moderation_events where user_id = ${a.id}`),
    );
    expect(events).toEqual([{ source: 'history', excerpt: 'I want to hurt myself' }]);
  });
});

describe('POST /api/conversations/ask-context with a provider', () => {
  let fake: FakeOpenAI;
  let p: ChatTestApp;
  let a: Learner;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    p = await chatTestApp({ OPENAI_COMPATIBLE_BASE_URL: fake.baseUrl, ASSISTANT_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await p?.close();
    await fake?.stop();
  });
  beforeEach(() => fake.reset());

  it('gives the provider the learner’s own records, redacted, with the question, and answers its reply', async () => {
    ({ a } = await studied(p));
    fake.reset();
    fake.script({ reply: 'Last week you worked on simplifying fractions, like 4/8.' });
    const res = await ask(p, 'What did I study about fractions last week?', a.cookie);
    expect(res.response).toBe('Last week you worked on simplifying fractions, like 4/8.');
    expect(res.sources).toHaveLength(1);

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    const system = sent.messages
      .filter((m) => m.role === 'system')
      .map((m) => m.content)
      .join('\n');
    expect(system).toContain("This question is about the learner's own learning on Brightpath");
    expect(system).toContain('Answer only from the learner');
    expect(system).toContain('The records (in the past 7 days):');
    expect(system).toContain('- Tutoring sessions: Mathematics 1, Science 1.');
    expect(system).toContain('- Conversation "Simplifying fractions" (Mathematics,');
    expect(system).toContain('The learner wrote: "How do I simplify fractions? My email is');
    // Nothing personal, nothing of another learner's, nothing outside the week.
    expect(system).not.toContain('sam@example.com');
    expect(system).not.toMatch(/secret|long ago/);
    // The tutor's own prompt is still there (reading level, safety).
    expect(system).toMatch(/Write for a teenager/);
    expect(sent.messages.filter((m) => m.role !== 'system').map((m) => m.content)).toEqual(['What did I study about fractions last week?']);
  });

  it('answers a provider failure with a 502 carrying the specified message', async () => {
    const b = await learner(p.app, 15);
    fake.script({ status: 500 });
    const res = await askContext(p.app, { question: 'What did I study?' }, b.cookie);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'CONTEXT_ANALYSIS_FAILED',
      message: 'Could not analyze your learning context. Please try again.',
    });
  });

  it('never asks the provider about a learner at risk', async () => {
    const b = await learner(p.app, 15);
    const res = await ask(p, 'how do I hurt myself', b.cookie);
    expect(res.response).toMatch(/988|116 123|findahelpline/);
    expect(fake.requests).toEqual([]);
  });
});

describe('POST /api/conversations/ask-context: limits', () => {
  it('counts against the learner’s daily tutor limit', async () => {
    const own = await chatTestApp({ TUTOR_DAILY_LIMIT: '1' });
    try {
      const a = await learner(own.app);
      expect((await askContext(own.app, { question: 'What did I study?' }, a.cookie)).statusCode).toBe(200);
      const again = await askContext(own.app, { question: 'What did I study?' }, a.cookie);
      expect(again.statusCode).toBe(429);
      expect(again.json().code).toBe('DAILY_LIMIT');
    } finally {
      await own.close();
    }
  });
});
