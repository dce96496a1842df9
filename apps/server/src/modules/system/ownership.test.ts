import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '@/app.ts';
import { eq, getTableColumns, getTableName } from 'drizzle-orm';
import { adminOnly, asOwner, familyOwnerOnly, MissingOwnerError } from '@/lib/ownership.ts';
import { registerErrorHandler } from '@/plugins/errors.ts';
import { createTestApp, get, post, sessionCookie, testConfig, uniqueUser, type TestApp } from '@/test/helpers.ts';
import { adminAuditLog } from '../admin/admin.tables.ts';
import { upsertAdmin } from '../auth/admin-bootstrap.ts';
import { users } from '../auth/auth.tables.ts';
import { authPlugin } from '../auth/auth.plugin.ts';
import { chatRepository } from '../chat/chat.repository.ts';
import { familyRepository } from '../family/family.repository.ts';
import { familyMembers } from '../family/family.tables.ts';
import { moderationRepository } from '../moderation/moderation.repository.ts';
import { subjectsRepository } from '../subjects/subjects.repository.ts';
import { LEARNER_TABLES, NOT_LEARNER_DATA } from '../account/learner-tables.ts';
import { learnerDataFunctions, ownerColumnsInCatalogue, repositoryFactories } from './ownership.test-support.ts';

// Ownership by construction (docs/decisions/015-enforced-boundaries.md): a repository of learner data gives
// nothing but its binding to an owner, and sign-in is the default for every /api route.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function newLearner() {
  const res = await post(t.app, '/api/auth/register', uniqueUser());
  return { id: asOwner(res.json().user.id as number), cookie: sessionCookie(res) };
}

// Found by reading the modules' folders, so a repository added later is covered without being listed here.
const factories = await repositoryFactories();
/** A learner's own forUser beside an operator's view across learners (lib/ownership.ts adminOnly). */
const WITH_OPERATOR_VIEW = ['feedbackRepository'];

/** The repositories of operators' views across learners, with the bindings each offers (each refuses all but an administrator). */
const OPERATOR_REPOSITORIES: Record<string, string[]> = {
  moderationRepository: ['forAdmin', 'reviewsBy'],
  adminRepository: ['usersFor', 'activityFor', 'auditLogFor', 'actionsBy'],
  subjectRequestsRepository: ['forAdmin', 'handledBy'],
  alphaRepository: ['forAdmin'],
};

describe('a repository of learner data', () => {
  it('is found in every module that keeps learner data', () => {
    expect(factories.map((f) => f.name)).toEqual(
      expect.arrayContaining(['chatRepository', 'profilesRepository', 'assessmentsRepository', 'subjectsRepository']),
    );
    expect(factories.length).toBeGreaterThanOrEqual(9);
  });

  for (const { name, file, factory } of factories) {
    const repo = () => factory(t.database.db) as Record<string, (caller: unknown) => unknown>;
    if (OPERATOR_REPOSITORIES[name]) {
      // The operators' views across learners: nothing but bindings to an administrator (adminOnly, adminActions).
      it(`${name} (${file}): offers nothing but views bound to an administrator`, () => {
        expect(Object.keys(repo())).toEqual(OPERATOR_REPOSITORIES[name]);
        for (const bind of Object.values(repo())) {
          for (const bad of [undefined, null, { id: 1, username: 'someone', role: 'learner' }])
            expect(() => bind(bad), `${name} for ${JSON.stringify(bad)}`).toThrow(MissingOwnerError);
          expect(() => bind({ id: 1, username: 'admin', role: 'admin' })).not.toThrow();
        }
      });
      continue;
    }
    if (name === 'authRepository') continue; // the accounts themselves: sign-in, not learner data (auth.plugin.ts)

    // The family's repository also declares its owner's access to a member (lib/ownership.ts familyOwnerOnly).
    const views =
      name === 'familyRepository'
        ? ['forUser', 'forFamilyOwner']
        : WITH_OPERATOR_VIEW.includes(name)
          ? ['forUser', 'forAdmin']
          : ['forUser'];
    it(`${name} (${file}): offers nothing but ${views.join(' and ')}`, () => {
      expect(Object.keys(repo())).toEqual(views);
    });

    it(`${name} (${file}): cannot be bound without a real caller`, () => {
      for (const bad of [undefined, null, 0, -1, 1.5, Number.NaN, '7', Number.MAX_SAFE_INTEGER + 1]) {
        expect(() => repo().forUser(bad), `forUser(${String(bad)})`).toThrow(MissingOwnerError);
      }
      expect(() => repo().forUser(asOwner(1))).not.toThrow();
    });
  }

  it('bound to one learner, sees only that learner', async () => {
    const a = await newLearner();
    const b = await newLearner();
    const chat = chatRepository(t.database.db);
    const mine = await chat.forUser(a.id).createConversation(1);
    expect((await chat.forUser(a.id).listConversations()).map((c) => c.id)).toEqual([mine.id]);
    expect(await chat.forUser(b.id).listConversations()).toEqual([]);
    expect(await chat.forUser(b.id).listMessages(mine.id)).toBeUndefined();
    expect(await chat.forUser(a.id).listMessages(mine.id)).toEqual([]);

    const subjects = subjectsRepository(t.database.db);
    await subjects.forUser(a.id).upsertOne({ subjectId: 2, level: 'advanced' });
    expect((await subjects.forUser(a.id).selection()).map((s) => s.subjectId)).toEqual([2]);
    expect(await subjects.forUser(b.id).selection()).toEqual([]);
  });
});

