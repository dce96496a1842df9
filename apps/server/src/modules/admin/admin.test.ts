import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type AdminUser, type AuditEntry } from '@brightpath/shared/admin';
import { AUTH_MESSAGES } from '@brightpath/shared/auth';
import { rowsOf } from '@/db/client.ts';
import { createTestApp, get, post, registerUser, type TestApp } from '@/test/helpers.ts';
import { NOT_LEARNER_DATA, seedEveryLearnerTable } from '../account/account.test-support.ts';
import { sessions, users } from '../auth/auth.tables.ts';
import { moderationEvents } from '../moderation/moderation.tables.ts';
import { skillReports } from '../skills/skills.tables.ts';
import { subjectRequests } from '../subjects/subjects.tables.ts';
import { ownerColumnsInCatalogue } from '../system/ownership.test-support.ts';
import { accountRow, call, insertAccounts, insertSessions, signedInAdmin, type Admin } from './admin.test-support.ts';
import { adminAuditLog } from './admin.tables.ts';

// The administration console's API through HTTP (docs/decisions/040): who may call it, what it validates, the users
// list (search, filters, pages), an account's details, status changes and deletion with their records in the audit log.
let t: TestApp;
let admin: Admin;
let learner: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  // Many actions in a minute: the per-administrator budget is tested on its own (admin-overview.test.ts).
  t = await createTestApp({ ADMIN_ACTION_RATE_LIMIT_PER_MINUTE: '1000', ADMIN_READ_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = await signedInAdmin(t.app, t.database);
  learner = await registerUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** The audit log's changes about one account, oldest first. */
const changesAbout = (userId: number) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetUserId, userId), eq(adminAuditLog.kind, 'change')))
    .orderBy(adminAuditLog.id);

async function moderationEventOf(userId: number) {
  const [row] = await t.database.db
    .insert(moderationEvents)
    .values({
      userId,
      direction: 'input',
      category: 'weapons',
      severity: 'high',
      action: 'refuse',
      ageGroup: 'teen',
      provider: 'offline',
      source: 'lesson',
      excerpt: 'how to make a bomb',
    })
    .returning();
  return row!.id;
}

async function subjectRequestOf(userId: number) {
  const [row] = await t.database.db.insert(subjectRequests).values({ userId, name: 'Astronomy', description: 'Stars' }).returning();
  return row!.id;
}

