import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DELETE_CONFIRMATION_WORD } from '@brightpath/shared/account-data';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES } from '@brightpath/shared/feedback';
import { createTestApp, get, ORIGIN, post, registerUser, sessionCookie, uniqueUser, type TestApp } from '@/test/helpers.ts';
import { upsertAdmin } from '../auth/admin-bootstrap.ts';
import { adminAuditLog } from '../admin/admin.tables.ts';
import { feedback } from './feedback.tables.ts';

// POST /api/feedback from anyone, and the operators' list with its mark-handled, through HTTP.
let t: TestApp;
let adminCookie: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = uniqueUser('admin');
  await upsertAdmin(t.database.db, admin);
  const res = await post(t.app, '/api/auth/login', { login: admin.username, password: admin.password });
  adminCookie = sessionCookie(res);
  adminId = res.json().user.id;
});
afterAll(async () => {
  await t?.close();
});

const valid = {
  category: 'usability',
  rating: '4',
  title: 'Menu is hard to find',
  description: 'On my phone the menu button hides behind the banner.',
};

/** A POST from its own IP address, so each test has its own rate-limit bucket. */
let nextIp = 1;
const fromIp = (ip: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    remoteAddress: ip,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
const send = (payload: unknown, cookie?: string) => fromIp(`10.9.0.${nextIp++}`, payload, cookie);

const stored = async (id: number) => (await t.database.db.select().from(feedback).where(eq(feedback.id, id)))[0]!;

describe('POST /api/feedback', () => {
  it('takes a visitor’s feedback, with no account', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const row = await stored(res.json().id);
    expect(row).toMatchObject({ userId: null, category: 'usability', rating: 4, title: valid.title, userEmail: null, handledAt: null });
  });

  it('keeps a signed-in learner’s account with it (a guest’s too), and general is the default category', async () => {
    const { cookie, me } = await registerUser(t.app);
    const res = await send({ rating: '5', title: 'Lovely tutor', description: 'The tutor explained fractions well.' }, cookie);
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().id)).toMatchObject({ userId: me.id, category: 'general', rating: 5 });

    const guest = await post(t.app, '/api/auth/guest', {});
    const byGuest = await send(valid, sessionCookie(guest));
    expect((await stored(byGuest.json().id)).userId).toBe(guest.json().user.id);
  });

  it('keeps the reproduction fields of a bug report, and drops them from any other category', async () => {
    const repro = { reproductionSteps: '1. Open chat 2. Press send', expectedBehavior: 'A reply', actualBehavior: 'Nothing happens' };
    const bug = await send({ ...valid, category: 'bug', userEmail: 'tester@example.com', ...repro });
    expect(bug.statusCode).toBe(201);
    expect(await stored(bug.json().id)).toMatchObject({ category: 'bug', userEmail: 'tester@example.com', ...repro });
    const other = await send({ ...valid, category: 'feature', ...repro });
    expect(await stored(other.json().id)).toMatchObject({ reproductionSteps: null, expectedBehavior: null, actualBehavior: null });
  });

  it.each([
    [{ ...valid, rating: '' }, 'rating', FEEDBACK_MESSAGES.ratingRequired],
    [{ ...valid, rating: undefined }, 'rating', FEEDBACK_MESSAGES.ratingRequired],
    [{ ...valid, rating: '6' }, 'rating', FEEDBACK_MESSAGES.ratingRequired],
    [{ ...valid, title: ' abc ' }, 'title', FEEDBACK_MESSAGES.titleMin],
    [{ ...valid, description: 'too short' }, 'description', FEEDBACK_MESSAGES.descriptionMin],
    [{ ...valid, userEmail: 'not-an-email' }, 'userEmail', FEEDBACK_MESSAGES.emailInvalid],
    [{ ...valid, category: 'praise' }, 'category', FEEDBACK_MESSAGES.categoryInvalid],
    [{ ...valid, title: 'x'.repeat(FEEDBACK_LIMITS.titleMax + 1) }, 'title', FEEDBACK_MESSAGES.titleTooLong],
  ])('refuses bad input with the specified message (%#)', async (payload, path, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(expect.arrayContaining([{ path, message }]));
  });

  it('accepts an empty e-mail as none', async () => {
    const res = await send({ ...valid, userEmail: '' });
    expect(res.statusCode).toBe(201);
    expect((await stored(res.json().id)).userEmail).toBeNull();
  });

  it(`answers 429 past ${FEEDBACK_LIMITS.perIpPerHour} submissions an hour from one address`, async () => {
    for (let i = 0; i < FEEDBACK_LIMITS.perIpPerHour; i++) expect((await fromIp('10.8.0.1', valid)).statusCode).toBe(201);
    const limited = await fromIp('10.8.0.1', valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not limited.
    expect((await fromIp('10.8.0.2', valid)).statusCode).toBe(201);
  });
});

