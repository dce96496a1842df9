import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievementLists, achievementProgress } from '@brightpath/shared/achievements';
import { ANALYTICS_MESSAGES, levelFromXp, trendPeriods, type ProgressAnalytics } from '@brightpath/shared/analytics';
import { emptyLearnerActivity } from '@brightpath/shared/learning-stats';
import type { Lesson, LessonPhase } from '@brightpath/shared/lesson';
import { localDay } from '@brightpath/shared/weekly-activity';
import { get, ORIGIN, post } from '@/test/helpers.ts';
import { messages } from '../chat/chat.tables.ts';
import { chatTestApp, learner, tutor, type ChatTestApp, type Learner } from '../chat/chat.test-support.ts';
import { doPhases } from '../learning/learning.test-support.ts';
import { learningLessons, quizAttempts } from '../learning/learning.tables.ts';
import { studySessions } from './progress.tables.ts';

// Learning analytics through HTTP (docs/decisions/034): the three calls with a learner's events seeded at known
// moments, each range's figures worked out by hand below; the header's figures are the dashboard's and /progress's.
let t: ChatTestApp;
beforeAll(async () => {
  t = await chatTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Range = 'week' | 'month' | 'all';
const read = async (who: Learner, call: string, query = '') => {
  const res = await get(t.app, `/api/analytics/${call}${query}`, who.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const analytics = (who: Learner, range?: Range): Promise<ProgressAnalytics> => read(who, 'progress', range ? `?timeRange=${range}` : '');
const content = (who: Learner, range: Range) => read(who, 'content-interactions', `?timeRange=${range}`);
const quiz = (who: Learner, range: Range) => read(who, 'quiz-performance', `?timeRange=${range}`);
const say = async (who: Learner, userMessage: string, subjectId: number, conversationId?: number) => {
  const res = await tutor(t.app, { userMessage, subjectId, ...(conversationId ? { conversationId } : {}) }, who.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { conversationId: number };
};

const MIN = 60_000;
const today = new Date();
/** Noon UTC `daysAgo` days ago, plus `minutes`: far from midnight, so each event falls on that day in UTC. */
const at = (daysAgo: number, minutes = 0) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, 12) + minutes * MIN);

type SeededLesson = {
  subjectId: number | null;
  topic: string;
  opened: Date;
  steps: LessonPhase[];
  cards: string[];
  /** First tries (and a second one where given), minutes after the lesson was opened. */
  answers: { correct: boolean; after: number; ms: number; second?: { after: number } }[];
};

/** A lesson as the learning module stores it, with only what the analytics read of its session: the Listen phase's items. */
async function seedLesson(who: Learner, l: SeededLesson) {
  const content = [...l.cards.map((title) => ({ title, type: 'card' })), { title: `Worked example: ${l.topic}`, type: 'example' }];
  const [row] = await t.database.db
    .insert(learningLessons)
    .values({
      userId: who.id,
      topic: l.topic,
      subjectId: l.subjectId,
      skillLevel: 'beginner',
      session: { topic: l.topic, steps: [{ step: 'listen', content }] } as never,
      answerKey: {},
      completedSteps: l.steps,
      createdAt: l.opened,
      completedAt: l.steps.includes('quiz') ? new Date(l.opened.getTime() + 10 * MIN) : null,
    })
    .returning({ id: learningLessons.id });
  const moment = (after: number) => new Date(l.opened.getTime() + after * MIN);
  if (l.answers.length > 0)
    await t.database.db.insert(quizAttempts).values(
      l.answers.flatMap((a, i) => [
        {
          userId: who.id,
          lessonId: row!.id,
          questionId: `q${i}`,
          answer: 'x',
          correct: a.correct,
          attempt: 1,
          timeTakenMs: a.ms,
          createdAt: moment(a.after),
        },
        ...(a.second
          ? [
              {
                userId: who.id,
                lessonId: row!.id,
                questionId: `q${i}`,
                answer: 'y',
                correct: true,
                attempt: 2,
                timeTakenMs: 999_999,
                createdAt: moment(a.second.after),
              },
            ]
          : []),
      ]),
    );
  return row!.id;
}

describe('a learner with tutor turns, lessons, quiz answers and a timed session at known moments', () => {
  let who: Learner;
  let other: Learner;

  beforeAll(async () => {
    who = await learner(t.app, 14);
    for (const subjectId of [1, 2])
      expect((await post(t.app, '/api/user-subjects', { subjectId, level: 'beginner' }, who.cookie)).statusCode).toBe(201);
    // Three tutor turns yesterday: at noon and 3 minutes later (Mathematics), at 40 minutes (Science); replies 5 s later.
    const maths = await say(who, 'solve 2x + 3 = 7', 1);
    await say(who, 'x = 2', 1, maths.conversationId);
    await say(who, 'what is photosynthesis?', 2);
    const rows = await t.database.db.select({ id: messages.id }).from(messages).where(eq(messages.userId, who.id)).orderBy(messages.id);
    const moments = [0, 5 / 60, 3, 3 + 5 / 60, 40, 40 + 5 / 60];
    expect(rows).toHaveLength(moments.length);
    for (const [i, row] of rows.entries())
      await t.database.db
        .update(messages)
        .set({ createdAt: at(1, moments[i]!) })
        .where(eq(messages.id, row.id));
    // A pomodoro from 5 to 30 minutes.
    await t.database.db
      .insert(studySessions)
      .values({ userId: who.id, minutes: 25, type: 'pomodoro_session', targetReached: true, completedAt: at(1, 30) });
    // Yesterday at 60 minutes: Fractions, finished, two topic cards; first tries right, wrong (then right), right.
    await seedLesson(who, {
      subjectId: 1,
      topic: 'Fractions',
      opened: at(1, 60),
      steps: ['listen', 'ask', 'talk', 'teach', 'quiz'],
      cards: ['Fractions', 'Equivalent fractions'],
      answers: [
        { correct: true, after: 2, ms: 4000 },
        { correct: false, after: 3, ms: 6000, second: { after: 4 } },
        { correct: true, after: 5, ms: 5000 },
      ],
    });
    // Yesterday at 120 minutes: a lesson without a subject, three phases done, no card, three right.
    await seedLesson(who, {
      subjectId: null,
      topic: 'Study skills',
      opened: at(1, 120),
      steps: ['listen', 'ask', 'talk'],
      cards: [],
      answers: [1, 2, 3].map((after) => ({ correct: true, after, ms: 3000 })),
    });
    // 20 days ago (this month, not this week): Cells in Science, finished, one card, 1 of 4 right.
    await seedLesson(who, {
      subjectId: 2,
      topic: 'Cells',
      opened: at(20),
      steps: ['listen', 'ask', 'talk', 'teach', 'quiz'],
      cards: ['Cells'],
      answers: [1, 2, 3, 4].map((after) => ({ correct: after === 1, after, ms: 1000 })),
    });
    // 60 days ago (all time only): Decimals, its card read, nothing answered.
    await seedLesson(who, { subjectId: 1, topic: 'Decimals', opened: at(60), steps: ['listen'], cards: ['Decimals'], answers: [] });

    // Another learner, busy the same days: none of it may count above.
    other = await learner(t.app, 30);
    await say(other, 'what is an atom?', 2);
    await seedLesson(other, {
      subjectId: 2,
      topic: 'Atoms',
      opened: at(1, 30),
      steps: ['listen'],
      cards: ['Atoms', 'Molecules'],
      answers: [1, 2, 3].map((after) => ({ correct: false, after, ms: 9000 })),
    });
  });

  it('shows the same learner figures as the dashboard and /progress, whatever the range', async () => {
    const dashboard = (await get(t.app, '/api/dashboard?timeZone=UTC', who.cookie)).json();
    const progress = (await get(t.app, '/api/progress?timeZone=UTC', who.cookie)).json();
    for (const range of ['week', 'month', 'all'] as const) {
      const a = await analytics(who, range);
      expect(a.totalLearningTime).toBe(progress.overview.studyTime);
      expect(a.completedSessions).toBe(dashboard.stats.totalSessions);
      expect(a.completedSessions).toBe(progress.overview.totalSessions);
      expect(a.streak).toBe(dashboard.stats.streak);
      expect(a.streak).toBe(progress.overview.streak);
      expect(a.achievements).toEqual(progress.achievements);
    }
    // Worked out: chat 2 min + 3 min 5 s, 2 min 5 s; the pomodoro's 25; Fractions 2 + 5 min, Study skills 2 + 3,
    // Cells 2 + 4, Decimals 2: 52 min 10 s. Two sessions; study yesterday only (so far back nothing touches it).
    expect(await analytics(who)).toMatchObject({ timeRange: 'week', totalLearningTime: 52, completedSessions: 2, streak: 1 });
  });

  it('counts XP from the events and the level from the XP', async () => {
    const a = await analytics(who, 'all');
    // 2 sessions x 25, 3 messages x 2, 14 lesson phases x 10 (5 + 3 + 5 + 1), 6 first tries right x 10, 1 timed session x 15.
    expect(a.xpSources.map((s) => [s.source, s.count, s.xp])).toEqual([
      ['sessions', 2, 50],
      ['userMessages', 3, 6],
      ['lessonSteps', 14, 140],
      ['correctAnswers', 6, 60],
      ['timedSessions', 1, 15],
    ]);
    expect(a.totalXp).toBe(271);
    expect(a.level).toEqual(levelFromXp(271));
    expect(a).toMatchObject({ currentLevel: 2, level: { xpIntoLevel: 171, xpForNextLevel: 200 } });
    // Not the range's: the header is all time.
    expect((await analytics(who, 'week')).totalXp).toBe(271);
    expect(a.badges).toEqual([
      {
        id: 'first_steps',
        type: 'milestone',
        name: 'First Steps',
        description: 'Complete your first tutoring session',
        rarity: 'common',
        unlockedAt: expect.any(String),
      },
    ]);
  });

  it('finds the strong areas and the areas to improve in the range’s quiz answers', async () => {
    const week = await analytics(who);
    expect(week.strongAreas).toEqual([{ subjectId: null, name: 'General', answered: 3, correct: 3, accuracy: 100 }]);
    expect(week.weakAreas).toEqual([{ subjectId: 1, name: 'Mathematics', answered: 3, correct: 2, accuracy: 67 }]);
    const month = await analytics(who, 'month');
    expect(month.weakAreas.map((a) => [a.name, a.accuracy])).toEqual([
      ['Science', 25],
      ['Mathematics', 67],
    ]);
  });

  it('lists the range’s lessons as recent sessions, newest first, with their phases', async () => {
    const week = await analytics(who);
    expect(
      week.recentSessions.map(({ topic, subjectName, status, completedSteps, totalSteps }) => ({
        topic,
        subjectName,
        status,
        completedSteps,
        totalSteps,
      })),
    ).toEqual([
      { topic: 'Study skills', subjectName: null, status: 'in_progress', completedSteps: 3, totalSteps: 5 },
      { topic: 'Fractions', subjectName: 'Mathematics', status: 'completed', completedSteps: 5, totalSteps: 5 },
    ]);
    expect(week.recentSessions[1]!.startedAt).toBe(at(1, 60).toISOString());
    expect((await analytics(who, 'all')).recentSessions.map((s) => s.topic)).toEqual(['Study skills', 'Fractions', 'Cells', 'Decimals']);
  });

  it('draws the learning time per day of the range, and per month for all time', async () => {
    const week = await analytics(who);
    expect(week.trendUnit).toBe('day');
    expect(week.trend.map((p) => p.period)).toEqual(trendPeriods('week', localDay(today, 'UTC')));
    // Yesterday: 5 min 5 s + 25 + 2 min 5 s + 7 + 5.
    expect(week.trend.find((p) => p.period === localDay(at(1), 'UTC'))?.minutes).toBe(44);
    expect(week.trend.reduce((n, p) => n + p.minutes, 0)).toBe(44);
    const month = await analytics(who, 'month');
    expect(month.trend).toHaveLength(30);
    expect(month.trend.find((p) => p.period === localDay(at(20), 'UTC'))?.minutes).toBe(6);
    const all = await analytics(who, 'all');
    expect(all.trendUnit).toBe('month');
    expect(all.trend[0]!.period).toBe(localDay(at(60), 'UTC').slice(0, 7));
    expect(all.trend.reduce((n, p) => n + p.minutes, 0)).toBe(52);
  });

  it('counts the lessons and topic cards of the range as content, with the time from their timestamps', async () => {
    // Fractions: opened, answers at 2, 3, 4, 5 minutes: from 2 minutes before it opened to 5 after, 420 s.
    // Study skills: 2 + 3 minutes, 300 s. Cells: 2 + 4, 360 s. Decimals: 2 minutes, 120 s.
    expect(await content(who, 'week')).toEqual({
      timeRange: 'week',
      totalInteractions: 4,
      completedContent: 3,
      totalWatchTime: 720,
      recentInteractions: [
        expect.objectContaining({
          contentTitle: 'Study skills',
          contentType: 'lesson',
          completionPercentage: 60,
          watchTime: 300,
          subjectName: null,
        }),
        expect.objectContaining({ contentTitle: 'Fractions', contentType: 'lesson', completionPercentage: 100, watchTime: 420 }),
        expect.objectContaining({
          contentTitle: 'Fractions',
          contentType: 'card',
          completionPercentage: 100,
          watchTime: null,
          lessonTopic: 'Fractions',
        }),
        expect.objectContaining({ contentTitle: 'Equivalent fractions', contentType: 'card', completionPercentage: 100, watchTime: null }),
      ],
    });
    expect(await content(who, 'month')).toMatchObject({ totalInteractions: 6, completedContent: 5, totalWatchTime: 1080 });
    const all = await content(who, 'all');
    expect(all).toMatchObject({ totalInteractions: 8, completedContent: 6, totalWatchTime: 1200 });
    expect(all.recentInteractions.map((i: { contentTitle: string }) => i.contentTitle)).toEqual([
      'Study skills',
      'Fractions',
      'Fractions',
      'Equivalent fractions',
      'Cells',
      'Cells',
      'Decimals',
      'Decimals',
    ]);
  });

  it('counts each quiz question once, by its first try, as the lessons do', async () => {
    // Week: Fractions 2 of 3 and Study skills 3 of 3, (4 + 6 + 5 + 3 x 3) s over 6.
    const week = await quiz(who, 'week');
    expect(week).toMatchObject({ timeRange: 'week', totalAttempts: 6, correct: 5, accuracy: 83, averageTime: 4 });
    expect(week.bySubject).toEqual([
      { subjectId: null, name: 'General', answered: 3, correct: 3, accuracy: 100 },
      { subjectId: 1, name: 'Mathematics', answered: 3, correct: 2, accuracy: 67 },
    ]);
    expect(week.trend.find((p: { period: string }) => p.period === localDay(at(1), 'UTC'))).toEqual({
      period: localDay(at(1), 'UTC'),
      attempts: 6,
      correct: 5,
    });
    // Month and all time: and Cells, 1 of 4 in 1 s each.
    expect(await quiz(who, 'month')).toMatchObject({ totalAttempts: 10, correct: 6, accuracy: 60, averageTime: 2.8 });
    const all = await quiz(who, 'all');
    expect(all).toMatchObject({ totalAttempts: 10, correct: 6, accuracy: 60, averageTime: 2.8, trendUnit: 'month' });
    // The lesson module's own totals agree.
    expect((await get(t.app, '/api/quiz/analytics', who.cookie)).json()).toMatchObject({
      attempts: all.totalAttempts,
      correct: all.correct,
      accuracy: all.accuracy,
      averageTimeMs: 2800,
    });
  });

  it('never counts another learner’s data, and shows the other learner only theirs', async () => {
    const o = await analytics(other, 'all');
    expect(o).toMatchObject({ completedSessions: 1, totalXp: 25 + 2 + 10, strongAreas: [], recentSessions: [{ topic: 'Atoms' }] });
    expect(o.weakAreas).toEqual([{ subjectId: 2, name: 'Science', answered: 3, correct: 0, accuracy: 0 }]);
    expect(await content(other, 'all')).toMatchObject({ totalInteractions: 3, completedContent: 2, totalWatchTime: 300 });
    expect(await quiz(other, 'all')).toMatchObject({ totalAttempts: 3, correct: 0, averageTime: 9 });
  });
});

describe('the figures kept between reads (progress.repository.ts keeps the tutoring activity by version)', () => {
  it('count a tutoring session started without a message, and a message, at the next read', async () => {
    const who = await learner(t.app, 30);
    const { conversationId } = await say(who, 'what is an atom?', 2);
    const sessions = async () => (await get(t.app, '/api/dashboard', who.cookie)).json().stats.totalSessions;
    const messagesXp = async () => (await analytics(who)).xpSources.find((x) => x.source === 'userMessages')?.count;
    expect(await sessions()).toBe(1);
    expect(await sessions()).toBe(1);
    expect(await messagesXp()).toBe(1);
    // A session with no message (a finished lesson starts one the same way).
    expect((await post(t.app, '/api/sessions', { subjectId: 1, concepts: [], realWorldExamples: [] }, who.cookie)).statusCode).toBe(201);
    expect(await sessions()).toBe(2);
    expect((await analytics(who)).completedSessions).toBe(2);
    // A message stored in the conversation the activity was read with.
    await t.database.db.insert(messages).values({ conversationId, userId: who.id, role: 'user', content: 'and electrons?' });
    expect(await messagesXp()).toBe(2);
  });
});

describe('a learner who did nothing yet', () => {
  it('is at level 1 with no XP, no badge and empty lists', async () => {
    const who = await learner(t.app);
    const a = await analytics(who);
    expect(a).toMatchObject({
      timeRange: 'week',
      totalLearningTime: 0,
      completedSessions: 0,
      currentLevel: 1,
      totalXp: 0,
      level: { level: 1, xpIntoLevel: 0, xpForNextLevel: 100, xpToNextLevel: 100 },
      streak: 0,
      badges: [],
      strongAreas: [],
      weakAreas: [],
      recentSessions: [],
    });
    expect(a.trend).toHaveLength(7);
    expect(a.trend.every((p) => p.minutes === 0)).toBe(true);
    const counts = { ...emptyLearnerActivity(), subjects: 0 };
    expect(a.achievements).toEqual(achievementLists(achievementProgress(counts, [])));
    expect(await content(who, 'all')).toEqual({
      timeRange: 'all',
      totalInteractions: 0,
      completedContent: 0,
      totalWatchTime: 0,
      recentInteractions: [],
    });
    expect(await quiz(who, 'month')).toMatchObject({ totalAttempts: 0, correct: 0, accuracy: 0, averageTime: 0, bySubject: [] });
  });
});

describe('a lesson done through the lesson’s own calls', () => {
  it('shows its topic cards, its phases and its quiz answers', async () => {
    const who = await learner(t.app, 15);
    const created = await post(t.app, '/api/learning/create-session', { topic: 'Fractions', subjectId: 1 }, who.cookie);
    expect(created.statusCode, created.body).toBe(201);
    const lesson = created.json() as Lesson;
    const cards = lesson.steps[0]!.content.filter((c) => c.type === 'card').map((c) => c.title);
    expect(cards.length).toBeGreaterThan(0);
    const before = await content(who, 'week');
    expect(
      before.recentInteractions.map((i: { contentType: string; completionPercentage: number }) => [i.contentType, i.completionPercentage]),
    ).toEqual([['lesson', 0], ...cards.map(() => ['card', 0])]);
    await doPhases(t.app, t.database, who, lesson, ['listen', 'ask', 'talk', 'teach', 'quiz']);
    const after = await content(who, 'week');
    expect(after).toMatchObject({ totalInteractions: 1 + cards.length, completedContent: 1 + cards.length });
    expect(after.recentInteractions.map((i: { contentTitle: string }) => i.contentTitle)).toEqual([lesson.topic, ...cards]);
    const questions = lesson.steps[4]!.quiz!.length;
    expect(await quiz(who, 'week')).toMatchObject({ totalAttempts: questions, correct: questions, accuracy: 100 });
    // The finished lesson counts as a tutoring session, like a chat's first message, and every phase earns XP.
    const a = await analytics(who);
    expect(a.completedSessions).toBe(1);
    expect(a.recentSessions).toMatchObject([{ topic: 'Fractions', status: 'completed', completedSteps: 5, totalSteps: 5 }]);
    expect(a.xpSources.find((s) => s.source === 'lessonSteps')?.count).toBe(5);
    expect(a.xpSources.find((s) => s.source === 'correctAnswers')?.count).toBe(questions);
  });
});

describe('bad input and callers', () => {
  const calls = ['progress', 'content-interactions', 'quiz-performance'];

  it.each(calls)('/api/analytics/%s refuses an unknown time range or time zone with 400', async (call) => {
    const who = await learner(t.app);
    for (const query of ['?timeRange=year', '?timeRange=', '?timeRange=WEEK']) {
      const res = await get(t.app, `/api/analytics/${call}${query}`, who.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(ANALYTICS_MESSAGES.timeRange);
    }
    const zone = await get(t.app, `/api/analytics/${call}?timeZone=Mars%2FOlympus`, who.cookie);
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toBe('Unknown time zone');
  });

  it.each(calls)('/api/analytics/%s answers 401 to a visitor', async (call) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/analytics/${call}?timeRange=week`, headers: { origin: ORIGIN } });
    expect(res.statusCode).toBe(401);
  });
});