describe('every /api/admin route', () => {
  /** Each route with what a valid call sends; `target` makes what it acts on (a fresh one for each caller). */
  const routes: { method: 'GET' | 'POST' | 'DELETE'; url: (target: number) => string; body?: unknown; target?: () => Promise<number> }[] = [
    { method: 'GET', url: () => '/api/admin/users?search=a&plan=free&status=active&page=1&pageSize=10' },
    { method: 'GET', url: (id) => `/api/admin/users/${id}`, target: async () => (await insertAccounts(t.database, [{}]))[0]! },
    {
      method: 'POST',
      url: (id) => `/api/admin/users/${id}/status`,
      body: { status: 'suspended', reason: 'Shared their password' },
      target: async () => (await insertAccounts(t.database, [{}]))[0]!,
    },
    {
      method: 'DELETE',
      url: (id) => `/api/admin/users/${id}`,
      body: { reason: 'Asked to be removed' },
      target: async () => (await insertAccounts(t.database, [{}]))[0]!,
    },
    { method: 'GET', url: () => '/api/admin/stats' },
    { method: 'GET', url: () => '/api/admin/activity' },
    { method: 'GET', url: () => '/api/admin/audit-log?kind=all&limit=5' },
    { method: 'GET', url: () => '/api/admin/moderation-events?category=weapons&ageGroup=teen&from=2020-01-01&review=unreviewed' },
    { method: 'GET', url: () => '/api/admin/moderation-events/summary' },
    { method: 'GET', url: (id) => `/api/admin/moderation-events/${id}`, target: () => moderationEventOf(learner.me.id) },
    {
      method: 'POST',
      url: (id) => `/api/admin/moderation-events/${id}/review`,
      body: { status: 'reviewed', note: 'A history question about wars' },
      target: () => moderationEventOf(learner.me.id),
    },
    { method: 'GET', url: () => '/api/admin/subject-requests?status=pending' },
    {
      method: 'POST',
      url: (id) => `/api/admin/subject-requests/${id}/handle`,
      body: { status: 'approved', note: 'On the list for next term' },
      target: () => subjectRequestOf(learner.me.id),
    },
  ];

  for (const route of routes) {
    const name = `${route.method} ${route.url(1)}`;
    it(`${name}: 401 to a visitor, 403 to a learner, 2xx to an administrator`, async () => {
      const target = async () => (route.target ? route.target() : 0);
      const visitor = await call(t.app, route.method, route.url(await target()), route.body);
      expect(visitor.statusCode, 'visitor').toBe(401);
      const asLearner = await call(t.app, route.method, route.url(await target()), route.body, learner.cookie);
      expect(asLearner.statusCode, 'learner').toBe(403);
      expect(asLearner.json().message).toBe('Only administrators can do that.');
      const asAdmin = await call(t.app, route.method, route.url(await target()), route.body, admin.cookie);
      expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    });
  }

  it('a learner is refused before the input is read: bad input is a 403, not a 400', async () => {
    const res = await get(t.app, '/api/admin/users?page=zero', learner.cookie);
    expect(res.statusCode).toBe(403);
  });

  it('refuses bad input with 400 and the field’s message', async () => {
    const cases: [Parameters<typeof call>[1], string, unknown, string][] = [
      ['GET', '/api/admin/users?page=0', undefined, ADMIN_MESSAGES.page],
      ['GET', '/api/admin/users?pageSize=101', undefined, ADMIN_MESSAGES.pageSize],
      ['GET', '/api/admin/users?plan=gold', undefined, ADMIN_MESSAGES.plan],
      ['GET', '/api/admin/users?status=banned', undefined, ADMIN_MESSAGES.status],
      ['GET', `/api/admin/users?search=${'x'.repeat(101)}`, undefined, ADMIN_MESSAGES.search],
      ['GET', '/api/admin/users/abc', undefined, 'userId must be an account id'],
      ['GET', '/api/admin/users/99999999999', undefined, 'userId must be an account id'],
      ['POST', `/api/admin/users/${learner.me.id}/status`, { status: 'suspended' }, ADMIN_MESSAGES.reasonRequired],
      ['POST', `/api/admin/users/${learner.me.id}/status`, { status: 'suspended', reason: '   ' }, ADMIN_MESSAGES.reasonRequired],
      ['POST', `/api/admin/users/${learner.me.id}/status`, { status: 'suspended', reason: 'x'.repeat(501) }, ADMIN_MESSAGES.reasonTooLong],
      ['POST', `/api/admin/users/${learner.me.id}/status`, { status: 'gone', reason: 'why' }, ADMIN_MESSAGES.status],
      ['DELETE', `/api/admin/users/${learner.me.id}`, {}, ADMIN_MESSAGES.reasonRequired],
      ['GET', '/api/admin/audit-log?kind=everything', undefined, 'kind must be change, read or all'],
      ['GET', '/api/admin/audit-log?before=-3', undefined, 'before must be an entry id'],
      ['GET', '/api/admin/moderation-events?from=2026-02-30', undefined, 'Dates must be written as YYYY-MM-DD'],
      ['GET', '/api/admin/moderation-events?category=DROP%20TABLE', undefined, 'category must be a category name'],
      ['GET', '/api/admin/moderation-events?ageGroup=baby', undefined, 'ageGroup must be child, teen or adult'],
      ['GET', '/api/admin/moderation-events?review=maybe', undefined, 'review must be unreviewed, reviewed or escalated'],
      ['POST', '/api/admin/moderation-events/1/review', { status: 'reviewed', note: '' }, 'Please add a note about your review.'],
      ['POST', '/api/admin/moderation-events/1/review', { status: 'unreviewed', note: 'x' }, 'status must be reviewed or escalated'],
      ['POST', '/api/admin/subject-requests/1/handle', { status: 'pending', note: 'x' }, 'status must be approved or declined'],
      ['POST', '/api/admin/subject-requests/1/handle', { status: 'approved' }, ADMIN_MESSAGES.reasonRequired],
    ];
    for (const [method, url, body, message] of cases) {
      const res = await call(t.app, method, url, body, admin.cookie);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().message, `${method} ${url}`).toContain(message);
    }
  });

  it('answers 404 for an account, an event or a request that does not exist', async () => {
    const none = 2_000_000_000;
    for (const [method, url, body] of [
      ['GET', `/api/admin/users/${none}`, undefined],
      ['POST', `/api/admin/users/${none}/status`, { status: 'suspended', reason: 'why' }],
      ['DELETE', `/api/admin/users/${none}`, { reason: 'why' }],
      ['GET', `/api/admin/moderation-events/${none}`, undefined],
      ['POST', `/api/admin/moderation-events/${none}/review`, { status: 'reviewed', note: 'fine' }],
      ['POST', `/api/admin/subject-requests/${none}/handle`, { status: 'declined', note: 'no' }],
    ] as const) {
      const res = await call(t.app, method, url, body, admin.cookie);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // A guest's account is not the console's.
    const [guest] = await insertAccounts(t.database, [{ isGuest: true }]);
    expect((await call(t.app, 'GET', `/api/admin/users/${guest}`, undefined, admin.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/users', () => {
  const tag = `zq${Date.now().toString(36)}`;
  let ids: number[];
  beforeAll(async () => {
    // 30 accounts of this test, newest last: every third basic, every fifth suspended; two with names to find.
    ids = await insertAccounts(
      t.database,
      Array.from({ length: 30 }, (_, i) => ({
        username: `${tag}_user${String(i).padStart(2, '0')}`,
        email: `${tag}.${i}@school${i % 2}.example.org`,
        plan: i % 3 === 0 ? ('basic' as const) : ('free' as const),
        status: i % 5 === 0 ? ('suspended' as const) : ('active' as const),
        ...(i === 7 ? { firstName: 'Ada', lastName: `Lovelace${tag}` } : {}),
        ...(i === 8 ? { firstName: 'Grace', lastName: `Hopper${tag}` } : {}),
      })),
    );
  });
  const list = async (query: string) => {
    const res = await get(t.app, `/api/admin/users?${query}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { users: AdminUser[]; total: number; page: number; pageSize: number };
  };

  it('finds accounts by any part of the username, e-mail or full name, whatever the case', async () => {
    expect((await list(`search=${tag.toUpperCase()}_USER1`)).users.map((u) => u.username)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${tag}_user${19 - i}`),
    );
    const bySchool = await list(`search=${tag}.3@SCHOOL1&pageSize=100`);
    expect(bySchool.users.map((u) => u.email)).toEqual([`${tag}.3@school1.example.org`]);
    // First and last name together, as they are written.
    expect((await list(`search=ada%20lovelace${tag}`)).users.map((u) => u.id)).toEqual([ids[7]]);
    expect((await list(`search=hopper${tag}`)).users.map((u) => u.firstName)).toEqual(['Grace']);
    // A search does not run from the username into the e-mail.
    expect((await list(`search=${tag}_user07${tag}`)).total).toBe(0);
    // Wildcards are taken as they are.
    expect((await list(`search=${tag}%25user`)).total).toBe(0);
    expect((await list(`search=${tag}_`)).total).toBe(30);
  });

  it('filters by plan and status, together with the search', async () => {
    const basic = await list(`search=${tag}&plan=basic&pageSize=100`);
    expect(basic.total).toBe(10);
    expect(basic.users.every((u) => u.plan === 'basic')).toBe(true);
    const suspended = await list(`search=${tag}&status=suspended&pageSize=100`);
    expect(suspended.users.map((u) => u.username)).toEqual([25, 20, 15, 10, 5, 0].map((i) => `${tag}_user${String(i).padStart(2, '0')}`));
    const both = await list(`search=${tag}&plan=basic&status=suspended`);
    expect(both.users.map((u) => u.id)).toEqual([ids[15], ids[0]]);
  });

  it('pages newest first with the total, and answers an empty page past the end with the total', async () => {
    const p1 = await list(`search=${tag}&pageSize=12`);
    const p2 = await list(`search=${tag}&pageSize=12&page=2`);
    const p3 = await list(`search=${tag}&pageSize=12&page=3`);
    expect([p1.total, p2.total, p3.total]).toEqual([30, 30, 30]);
    expect([...p1.users, ...p2.users, ...p3.users].map((u) => u.id)).toEqual([...ids].reverse());
    expect(p2).toMatchObject({ page: 2, pageSize: 12 });
    const past = await list(`search=${tag}&pageSize=12&page=9`);
    expect(past).toEqual({ users: [], total: 30, page: 9, pageSize: 12 });
  });

  it('shows each account with its sessions this month against its plan’s limit, and leaves guests out', async () => {
    const [mine, guest] = await insertAccounts(t.database, [
      { username: `${tag}_counted`, plan: 'premium', firstName: 'Cy', lastName: 'Counted' },
      { isGuest: true, firstName: `${tag}_guest` },
    ]);
    await insertSessions(t.database, mine!, 3);
    await insertSessions(t.database, mine!, 2, new Date(Date.now() - 62 * 24 * 3600 * 1000));
    await insertSessions(t.database, guest!, 1);
    const found = await list(`search=${tag}_counted`);
    expect(found.users).toEqual([
      expect.objectContaining({ id: mine, plan: 'premium', status: 'active', role: 'learner', sessionsUsed: 3, sessionsLimit: -1 }),
    ]);
    expect(Date.parse(found.users[0]!.joinDate)).not.toBeNaN();
    expect(Date.parse(found.users[0]!.lastActive)).not.toBeNaN();
    expect((await list(`search=${tag}_guest`)).total).toBe(0);
    expect((await list(`search=${tag}_user00`)).users[0]).toMatchObject({ plan: 'basic', sessionsLimit: 50, sessionsUsed: 0 });
  });

  it('is recorded in the audit log as a read, with its filters', async () => {
    await list(`search=${tag}&plan=basic`);
    const [last] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.actorId, admin.id))
      .orderBy(sql`${adminAuditLog.id} desc`)
      .limit(1);
    expect(last).toMatchObject({ kind: 'read', action: 'users.list', detail: { search: tag, plan: 'basic', page: 1, pageSize: 25 } });
  });
});

describe('GET /api/admin/users/:userId', () => {
  it('shows the account’s details, sessions and skill trees, and records the read with the account as its target', async () => {
    const { me } = await registerUser(t.app);
    await t.database.db.update(users).set({ firstName: 'Maya', lastName: 'Lin', age: 14 }).where(eq(users.id, me.id));
    await insertSessions(t.database, me.id, 2);
    await insertSessions(t.database, me.id, 4, new Date(Date.now() - 62 * 24 * 3600 * 1000));
    // Progress reported on a first skill of Mathematics begins that tree; 100 completes the skill.
    await t.database.db.insert(skillReports).values({ userId: me.id, skillId: 'math-counting', progress: 100 });
    const res = await get(t.app, `/api/admin/users/${me.id}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json();
    expect(details).toMatchObject({
      id: me.id,
      username: me.username,
      email: me.email,
      firstName: 'Maya',
      lastName: 'Lin',
      age: 14,
      plan: 'free',
      status: 'active',
      sessionsUsed: 2,
      sessionsLimit: 20,
      totalSessions: 6,
      skillTreesUnlocked: 1,
    });
    expect(details.skillTrees).toHaveLength(6);
    expect(details.skillTrees[0]).toMatchObject({ subject: 'Mathematics', unlocked: true, completed: 1 });
    expect(details.skillTrees.slice(1).every((s: { unlocked: boolean; completed: number }) => !s.unlocked && s.completed === 0)).toBe(true);
    const reads = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetUserId, me.id), eq(adminAuditLog.action, 'users.details')));
    expect(reads).toEqual([expect.objectContaining({ kind: 'read', actorId: admin.id, actorUsername: admin.username, reason: null })]);
  });
});

describe('POST /api/admin/users/:userId/status', () => {
  const setStatus = (id: number, status: string, reason: string, cookie = admin.cookie) =>
    call(t.app, 'POST', `/api/admin/users/${id}/status`, { status, reason }, cookie);

  it('suspends a learner at once: their next request is 401, their login is refused with the message, and it is in the audit log', async () => {
    const victim = await registerUser(t.app);
    expect((await get(t.app, '/api/auth/me', victim.cookie)).statusCode).toBe(200);
    const res = await setStatus(victim.me.id, 'suspended', 'Posted another learner’s address');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: victim.me.id, status: 'suspended' });

    expect((await get(t.app, '/api/auth/me', victim.cookie)).statusCode).toBe(401);
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, victim.me.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    const login = await post(t.app, '/api/auth/login', { login: victim.user.username, password: victim.user.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: AUTH_MESSAGES.suspended });

    expect(await changesAbout(victim.me.id)).toEqual([
      expect.objectContaining({
        kind: 'change',
        actorId: admin.id,
        actorUsername: admin.username,
        action: 'users.status',
        reason: 'Posted another learner’s address',
        before: { username: victim.user.username, role: 'learner', plan: 'free', status: 'active' },
        after: { username: victim.user.username, role: 'learner', plan: 'free', status: 'suspended' },
      }),
    ]);
  });

  it('pending: no sign-in until approved, with its own message; active again lets them sign in', async () => {
    const waiting = await registerUser(t.app);
    expect((await setStatus(waiting.me.id, 'pending', 'New school account, to be checked')).statusCode).toBe(200);
    expect((await get(t.app, '/api/auth/me', waiting.cookie)).statusCode).toBe(401);
    const login = () => post(t.app, '/api/auth/login', { login: waiting.user.username, password: waiting.user.password });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_PENDING', message: AUTH_MESSAGES.pending });

    expect((await setStatus(waiting.me.id, 'active', 'Checked with the school')).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    expect((await changesAbout(waiting.me.id)).map((c) => [c.reason, c.before?.status, c.after?.status])).toEqual([
      ['New school account, to be checked', 'active', 'pending'],
      ['Checked with the school', 'pending', 'active'],
    ]);
  });

  it('refuses the status the account already has (409), writing nothing', async () => {
    const [id] = await insertAccounts(t.database, [{}]);
    const res = await setStatus(id!, 'active', 'No change');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_MESSAGES.sameStatus);
    expect(await changesAbout(id!)).toEqual([]);
  });
});

describe('DELETE /api/admin/users/:userId', () => {
  it('removes every row of the account in every table, and the account, in one transaction; nothing of another learner', async () => {
    const victim = await registerUser(t.app);
    const other = await registerUser(t.app);
    await seedEveryLearnerTable(t.database, victim.me.id, victim.user.username);
    await seedEveryLearnerTable(t.database, other.me.id, other.user.username);
    const columns = (await ownerColumnsInCatalogue(t.database.db)).filter((c) => c.table !== 'admin_audit_log');
    const count = async (userId: number) => {
      const out: Record<string, number> = {};
      for (const { table, column } of columns) {
        const [row] = rowsOf<{ n: number }>(
          await t.database.db.execute(
            sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
          ),
        );
        out[`${table}.${column}`] = row!.n;
      }
      return out;
    };
    const before = await count(victim.me.id);
    // Every column of the learner's own data is seeded; the columns that name another account (an operator, a family's
    // owner) are not the learner's data and may be empty.
    const own = Object.entries(before).filter(([key]) => !NOT_LEARNER_DATA.some((n) => `${n.table}.${n.column}` === key));
    expect(
      own.every(([, n]) => n > 0),
      JSON.stringify(before),
    ).toBe(true);
    const otherBefore = await count(other.me.id);

    const res = await call(
      t.app,
      'DELETE',
      `/api/admin/users/${victim.me.id}`,
      { reason: 'Parent asked for the account to be closed' },
      admin.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect(Object.values(await count(victim.me.id)).every((n) => n === 0)).toBe(true);
    expect(await accountRow(t.database, victim.me.id)).toBeUndefined();
    expect(await count(other.me.id)).toEqual(otherBefore);
    // Their session went with the account.
    expect((await get(t.app, '/api/auth/me', victim.cookie)).statusCode).toBe(401);
    expect((await get(t.app, `/api/admin/users/${victim.me.id}`, admin.cookie)).statusCode).toBe(404);

    expect(await changesAbout(victim.me.id)).toEqual([
      expect.objectContaining({
        kind: 'change',
        actorId: admin.id,
        action: 'users.delete',
        reason: 'Parent asked for the account to be closed',
        before: { username: victim.user.username, role: 'learner', plan: 'free', status: 'active' },
        after: null,
      }),
    ]);
  });

  it('deletes nothing and records nothing when the deletion fails part of the way', async () => {
    const victim = await registerUser(t.app);
    await seedEveryLearnerTable(t.database, victim.me.id, victim.user.username);
    // The last step (the account itself) is refused by a trigger: every step before it must be undone, the record too.
    await t.database.db.execute(
      sql.raw(`create or replace function refuse_delete() returns trigger language plpgsql as $$
      begin if old.id = ${victim.me.id} then raise exception 'refused'; end if; return old; end $$`),
    );
    await t.database.db.execute(sql`create trigger refuse_delete before delete on users for each row execute function refuse_delete()`);
    try {
      const res = await call(t.app, 'DELETE', `/api/admin/users/${victim.me.id}`, { reason: 'Test of the rollback' }, admin.cookie);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_delete on users`);
    }
    expect(await accountRow(t.database, victim.me.id)).toBeDefined();
    const [messagesLeft] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from messages where user_id = ${victim.me.id}`),
    );
    expect(messagesLeft!.n).toBeGreaterThan(0);
    expect(await changesAbout(victim.me.id)).toEqual([]);
    expect((await get(t.app, '/api/auth/me', victim.cookie)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists changes newest first with who, what, about whom, why, before and after; reads on request', async () => {
    const [a, b] = await insertAccounts(t.database, [{}, {}]);
    await call(t.app, 'POST', `/api/admin/users/${a}/status`, { status: 'suspended', reason: 'First reason' }, admin.cookie);
    await call(t.app, 'POST', `/api/admin/users/${b}/status`, { status: 'pending', reason: 'Second reason' }, admin.cookie);
    await get(t.app, `/api/admin/users/${a}`, admin.cookie);
    const b2 = await accountRow(t.database, b!);

    const changes = (await get(t.app, '/api/admin/audit-log?limit=2', admin.cookie)).json();
    expect(changes.entries.map((e: AuditEntry) => [e.kind, e.action, e.targetUserId, e.targetUsername, e.reason])).toEqual([
      ['change', 'users.status', b, b2!.username, 'Second reason'],
      ['change', 'users.status', a, expect.any(String), 'First reason'],
    ]);
    expect(changes.entries[0]).toMatchObject({ actorId: admin.id, actorUsername: admin.username, after: { status: 'pending' } });
    expect(Date.parse(changes.entries[0].at)).not.toBeNaN();
    const older = (await get(t.app, `/api/admin/audit-log?limit=2&before=${changes.nextBefore}`, admin.cookie)).json();
    expect(older.entries[0].id).toBeLessThan(changes.entries[1].id);

    const aboutA = (await get(t.app, `/api/admin/audit-log?kind=all&targetUserId=${a}`, admin.cookie)).json();
    expect(aboutA.entries.map((e: AuditEntry) => [e.kind, e.action])).toEqual([
      ['read', 'users.details'],
      ['change', 'users.status'],
    ]);
    const reads = (await get(t.app, '/api/admin/audit-log?kind=read&limit=100', admin.cookie)).json();
    expect(reads.entries.every((e: AuditEntry) => e.kind === 'read' && e.reason === null)).toBe(true);
    // Reading the log is itself recorded, before the read: this read first, then the one before it.
    expect(reads.entries[0]).toMatchObject({ action: 'audit-log.list', detail: { kind: 'read', limit: 100 } });
    expect(reads.entries[1]).toMatchObject({ action: 'audit-log.list', detail: { kind: 'all', targetUserId: a, limit: 50 } });
  });
});
