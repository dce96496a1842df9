import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievementLists, achievementProgress } from '@brightpath/shared/achievements';
import { dashboardStats, emptyLearnerActivity, progressOverview } from '@brightpath/shared/learning-stats';
import { QUESTION_SETS } from '@brightpath/shared/question-sets';
import { recommendations } from '@brightpath/shared/recommendations';
import { localDay } from '@brightpath/shared/weekly-activity';
import { get, ORIGIN, post } from '@/test/helpers.ts';
import { gradedAnswers, messages, tutoringSessions } from '../chat/chat.tables.ts';
import { learningLessons, quizAttempts } from '../learning/learning.tables.ts';
import { chatTestApp, learner, tutor, type ChatTestApp, type Learner } from '../chat/chat.test-support.ts';
import { achievementUnlocks, studySessions } from './progress.tables.ts';

// The learner's home through HTTP, on the real routes and the offline tutor: what the dashboard and progress
// page show is what the shared rules compute from what the learner did, and achievements unlock once.
let t: ChatTestApp;
beforeAll(async () => {
  t = await chatTestApp();
});
afterAll(async () => {
  await t?.close();
});

const patch = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PATCH',
    url,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
const dashboard = async (who: Learner, tz = 'UTC') =>
  (await get(t.app, `/api/dashboard?timeZone=${encodeURIComponent(tz)}`, who.cookie)).json();
const progress = async (who: Learner, tz = 'UTC') =>
  (await get(t.app, `/api/progress?timeZone=${encodeURIComponent(tz)}`, who.cookie)).json();
const unlocks = (who: Learner) =>
  t.database.db.select().from(achievementUnlocks).where(eq(achievementUnlocks.userId, who.id)).orderBy(achievementUnlocks.unlockedAt);
const say = async (who: Learner, userMessage: string, subjectId: number, conversationId?: number) => {
  const res = await tutor(t.app, { userMessage, subjectId, ...(conversationId ? { conversationId } : {}) }, who.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { conversationId: number };
};
const timed = (who: Learner, body: Record<string, unknown>) => post(t.app, '/api/study-sessions', body, who.cookie);

const empty = emptyLearnerActivity();

describe('an empty learner', () => {
  it('gets the onboarding checklist, zero stats and the first recommendation', async () => {
    const who = await learner(t.app);
    const d = await dashboard(who);
    expect(d.flags).toEqual({
      onboardingComplete: false,
      welcomeShown: false,
      guidanceBannerDismissed: false,
      gettingStartedComplete: false,
      quickStartTried: [],
    });
    expect(d.checklist).toEqual({ profile: false, subjects: false, chat: false, complete: false });
    expect(d.stats).toEqual(dashboardStats(empty));
    expect(d.assessmentCompleted).toBe(false);

    const p = await progress(who);
    expect(p.overview).toEqual(progressOverview(empty));
    expect(p.weekly).toHaveLength(7);
    expect(p.weekly.every((d: { sessions: number; messages: number; minutes: number }) => d.sessions + d.messages + d.minutes === 0)).toBe(
      true,
    );
    expect(p.weekly.at(-1).date).toBe(localDay(new Date(), 'UTC'));
    expect(p.recommendations).toEqual(recommendations({ sessions: 0, subjects: 0, userMessages: 0 }));
    expect(p.achievements).toEqual(achievementLists(achievementProgress({ ...empty, subjects: 0 }, [])));
    expect(p.achievements.upcoming).toHaveLength(3);
  });
});

describe('a learner who studied', () => {
  let who: Learner;
  beforeAll(async () => {
    who = await learner(t.app, 14);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/user-subjects',
          headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: who.cookie },
          payload: JSON.stringify({
            subjects: [
              { subjectId: 1, level: 'intermediate' },
              { subjectId: 2, level: 'beginner' },
            ],
          }),
        })
      ).statusCode,
    ).toBe(200);
    const first = await say(who, 'solve 2x + 3 = 7', 1);
    await say(who, 'x = 2', 1, first.conversationId);
    await say(who, 'what is photosynthesis?', 2);
    expect((await timed(who, { minutes: 25, type: 'pomodoro_session', targetReached: true })).statusCode).toBe(201);
    expect((await timed(who, { minutes: 3, type: 'timed_session', targetReached: false })).statusCode).toBe(201);
  });

  it('sees the timer and its tutoring counted on today', async () => {
    const d = await dashboard(who);
    // 'x = 2' at the first try: the chat's graded work, Linear equations learned.
    expect(d.stats).toMatchObject({ totalSessions: 2, streak: 1, conceptsMastered: 1 });
    expect(d.checklist).toEqual({ profile: true, subjects: true, chat: true, complete: true });
    expect(d.flags.onboardingComplete).toBe(true);

    const p = await progress(who);
    expect(p.overview).toMatchObject({ totalSessions: 2, streak: 1, conceptsLearned: 1 });
    expect(p.overview.lastSession).toMatchObject({ subjectId: 2, subjectName: 'Science' });
    const today = p.weekly.at(-1);
    // Both timer records were saved just now, so they overlap: the 25 minutes hold the 3 and the chat.
    expect(today).toMatchObject({ date: localDay(new Date(), 'UTC'), sessions: 2, messages: 3, minutes: 25 });
    expect(p.overview.studyTime).toBe(25);
    expect(p.timer).toEqual({ timedSessions: 2, pomodoros: 1, studyMinutes: 28 });
    expect(p.achievements.unlocked.map((a: { id: string }) => a.id)).toEqual(['first_steps']);
  });

  it('counts a day in the learner’s own time zone', async () => {
    // Move one message to 23:30 UTC two days ago: the same day in UTC, the next day in Berlin (UTC+1 or +2).
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    const lateEvening = new Date(Date.UTC(twoDaysAgo.getUTCFullYear(), twoDaysAgo.getUTCMonth(), twoDaysAgo.getUTCDate(), 23, 30));
    const [m] = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.userId, who.id), eq(messages.role, 'user')))
      .limit(1);
    await t.database.db.update(messages).set({ createdAt: lateEvening }).where(eq(messages.id, m!.id));
    const inUtc = (await progress(who, 'UTC')).weekly.find((d: { date: string }) => d.date === localDay(lateEvening, 'UTC'));
    const inBerlin = (await progress(who, 'Europe/Berlin')).weekly.find(
      (d: { date: string }) => d.date === localDay(lateEvening, 'Europe/Berlin'),
    );
    expect(localDay(lateEvening, 'Europe/Berlin')).not.toBe(localDay(lateEvening, 'UTC'));
    expect(inUtc.messages).toBe(1);
    expect(inBerlin.messages).toBe(1);
  });

  it('never shows another learner’s data', async () => {
    const other = await learner(t.app);
    expect((await dashboard(other)).stats).toEqual(dashboardStats(empty));
    expect((await progress(other)).timer).toEqual({ timedSessions: 0, pomodoros: 0, studyMinutes: 0 });
  });
});

