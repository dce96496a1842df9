import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/db/client.ts';
import { SUBJECT_ICONS, SUBJECT_REQUEST_MESSAGES } from '@brightpath/shared/subjects';
import { createTestApp, get, ORIGIN, post, sessionCookie, uniqueUser, type TestApp } from '@/test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const put = (app: FastifyInstance, url: string, payload: unknown, cookie?: string) =>
  app.inject({
    method: 'PUT',
    url,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });

/** A fresh guest learner, optionally with an age (set through the onboarding profile). */
async function learner(age?: number | null) {
  const res = await post(t.app, '/api/auth/guest', {});
  const cookie = sessionCookie(res);
  if (age !== undefined) {
    const p = await post(t.app, '/api/users', { firstName: 'Sam', age, skipped: true }, cookie);
    expect(p.statusCode).toBe(201);
  }
  return { cookie, id: res.json().user.id as number };
}

const ids = (res: { json: () => { id?: number; subjectId?: number }[] }) => res.json().map((s) => s.id ?? s.subjectId);

describe('GET /api/subjects', () => {
  it('is public and answers the seeded catalogue ordered by id', async () => {
    const res = await get(t.app, '/api/subjects');
    expect(res.statusCode).toBe(200);
    const all = res.json();
    expect(ids(res)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(all.slice(0, 5).map((s: { name: string }) => s.name)).toEqual([
      'Mathematics',
      'Science',
      'Reading & Language Arts',
      'History & Social Studies',
      'College Prep',
    ]);
    expect(all[0]).toEqual({
      id: 1,
      name: 'Mathematics',
      description: expect.any(String),
      category: 'Academic',
      icon: 'calculator',
      minAge: 4,
      maxAge: 120,
    });
    expect(all[4]).toMatchObject({ category: 'Future Planning', minAge: 14 });
    // Each subject has an icon of its own (the open book stood for four of them before migration 0015).
    expect(new Set(all.map((s: { icon: string }) => s.icon)).size).toBe(all.length);
    expect(all.filter((s: { category: string }) => s.category === 'Life Skills').map((s: { name: string }) => s.name)).toEqual([
      'Financial Literacy',
      'Study Techniques',
      'Time Management',
      'Cooking & Nutrition',
      'Practical Home Skills',
    ]);
    // Programming and Art (migration 0020) complete the skill tree's selector (spec 002 section 2).
    expect(all.filter((s: { category: string }) => s.category === 'Academic').map((s: { name: string }) => s.name)).toEqual([
      'Mathematics',
      'Science',
      'Reading & Language Arts',
      'History & Social Studies',
      'Programming',
      'Art',
    ]);
    expect(all.slice(13)).toEqual([
      {
        id: 14,
        name: 'Programming',
        description: expect.stringContaining('algorithms'),
        category: 'Academic',
        icon: 'code',
        minAge: 8,
        maxAge: 120,
      },
      {
        id: 15,
        name: 'Art',
        description: expect.stringContaining('colour'),
        category: 'Academic',
        icon: 'palette',
        minAge: 4,
        maxAge: 120,
      },
    ]);
    expect(all.filter((s: { category: string }) => s.category === 'Professional').map((s: { name: string }) => s.name)).toEqual([
      'Career Guidance',
      'Interview Prep',
      'Communication',
    ]);
    for (const s of all) {
      expect(SUBJECT_ICONS).toContain(s.icon);
      expect(s.description.length).toBeGreaterThan(20);
    }
  });
});

describe('migration 0020, Programming and Art', () => {
  it('run again, changes nothing: no second row, the ids kept, the sequence past the highest id', async () => {
    const file = readFileSync(new URL('../../../drizzle/0020_programming_and_art.sql', import.meta.url), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
    const rows = rowsOf<{ id: number; name: string }>(
      await t.database.db.execute(sql`SELECT "id", "name" FROM "subjects" WHERE "id" > 13 ORDER BY "id"`),
    );
    expect(rows).toEqual([
      { id: 14, name: 'Programming' },
      { id: 15, name: 'Art' },
    ]);
    const [next] = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`INSERT INTO "subjects" ("name", "description", "category", "icon") VALUES ('Music', 'Test row', 'Academic', 'book-open') RETURNING "id"`,
      ),
    );
    expect(next!.id).toBeGreaterThan(15);
    await t.database.db.execute(sql`DELETE FROM "subjects" WHERE "name" = 'Music'`);
  });
});

