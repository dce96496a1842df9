import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CURRICULA } from '@brightpath/shared/curricula';
import { SKILL_PROGRESS_MESSAGES, type SkillProgress } from '@brightpath/shared/skill-progress';
import type { Lesson } from '@brightpath/shared/lesson';
import { createTestApp, get, post, sessionCookie, type TestApp } from '@/test/helpers.ts';
import { answerKeyOf, rightAnswer } from '../learning/learning.test-support.ts';

// GET /api/skill-progress and POST /api/skill-progress/{skillId}, and a skill opened in the lesson and the chat,
// through HTTP.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Learner = { cookie: string; id: number };
async function learner(): Promise<Learner> {
  const res = await post(t.app, '/api/auth/guest', {});
  return { cookie: sessionCookie(res), id: res.json().user.id as number };
}

const states = async (who: Learner, subject = 'Mathematics') => {
  const res = await get(t.app, `/api/skill-progress?subject=${encodeURIComponent(subject)}`, who.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json().skills as SkillProgress[]).map((s) => [s.skillId, s]));
};
const report = (who: Learner | undefined, skillId: string, body: unknown) =>
  post(t.app, `/api/skill-progress/${skillId}`, body, who?.cookie);

describe('GET /api/skill-progress', () => {
  it("answers every skill of the subject's curriculum: the roots available, the rest locked, nothing done", async () => {
    const who = await learner();
    const maths = await states(who);
    expect([...maths.keys()]).toEqual(CURRICULA.Mathematics.map((s) => s.id));
    for (const skill of CURRICULA.Mathematics) {
      expect(maths.get(skill.id), skill.id).toMatchObject({
        status: skill.prerequisites.length === 0 ? 'available' : 'locked',
        progress: 0,
        mastery: 0.1,
        answered: 0,
        reviewAt: null,
        due: false,
      });
    }
    expect((await states(who, 'Language Arts')).size).toBe(CURRICULA['Language Arts'].length);
  });

  it('answers 400 with a message for a subject outside the skill tree, and 401 to a visitor', async () => {
    const who = await learner();
    for (const url of ['/api/skill-progress?subject=Cooking', '/api/skill-progress']) {
      const res = await get(t.app, url, who.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(SKILL_PROGRESS_MESSAGES.subject);
    }
    expect((await get(t.app, '/api/skill-progress?subject=Mathematics')).statusCode).toBe(401);
  });
});

describe('POST /api/skill-progress/{skillId}', () => {
  it('records reported progress: in progress at 40, completed at 100, which opens the skills that needed only it', async () => {
    const who = await learner();
    const half = await report(who, 'math-counting', { progress: 40, subject: 'Mathematics' });
    expect(half.statusCode, half.body).toBe(200);
    expect(half.json()).toMatchObject({ skillId: 'math-counting', status: 'in_progress', progress: 40, reported: 40 });
    expect((await states(who)).get('math-place-value')!.status).toBe('locked');

    const done = await report(who, 'math-counting', { progress: 100, subject: 'Mathematics' });
    expect(done.json()).toMatchObject({ status: 'completed', progress: 100 });
    const maths = await states(who);
    expect(maths.get('math-place-value')!.status).toBe('available');
    expect(maths.get('math-addition-subtraction')!.status).toBe('available');
    // Two prerequisites: place value is not done yet.
    expect(maths.get('math-rounding-estimating')!.status).toBe('locked');
  });

  it('refuses a locked skill with the specified message (409), storing nothing', async () => {
    const who = await learner();
    const res = await report(who, 'math-place-value', { progress: 50, subject: 'Mathematics' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SKILL_LOCKED',
      message: 'Skill Locked: Complete the prerequisite skills first to unlock this skill.',
    });
    expect((await states(who)).get('math-place-value')).toMatchObject({ status: 'locked', reported: 0 });
  });

  it('validates: the progress, the subject, the skill id, an unknown skill; 401 to a visitor', async () => {
    const who = await learner();
    for (const progress of [-1, 101, 2.5, '50', null]) {
      const res = await report(who, 'math-counting', { progress, subject: 'Mathematics' });
      expect(res.statusCode, String(progress)).toBe(400);
      expect(res.json().message).toContain(SKILL_PROGRESS_MESSAGES.progress);
    }
    const wrong = await report(who, 'math-counting', { progress: 10, subject: 'Science' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('This skill belongs to Mathematics');
    expect((await report(who, 'Not_A_Skill', { progress: 10, subject: 'Mathematics' })).statusCode).toBe(400);
    const unknown = await report(who, 'math-time-travel', { progress: 10, subject: 'Mathematics' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SKILL_PROGRESS_MESSAGES.skillNotFound);
    expect((await report(undefined, 'math-counting', { progress: 10, subject: 'Mathematics' })).statusCode).toBe(401);
  });

  it("never shows or changes another learner's progress", async () => {
    const a = await learner();
    const b = await learner();
    await report(a, 'math-counting', { progress: 100, subject: 'Mathematics' });
    expect((await states(b)).get('math-counting')).toMatchObject({ status: 'available', progress: 0 });
    await report(b, 'math-counting', { progress: 30, subject: 'Mathematics' });
    expect((await states(a)).get('math-counting')).toMatchObject({ status: 'completed', reported: 100 });
  });
});

describe('a skill opened in the structured lesson', () => {
  const lessonOn = (who: Learner, skillId: string, topic = 'counting') =>
    post(t.app, '/api/learning/create-session', { topic, skillLevel: 'beginner', subjectId: 1, skillId }, who.cookie);

  it('counts the first tries of its quiz toward the skill: all right completes or masters it and schedules a review', async () => {
    const who = await learner();
    const res = await lessonOn(who, 'math-counting');
    expect(res.statusCode, res.body).toBe(201);
    const lesson = res.json() as Lesson;
    const key = await answerKeyOf(t.database, lesson.id);
    const quiz = lesson.steps[4]!.quiz!;
    for (const q of quiz) {
      const a = await post(
        t.app,
        '/api/quiz/attempts',
        { lessonId: lesson.id, questionId: q.id, answer: rightAnswer(key[q.id]!), timeTakenMs: 1000 },
        who.cookie,
      );
      expect(a.statusCode, a.body).toBe(201);
    }
    const counting = (await states(who)).get('math-counting')!;
    expect(counting.answered).toBe(quiz.length);
    expect(counting.correct).toBe(quiz.length);
    expect(counting.status).toBe(quiz.length >= 3 ? 'mastered' : 'completed');
    expect(counting.progress).toBe(100);
    expect(counting.reviewAt).not.toBeNull();
    expect(new Date(counting.reviewAt!).getTime()).toBeGreaterThan(Date.now());
    expect(counting.due).toBe(false);
    expect((await states(who)).get('math-place-value')!.status).toBe('available');
  });

  it('counts a wrong first try as wrong: one wrong answer of one keeps the skill in progress', async () => {
    const who = await learner();
    const lesson = (await lessonOn(who, 'math-shapes', 'shapes')).json() as Lesson;
    const q = lesson.steps[4]!.quiz![0]!;
    await post(t.app, '/api/quiz/attempts', { lessonId: lesson.id, questionId: q.id, answer: '987654', timeTakenMs: 500 }, who.cookie);
    expect((await states(who)).get('math-shapes')).toMatchObject({ status: 'in_progress', answered: 1, correct: 0 });
  });

  it('refuses a lesson on a locked skill (409, no lesson stored); a lesson without a skill counts toward none', async () => {
    const who = await learner();
    const res = await lessonOn(who, 'math-fractions-basics', 'fractions');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SKILL_PROGRESS_MESSAGES.locked);
    const open = await get(t.app, '/api/learning/sessions/open', who.cookie);
    expect(JSON.stringify(open.json())).not.toContain('"fractions"');
    const plain = await post(
      t.app,
      '/api/learning/create-session',
      { topic: 'counting', skillLevel: 'beginner', subjectId: 1 },
      who.cookie,
    );
    expect(plain.statusCode).toBe(201);
    const maths = await states(who);
    expect([...maths.values()].every((s) => s.answered === 0)).toBe(true);
  });
});

describe('a skill opened in the chat (/chat?skill=)', () => {
  const turn = (who: Learner, userMessage: string, skill?: string, conversationId?: number) =>
    post(
      t.app,
      '/api/chat/tutor',
      { userMessage, subjectId: 1, ...(skill ? { skill } : {}), ...(conversationId ? { conversationId } : {}) },
      who.cookie,
    );

  it("counts the chat's graded maths answers toward the skill, the learner's own work only", async () => {
    const who = await learner();
    await report(who, 'math-counting', { progress: 100, subject: 'Mathematics' });
    const first = await turn(who, 'What is 23 + 48?', 'math-addition-subtraction');
    expect(first.statusCode, first.body).toBe(200);
    const answer = await turn(who, '71', 'math-addition-subtraction', first.json().conversationId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await states(who)).get('math-addition-subtraction')).toMatchObject({
      status: 'in_progress',
      answered: 1,
      correct: 1,
      progress: 64,
    });
  });

  it('refuses a turn on a locked skill (409) and stores nothing; free text in skill is only a focus', async () => {
    const who = await learner();
    const locked = await turn(who, 'What is 3/4 + 1/8?', 'math-fractions-basics');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(SKILL_PROGRESS_MESSAGES.locked);
    expect((await get(t.app, '/api/conversations', who.cookie)).json()).toHaveLength(0);
    const free = await turn(who, 'What is 2 + 2?', 'adding small numbers');
    expect(free.statusCode, free.body).toBe(200);
  });

  it('is the lesson resumed on the skill, not an earlier lesson on the same topic made outside the skill tree', async () => {
    const who = await learner();
    const plain = await post(
      t.app,
      '/api/learning/create-session',
      { topic: 'counting', skillLevel: 'beginner', subjectId: 1 },
      who.cookie,
    );
    expect(plain.statusCode, plain.body).toBe(201);
    const latest = (skillId?: string) =>
      get(
        t.app,
        `/api/learning/sessions/latest?${new URLSearchParams({ topic: 'counting', skillLevel: 'beginner', subjectId: '1', ...(skillId ? { skillId } : {}) }).toString()}`,
        who.cookie,
      );
    // Without a skill, the newest lesson on the topic; on the skill, none yet: the skill tree's lesson is made anew.
    expect((await latest()).json().lesson.id).toBe(plain.json().id);
    expect((await latest('math-counting')).json()).toEqual({ lesson: null });
    const onSkill = await post(
      t.app,
      '/api/learning/create-session',
      { topic: 'counting', skillLevel: 'beginner', subjectId: 1, skillId: 'math-counting' },
      who.cookie,
    );
    expect(onSkill.statusCode, onSkill.body).toBe(201);
    expect((await latest('math-counting')).json().lesson.id).toBe(onSkill.json().id);
    expect((await latest('math-addition')).json()).toEqual({ lesson: null });
    expect((await latest(' '.repeat(3))).statusCode).toBe(400);
  });
});

describe('GET /api/skill-progress/due', () => {
  it('lists the skills whose review has come, from the graded answers, and only the caller’s; 401 to a visitor', async () => {
    const who = await learner();
    const other = await learner();
    const res = await post(
      t.app,
      '/api/learning/create-session',
      { topic: 'counting', skillLevel: 'beginner', subjectId: 1, skillId: 'math-counting' },
      who.cookie,
    );
    const lesson = res.json() as Lesson;
    const key = await answerKeyOf(t.database, lesson.id);
    for (const q of lesson.steps[4]!.quiz!)
      await post(
        t.app,
        '/api/quiz/attempts',
        { lessonId: lesson.id, questionId: q.id, answer: rightAnswer(key[q.id]!), timeTakenMs: 900 },
        who.cookie,
      );
    // Answered just now: the next review is days away.
    expect((await get(t.app, '/api/skill-progress/due', who.cookie)).json()).toEqual({ due: [] });
    // The same answers sixty days ago: the review has come.
    await t.database.db.execute(sql`update quiz_attempts set created_at = created_at - interval '60 days' where user_id = ${who.id}`);
    const due = await get(t.app, '/api/skill-progress/due', who.cookie);
    expect(due.statusCode).toBe(200);
    expect(due.json().due).toEqual([
      {
        skillId: 'math-counting',
        name: CURRICULA.Mathematics.find((s) => s.id === 'math-counting')!.name,
        subject: 'Mathematics',
        subjectId: 1,
        reviewAt: expect.any(String),
      },
    ]);
    expect(new Date(due.json().due[0].reviewAt).getTime()).toBeLessThan(Date.now());
    expect((await states(who)).get('math-counting')!.due).toBe(true);
    expect((await get(t.app, '/api/skill-progress/due', other.cookie)).json()).toEqual({ due: [] });
    expect((await get(t.app, '/api/skill-progress/due')).statusCode).toBe(401);
  });
});