describe('one set of figures, measured from the stored events (DESIGN.md decision 6)', () => {
  const MIN = 60_000;
  // Yesterday at noon UTC: far enough from midnight for every event below to fall on that day.
  const noon = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() - 1, 12));
  const at = (minutes: number) => new Date(noon.getTime() + minutes * MIN);
  let who: Learner;

  beforeAll(async () => {
    who = await learner(t.app, 14);
    for (const subjectId of [1, 2])
      expect((await post(t.app, '/api/user-subjects', { subjectId, level: 'beginner' }, who.cookie)).statusCode).toBe(201);
    const maths = await say(who, 'solve 2x + 3 = 7', 1);
    await say(who, 'x = 2', 1, maths.conversationId);
    await say(who, 'what is photosynthesis?', 2);
    // The six messages, moved to known moments: 0 and 3 minutes (maths), 40 minutes (science); each reply 5 s later.
    const rows = await t.database.db.select({ id: messages.id }).from(messages).where(eq(messages.userId, who.id)).orderBy(messages.id);
    const moments = [0, 5 / 60, 3, 3 + 5 / 60, 40, 40 + 5 / 60];
    expect(rows).toHaveLength(moments.length);
    for (const [i, row] of rows.entries())
      await t.database.db
        .update(messages)
        .set({ createdAt: at(moments[i]!) })
        .where(eq(messages.id, row.id));
    // A pomodoro saved at 30 minutes (from 5 to 30), a 3-minute session saved at 40 (overlapping the science
    // question), and 10 minutes of timer the day before.
    await t.database.db.insert(studySessions).values([
      { userId: who.id, minutes: 25, type: 'pomodoro_session', targetReached: true, completedAt: at(30) },
      { userId: who.id, minutes: 3, type: 'timed_session', targetReached: false, completedAt: at(40) },
      { userId: who.id, minutes: 10, type: 'timed_session', targetReached: false, completedAt: at(-24 * 60) },
    ]);
    // Three finished lessons, all opened and answered at one moment 30 days ago (2 minutes of study): two on the
    // same topic in Mathematics with 2 of 3 right at the first try (one concept), one in Science with 1 of 3 (none).
    // With 'x = 2' right at the first try in the chat (Linear equations), two concepts in Mathematics.
    const past = at(-30 * 24 * 60);
    const lesson = async (subjectId: number, topic: string, firstTries: boolean[]) => {
      const [row] = await t.database.db
        .insert(learningLessons)
        .values({
          userId: who.id,
          topic,
          subjectId,
          skillLevel: 'beginner',
          session: {} as never,
          answerKey: {},
          createdAt: past,
          completedAt: past,
        })
        .returning({ id: learningLessons.id });
      await t.database.db.insert(quizAttempts).values(
        firstTries.flatMap((correct, i) => [
          { userId: who.id, lessonId: row!.id, questionId: `q${i}`, answer: 'a', correct, attempt: 1, timeTakenMs: 1000, createdAt: past },
          // A second try, right: the first try decides.
          ...(correct
            ? []
            : [
                {
                  userId: who.id,
                  lessonId: row!.id,
                  questionId: `q${i}`,
                  answer: 'b',
                  correct: true,
                  attempt: 2,
                  timeTakenMs: 1000,
                  createdAt: past,
                },
              ]),
        ]),
      );
    };
    await lesson(1, 'Fractions', [true, false, true]);
    await lesson(1, 'fractions', [true, true, false]);
    await lesson(2, 'Cells', [true, false, false]);
  });

  it('agree on the dashboard, the progress overview and the analytics', async () => {
    const d = (await dashboard(who)).stats;
    const p = (await progress(who)).overview;
    // Tutoring: 2 min before the first message, 5 s, 2 min 55 s, 5 s, 2 min before the science question (a
    // 37-minute pause), 5 s, and 2 min for the lessons: 9 min 10 s, 9 minutes over 2 sessions.
    expect(d).toEqual({
      totalSessions: 2,
      streak: 2,
      conceptsMastered: 2,
      avgSessionTime: 5,
      subjectProgress: [
        { id: 1, subjectId: 1, level: 'beginner', progress: 30, subject: { name: 'Mathematics' } },
        { id: 2, subjectId: 2, level: 'beginner', progress: 10, subject: { name: 'Science' } },
      ],
    });
    // Study time: 5 min 5 s of maths, the pomodoro's 25, 3 min 5 s where the timer and the science question
    // overlap, 10 min of timer the day before and the lessons' 2: 45 minutes.
    expect(p).toMatchObject({ totalSessions: 2, studyTime: 45, conceptsLearned: 2, streak: 2, focusTime: 9, averageSession: 5 });
    expect(
      p.subjects.map((s: { subjectId: number; progress: number; mastery: number; concepts: number }) => [
        s.subjectId,
        s.progress,
        s.mastery,
        s.concepts,
      ]),
    ).toEqual([
      [1, 30, 30, 2],
      [2, 10, 10, 0],
    ]);
  });

  it('shows the week from the same measure', async () => {
    const week = (await progress(who)).weekly;
    const day = (date: Date) => week.find((w: { date: string }) => w.date === localDay(date, 'UTC'));
    expect(day(noon)).toMatchObject({ minutes: 33, messages: 3 });
    expect(day(at(-24 * 60))).toMatchObject({ minutes: 10, messages: 0 });
  });

  it('are read again when the learner adds to them, and not before', async () => {
    const before = (await progress(who)).overview.studyTime;
    expect((await progress(who)).overview.studyTime).toBe(before);
    // An hour after the science question, 30 minutes of timer: a stretch of its own.
    await t.database.db
      .insert(studySessions)
      .values({ userId: who.id, minutes: 30, type: 'timed_session', targetReached: false, completedAt: at(100) });
    expect((await progress(who)).overview.studyTime).toBe(before + 30);
    expect((await dashboard(who)).stats.avgSessionTime).toBe(5);
  });

  it('reads the streak in the learner’s time zone', async () => {
    // In Auckland (UTC+13 in November, +12 in winter) yesterday's noon UTC is already after midnight of the
    // next local day, and the timer the day before is a day apart from it too: two days, the later one today.
    const nz = (await dashboard(who, 'Pacific/Auckland')).stats.streak;
    expect(nz).toBe(2);
    expect((await progress(who, 'Pacific/Auckland')).overview.streak).toBe(nz);
  });
});

