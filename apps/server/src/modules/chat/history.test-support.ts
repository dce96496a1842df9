import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '@/db/client.ts';
import { get, post } from '@/test/helpers.ts';
import { conversations, messages, tutoringSessions } from './chat.tables.ts';
import { usageMonth } from './usage.ts';

const MINUTE = 60_000;

/**
 * A conversation written straight to the database, as if the learner had had it `daysAgo` days ago: its messages a
 * `gapMinutes` apart (the learner's and the tutor's in turn unless given), its tutoring session with `concepts`.
 */
export async function seedConversation(
  database: Database,
  userId: number,
  opts: {
    subjectId?: number;
    title?: string;
    daysAgo?: number;
    gapMinutes?: number;
    turns: (string | { role: 'user' | 'assistant'; content: string; moderated?: boolean })[];
    concepts?: string[];
  },
): Promise<{ id: number; messageIds: number[]; start: Date }> {
  const start = new Date(Date.now() - (opts.daysAgo ?? 0) * 24 * 60 * MINUTE - opts.turns.length * (opts.gapMinutes ?? 1) * MINUTE);
  const at = (i: number) => new Date(start.getTime() + i * (opts.gapMinutes ?? 1) * MINUTE);
  const [c] = await database.db
    .insert(conversations)
    .values({
      userId,
      subjectId: opts.subjectId ?? 1,
      title: opts.title ?? 'A conversation',
      createdAt: start,
      updatedAt: at(opts.turns.length - 1),
    })
    .returning({ id: conversations.id });
  await database.db.insert(tutoringSessions).values({
    userId,
    subjectId: opts.subjectId ?? 1,
    conversationId: c!.id,
    usageMonth: usageMonth(start),
    startedAt: start,
    concepts: opts.concepts ?? [],
  });
  const rows = await database.db
    .insert(messages)
    .values(
      opts.turns.map((turn, i) => {
        const t = typeof turn === 'string' ? { role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), content: turn } : turn;
        return { conversationId: c!.id, userId, role: t.role, content: t.content, moderated: t.moderated ?? false, createdAt: at(i) };
      }),
    )
    .returning({ id: messages.id });
  return { id: c!.id, messageIds: rows.map((r) => r.id), start };
}

export const searchHistory = (app: FastifyInstance, body: unknown, cookie?: string) => post(app, '/api/conversations/search', body, cookie);
export const askContext = (app: FastifyInstance, body: unknown, cookie?: string) =>
  post(app, '/api/conversations/ask-context', body, cookie);
export const historyPage = (app: FastifyInstance, query: string, cookie?: string) => get(app, `/api/conversations/history${query}`, cookie);

/** The search's answer, checked to be a 200. */
export async function found(app: FastifyInstance, body: unknown, cookie: string) {
  const res = await searchHistory(app, body, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    results: {
      conversationId: number;
      title: string;
      subject: string;
      subjectId: number;
      date: string;
      matchCount: number;
      matchingMessages: { id: number; role: string; excerpt: { text: string; highlights: { start: number; end: number }[] } }[];
    }[];
    totalMatches: number;
    closeMatches: boolean;
  };
}

/** The marked words of an excerpt, as the page marks them. */
export const marked = (excerpt: { text: string; highlights: { start: number; end: number }[] }) =>
  excerpt.highlights.map((h) => excerpt.text.slice(h.start, h.end));
