import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DATA_MESSAGES, DATA_EXPORT_FILE_NAME, DataExportSchema, type DataExport } from '@brightpath/shared/account-data';
import { rowsOf } from '@/db/client.ts';
import { asOwner } from '@/lib/ownership.ts';
import { createTestApp, get, ORIGIN, post, registerUser, sessionCookie, uniqueUser, type TestApp } from '@/test/helpers.ts';
import { upsertAdmin } from '../auth/admin-bootstrap.ts';
import { sessions, users } from '../auth/auth.tables.ts';
import { conversations, messages } from '../chat/chat.tables.ts';
import { ownerColumnsInCatalogue, type OwnerColumn } from '../system/ownership.test-support.ts';
import { EXPORT_PAGE_ROWS, accountRepository, pagesOf } from './account.repository.ts';
import { answerKeySecret, seedEveryLearnerTable } from './account.test-support.ts';
import { LEARNER_TABLES, NOT_LEARNER_DATA } from './learner-tables.ts';

// Data & Privacy through HTTP (docs/decisions/032): the export holds every table of the account and nothing of another
// learner; the deletion removes every row of the learner, and nothing else, in one transaction. The tables are read
// from the database's catalogue, not from the list the code uses, so a table the list forgot fails here too.
let t: TestApp;
let ownerColumns: OwnerColumn[];
/** The catalogue's columns that name the owner of learner data (the operators' audit log is not such data). */
let learnerColumns: OwnerColumn[];
beforeAll(async () => {
  t = await createTestApp();
  ownerColumns = await ownerColumnsInCatalogue(t.database.db);
  learnerColumns = ownerColumns.filter((c) => !NOT_LEARNER_DATA.some((n) => n.table === c.table && n.column === c.column));
});
afterAll(async () => {
  await t?.close();
});

type Who = { id: number; cookie: string; marker: string };

/** A registered learner with rows in every learner table. */
async function seededLearner(): Promise<Who> {
  const { cookie, me, user } = await registerUser(t.app);
  await seedEveryLearnerTable(t.database, me.id, user.username);
  return { id: me.id, cookie, marker: user.username };
}

const exportOf = (cookie?: string) => get(t.app, '/api/account/export', cookie);
const deleteAll = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: payload === undefined ? '' : JSON.stringify(payload),
  });

/** Rows per catalogue column: the learner's, and all of the table's. */
async function counts(userId: number) {
  const out: Record<string, { mine: number; all: number }> = {};
  for (const { table, column } of ownerColumns) {
    const [row] = rowsOf<{ mine: number; all: number }>(
      await t.database.db.execute(
        sql`select count(*) filter (where ${sql.identifier(column)} = ${userId})::int as mine, count(*)::int as "all" from ${sql.identifier(table)}`,
      ),
    );
    out[`${table}.${column}`] = row!;
  }
  const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return { tables: out, account: account !== undefined };
}
const mine = (c: Awaited<ReturnType<typeof counts>>) => Object.fromEntries(Object.entries(c.tables).map(([k, v]) => [k, v.mine]));

/** The column's name as the export writes it (the code's camelCase). */
const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

describe('the catalogue', () => {
  it('has a column referencing users.id in every table of learner data', () => {
    expect(learnerColumns.map((c) => c.table)).toEqual(
      expect.arrayContaining(['messages', 'conversations', 'sessions', 'learner_profiles', 'quiz_attempts', 'moderation_events']),
    );
    expect(learnerColumns.length).toBeGreaterThanOrEqual(18);
  });
});