describe('GET /api/subjects/user/:userId', () => {
  it.each([
    [4, [1, 2, 3, 4, 15]],
    [12, [1, 2, 3, 4, 6, 7, 8, 9, 13, 14, 15]],
    [13, [1, 2, 3, 4, 6, 7, 8, 9, 11, 13, 14, 15]],
    [14, [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 13, 14, 15]],
    [15, [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15]],
    [17, [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15]],
    [18, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]],
    [null, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]],
  ])('a learner aged %s sees exactly the subjects %j', async (age, expected) => {
    const { cookie, id } = await learner(age);
    const res = await get(t.app, `/api/subjects/user/${id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual(expected);
  });

  it('shows every subject to a learner with no profile yet', async () => {
    const { cookie, id } = await learner();
    expect(ids(await get(t.app, `/api/subjects/user/${id}`, cookie))).toHaveLength(15);
  });

  it("answers 404 for another learner's id, 400 for a bad id and 401 anonymous", async () => {
    const a = await learner(12);
    const b = await learner(30);
    expect((await get(t.app, `/api/subjects/user/${b.id}`, a.cookie)).statusCode).toBe(404);
    expect((await get(t.app, '/api/subjects/user/abc', a.cookie)).statusCode).toBe(400);
    expect((await get(t.app, `/api/subjects/user/${a.id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/user-subjects', () => {
  it('adds a subject (201), then changes its level (200), with the subject embedded', async () => {
    const { cookie, id } = await learner(15);
    const created = await post(t.app, '/api/user-subjects', { userId: id, subjectId: 2, level: 'beginner' }, cookie);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      userId: id,
      subjectId: 2,
      level: 'beginner',
      subject: { id: 2, name: 'Science', icon: 'flask' },
    });
    const updated = await post(t.app, '/api/user-subjects', { userId: id, subjectId: 2, level: 'advanced' }, cookie);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ subjectId: 2, level: 'advanced' });
    const list = await get(t.app, '/api/user-subjects', cookie);
    expect(list.json()).toEqual([expect.objectContaining({ subjectId: 2, level: 'advanced' })]);
  });

  it('takes the caller as the learner when userId is left out, and level defaults to beginner', async () => {
    const { cookie, id } = await learner();
    const res = await post(t.app, '/api/user-subjects', { subjectId: 1 }, cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: id, subjectId: 1, level: 'beginner' });
  });

  it.each([
    [{ subjectId: 1, level: 'expert' }, 'Level must be beginner, intermediate or advanced'],
    [{ subjectId: 0 }, 'Choose a subject'],
  ])('rejects %o with its message', async (body, message) => {
    const { cookie } = await learner();
    const res = await post(t.app, '/api/user-subjects', body, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it("answers 404 'Subject not found' for an unknown subject", async () => {
    const { cookie } = await learner();
    const res = await post(t.app, '/api/user-subjects', { subjectId: 9999 }, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Subject not found' });
  });

  it("answers 404 for another learner's userId and writes nothing", async () => {
    const a = await learner();
    const b = await learner();
    expect((await post(t.app, '/api/user-subjects', { userId: b.id, subjectId: 1 }, a.cookie)).statusCode).toBe(404);
    expect((await get(t.app, '/api/user-subjects', b.cookie)).json()).toEqual([]);
    expect((await get(t.app, '/api/user-subjects', a.cookie)).json()).toEqual([]);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await post(t.app, '/api/user-subjects', { subjectId: 1 })).statusCode).toBe(401);
  });
});

