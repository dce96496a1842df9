import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, type Family } from '@brightpath/shared/billing';
import { PLAN_LIMIT_MESSAGE } from '@brightpath/shared/chat';
import { FAMILY_MESSAGES } from '@brightpath/shared/family';
import { inTransaction, rowsOf } from '@/db/client.ts';
import { asOwner } from '@/lib/ownership.ts';
import { createTestApp, get, ORIGIN, post, registerUser, sessionCookie, type TestApp } from '@/test/helpers.ts';
import { adminAuditLog } from '../admin/admin.tables.ts';
import { users } from '../auth/auth.tables.ts';
import { seedSessions, tutor } from '../chat/chat.test-support.ts';
import { familyOwnerNameOf, releaseFamily } from './family.api.ts';
import { hashInviteToken } from './family.repository.ts';
import { familyInvites, familyMembers } from './family.tables.ts';

// The Family plan through HTTP (issue 24 point 6, DESIGN.md decision 10): invitations, joining, the sixth member, two
// joins racing for the last seat, removal, leaving, and the owner's view of a member, which holds no conversation text.
// An account is on the Family plan when users.plan is 'family' (the billing module sets it from a paid subscription).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const send = (app: FastifyInstance, method: 'DELETE', url: string, cookie?: string) =>
  app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

type Account = { id: number; cookie: string; username: string };

/** A registered learner, with a first name and an age (through the onboarding profile) when given. */
async function account(profile?: { firstName: string; age: number }): Promise<Account> {
  const { cookie, me, user } = await registerUser(t.app);
  if (profile) {
    expect((await post(t.app, '/api/users', { ...profile, skipped: true }, cookie)).statusCode).toBe(201);
    await t.database.db.update(users).set({ firstName: profile.firstName }).where(eq(users.id, me.id));
  }
  return { id: me.id, cookie, username: user.username };
}

const planOf = async (id: number) => (await t.database.db.select({ plan: users.plan }).from(users).where(eq(users.id, id)))[0]!.plan;
const setPlan = (id: number, plan: 'free' | 'basic' | 'premium' | 'family') =>
  t.database.db.update(users).set({ plan }).where(eq(users.id, id));

/** A registered account on the Family plan (set directly: paying is the billing module's). */
async function owner(profile = { firstName: 'Maria', age: 41 }): Promise<Account> {
  const a = await account(profile);
  await setPlan(a.id, 'family');
  return a;
}