describe('a function of learner data', () => {
  it('takes its learner as an owner (OwnerId or Owner), never a plain number or a column: every one is found', async () => {
    const found = learnerDataFunctions();
    // Read from the modules' *.api.ts and *.repository.ts files by the TypeScript compiler, so nothing is listed by hand.
    expect(found.map((f) => f.name)).toEqual(expect.arrayContaining(['planOf', 'unlockReachedSql', 'chatActivityOf', 'recordsSql']));
    expect(found.length).toBeGreaterThanOrEqual(20);
    const loose = found.filter((f) => !['OwnerId', 'Owner'].includes(f.type));
    expect(loose.map((f) => `${f.file} ${f.name}(${f.parameter}: ${f.type})`)).toEqual([]);
  }, 60_000);
});

describe("the learner's tables: what the export of everything holds and the deletion of everything removes", () => {
  const named = (table: string, column: string) => `${table}.${column}`;

  it('are every table with a column referencing users.id (read from the catalogue), or declared to hold no learner data', async () => {
    const catalogue = (await ownerColumnsInCatalogue(t.database.db)).map((c) => named(c.table, c.column));
    expect(catalogue.length).toBeGreaterThanOrEqual(19);
    const listed = LEARNER_TABLES.map((l) => named(getTableName(l.table), l.owner.name));
    const declared = NOT_LEARNER_DATA.map((n) => named(n.table, n.column));
    // Missing here: a new table would be neither exported nor deleted. Extra: a table or column that no longer exists.
    expect({
      missing: catalogue.filter((c) => !listed.includes(c) && !declared.includes(c)),
      extra: [...listed, ...declared].filter((c) => !catalogue.includes(c)),
    }).toEqual({ missing: [], extra: [] });
    expect(new Set(listed).size, 'each table once').toBe(listed.length);
    expect(NOT_LEARNER_DATA.every((n) => n.why.length > 40)).toBe(true);
  });

  it("name each table's own columns: its owner, the order of its pages and what is withheld", () => {
    for (const l of LEARNER_TABLES) {
      const own = Object.values(getTableColumns(l.table));
      for (const column of [l.owner, ...l.order, ...(l.withheld ?? [])])
        expect(own, `${getTableName(l.table)}.${column.name}`).toContain(column);
    }
  });
});

describe("the operators' view of the moderation record", () => {
  it('is only for an administrator, and records each read in the audit log before it runs', async () => {
    const repo = moderationRepository(t.database.db);
    expect(() => repo.forAdmin(null)).toThrow(MissingOwnerError);
    expect(() => repo.forAdmin({ id: 1, username: 'someone', role: 'learner' })).toThrow(MissingOwnerError);
    const admin = uniqueUser('admin');
    await upsertAdmin(t.database.db, admin);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, admin.username));
    const actor = { id: row!.id, username: admin.username, role: 'admin' };
    const someone = 2_000_000_000;
    expect(await repo.forAdmin(actor).list({ limit: 5, userId: someone })).toEqual({ events: [], nextBefore: null });
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.actorId, actor.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actorUsername: admin.username,
        action: 'moderation-events.list',
        targetUserId: someone,
        detail: { limit: 5, userId: someone },
      }),
    ]);
  });

  it('runs no read whose record cannot be written', async () => {
    let ran = false;
    const view = adminOnly(
      'probe',
      async () => {
        throw new Error('audit log unavailable');
      },
      () => ({
        list: async () => {
          ran = true;
          return [];
        },
      }),
    );
    await expect(view({ id: 1, username: 'admin', role: 'admin' }).list()).rejects.toThrow('audit log unavailable');
    expect(ran).toBe(false);
  });
});