describe('GET /api/user-subjects and /api/user-subjects/:userId', () => {
  it('answers the own selection ordered by subject id; another id is 404; anonymous 401', async () => {
    const a = await learner();
    const b = await learner();
    for (const subjectId of [7, 1, 3]) await post(t.app, '/api/user-subjects', { subjectId }, a.cookie);
    await post(t.app, '/api/user-subjects', { subjectId: 5 }, b.cookie);
    expect(ids(await get(t.app, '/api/user-subjects', a.cookie))).toEqual([1, 3, 7]);
    const own = await get(t.app, `/api/user-subjects/${a.id}`, a.cookie);
    expect(own.statusCode).toBe(200);
    expect(ids(own)).toEqual([1, 3, 7]);
    expect(own.json()[1]).toMatchObject({ userId: a.id, subject: { name: 'Reading & Language Arts' } });
    expect((await get(t.app, `/api/user-subjects/${b.id}`, a.cookie)).statusCode).toBe(404);
    expect((await get(t.app, '/api/user-subjects/x', a.cookie)).statusCode).toBe(400);
    expect((await get(t.app, '/api/user-subjects')).statusCode).toBe(401);
    expect((await get(t.app, `/api/user-subjects/${a.id}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/user-subjects', () => {
  it('replaces the whole selection: deselected rows are removed, levels updated, new ones added', async () => {
    const { cookie, id } = await learner();
    await put(
      t.app,
      '/api/user-subjects',
      { subjects: [{ subjectId: 1 }, { subjectId: 2, level: 'intermediate' }, { subjectId: 3 }] },
      cookie,
    );
    const res = await put(t.app, '/api/user-subjects', { subjects: [{ subjectId: 6 }, { subjectId: 2, level: 'advanced' }] }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { subjectId: number; level: string }) => [s.subjectId, s.level])).toEqual([
      [2, 'advanced'],
      [6, 'beginner'],
    ]);
    expect(res.json()[1]).toMatchObject({ userId: id, subject: { name: 'Financial Literacy', category: 'Life Skills' } });
    expect(ids(await get(t.app, '/api/user-subjects', cookie))).toEqual([2, 6]);
  });

  it('changes nothing and answers 404 when any subject is unknown', async () => {
    const { cookie } = await learner();
    await put(t.app, '/api/user-subjects', { subjects: [{ subjectId: 1 }, { subjectId: 2 }] }, cookie);
    const res = await put(t.app, '/api/user-subjects', { subjects: [{ subjectId: 3 }, { subjectId: 4242 }] }, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Subject not found');
    expect(ids(await get(t.app, '/api/user-subjects', cookie))).toEqual([1, 2]);
  });

  it('keeps the last level of a subject listed twice', async () => {
    const { cookie } = await learner();
    const res = await put(
      t.app,
      '/api/user-subjects',
      {
        subjects: [
          { subjectId: 4, level: 'beginner' },
          { subjectId: 4, level: 'advanced' },
        ],
      },
      cookie,
    );
    expect(res.json()).toEqual([expect.objectContaining({ subjectId: 4, level: 'advanced' })]);
  });

  it("does not touch another learner's selection", async () => {
    const a = await learner();
    const b = await learner();
    await put(t.app, '/api/user-subjects', { subjects: [{ subjectId: 1 }] }, b.cookie);
    await put(t.app, '/api/user-subjects', { subjects: [{ subjectId: 2 }] }, a.cookie);
    expect(ids(await get(t.app, '/api/user-subjects', b.cookie))).toEqual([1]);
  });

  it('rejects an empty selection with the specified message; anonymous is 401', async () => {
    const { cookie } = await learner();
    const res = await put(t.app, '/api/user-subjects', { subjects: [] }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select at least one subject to continue.');
    expect((await put(t.app, '/api/user-subjects', { subjects: [{ subjectId: 1 }] })).statusCode).toBe(401);
  });
});

describe('subject requests', () => {
  it("stores a request with the default description; lists the caller's own, newest first", async () => {
    const a = await learner();
    const b = await learner();
    const first = await post(t.app, '/api/subject-requests', { name: '  Astronomy ' }, a.cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: expect.any(Number),
      name: 'Astronomy',
      description: 'Custom subject: Astronomy',
      category: 'Custom',
      userId: a.id,
      requested: true,
      status: 'pending',
    });
    expect(Date.parse(first.json().requestedAt)).toBeGreaterThan(Date.now() - 60_000);
    const second = await post(t.app, '/api/subject-requests', { name: 'Chess', description: 'Openings and endgames' }, a.cookie);
    expect(second.json().description).toBe('Openings and endgames');
    await post(t.app, '/api/subject-requests', { name: 'Knitting' }, b.cookie);
    const list = await get(t.app, '/api/subject-requests', a.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { name: string }) => r.name)).toEqual(['Chess', 'Astronomy']);
  });

  it.each([{}, { name: '' }, { name: '   ' }])('rejects %o with the specified message', async (body) => {
    const { cookie } = await learner();
    const res = await post(t.app, '/api/subject-requests', body, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SUBJECT_REQUEST_MESSAGES.nameRequired);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await post(t.app, '/api/subject-requests', { name: 'Astronomy' })).statusCode).toBe(401);
    expect((await get(t.app, '/api/subject-requests')).statusCode).toBe(401);
  });
});

describe('guest accounts', () => {
  it('a guest chooses subjects and requests one, and keeps both after registering', async () => {
    const { cookie, id } = await learner(13);
    await put(t.app, '/api/user-subjects', { subjects: [{ subjectId: 1 }, { subjectId: 11, level: 'intermediate' }] }, cookie);
    await post(t.app, '/api/subject-requests', { name: 'Robotics' }, cookie);
    const reg = await post(t.app, '/api/auth/register', uniqueUser(), cookie);
    expect(reg.statusCode).toBe(201);
    expect(reg.json().user).toMatchObject({ id, isGuest: false });
    const after = sessionCookie(reg);
    expect(ids(await get(t.app, `/api/user-subjects/${id}`, after))).toEqual([1, 11]);
    expect((await get(t.app, '/api/subject-requests', after)).json()).toEqual([expect.objectContaining({ name: 'Robotics', userId: id })]);
    expect(ids(await get(t.app, `/api/subjects/user/${id}`, after))).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 11, 13, 14, 15]);
  });
});
