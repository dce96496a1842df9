// GET /api/chat/send: the read-only answer to "could I send the tutor a message now?", the call spec 002 section 7's
// automated API test makes (the specification's notes list GET /api/chat/send; sending itself is POST /api/chat/tutor).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { ChatSendStatusSchema, type ChatSendStatus } from '@brightpath/shared/chat';
import type { TutorConfig } from '@/config.ts';
import { rowsOf, type Db } from '@/db/client.ts';
import type { OwnerId } from '@/lib/ownership.ts';
import { errorResponses } from '@/plugins/errors.ts';
import { planOf, requireUser } from '../auth/auth.api.ts';
import { sessionLimitSql } from '../billing/billing.api.ts';
import { monthSessionCountOf } from './chat.api.ts';
import { messages, tutorCalls } from './chat.tables.ts';
import { DAY_MS, decideSession, usageMonth, type Plan } from './usage.ts';

/**
 * One statement on the learner's indexes: their plan and its monthly limit in force (billing's plan_settings), this
 * month's sessions and the tutor calls of the last 24 hours.
 */
export async function sendStatusOf(db: Db, userId: OwnerId, tutor: Pick<TutorConfig, 'provider' | 'dailyLimit'>): Promise<ChatSendStatus> {
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const [row] = rowsOf<{ plan: Plan | null; limit: number; sessions: number; calls: number }>(
    await db.execute(sql`select p.plan, ${sessionLimitSql(sql`p.plan`)} as limit, ${monthSessionCountOf(userId, usageMonth())} as sessions,
      ((select count(*) from ${messages} where user_id = ${userId} and role = 'user' and created_at > ${since}::timestamptz)
       + (select count(*) from ${tutorCalls} where user_id = ${userId} and created_at > ${since}::timestamptz))::int as calls
      from (select ${planOf(userId)} as plan) p`),
  );
  const plan = row?.plan ?? 'free';
  const sessions = Number(row?.sessions ?? 0);
  const calls = Number(row?.calls ?? 0);
  const limit = Number(row?.limit ?? -1);
  return {
    tutorProvider: tutor.provider,
    // A message in a conversation already open needs no new session; a new conversation does.
    canSend: calls < tutor.dailyLimit && decideSession(plan, sessions, limit).allowed,
    sessionsThisMonth: sessions,
    sessionsLimit: limit,
    messagesToday: calls,
    dailyLimit: tutor.dailyLimit,
  };
}

export async function sendStatusRoutes(app: FastifyInstance, opts: { db: Db; tutor: TutorConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/chat/send',
    {
      schema: {
        tags: ['chat'],
        summary:
          'Whether the caller could send the tutor a message now (read-only): the provider, this month’s tutoring sessions against the plan’s limit, and tutor messages in the last 24 hours against the daily limit',
        response: { 200: ChatSendStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => sendStatusOf(opts.db, requireUser(request).id, opts.tutor),
  );
}