async function invite(who: Account): Promise<{ token: string; url: string; expiresAt: string }> {
  const res = await post(t.app, '/api/family/invites', undefined, who.cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const join = (token: string, who: { cookie: string }) => post(t.app, '/api/family/join', { token }, who.cookie);
const familyOf = async (who: { cookie: string }): Promise<Family> => (await get(t.app, '/api/family', who.cookie)).json();

/** An owner with `n` members, each joined through an invitation. */
async function familyWith(n: number) {
  const o = await owner();
  const members: Account[] = [];
  for (let i = 0; i < n; i++) {
    const m = await account({ firstName: `Kid${i}`, age: 9 + i });
    const joined = await join((await invite(o)).token, m);
    expect(joined.statusCode, joined.body).toBe(200);
    members.push(m);
  }
  return { owner: o, members };
}

/** An open invitation written straight into the table, past the seats rule (which the race below must not rely on). */
async function extraInvite(ownerId: number, token: string) {
  await t.database.db
    .insert(familyInvites)
    .values({ ownerId, tokenHash: hashInviteToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return token;
}

const expectRefused = (res: { statusCode: number; json: () => { message: string; code: string } }, status: number, message: string) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(res.json().message).toBe(message);
};

describe('anonymous', () => {
  it('gets 401 from every family route', async () => {
    expect((await get(t.app, '/api/family')).statusCode).toBe(401);
    expect((await post(t.app, '/api/family/invites')).statusCode).toBe(401);
    expect((await post(t.app, '/api/family/join', { token: 'x'.repeat(43) })).statusCode).toBe(401);
    expect((await post(t.app, '/api/family/leave')).statusCode).toBe(401);
    expect((await send(t.app, 'DELETE', '/api/family/members/1')).statusCode).toBe(401);
    expect((await get(t.app, '/api/family/members/1/progress')).statusCode).toBe(401);
  });
});

describe('GET /api/family', () => {
  it('answers role none for a learner in no family', async () => {
    const a = await account();
    expect(await familyOf(a)).toEqual({ role: 'none', owner: null, members: [], maxUsers: 5, openInvites: 0 });
  });

  it('answers role owner for an account on the Family plan, with no member yet', async () => {
    const o = await owner();
    expect(await familyOf(o)).toEqual({ role: 'owner', owner: { userId: o.id, name: 'Maria' }, members: [], maxUsers: 5, openInvites: 0 });
  });
});

describe('POST /api/family/invites', () => {
  it('makes a single-use link that expires in 7 days, keeping only the token’s hash', async () => {
    const o = await owner();
    const before = Date.now();
    const made = await invite(o);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.url).toBe(`${ORIGIN}/family/join?token=${made.token}`);
    const expires = new Date(made.expiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    const rows = await t.database.db.select().from(familyInvites).where(eq(familyInvites.ownerId, o.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashInviteToken(made.token)]);
    expect(JSON.stringify(rows)).not.toContain(made.token);
    expect((await familyOf(o)).openInvites).toBe(1);
  });

  it('is for the owner of a Family plan only: 403 for a learner on another plan and for a member', async () => {
    const free = await account();
    expectRefused(await post(t.app, '/api/family/invites', undefined, free.cookie), 403, FAMILY_MESSAGES.notOwner);
    await setPlan(free.id, 'premium');
    expectRefused(await post(t.app, '/api/family/invites', undefined, free.cookie), 403, FAMILY_MESSAGES.notOwner);
    const { members } = await familyWith(1);
    expectRefused(await post(t.app, '/api/family/invites', undefined, members[0]!.cookie), 403, FAMILY_MESSAGES.notOwner);
  });

  it('counts the owner, the members and the open invitations: five seats, then 409 with the family-full text', async () => {
    const { owner: o } = await familyWith(2);
    await invite(o);
    await invite(o);
    expect((await familyOf(o)).openInvites).toBe(2);
    expectRefused(await post(t.app, '/api/family/invites', undefined, o.cookie), 409, BILLING_MESSAGES.familyFull);
    // Revoking the open ones frees their seats; their links stop working.
    const revoked = await send(t.app, 'DELETE', '/api/family/invites', o.cookie);
    expect(revoked.json()).toEqual({ revoked: 2 });
    expect((await familyOf(o)).openInvites).toBe(0);
    await invite(o);
  });
});

describe('POST /api/family/invites/preview', () => {
  it('names the owner and the expiry; an unknown token is a 404, a malformed one a 400, both with a message', async () => {
    const o = await owner({ firstName: 'Rosa', age: 38 });
    const made = await invite(o);
    const other = await account();
    const res = await post(t.app, '/api/family/invites/preview', { token: made.token }, other.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ownerName: 'Rosa', expiresAt: made.expiresAt });
    expectRefused(
      await post(t.app, '/api/family/invites/preview', { token: 'y'.repeat(43) }, other.cookie),
      404,
      BILLING_MESSAGES.inviteInvalid,
    );
    expectRefused(
      await post(t.app, '/api/family/invites/preview', { token: 'short' }, other.cookie),
      400,
      'The invitation token is not valid',
    );
    expectRefused(await post(t.app, '/api/family/invites/preview', {}, other.cookie), 400, 'The invitation token is required');
  });
});

describe('POST /api/family/join', () => {
  it('makes a registered learner a member on the Family plan: the owner sees them, the invitation is used', async () => {
    const o = await owner();
    const made = await invite(o);
    const kid = await account({ firstName: 'Leo', age: 10 });
    const res = await join(made.token, kid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ role: 'member', owner: { userId: o.id, name: 'Maria' }, members: [], maxUsers: 5, openInvites: 0 });
    expect(await planOf(kid.id)).toBe('family');
    const seen = await familyOf(o);
    expect(seen.members).toEqual([{ userId: kid.id, name: 'Leo', age: 10, joinedAt: expect.any(String) }]);
    expect(seen.openInvites).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(familyInvites)
      .where(eq(familyInvites.tokenHash, hashInviteToken(made.token)));
    expect(row).toMatchObject({ usedBy: kid.id, usedAt: expect.any(Date) });
    // The member's /api/auth/me says so at once (the session cache hears of the plan's change).
    expect((await get(t.app, '/api/auth/me', kid.cookie)).json().plan).toBe('family');
  });

  it('shares the plan’s unlimited sessions: past the Free limit a member still starts one, and not once removed', async () => {
    const { owner: o, members } = await familyWith(1);
    const kid = members[0]!;
    await seedSessions(t.database, kid.id, 20);
    expect((await tutor(t.app, { userMessage: 'What is a fraction?', subjectId: 1 }, kid.cookie)).statusCode).toBe(200);
    expect((await send(t.app, 'DELETE', `/api/family/members/${kid.id}`, o.cookie)).statusCode).toBe(200);
    const refused = await tutor(t.app, { userMessage: 'And a decimal?', subjectId: 1 }, kid.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PLAN_LIMIT_MESSAGE(20));
  });

  it('is single use: a second account with the same link gets 410 with the invitation text', async () => {
    const o = await owner();
    const made = await invite(o);
    expect((await join(made.token, await account())).statusCode).toBe(200);
    expectRefused(await join(made.token, await account()), 410, BILLING_MESSAGES.inviteInvalid);
  });

  it('refuses an unknown (404), expired, revoked (410) or malformed (400) invitation, joining nothing', async () => {
    const o = await owner();
    const learner = await account();
    expectRefused(await join('z'.repeat(43), learner), 404, BILLING_MESSAGES.inviteInvalid);
    expectRefused(await join('short', learner), 400, 'The invitation token is not valid');
    const expired = await invite(o);
    await t.database.db
      .update(familyInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(familyInvites.tokenHash, hashInviteToken(expired.token)));
    expectRefused(await join(expired.token, learner), 410, BILLING_MESSAGES.inviteInvalid);
    expectRefused(
      await post(t.app, '/api/family/invites/preview', { token: expired.token }, learner.cookie),
      410,
      BILLING_MESSAGES.inviteInvalid,
    );
    const revoked = await invite(o);
    await send(t.app, 'DELETE', '/api/family/invites', o.cookie);
    expectRefused(await join(revoked.token, learner), 410, BILLING_MESSAGES.inviteInvalid);
    expect((await familyOf(learner)).role).toBe('none');
    expect(await planOf(learner.id)).toBe('free');
  });

  it('refuses an invitation whose owner is no longer on the Family plan (410)', async () => {
    const o = await owner();
    const made = await invite(o);
    await setPlan(o.id, 'free');
    expectRefused(await join(made.token, await account()), 410, BILLING_MESSAGES.inviteInvalid);
  });

  it('asks a guest to register first (403), and the owner not to join their own family (409)', async () => {
    const o = await owner();
    const made = await invite(o);
    const guest = sessionCookie(await post(t.app, '/api/auth/guest', {}));
    const res = await join(made.token, { cookie: guest });
    expectRefused(res, 403, FAMILY_MESSAGES.guestMustRegister);
    expect(res.json().code).toBe('GUEST_ACCOUNT');
    expectRefused(await join(made.token, o), 409, FAMILY_MESSAGES.ownInvite);
    expect((await familyOf(o)).openInvites).toBe(1);
  });

  it('refuses a member of a family, the owner of another and an account paying for its own plan (409)', async () => {
    const { members } = await familyWith(1);
    const other = await owner();
    expectRefused(await join((await invite(other)).token, members[0]!), 409, FAMILY_MESSAGES.alreadyMember);
    expectRefused(await join((await invite(other)).token, await owner()), 409, FAMILY_MESSAGES.ownsFamily);
    const paying = await account();
    await setPlan(paying.id, 'premium');
    expectRefused(await join((await invite(other)).token, paying), 409, FAMILY_MESSAGES.ownPaidPlan('Premium'));
    expect(await planOf(paying.id)).toBe('premium');
  });

  it('refuses the sixth member with the family-full text', async () => {
    const { owner: o, members } = await familyWith(4);
    expect((await familyOf(o)).members).toHaveLength(4);
    expectRefused(await post(t.app, '/api/family/invites', undefined, o.cookie), 409, BILLING_MESSAGES.familyFull);
    // Even with an invitation that slipped past the seats rule.
    const sixth = await account();
    expectRefused(await join(await extraInvite(o.id, 'sixth-member-token-0000000000'), sixth), 409, BILLING_MESSAGES.familyFull);
    expect(await planOf(sixth.id)).toBe('free');
    expect(members).toHaveLength(4);
  });

  it('lets only one of two joins racing for the last seat in: the other gets the family-full text', async () => {
    const { owner: o } = await familyWith(3);
    const [a, b] = [await account(), await account()];
    const [ta, tb] = [await extraInvite(o.id, 'race-token-a-000000000000000'), await extraInvite(o.id, 'race-token-b-000000000000000')];
    const results = await Promise.all([join(ta, a), join(tb, b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(BILLING_MESSAGES.familyFull);
    const rows = await t.database.db.select().from(familyMembers).where(eq(familyMembers.ownerId, o.id));
    expect(rows).toHaveLength(4);
    expect([await planOf(a.id), await planOf(b.id)].sort()).toEqual(['family', 'free']);
  });

  it('lets only one of two accounts racing with the same link in', async () => {
    const o = await owner();
    const made = await invite(o);
    const [a, b] = [await account(), await account()];
    const results = await Promise.all([join(made.token, a), join(made.token, b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    expect((await familyOf(o)).members).toHaveLength(1);
  });
});

describe('DELETE /api/family/members/:userId', () => {
  it('removes a member, who returns to Free; the owner’s list no longer has them', async () => {
    const { owner: o, members } = await familyWith(2);
    const [kid, other] = members as [Account, Account];
    const res = await send(t.app, 'DELETE', `/api/family/members/${kid.id}`, o.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Family).members.map((m) => m.userId)).toEqual([other.id]);
    expect(await planOf(kid.id)).toBe('free');
    expect((await familyOf(kid)).role).toBe('none');
    expect(await planOf(other.id)).toBe('family');
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.actorId, o.id), eq(adminAuditLog.action, 'family.remove-member')));
    expect(audit.map((a) => a.targetUserId)).toEqual([kid.id]);
  });

  it("answers 404 for an account that is not the caller's member, and for a member or a stranger calling; 400 for a bad id", async () => {
    const { owner: o, members } = await familyWith(1);
    const { owner: otherOwner, members: otherMembers } = await familyWith(1);
    const stranger = await account();
    expectRefused(await send(t.app, 'DELETE', `/api/family/members/${stranger.id}`, o.cookie), 404, FAMILY_MESSAGES.memberNotFound);
    expectRefused(await send(t.app, 'DELETE', `/api/family/members/${otherMembers[0]!.id}`, o.cookie), 404, FAMILY_MESSAGES.memberNotFound);
    expectRefused(await send(t.app, 'DELETE', `/api/family/members/${o.id}`, members[0]!.cookie), 404, FAMILY_MESSAGES.memberNotFound);
    expectRefused(
      await send(t.app, 'DELETE', `/api/family/members/${members[0]!.id}`, stranger.cookie),
      404,
      FAMILY_MESSAGES.memberNotFound,
    );
    expectRefused(await send(t.app, 'DELETE', '/api/family/members/abc', o.cookie), 400, 'The member is not valid');
    expect(await planOf(members[0]!.id)).toBe('family');
    expect(await planOf(otherMembers[0]!.id)).toBe('family');
    expect((await familyOf(otherOwner)).members).toHaveLength(1);
  });
});

describe('POST /api/family/leave', () => {
  it('lets a member leave and return to Free; a learner in no family gets 404', async () => {
    const { owner: o, members } = await familyWith(1);
    const res = await post(t.app, '/api/family/leave', undefined, members[0]!.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'none' });
    expect(await planOf(members[0]!.id)).toBe('free');
    expect((await familyOf(o)).members).toEqual([]);
    expectRefused(await post(t.app, '/api/family/leave', undefined, members[0]!.cookie), 404, FAMILY_MESSAGES.notMember);
    // The owner is no member: leaving is not how an owner's plan ends.
    expectRefused(await post(t.app, '/api/family/leave', undefined, o.cookie), 404, FAMILY_MESSAGES.notMember);
  });
});

describe("GET /api/family/members/:userId/progress (the owner's view)", () => {
  it('shows a member under 13 their figures, achievements and safety events, never a word of their conversations', async () => {
    const { owner: o, members } = await familyWith(1);
    const kid = members[0]!;
    expect((await post(t.app, '/api/user-subjects', { subjectId: 1, level: 'beginner' }, kid.cookie)).statusCode).toBe(201);
    const said = ['What is a fraction, my secret word is pumpkin?', 'how do i make a pipe bomb'];
    const replies: string[] = [];
    for (const userMessage of said) {
      const res = await tutor(t.app, { userMessage, subjectId: 1 }, kid.cookie);
      expect(res.statusCode, res.body).toBe(200);
      replies.push(res.json().response as string);
    }
    const res = await get(t.app, `/api/family/members/${kid.id}/progress?timeZone=Europe/Madrid`, o.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      userId: kid.id,
      name: 'Kid0',
      // Each message opened a conversation of its own: two tutoring sessions.
      sessions: 2,
      streak: 1,
      subjects: ['Mathematics'],
      achievements: ['First Steps'],
      safetyEvents: [{ category: 'weapons', at: expect.any(String) }],
    });
    for (const text of [...said, ...replies, 'pumpkin', 'bomb']) expect(res.body).not.toContain(text);
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.actorId, o.id));
    expect(audit.map((a) => [a.actorUsername, a.action, a.targetUserId, a.detail])).toEqual([
      [o.username, 'family.member-progress', kid.id, { timeZone: 'Europe/Madrid' }],
    ]);
  });

  it('shows no safety events for a member of 13 or over', async () => {
    const o = await owner();
    const teen = await account({ firstName: 'Ana', age: 15 });
    expect((await join((await invite(o)).token, teen)).statusCode).toBe(200);
    await tutor(t.app, { userMessage: 'how do i make a pipe bomb', subjectId: 1 }, teen.cookie);
    const res = await get(t.app, `/api/family/members/${teen.id}/progress`, o.cookie);
    expect(res.json()).toMatchObject({ name: 'Ana', safetyEvents: null });
  });

  it('is a 404 for anyone but the owner of the member’s family, recording nothing; 400 for a bad id or time zone', async () => {
    const { owner: o, members } = await familyWith(1);
    const stranger = await account();
    const other = await owner();
    for (const [who, id] of [
      [stranger, members[0]!.id],
      [other, members[0]!.id],
      [members[0]!, o.id],
      [o, stranger.id],
    ] as const) {
      expectRefused(await get(t.app, `/api/family/members/${id}/progress`, who.cookie), 404, FAMILY_MESSAGES.memberNotFound);
    }
    expect((await get(t.app, '/api/family/members/0/progress', o.cookie)).statusCode).toBe(400);
    expect((await get(t.app, `/api/family/members/${members[0]!.id}/progress?timeZone=Mars/Base`, o.cookie)).statusCode).toBe(400);
    for (const who of [stranger, other, members[0]!, o])
      expect(await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.actorId, who.id))).toEqual([]);
  });
});

