import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECT_REQUEST_ADMIN_MESSAGES } from '@brightpath/shared/subjects';
import { createTestApp, get, post, registerUser, type TestApp } from '@/test/helpers.ts';
import { adminAuditLog } from '../admin/admin.tables.ts';
import { signedInAdmin, type Admin } from '../admin/admin.test-support.ts';

// Learners' subject requests in the administration console: listed with who asked, approved or declined with a note,
// each handling in the audit log; the learner sees the outcome in their own list.
let t: TestApp;
let admin: Admin;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_ACTION_RATE_LIMIT_PER_MINUTE: '1000', ADMIN_READ_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = await signedInAdmin(t.app, t.database);
});
afterAll(async () => {
  await t?.close();
});

const list = async (query = '') => {
  const res = await get(t.app, `/api/admin/subject-requests${query}`, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('subject requests for operators', () => {
  it('lists them newest first with who asked, filters by status, and counts those waiting', async () => {
    const a = await registerUser(t.app);
    for (const name of ['Astronomy', 'Latin', 'Chess'])
      expect((await post(t.app, '/api/subject-requests', { name, description: `${name} please` }, a.cookie)).statusCode).toBe(201);
    const page = await list('?limit=2');
    expect(page.requests.map((r: { name: string }) => r.name)).toEqual(['Chess', 'Latin']);
    expect(page.requests[0]).toMatchObject({ username: a.user.username, status: 'pending', note: null, handledBy: null, userId: a.me.id });
    expect(page.pending).toBe(3);
    const rest = await list(`?limit=2&before=${page.nextBefore}`);
    expect(rest.requests.map((r: { name: string }) => r.name)).toEqual(['Astronomy']);
    expect(rest.nextBefore).toBeNull();
  });

  it('approves or declines one with a note, once; the learner sees the outcome; the audit log has it', async () => {
    const a = await registerUser(t.app);
    const made = (await post(t.app, '/api/subject-requests', { name: 'Geology' }, a.cookie)).json();
    const handle = (body: unknown, cookie = admin.cookie) => post(t.app, `/api/admin/subject-requests/${made.id}/handle`, body, cookie);
    expect((await handle({ status: 'approved', note: 'x' }, a.cookie)).statusCode).toBe(403);

    const res = await handle({ status: 'declined', note: 'Covered by Science' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: made.id, status: 'declined', note: 'Covered by Science', handledBy: admin.username });
    const again = await handle({ status: 'approved', note: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SUBJECT_REQUEST_ADMIN_MESSAGES.alreadyHandled);

    expect((await get(t.app, '/api/subject-requests', a.cookie)).json()).toEqual([
      expect.objectContaining({ id: made.id, status: 'declined' }),
    ]);
    expect((await list('?status=declined')).requests.map((r: { id: number }) => r.id)).toContain(made.id);
    const log = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetUserId, a.me.id), eq(adminAuditLog.kind, 'change')));
    expect(log).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'subject-requests.handle',
        reason: 'Covered by Science',
        before: { requestId: made.id, name: 'Geology', status: 'pending' },
        after: { requestId: made.id, name: 'Geology', status: 'declined' },
      }),
    ]);
  });
});