describe("the chat's graded work", () => {
  it("is stored with the turn, and a problem answered right as the learner's own work is a concept learned", async () => {
    const who = await learner(t.app);
    const other = await learner(t.app);
    // Right at the first try: earned. Linear equations in Mathematics.
    const first = await say(who, 'solve 2x + 3 = 7', 1);
    await say(who, 'x = 2', 1, first.conversationId);
    // Wrong twice, then right after the tutor could show it: graded, not earned. Fractions.
    const second = await say(who, 'work out 1/2 + 1/4', 1);
    for (const answer of ['2/6', '1/6', '3/4']) await say(who, answer, 1, second.conversationId);
    const rows = await t.database.db
      .select({ concept: gradedAnswers.concept, correct: gradedAnswers.correct, earned: gradedAnswers.earned })
      .from(gradedAnswers)
      .where(eq(gradedAnswers.userId, who.id))
      .orderBy(gradedAnswers.id);
    expect(rows).toEqual([
      { concept: 'Linear equations', correct: true, earned: true },
      { concept: 'Fractions', correct: false, earned: false },
      { concept: 'Fractions', correct: false, earned: false },
      { concept: 'Fractions', correct: true, earned: false },
    ]);
    // The same concept again counts once.
    const third = await say(who, 'solve 3x - 1 = 8', 1);
    await say(who, 'x = 3', 1, third.conversationId);
    expect((await dashboard(who)).stats.conceptsMastered).toBe(1);
    const p = await progress(who);
    expect(p.overview.conceptsLearned).toBe(1);
    // Another learner's work is not theirs.
    expect((await dashboard(other)).stats.conceptsMastered).toBe(0);
  });
});

