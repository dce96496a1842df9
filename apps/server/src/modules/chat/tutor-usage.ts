// What a learner's plan and daily limit allow, written down: a tutoring session opened against the month's sessions,
// and a call to the tutor counted against the day's. The chat's own statements (chat.repository.ts) and the other
// modules (through chat.api.ts) use these; achievements are unlocked by the caller, which knows what else it wrote.
import { and, count, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { preparedStatement, rowsOf, type Db } from '@/db/client.ts';
import { uniqueViolation } from '@/db/errors.ts';
import { lockAccount } from '../auth/auth.api.ts';
import { recordOverageCharge, sessionLimitOf } from '../billing/billing.api.ts';
import { messages, tutorCalls, tutoringSessions } from './chat.tables.ts';
import { DAY_MS, decideSession, planLimitError, usageMonth } from './usage.ts';
import type { Owner, OwnerId } from '@/lib/ownership.ts';

export type TutorCallSource = (typeof tutorCalls.source.enumValues)[number];
export type SessionExtras = { concepts?: string[]; realWorldExamples?: string[] };

/**
 * When the learner may call the tutor again, as a SQL expression (epoch ms), or null while under the daily limit: the
 * `limitOffset + 1`-th newest call of the last 24 hours (their messages and their other calls, tutorCalls), which
 * once 24 hours old lets one more through.
 */
export const dailyLimitAt = (p: { userId: Owner; since: SQLWrapper; limitOffset: SQLWrapper }) =>
  sql`(select extract(epoch from at) * 1000 from (
    select created_at as at from ${messages} where user_id = ${p.userId} and role = 'user' and created_at > ${p.since}::timestamptz
    union all
    select created_at from ${tutorCalls} where user_id = ${p.userId} and created_at > ${p.since}::timestamptz
  ) calls order by at desc offset ${p.limitOffset}::int limit 1)`;

/** Records a call to the tutor other than a chat message, unless the learner has reached the daily limit. */
const RECORD_TUTOR_CALL = preparedStatement<{ userId: OwnerId; source: TutorCallSource; since: string; limitOffset: number }>(
  'record_tutor_call',
  (p) => sql`
    with d as (select ${dailyLimitAt(p)} as limit_at),
    recorded as (
      insert into ${tutorCalls} (user_id, source) select ${p.userId}, ${p.source} from d where d.limit_at is null returning id
    )
    select d.limit_at, (select id from recorded) as id from d`,
);

/**
 * Counts a call to the tutor that is not a chat message (the assistant's question) against the daily limit, or
 * answers when the next one may be made. Exported to the other modules through chat.api.ts.
 */
export async function recordTutorCall(
  db: Db,
  userId: OwnerId,
  source: TutorCallSource,
  dailyLimit: number,
): Promise<{ recorded: true } | { limitedUntil: number }> {
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const [row] = rowsOf<{ limit_at: number | string | null }>(
    await RECORD_TUTOR_CALL.run(db, { userId, source, since, limitOffset: dailyLimit - 1 }),
  );
  return row!.limit_at === null ? { recorded: true } : { limitedUntil: Number(row!.limit_at) + DAY_MS };
}

/**
 * Sessions taking their month's place (see tutoring_sessions.slot): a statement (or a whole transaction) that lost
 * the race runs again. Exported to the other modules through chat.api.ts.
 */
const SLOT_ATTEMPTS = 8;
export async function againOnSlotConflict<T>(start: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (err) {
      if (attempt >= SLOT_ATTEMPTS || uniqueViolation(err) === null) throw err;
    }
  }
}

/**
 * A session without a chat (POST /api/sessions, a finished lesson), counted against this month, or 403 PLAN_LIMIT (past
 * the plan's monthly limit); past the included sessions of Basic and Premium its overage charge is written with it, in
 * `t`. The learner's row is locked against another POST /api/sessions; against a tutor turn starting a session at the
 * same moment, the month's place (slot) decides, and the caller runs this again on a conflict.
 */
export async function openTutoringSession(t: Db, userId: OwnerId, subjectId: number, extras: SessionExtras = {}) {
  const user = await lockAccount(t, userId);
  const month = usageMonth();
  const [used] = await t
    .select({ n: count(), top: sql<number>`coalesce(max(${tutoringSessions.slot}), 0)::int` })
    .from(tutoringSessions)
    .where(and(eq(tutoringSessions.userId, userId), eq(tutoringSessions.usageMonth, month)));
  const decision = decideSession(user!.plan, used!.n, await sessionLimitOf(t, user!.plan));
  if (!decision.allowed) throw planLimitError(user!.plan, decision.limit);
  const [row] = await t
    .insert(tutoringSessions)
    .values({ userId, subjectId, usageMonth: month, overage: decision.overage, slot: used!.top + 1, ...extras })
    .returning();
  if (decision.overage) await recordOverageCharge(t, userId, row!.id, user!.plan, month);
  return row!;
}