describe('GET /api/admin/feedback', () => {
  it('is for administrators only', async () => {
    expect((await get(t.app, '/api/admin/feedback')).statusCode).toBe(401);
    const { cookie } = await registerUser(t.app);
    const learner = await get(t.app, '/api/admin/feedback', cookie);
    expect(learner.statusCode).toBe(403);
    // Even with bad input a learner learns only that it is not theirs.
    expect((await get(t.app, '/api/admin/feedback?page=abc', cookie)).statusCode).toBe(403);
  });

  it('lists newest first with the sender, a page at a time, filtered by handled, and records each read', async () => {
    const { cookie, me } = await registerUser(t.app);
    const a = (await send({ ...valid, title: 'First of two' }, cookie)).json().id as number;
    const b = (await send({ ...valid, title: 'Second of two', category: 'bug', reproductionSteps: 'Click it' })).json().id as number;

    const page = await get(t.app, '/api/admin/feedback?pageSize=2', adminCookie);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.items.map((i: { id: number }) => i.id)).toEqual([b, a]);
    expect(body.items[0]).toMatchObject({
      title: 'Second of two',
      reproductionSteps: 'Click it',
      userId: null,
      username: null,
      handled: false,
    });
    expect(body.items[1]).toMatchObject({ userId: me.id, username: me.username });
    expect(body.total).toBeGreaterThanOrEqual(2);
    const second = (await get(t.app, '/api/admin/feedback?pageSize=2&page=2', adminCookie)).json();
    expect(second.items.map((i: { id: number }) => i.id)).not.toContain(a);

    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.actorId, adminId), eq(adminAuditLog.action, 'feedback.list')));
    expect(audit.map((r) => r.detail)).toEqual(
      expect.arrayContaining([
        { page: 1, pageSize: 2 },
        { page: 2, pageSize: 2 },
      ]),
    );

    expect((await get(t.app, '/api/admin/feedback?handled=maybe', adminCookie)).statusCode).toBe(400);
    expect((await get(t.app, `/api/admin/feedback?pageSize=${FEEDBACK_LIMITS.pageMax + 1}`, adminCookie)).statusCode).toBe(400);
  });
});

describe('POST /api/admin/feedback/:id/handled', () => {
  it('marks it handled with a note, in the audit log with the administrator, once', async () => {
    const id = (await send({ ...valid, title: 'Handle me please' })).json().id as number;
    const { cookie } = await registerUser(t.app);
    expect((await post(t.app, `/api/admin/feedback/${id}/handled`, {})).statusCode).toBe(401);
    expect((await post(t.app, `/api/admin/feedback/${id}/handled`, {}, cookie)).statusCode).toBe(403);

    const res = await post(t.app, `/api/admin/feedback/${id}/handled`, { note: 'Fixed in the next release' }, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, handled: true, handledNote: 'Fixed in the next release' });
    expect(Date.parse(res.json().handledAt)).not.toBeNaN();
    expect((await stored(id)).handledBy).toBe(adminId);

    const [record] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'feedback.handled'), eq(adminAuditLog.actorId, adminId)));
    expect(record).toMatchObject({
      targetUserId: null,
      detail: expect.objectContaining({ feedbackId: id, note: 'Fixed in the next release' }),
    });
    expect(record!.detail.before).toEqual({ handled: false });
    expect(record!.detail.after).toMatchObject({ handled: true });

    expect((await post(t.app, `/api/admin/feedback/${id}/handled`, {}, adminCookie)).statusCode).toBe(409);
    const open = (await get(t.app, '/api/admin/feedback?handled=false&pageSize=100', adminCookie)).json();
    expect(open.items.map((i: { id: number }) => i.id)).not.toContain(id);
    const done = (await get(t.app, '/api/admin/feedback?handled=true', adminCookie)).json();
    expect(done.items[0]).toMatchObject({ id, handled: true, handledBy: expect.any(String) });
  });

  it('answers 404 for no such feedback and 400 for a bad id or note', async () => {
    expect((await post(t.app, '/api/admin/feedback/999999/handled', {}, adminCookie)).statusCode).toBe(404);
    expect((await post(t.app, '/api/admin/feedback/abc/handled', {}, adminCookie)).statusCode).toBe(400);
    const id = (await send(valid)).json().id as number;
    const long = await post(t.app, `/api/admin/feedback/${id}/handled`, { note: 'n'.repeat(FEEDBACK_LIMITS.noteMax + 1) }, adminCookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(FEEDBACK_MESSAGES.noteTooLong);
    expect((await post(t.app, `/api/admin/feedback/${id}/handled`, undefined, adminCookie)).statusCode).toBe(400);
    expect((await post(t.app, `/api/admin/feedback/${id}/handled`, {}, adminCookie)).statusCode).toBe(200);
  });
});

describe('a learner’s feedback and their account', () => {
  it('is deleted with everything they hold', async () => {
    const { cookie } = await registerUser(t.app);
    const id = (await send(valid, cookie)).json().id as number;
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ confirmation: DELETE_CONFIRMATION_WORD }),
    });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(await t.database.db.select().from(feedback).where(eq(feedback.id, id))).toEqual([]);
  });
});