describe('achievements', () => {
  it('unlock once, at the event, and keep their first date when the event repeats', async () => {
    const who = await learner(t.app, 30);
    expect(await unlocks(who)).toEqual([]);
    expect((await dashboard(who)).assessmentCompleted).toBe(false);
    const first = await say(who, 'what is an atom?', 2);
    const [steps] = await unlocks(who);
    expect(steps).toMatchObject({ achievementId: 'first_steps', seenAt: null });
    await say(who, 'tell me more', 2, first.conversationId);
    await say(who, 'what is a molecule?', 2);
    const again = await unlocks(who);
    expect(again.map((u) => u.achievementId)).toEqual(['first_steps']);
    expect(again[0]!.unlockedAt.getTime()).toBe(steps!.unlockedAt.getTime());

    // The assessment, twice: unlocked at the first, not re-dated by the retake.
    const responses = QUESTION_SETS.adult.map((q) => ({ questionId: q.id, answer: q.options[0]!.id }));
    expect((await post(t.app, '/api/assessments', { username: 'Ana', responses }, who.cookie)).statusCode).toBe(201);
    const assessed = (await unlocks(who)).find((u) => u.achievementId === 'assessment_complete');
    expect(assessed).toBeDefined();
    expect((await dashboard(who)).assessmentCompleted).toBe(true);
    expect((await post(t.app, '/api/assessments', { username: 'Ana', responses }, who.cookie)).statusCode).toBe(201);
    expect((await unlocks(who)).find((u) => u.achievementId === 'assessment_complete')!.unlockedAt.getTime()).toBe(
      assessed!.unlockedAt.getTime(),
    );

    // Three subjects, one at a time: Subject Explorer at the third.
    for (const [i, subjectId] of [1, 2, 3].entries()) {
      expect((await post(t.app, '/api/user-subjects', { subjectId, level: 'beginner' }, who.cookie)).statusCode).toBe(201);
      expect((await unlocks(who)).some((u) => u.achievementId === 'subject_explorer')).toBe(i === 2);
    }

    // Ten timed sessions: Time Manager at the tenth, not the ninth.
    for (let i = 1; i <= 10; i++) {
      expect((await timed(who, { minutes: 2, type: 'timed_session', targetReached: false })).statusCode).toBe(201);
      expect((await unlocks(who)).some((u) => u.achievementId === 'time_manager')).toBe(i === 10);
    }
  });

  it('Conversationalist unlocks with the 50th message, in the statement that stores it', async () => {
    const who = await learner(t.app, 30);
    const first = await say(who, 'what is an atom?', 2);
    // 48 more of the learner's messages, as if sent before: 49 in all.
    await t.database.db.insert(messages).values(
      Array.from({ length: 48 }, (_, i) => ({
        conversationId: first.conversationId,
        userId: who.id,
        role: 'user' as const,
        content: `earlier ${i}`,
      })),
    );
    expect((await unlocks(who)).some((u) => u.achievementId === 'conversationalist')).toBe(false);
    await say(who, 'and electrons?', 2, first.conversationId);
    expect((await unlocks(who)).some((u) => u.achievementId === 'conversationalist')).toBe(true);
  });

  it('a session started without a chat counts too', async () => {
    const who = await learner(t.app, 30);
    await t.database.db
      .insert(tutoringSessions)
      .values(Array.from({ length: 4 }, () => ({ userId: who.id, subjectId: 1, usageMonth: '2026-01' })));
    const res = await post(t.app, '/api/sessions', { subjectId: 1, concepts: [], realWorldExamples: [] }, who.cookie);
    expect(res.statusCode).toBe(201);
    expect((await unlocks(who)).map((u) => u.achievementId).sort()).toEqual(['first_steps', 'getting_started']);
  });

  it('are told once: each unlock comes back from /api/achievements/seen a single time', async () => {
    const who = await learner(t.app, 30);
    await say(who, 'what is an atom?', 2);
    const seen = await post(t.app, '/api/achievements/seen', undefined, who.cookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().achievements).toEqual([
      {
        id: 'first_steps',
        title: 'First Steps',
        description: 'Complete your first tutoring session',
        category: 'milestone',
        rarity: 'common',
        unlockedAt: expect.any(String),
      },
    ]);
    expect((await post(t.app, '/api/achievements/seen', undefined, who.cookie)).json().achievements).toEqual([]);
  });
});