describe('GET /api/account/export', () => {
  it('answers 401 to a visitor', async () => {
    const res = await exportOf();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('is a file of every table of the account, all of its rows, nothing of another learner and no secret', async () => {
    const a = await seededLearner();
    const b = await seededLearner();
    const res = await exportOf(a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${DATA_EXPORT_FILE_NAME}"`);
    expect(DATA_EXPORT_FILE_NAME).toBe('brightpath-data.json');
    const file: DataExport = DataExportSchema.parse(JSON.parse(res.body));

    expect(file.account).toMatchObject({ id: a.id, username: a.marker, email: `${a.marker}@example.com`, isGuest: false });
    expect(file.account).not.toHaveProperty('passwordHash');
    // Every table of the catalogue with learner rows, by its name, and nothing else.
    expect(Object.keys(file.tables).sort()).toEqual([...new Set(learnerColumns.map((c) => c.table))].sort());
    const before = await counts(a.id);
    for (const { table, column } of learnerColumns) {
      const rows = file.tables[table]!;
      expect(rows.length, table).toBe(before.tables[`${table}.${column}`]!.mine);
      expect(rows.length, `${table} was seeded`).toBeGreaterThan(0);
      expect(
        rows.every((row) => row[camel(column)] === a.id),
        table,
      ).toBe(true);
    }
    expect(res.body).toContain(`What is a half? ${a.marker}`);
    expect(res.body).not.toContain(b.marker);

    // No secret: the password hash, a session's token hash, a lesson's answer key, a family invitation's token hash.
    const [account] = await t.database.db.select().from(users).where(eq(users.id, a.id));
    const tokens = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, a.id));
    expect(tokens.length).toBe(2);
    for (const secret of [account!.passwordHash!, ...tokens.map((s) => s.hash), answerKeySecret(a.marker), `invite-hash-${a.marker}`])
      expect(res.body).not.toContain(secret);
    for (const key of ['passwordHash', 'tokenHash', 'answerKey']) expect(res.body).not.toContain(`"${key}"`);
    expect(file.tables.sessions![0]).toHaveProperty('userAgent');
    expect(file.tables.learning_lessons![0]).toHaveProperty('session');
  });

  it('reads a long history in pages, each message once and in order, to the microsecond', async () => {
    const { cookie, me } = await registerUser(t.app);
    const [conversation] = await t.database.db.insert(conversations).values({ userId: me.id, subjectId: 1, title: 'Long' }).returning();
    // 1,234 messages whose times differ only in microseconds (a JS Date keeps milliseconds), many of them equal: a page
    // that resumed from a rounded time would repeat or skip messages.
    const n = 1234;
    await t.database.db.execute(sql`insert into messages (conversation_id, user_id, role, content, created_at)
      select ${conversation!.id}, ${me.id}, 'user', 'message ' || g, timestamptz '2026-11-02 10:00:00.000001+00' + (g % 7) * interval '1 microsecond'
      from generate_series(1, ${n}) g`);
    const stored = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.userId, me.id))
      .orderBy(sql`created_at, id`);

    const file = DataExportSchema.parse((await exportOf(cookie)).json());
    expect(file.tables.messages!.map((m) => m.id)).toEqual(stored.map((m) => m.id));

    // Read a page at a time: statements of at most EXPORT_PAGE_ROWS rows for the 1,234 messages.
    const owner = asOwner(me.id);
    const messagesTable = LEARNER_TABLES.find((l) => l.table === messages)!;
    const pages: number[] = [];
    for await (const page of pagesOf(t.database.db, messagesTable, owner)) pages.push(page.rows);
    const full = Math.floor(n / EXPORT_PAGE_ROWS);
    expect(pages).toEqual([...Array<number>(full).fill(EXPORT_PAGE_ROWS), n - full * EXPORT_PAGE_ROWS]);
    // Handed to the stream a page at a time, the pieces together being the file.
    const repo = accountRepository(t.database.db).forUser(owner);
    const pieces: string[] = [];
    for await (const piece of repo.exportJson((await repo.account())!)) pieces.push(piece.toString());
    expect(pieces.filter((p) => p.includes('"role":"user"')).length).toBe(pages.length);
    expect(DataExportSchema.parse(JSON.parse(pieces.join('')))).toEqual({ ...file, exportedAt: expect.any(String) });
  });

  it('is a file of a new guest too: the account and empty tables', async () => {
    const cookie = sessionCookie(await post(t.app, '/api/auth/guest', {}));
    const file = DataExportSchema.parse((await exportOf(cookie)).json());
    expect(file.account).toMatchObject({ isGuest: true, username: null });
    expect(file.tables.sessions).toHaveLength(1);
    expect(file.tables.messages).toEqual([]);
  });

  it('answers 429 with a message past 10 exports a minute', async () => {
    const { cookie } = await registerUser(t.app);
    for (let i = 0; i < 10; i++) expect((await exportOf(cookie)).statusCode).toBe(200);
    const res = await exportOf(cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^You have exported your data several times just now\. Please try again in \d+ seconds\.$/);
  });
});