describe("the family owner's view of a member", () => {
  async function family() {
    const owner = await newLearner();
    const member = await newLearner();
    const stranger = await newLearner();
    await t.database.db.update(users).set({ plan: 'family' }).where(eq(users.id, owner.id));
    await t.database.db.insert(familyMembers).values({ ownerId: owner.id, memberId: member.id });
    return { owner, member, stranger };
  }
  const auditOf = (actorId: number) =>
    t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.actorId, actorId)).orderBy(adminAuditLog.id);

  it("is only for the owner of the member's family, checked in the database, and records each read before it runs", async () => {
    const { owner, member, stranger } = await family();
    const repo = familyRepository(t.database.db);
    // Not a member of the caller's family (a stranger, the owner themselves, the member asking for the owner): no view, no record.
    expect(await repo.forFamilyOwner({ id: owner.id, username: 'owner' }, stranger.id)).toBeNull();
    expect(await repo.forFamilyOwner({ id: owner.id, username: 'owner' }, owner.id)).toBeNull();
    expect(await repo.forFamilyOwner({ id: member.id, username: 'member' }, owner.id)).toBeNull();
    expect(await repo.forFamilyOwner({ id: stranger.id, username: 'stranger' }, member.id)).toBeNull();
    expect(await auditOf(owner.id)).toEqual([]);

    const view = await repo.forFamilyOwner({ id: owner.id, username: 'owner' }, member.id);
    expect(view).not.toBeNull();
    const summary = await view!['member-progress']({ timeZone: 'UTC' });
    expect(summary).toMatchObject({ userId: member.id, sessions: 0, streak: 0, subjects: [], achievements: [] });
    expect((await auditOf(owner.id)).map((a) => [a.actorUsername, a.action, a.targetUserId, a.detail])).toEqual([
      ['owner', 'family.member-progress', member.id, { timeZone: 'UTC' }],
    ]);
  });

  it('runs no read whose record cannot be written, and asks the database before anything', async () => {
    let ran = false;
    const asked: [number, number][] = [];
    const view = familyOwnerOnly(
      'probe',
      async (owner, memberId) => {
        asked.push([owner, memberId]);
        return true;
      },
      async () => {
        throw new Error('audit log unavailable');
      },
      () => ({
        read: async () => {
          ran = true;
          return [];
        },
      }),
    );
    const reads = await view({ id: asOwner(3), username: null }, 4);
    expect(asked).toEqual([[3, 4]]);
    await expect(reads!.read()).rejects.toThrow('audit log unavailable');
    expect(ran).toBe(false);
  });
});

describe('sign-in by default', () => {
  /** Every /api route the app serves, from its OpenAPI description. */
  function apiRoutes() {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => ({ method: m.toUpperCase(), path, url: path.replace(/\{[^}]+\}/g, '1') })),
    );
  }
  const isListed = (method: string, path: string) => {
    const fastifyPath = path.replace(/\{([^}]+)\}/g, ':$1');
    return PUBLIC_ROUTES.some((r) =>
      r.endsWith('*') ? `${method} ${fastifyPath}`.startsWith(r.slice(0, -1)) : r === `${method} ${fastifyPath}`,
    );
  };

  it('answers 401 to an anonymous call of every route not on the public list, before reading its input', async () => {
    const routes = apiRoutes().filter((r) => !isListed(r.method, r.path));
    expect(routes.length).toBeGreaterThan(15);
    for (const r of routes) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: r.url,
        headers: { origin: 'http://localhost:80', 'content-type': 'application/json' },
        // A body no route accepts: a 400 here would mean the input was read first.
        ...(r.method === 'GET' ? {} : { payload: '{"not":"valid"' }),
      });
      expect(res.statusCode, `${r.method} ${r.path}`).toBe(401);
      expect(res.json().code, `${r.method} ${r.path}`).toBe('UNAUTHENTICATED');
    }
  });

  it('lets anyone call the public routes', async () => {
    expect((await get(t.app, '/api/health')).statusCode).toBe(200);
    expect((await get(t.app, '/api/config')).statusCode).toBe(200);
    expect((await get(t.app, '/api/subjects')).statusCode).toBe(200);
    expect((await get(t.app, '/api/docs/json')).statusCode).toBe(200);
  });

  it('keeps an unknown /api path a 404', async () => {
    expect((await get(t.app, '/api/no-such-thing')).statusCode).toBe(404);
  });

  it('makes a route registered later private unless listed, and refuses a list entry that matches no route', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    await app.register(authPlugin, { config: testConfig(), database: t.database, publicRoutes: ['GET /api/open'] });
    app.get('/api/open', async () => ({ ok: true }));
    app.get('/api/new-feature', async () => ({ ok: true }));
    expect((await app.inject({ method: 'GET', url: '/api/open' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/new-feature' })).statusCode).toBe(401);
    await app.close();

    const stale = Fastify({ logger: false });
    await stale.register(authPlugin, { config: testConfig(), database: t.database, publicRoutes: ['GET /api/gone'] });
    stale.get('/api/here', async () => ({ ok: true }));
    await expect(stale.ready()).rejects.toThrow(/GET \/api\/gone/);
    await stale.close();
  });

  it('still lets an administrator, and only one, read the moderation record', async () => {
    const admin = uniqueUser('admin');
    await upsertAdmin(t.database.db, admin);
    const cookie = sessionCookie(await post(t.app, '/api/auth/login', { login: admin.username, password: admin.password }));
    expect((await get(t.app, '/api/admin/moderation-events?severity=high', cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, admin.username));
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.actorId, row!.id));
    expect(audit.map((a) => [a.kind, a.action, a.targetUserId, a.detail])).toEqual([
      ['read', 'moderation-events.list', null, { limit: 50, severity: 'high' }],
    ]);
    const learner = await newLearner();
    expect((await get(t.app, '/api/admin/moderation-events', learner.cookie)).statusCode).toBe(403);
  });
});