describe('familyOwnerNameOf (family.api.ts): whose Family plan an account shares', () => {
  it('names the owner for a member, and nobody for the owner or a learner in no family', async () => {
    const { owner: o, members } = await familyWith(1);
    const loner = await account();
    const nameOf = async (id: number) =>
      rowsOf<{ name: string | null }>(await t.database.db.execute(sql`select ${familyOwnerNameOf(asOwner(id))} as name`))[0]!.name;
    expect(await nameOf(members[0]!.id)).toBe('Maria');
    expect(await nameOf(o.id)).toBeNull();
    expect(await nameOf(loner.id)).toBeNull();
  });
});

describe('releaseFamily (family.api.ts): an account leaves the Family plan', () => {
  it('returns every member to Free and revokes the open invitations, in the caller’s transaction', async () => {
    const { owner: o, members } = await familyWith(2);
    const open = await invite(o);
    const bystander = await familyWith(1);
    const released = await inTransaction(t.database.db, async (tx) => {
      await tx.update(users).set({ plan: 'free' }).where(eq(users.id, o.id));
      return releaseFamily(tx, asOwner(o.id));
    });
    expect(released).toBe(2);
    for (const m of members) {
      expect(await planOf(m.id)).toBe('free');
      expect((await familyOf(m)).role).toBe('none');
    }
    expect(await t.database.db.select().from(familyMembers).where(eq(familyMembers.ownerId, o.id))).toEqual([]);
    expectRefused(await join(open.token, await account()), 410, BILLING_MESSAGES.inviteInvalid);
    // Another family is untouched.
    expect(await planOf(bystander.members[0]!.id)).toBe('family');
  });

  it('changes nothing when its transaction fails, and nothing for an account that owns no family', async () => {
    const { owner: o, members } = await familyWith(1);
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await releaseFamily(tx, asOwner(o.id));
        throw new Error('the plan change failed');
      }),
    ).rejects.toThrow('the plan change failed');
    expect(await planOf(members[0]!.id)).toBe('family');
    expect((await familyOf(o)).members).toHaveLength(1);
    const loner = await account();
    expect(await inTransaction(t.database.db, (tx) => releaseFamily(tx, asOwner(loner.id)))).toBe(0);
  });

  it('ends the membership of a member who moves to a plan of their own (the plan is the caller’s to set)', async () => {
    const { owner: o, members } = await familyWith(2);
    const [kid, other] = members as [Account, Account];
    await inTransaction(t.database.db, async (tx) => {
      await tx.update(users).set({ plan: 'premium' }).where(eq(users.id, kid.id));
      expect(await releaseFamily(tx, asOwner(kid.id))).toBe(0);
    });
    expect((await familyOf(kid)).role).toBe('none');
    expect(await planOf(kid.id)).toBe('premium');
    expect((await familyOf(o)).members.map((m) => m.userId)).toEqual([other.id]);
  });

  it('runs when the owner deletes their account: the members return to Free', async () => {
    const { owner: o, members } = await familyWith(1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: o.cookie },
      payload: JSON.stringify({ confirmation: 'DELETE' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await planOf(members[0]!.id)).toBe('free');
    expect((await familyOf(members[0]!)).role).toBe('none');
  });
});
