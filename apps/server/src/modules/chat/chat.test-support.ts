import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@/db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { conversations, messages, tutoringSessions } from './chat.tables.ts';
import { createTestApp, post, sessionCookie, type TestApp } from '@/test/helpers.ts';
import type { ChatOverrides } from './chat.routes.ts';
import { usageMonth } from './usage.ts';

export type ChatTestApp = TestApp;

/** The whole app on a fresh database, with the tutor settings of `env` (TUTOR_*, OPENAI_COMPATIBLE_BASE_URL...). */
export function chatTestApp(env: Record<string, string> = {}, tutor: ChatOverrides = {}): Promise<ChatTestApp> {
  return createTestApp({ TUTOR_RATE_LIMIT_PER_MINUTE: '1000', ...env }, undefined, tutor);
}

export type Learner = { id: number; cookie: string };

/** A fresh guest learner, with an age (through the onboarding profile) when given. */
export async function learner(app: FastifyInstance, age?: number): Promise<Learner> {
  const res = await post(app, '/api/auth/guest', {});
  const cookie = sessionCookie(res);
  if (age !== undefined) {
    const p = await post(app, '/api/users', { firstName: 'Sam', age, skipped: true }, cookie);
    expect(p.statusCode).toBe(201);
  }
  return { id: res.json().user.id as number, cookie };
}

export async function setPlan(database: Database, userId: number, plan: 'free' | 'basic' | 'premium' | 'pro' | 'family') {
  await database.db.update(users).set({ plan }).where(eq(users.id, userId));
}

/** Sessions started this month without a chat, as if the learner had used them already. */
export async function seedSessions(database: Database, userId: number, n: number, subjectId = 1) {
  const month = usageMonth();
  await database.db.insert(tutoringSessions).values(Array.from({ length: n }, () => ({ userId, subjectId, usageMonth: month })));
}

export async function storedMessages(database: Database, userId: number) {
  return database.db.select().from(messages).where(eq(messages.userId, userId)).orderBy(messages.id);
}

export async function storedConversations(database: Database, userId: number) {
  return database.db.select().from(conversations).where(eq(conversations.userId, userId));
}

export async function sessionOf(database: Database, userId: number, conversationId: number) {
  const [row] = await database.db
    .select()
    .from(tutoringSessions)
    .where(and(eq(tutoringSessions.userId, userId), eq(tutoringSessions.conversationId, conversationId)));
  return row;
}

export const tutor = (app: FastifyInstance, body: Record<string, unknown>, cookie?: string) => post(app, '/api/chat/tutor', body, cookie);
