import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_MESSAGES } from '@brightpath/shared/assessment';
import { QUESTION_SETS } from '@brightpath/shared/question-sets';
import { createTestApp, get, post, sessionCookie, uniqueUser, type TestApp } from '@/test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A fresh guest learner, optionally with an age (set through the onboarding profile). */
async function learner(age?: number | null) {
  const res = await post(t.app, '/api/auth/guest', {});
  const cookie = sessionCookie(res);
  if (age !== undefined) expect((await post(t.app, '/api/users', { firstName: 'Sam', age, skipped: true }, cookie)).statusCode).toBe(201);
  return { cookie, id: res.json().user.id as number };
}

type Group = keyof typeof QUESTION_SETS;
/** Answers every question of a set: the given option ids, else each question's first option. */
const answersFor = (group: Group, pick: Record<string, string> = {}) =>
  QUESTION_SETS[group].map((q) => ({ questionId: q.id, answer: pick[q.id] ?? q.options[0].id }));

describe('POST /api/assessments', () => {
  it('stores responses, the questionnaire profile and the summary for a teen (201)', async () => {
    const { cookie, id } = await learner(15);
    const responses = answersFor('teen', { 'teen-1': 'kinesthetic', 'teen-3': 'arts', 'teen-4': 'tech' });
    const res = await post(t.app, '/api/assessments', { username: '  Sam  ', responses }, cookie);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.profile).toMatchObject({
      id,
      username: 'Sam',
      age: 15,
      ageBand: '13-17',
      learningStyle: 'kinesthetic',
      interests: ['Art, music and drama', 'Coding and technology'],
    });
    expect(body.summary).toMatchObject({ userId: id, totalResponses: 8, questionSet: 'teen' });
    expect(body.responses.map((r: { questionId: string }) => r.questionId)).toEqual(QUESTION_SETS.teen.map((q) => q.id));
    expect(body.responses[0]).toEqual({
      userId: id,
      questionId: 'teen-1',
      answer: 'kinesthetic',
      category: 'learning-preferences',
      timestamp: body.summary.completedAt,
    });
    expect(body.responses[2].category).toBe('interests');
  });

  it.each([
    [10, 'child'],
    [15, 'teen'],
    [30, 'adult'],
  ] as const)('a %s-year-old answers the %s set and no other', async (age, group) => {
    const { cookie } = await learner(age);
    const ok = await post(t.app, '/api/assessments', { username: 'Kim', responses: answersFor(group) }, cookie);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().summary.questionSet).toBe(group);
    for (const other of (['child', 'teen', 'adult'] as const).filter((g) => g !== group)) {
      const res = await post(t.app, '/api/assessments', { username: 'Kim', responses: answersFor(other) }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: ASSESSMENT_MESSAGES.unknownQuestion });
    }
  });

  it('gives the adult set to a learner with no known age, and defaults the learning style to mixed', async () => {
    const { cookie } = await learner();
    const res = await post(t.app, '/api/assessments', { username: 'Lee', responses: answersFor('adult', { 'adult-1': 'mixed' }) }, cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().summary.questionSet).toBe('adult');
    expect(res.json().profile).toMatchObject({ age: null, ageBand: null, learningStyle: 'mixed' });
  });

  it('rejects an unknown option with its message', async () => {
    const { cookie } = await learner(10);
    const responses = answersFor('child', { 'child-3': 'dinosaurs' });
    const res = await post(t.app, '/api/assessments', { username: 'Mo', responses }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ASSESSMENT_MESSAGES.unknownOption });
  });

  it('rejects an option id of another question', async () => {
    const { cookie } = await learner(10);
    const res = await post(t.app, '/api/assessments', { username: 'Mo', responses: answersFor('child', { 'child-2': 'visual' }) }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ASSESSMENT_MESSAGES.unknownOption);
  });

  it('requires every question of the set to be answered', async () => {
    const { cookie } = await learner(10);
    const res = await post(t.app, '/api/assessments', { username: 'Mo', responses: answersFor('child').slice(0, 7) }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ASSESSMENT_MESSAGES.answersMissing);
  });

  it.each([
    [{ username: '   ', responses: answersFor('adult') }, ASSESSMENT_MESSAGES.nameRequired],
    [{ responses: answersFor('adult') }, ASSESSMENT_MESSAGES.nameRequired],
    [{ username: 'Jo', responses: [] }, ASSESSMENT_MESSAGES.answersMissing],
  ])('rejects %o with its message', async (body, message) => {
    const { cookie } = await learner(30);
    const res = await post(t.app, '/api/assessments', body, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('writes nothing when the submission is rejected', async () => {
    const { cookie, id } = await learner(30);
    await post(t.app, '/api/assessments', { username: 'Jo', responses: answersFor('adult', { 'adult-8': 'forever' }) }, cookie);
    expect((await get(t.app, `/api/assessments/${id}`, cookie)).statusCode).toBe(404);
  });

  it('a retake replaces the answers, the profile and the summary', async () => {
    const { cookie, id } = await learner(30);
    const first = await post(
      t.app,
      '/api/assessments',
      { username: 'Jo', responses: answersFor('adult', { 'adult-1': 'visual', 'adult-3': 'finance' }) },
      cookie,
    );
    expect(first.statusCode).toBe(201);
    // The learner's age changes, so the retake uses another set; no answer of the first set may survive.
    await post(t.app, '/api/users', { firstName: 'Jo', age: 16, skipped: true }, cookie);
    const retake = await post(
      t.app,
      '/api/assessments',
      { username: 'Joanne', responses: answersFor('teen', { 'teen-1': 'auditory' }) },
      cookie,
    );
    expect(retake.statusCode).toBe(201);
    const res = await get(t.app, `/api/assessments/${id}`, cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profile).toMatchObject({
      username: 'Joanne',
      age: 16,
      ageBand: '13-17',
      learningStyle: 'auditory',
      interests: ['Math and science', 'Coding and technology'],
    });
    expect(body.summary).toMatchObject({ totalResponses: 8, questionSet: 'teen' });
    expect(body.responses).toHaveLength(8);
    expect(body.responses.every((r: { questionId: string }) => r.questionId.startsWith('teen-'))).toBe(true);
    expect(Date.parse(body.summary.completedAt)).toBeGreaterThanOrEqual(Date.parse(first.json().summary.completedAt));
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await post(t.app, '/api/assessments', { username: 'Jo', responses: answersFor('adult') });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/assessments/:userId', () => {
  it('answers the own result, 404 before any assessment and for another learner, 400 for a bad id, 401 anonymous', async () => {
    const a = await learner(12);
    const b = await learner(40);
    expect((await get(t.app, `/api/assessments/${a.id}`, a.cookie)).statusCode).toBe(404);
    await post(t.app, '/api/assessments', { username: 'A', responses: answersFor('child', { 'child-1': 'visual' }) }, a.cookie);
    await post(t.app, '/api/assessments', { username: 'B', responses: answersFor('adult') }, b.cookie);
    const own = await get(t.app, `/api/assessments/${a.id}`, a.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      profile: {
        id: a.id,
        username: 'A',
        age: 12,
        ageBand: 'under-13',
        learningStyle: 'visual',
        interests: ['Animals and nature', 'Drawings and art'],
      },
      summary: { userId: a.id, totalResponses: 8, questionSet: 'child' },
    });
    const other = await get(t.app, `/api/assessments/${b.id}`, a.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Assessment not found' });
    expect((await get(t.app, '/api/assessments/abc', a.cookie)).statusCode).toBe(400);
    expect((await get(t.app, `/api/assessments/${a.id}`)).statusCode).toBe(401);
  });
});

describe('guest accounts', () => {
  it('a guest takes the assessment and keeps it after registering', async () => {
    const { cookie, id } = await learner(15);
    expect((await post(t.app, '/api/assessments', { username: 'Gus', responses: answersFor('teen') }, cookie)).statusCode).toBe(201);
    const reg = await post(t.app, '/api/auth/register', uniqueUser(), cookie);
    expect(reg.statusCode).toBe(201);
    expect(reg.json().user.id).toBe(id);
    const res = await get(t.app, `/api/assessments/${id}`, sessionCookie(reg));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ profile: { username: 'Gus' }, summary: { questionSet: 'teen', totalResponses: 8 } });
  });
});
