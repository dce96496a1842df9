import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { ChatMessage, Conversation, TutoringSession } from '@brightpath/shared/chat';
import type { AgeGroup } from '@brightpath/shared/age';
import type { SubjectLevel } from '@brightpath/shared/subjects';
import type { TutorProvider } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  conversations,
  learnerProfiles,
  messages,
  questionnaireProfiles,
  subjects,
  tutoringSessions,
  users,
  userSubjects,
} from '../../db/schema/index.ts';
import type { TurnModeration } from '../../tutor/types.ts';
import { recordModerationEvent } from '../moderation/moderation.service.ts';
import { DAY_MS, decideSession, planLimitError, usageMonth } from './usage.ts';

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;
type SessionRow = typeof tutoringSessions.$inferSelect;

export const NEW_CONVERSATION_TITLE = 'New conversation';
const TITLE_MAX = 60;

/** A conversation is named after the learner's first message. */
export function titleFrom(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= TITLE_MAX ? oneLine : `${oneLine.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}

export const toMessage = (m: MessageRow): ChatMessage => ({
  id: m.id,
  conversationId: m.conversationId,
  role: m.role,
  content: m.content,
  createdAt: m.createdAt.toISOString(),
  provider: m.provider,
});

export const toSession = (s: SessionRow): TutoringSession => ({
  id: s.id,
  userId: s.userId,
  subjectId: s.subjectId,
  conversationId: s.conversationId,
  concepts: s.concepts,
  realWorldExamples: s.realWorldExamples,
  startedAt: s.startedAt.toISOString(),
  usageMonth: s.usageMonth,
});

const toConversation = (c: ConversationRow, messageCount: number): Conversation => ({
  id: c.id,
  subjectId: c.subjectId,
  title: c.title,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
  messageCount,
});

export type LearnerFacts = {
  age: number | null;
  level: SubjectLevel | null;
  questionnaire: { learningStyle: string; interests: string[] } | null;
  profile: { learningStyle: string | null; hobbies: string } | null;
};

export type SessionExtras = { concepts?: string[]; realWorldExamples?: string[] };

/** Conversations, messages and tutoring sessions; every query is scoped by the caller's id. */
export function chatRepository(db: Db) {
  /**
   * Starts a tutoring session counted against this month, or throws 403 PLAN_LIMIT (Free over its limit).
   * The learner's row is locked so two first messages at once cannot both take the last free session.
   */
  async function openSession(t: Db, userId: number, subjectId: number, conversationId: number | null, extras: SessionExtras = {}) {
    const [user] = await t.select({ plan: users.plan }).from(users).where(eq(users.id, userId)).for('update');
    if (conversationId !== null) {
      // Another request may have started it while we waited for the lock.
      const [existing] = await t.select().from(tutoringSessions).where(eq(tutoringSessions.conversationId, conversationId));
      if (existing) return existing;
    }
    const month = usageMonth();
    const [used] = await t
      .select({ n: count() })
      .from(tutoringSessions)
      .where(and(eq(tutoringSessions.userId, userId), eq(tutoringSessions.usageMonth, month)));
    const decision = decideSession(user!.plan, used!.n);
    if (!decision.allowed) throw planLimitError(decision.limit);
    const [row] = await t
      .insert(tutoringSessions)
      .values({ userId, subjectId, conversationId, usageMonth: month, overage: decision.overage, ...extras })
      .returning();
    return row!;
  }

  return {
    async findSubject(subjectId: number) {
      const [s] = await db
        .select({ id: subjects.id, name: subjects.name, category: subjects.category })
        .from(subjects)
        .where(eq(subjects.id, subjectId));
      return s;
    },

    /** What the tutor may know about the learner: no name, no e-mail. */
    async learnerFacts(userId: number, subjectId: number): Promise<LearnerFacts> {
      const [row] = await db
        .select({
          age: users.age,
          level: userSubjects.level,
          qStyle: questionnaireProfiles.learningStyle,
          qInterests: questionnaireProfiles.interests,
          qAge: questionnaireProfiles.age,
          pStyle: learnerProfiles.learningStyle,
          pHobbies: learnerProfiles.hobbies,
          pAge: learnerProfiles.age,
          pUser: learnerProfiles.userId,
        })
        .from(users)
        .leftJoin(userSubjects, and(eq(userSubjects.userId, users.id), eq(userSubjects.subjectId, subjectId)))
        .leftJoin(questionnaireProfiles, eq(questionnaireProfiles.userId, users.id))
        .leftJoin(learnerProfiles, eq(learnerProfiles.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) return { age: null, level: null, questionnaire: null, profile: null };
      return {
        age: row.age ?? row.pAge ?? row.qAge ?? null,
        level: row.level ?? null,
        questionnaire: row.qStyle !== null ? { learningStyle: row.qStyle, interests: row.qInterests ?? [] } : null,
        profile: row.pUser !== null ? { learningStyle: row.pStyle, hobbies: row.pHobbies ?? '' } : null,
      };
    },

    /**
     * One transaction: picks the conversation (the given one, else a new one: a message without a
     * conversation id never continues an older conversation, whose problem the learner has left), starts its
     * tutoring session if it has none, and stores the learner's message. Undefined when the given
     * conversation is not the caller's or is about another subject.
     */
    async startTurn(userId: number, input: { subjectId: number; conversationId?: number; content: string }) {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const mine = and(eq(conversations.userId, userId), eq(conversations.subjectId, input.subjectId));
        let [conversation] = input.conversationId
          ? await t.select().from(conversations).where(and(mine, eq(conversations.id, input.conversationId)))
          : [];
        if (!conversation && input.conversationId) return undefined;
        conversation ??= (await t.insert(conversations).values({ userId, subjectId: input.subjectId, title: NEW_CONVERSATION_TITLE }).returning())[0]!;

        const [found] = await t.select().from(tutoringSessions).where(eq(tutoringSessions.conversationId, conversation.id));
        const session = found ?? (await openSession(t, userId, input.subjectId, conversation.id));

        const [first] = await t.select({ id: messages.id }).from(messages).where(eq(messages.conversationId, conversation.id)).limit(1);
        const [message] = await t.insert(messages).values({ conversationId: conversation.id, userId, role: 'user', content: input.content }).returning();
        await t
          .update(conversations)
          .set({ updatedAt: sql`now()`, ...(first ? {} : { title: titleFrom(input.content) }) })
          .where(eq(conversations.id, conversation.id));
        return { conversationId: conversation.id, sessionId: session.id, message: message!, wasEmpty: !first };
      });
    },

    /** The turns before a message, oldest first, without moderated turns (unsafe text never goes back to a provider). */
    async history(conversationId: number, beforeId: number, limit: number) {
      const rows = await db
        .select({ role: messages.role, content: messages.content })
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), lt(messages.id, beforeId), eq(messages.moderated, false)))
        .orderBy(desc(messages.id))
        .limit(limit);
      return rows.reverse();
    },

    /**
     * Stores the tutor's reply; a moderated turn marks the learner's message too. What the safety step did is
     * recorded for review in the same transaction.
     */
    async saveReply(
      userId: number,
      conversationId: number,
      userMessageId: number,
      reply: { content: string; provider: TutorProvider; moderated: boolean; moderation: (TurnModeration & { ageGroup: AgeGroup }) | null },
    ) {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const [row] = await t
          .insert(messages)
          .values({ conversationId, userId, role: 'assistant', content: reply.content, provider: reply.provider, moderated: reply.moderated })
          .returning();
        if (reply.moderated) {
          await t.update(messages).set({ moderated: true }).where(and(eq(messages.id, userMessageId), eq(messages.userId, userId)));
        }
        if (reply.moderation) {
          await recordModerationEvent(t, { ...reply.moderation, userId, conversationId, messageId: userMessageId, provider: reply.provider });
        }
        await t.update(conversations).set({ updatedAt: sql`now()` }).where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)));
        return row!;
      });
    },

    /** When the learner may send again, in ms from now, if `limit` messages were sent in the last 24 hours; else undefined. */
    async dailyLimitWait(userId: number, limit: number): Promise<number | undefined> {
      const since = new Date(Date.now() - DAY_MS);
      // The limit-th newest message of the window: once it is 24 hours old, one more may be sent.
      const [row] = await db
        .select({ at: messages.createdAt })
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.role, 'user'), gt(messages.createdAt, since)))
        .orderBy(desc(messages.createdAt))
        .offset(limit - 1)
        .limit(1);
      return row ? row.at.getTime() + DAY_MS - Date.now() : undefined;
    },

    async createConversation(userId: number, subjectId: number): Promise<Conversation> {
      const [row] = await db.insert(conversations).values({ userId, subjectId, title: NEW_CONVERSATION_TITLE }).returning();
      return toConversation(row!, 0);
    },

    async listConversations(userId: number, subjectId?: number): Promise<Conversation[]> {
      const rows = await db
        .select({ c: conversations, n: count(messages.id) })
        .from(conversations)
        .leftJoin(messages, eq(messages.conversationId, conversations.id))
        .where(and(eq(conversations.userId, userId), subjectId === undefined ? undefined : eq(conversations.subjectId, subjectId)))
        .groupBy(conversations.id)
        .orderBy(desc(conversations.updatedAt), desc(conversations.id));
      return rows.map(({ c, n }) => toConversation(c, n));
    },

    /** The messages of one of the caller's conversations, oldest first; undefined when it is not theirs. */
    async listMessages(userId: number, conversationId: number): Promise<ChatMessage[] | undefined> {
      const [c] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)));
      if (!c) return undefined;
      const rows = await db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.id));
      return rows.map(toMessage);
    },

    /** A session started without a chat (POST /api/sessions); counted like any other. */
    async createSession(userId: number, subjectId: number, extras: SessionExtras): Promise<SessionRow> {
      return db.transaction(async (tx) => openSession(tx as unknown as Db, userId, subjectId, null, extras));
    },

    async listSessions(userId: number): Promise<TutoringSession[]> {
      const rows = await db
        .select()
        .from(tutoringSessions)
        .where(eq(tutoringSessions.userId, userId))
        .orderBy(desc(tutoringSessions.startedAt), desc(tutoringSessions.id));
      return rows.map(toSession);
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