describe('the dashboard flags', () => {
  it('are kept on the account and only ever set', async () => {
    const who = await learner(t.app, 12);
    const res = await patch('/api/dashboard/flags', { welcomeShown: true, quickStartTried: ['study-timer'] }, who.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ welcomeShown: true, guidanceBannerDismissed: false, quickStartTried: ['study-timer'] });
    await patch('/api/dashboard/flags', { guidanceBannerDismissed: true, quickStartTried: ['first-question', 'study-timer'] }, who.cookie);
    expect((await dashboard(who)).flags).toEqual({
      onboardingComplete: true,
      welcomeShown: true,
      guidanceBannerDismissed: true,
      gettingStartedComplete: false,
      quickStartTried: ['first-question', 'study-timer'],
    });
  });

  it('count the quick-start items the learner did without the guide: a question, subjects, the timer', async () => {
    const who = await learner(t.app, 12);
    expect((await dashboard(who)).flags.quickStartTried).toEqual([]);
    expect((await post(t.app, '/api/user-subjects', { subjectId: 1, level: 'beginner' }, who.cookie)).statusCode).toBe(201);
    expect((await dashboard(who)).flags.quickStartTried).toEqual(['choose-subjects']);
    await say(who, 'what is a fraction?', 1);
    expect((await timed(who, { minutes: 2, type: 'timed_session', targetReached: false })).statusCode).toBe(201);
    expect((await dashboard(who)).flags.quickStartTried).toEqual(['first-question', 'choose-subjects', 'study-timer']);
    // Reading the progress page is no visit (a link's preload reads it too): the page says when it is opened.
    await progress(who);
    expect((await dashboard(who)).flags.quickStartTried).not.toContain('check-progress');
    // Another learner's visits count for nobody else.
    const other = await learner(t.app, 12);
    expect((await dashboard(other)).flags.quickStartTried).toEqual([]);
  });

  it.each([
    [{}, 'Nothing to change'],
    [{ welcomeShown: false }, undefined],
    [{ quickStartTried: ['fly'] }, undefined],
    [{ colour: 'red' }, undefined],
  ])('refuse %j with 400', async (body, message) => {
    const who = await learner(t.app);
    const res = await patch('/api/dashboard/flags', body, who.cookie);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });
});

describe('bad input and callers', () => {
  it.each([
    [{ minutes: 0, type: 'timed_session', targetReached: false }],
    [{ minutes: 1.5, type: 'timed_session', targetReached: false }],
    [{ minutes: 5, type: 'nap', targetReached: false }],
    [{ minutes: 5, type: 'timed_session' }],
  ])('a study session %j is a 400', async (body) => {
    const who = await learner(t.app);
    expect((await timed(who, body)).statusCode).toBe(400);
  });

  it('an unknown time zone is a 400', async () => {
    const who = await learner(t.app);
    const res = await get(t.app, '/api/progress?timeZone=Mars%2FOlympus', who.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown time zone');
  });

  it.each([
    ['GET', '/api/dashboard'],
    ['GET', '/api/progress'],
    ['PATCH', '/api/dashboard/flags'],
    ['POST', '/api/study-sessions'],
    ['POST', '/api/achievements/seen'],
  ])('%s %s answers 401 to a visitor', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: { origin: ORIGIN } });
    expect(res.statusCode).toBe(401);
  });
});