describe('DELETE /api/account', () => {
  it('answers 401 to a visitor', async () => {
    const res = await deleteAll(undefined, { confirmation: 'DELETE' });
    expect(res.statusCode).toBe(401);
  });

  it('needs the typed word, on the server too: 400 with a message, and nothing deleted', async () => {
    const a = await seededLearner();
    const before = await counts(a.id);
    for (const payload of [undefined, {}, { confirmation: '' }, { confirmation: 'delete' }, { confirmation: 'yes' }, { confirmation: 7 }]) {
      const res = await deleteAll(a.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(
        payload === undefined ? 'The request body must be a JSON object.' : ACCOUNT_DATA_MESSAGES.confirmation,
      );
    }
    expect(await counts(a.id)).toEqual(before);
    expect((await get(t.app, '/api/auth/me', a.cookie)).statusCode).toBe(200);
  });

  it("removes every row of the learner and the account, ends the session, and leaves another learner's rows", async () => {
    const a = await seededLearner();
    const b = await seededLearner();
    const beforeA = await counts(a.id);
    const beforeB = await counts(b.id);
    for (const { table, column } of learnerColumns) expect(beforeA.tables[`${table}.${column}`]!.mine, table).toBeGreaterThan(0);

    const res = await deleteAll(a.cookie, { confirmation: ' DELETE ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect(res.cookies.find((c) => c.name === 'bp_session')).toMatchObject({ value: '' });

    const afterA = await counts(a.id);
    expect(afterA.account).toBe(false);
    expect(Object.values(mine(afterA)).every((n) => n === 0)).toBe(true);
    // Each table lost the learner's rows and no other: counted by its learner column, where it has one (a table may
    // also name another account: a family's owner who sent an invitation, the operator who handled a feedback).
    const learnerRows = (table: string) => {
      const owner = learnerColumns.find((c) => c.table === table);
      return owner ? beforeA.tables[`${table}.${owner.column}`]!.mine : undefined;
    };
    for (const [key, { all }] of Object.entries(afterA.tables))
      expect(all, key).toBe(beforeA.tables[key]!.all - (learnerRows(key.split('.')[0]!) ?? beforeA.tables[key]!.mine));
    expect(await counts(b.id)).toEqual({ ...beforeB, tables: expect.any(Object) });
    expect(mine(await counts(b.id))).toEqual(mine(beforeB));

    expect((await get(t.app, '/api/auth/me', a.cookie)).statusCode).toBe(401);
    expect((await exportOf(a.cookie)).statusCode).toBe(401);
    expect((await get(t.app, '/api/auth/me', b.cookie)).statusCode).toBe(200);
  });

  it("deletes a guest's account and everything in it", async () => {
    const res = await post(t.app, '/api/auth/guest', {});
    const guest = { id: res.json().user.id as number, cookie: sessionCookie(res) };
    await seedEveryLearnerTable(t.database, guest.id, `guest${guest.id}`);
    expect((await deleteAll(guest.cookie, { confirmation: 'DELETE' })).statusCode).toBe(200);
    const after = await counts(guest.id);
    expect(after.account).toBe(false);
    expect(Object.values(mine(after)).every((n) => n === 0)).toBe(true);
  });

  it("refuses an administrator's own account (403), deleting nothing", async () => {
    const admin = uniqueUser('admin');
    await upsertAdmin(t.database.db, admin);
    const cookie = sessionCookie(await post(t.app, '/api/auth/login', { login: admin.username, password: admin.password }));
    const [row] = await t.database.db.select().from(users).where(eq(users.username, admin.username));
    const before = await counts(row!.id);
    const res = await deleteAll(cookie, { confirmation: 'DELETE' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_DATA_MESSAGES.administrator);
    expect(await counts(row!.id)).toEqual(before);
  });

  it('leaves everything as it was when a step inside the deletion fails (one transaction)', async () => {
    const a = await seededLearner();
    const b = await seededLearner();
    const beforeA = await counts(a.id);
    const beforeB = await counts(b.id);
    // The account is deleted last, after every table of rows: refusing it fails the deletion at its very end.
    await t.database.db.execute(
      sql.raw(`create function bp_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        `create trigger bp_test_refuse before delete on users for each row when (old.id = ${a.id}) execute function bp_test_refuse()`,
      ),
    );
    try {
      const res = await deleteAll(a.cookie, { confirmation: 'DELETE' });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Something went wrong on our side. Please try again.');
    } finally {
      await t.database.db.execute(sql.raw('drop trigger bp_test_refuse on users'));
      await t.database.db.execute(sql.raw('drop function bp_test_refuse()'));
    }
    expect(await counts(a.id)).toEqual(beforeA);
    expect(await counts(b.id)).toEqual(beforeB);
    expect((await get(t.app, '/api/auth/me', a.cookie)).statusCode).toBe(200);
  });
});
