import { and, asc, count, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { ChatMessage, Conversation, TutoringSession } from '@brightpath/shared/chat';
import type { AgeGroup } from '@brightpath/shared/age';
import type { SubjectLevel } from '@brightpath/shared/subjects';
import type { TutorProvider } from '@/config.ts';
import { inTransaction, preparedStatement, rowsOf, type Db } from '@/db/client.ts';
import { ownedBy, type Owner, type OwnerId } from '@/lib/ownership.ts';
import type { GradedAnswer, TurnModeration } from '@/tutor/types.ts';
import { accountAgeOf, planOf } from '../auth/auth.api.ts';
import { assessmentFactsOf, type AssessmentFacts } from '../assessments/assessments.api.ts';
import { overageChargesInsert, overageIncludedSql, sessionLimitSql } from '../billing/billing.api.ts';
import { recordModerationEvent } from '../moderation/moderation.api.ts';
import { unlockReached, unlockReachedSql } from '../progress/progress.api.ts';
import { profileFactsOf, type ProfileFacts } from '../profiles/profiles.api.ts';
import { personalizedContentOf } from '../settings/settings.api.ts';
import { subjectLevelOf } from '../subjects/subjects.api.ts';
import { conversations, gradedAnswers, messages, tutoringSessions } from './chat.tables.ts';
import { againOnSlotConflict, dailyLimitAt, openTutoringSession, type SessionExtras } from './tutor-usage.ts';
import { DAY_MS, planLimitError, usageMonth, type Plan } from './usage.ts';

type ConversationRow = typeof conversations.$inferSelect;
/** A message as the chat reads it: every column but the search's words (the history search reads those in SQL). */
const MESSAGE_COLUMNS = {
  id: messages.id,
  conversationId: messages.conversationId,
  userId: messages.userId,
  role: messages.role,
  content: messages.content,
  provider: messages.provider,
  moderated: messages.moderated,
  createdAt: messages.createdAt,
};
type MessageRow = Omit<typeof messages.$inferSelect, 'searchVector'>;
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
  /** The learner's Personalized Content setting: off, the tutor draws no examples from their interests. */
  personalized: boolean;
};

export type StartTurnInput = { subjectId: number; conversationId?: number; content: string; dailyLimit: number; historyLimit: number };
/** `history`: the conversation's turns before the new message, oldest first, moderated turns left out. */
export type StartedTurn = {
  conversationId: number;
  sessionId: number;
  messageId: number;
  /** The conversation had no message before this one. */
  wasEmpty: boolean;
  history: { role: 'user' | 'assistant'; content: string }[];
  facts: LearnerFacts;
};
/** The learner's facts, read in the turn's own statement (factsColumns). */
export type FactsRow = {
  age: number | null;
  level: SubjectLevel | null;
  q: AssessmentFacts | null;
  p: ProfileFacts | null;
  personalized: boolean;
};
type StartRow = FactsRow & {
  found: boolean;
  plan: Plan | null;
  existing_id: number | null;
  had_messages: boolean;
  allowed: boolean;
  /** The plan's monthly limit in force (plan_settings). */
  lim: number;
  limit_at: number | string | null;
  session_id: number | null;
  message_id: number | null;
  conversation_id: number | null;
  history: StartedTurn['history'];
};

/**
 * What the tutor may know about the learner (no name, no e-mail), as columns of the statement that starts the
 * turn, so it costs no round trip of its own. Each part is read through the module that owns it.
 */
export const factsColumns = (userId: Owner, subjectId: number | SQLWrapper) =>
  sql`${accountAgeOf(userId)} as age, ${subjectLevelOf(userId, subjectId)} as level, ${assessmentFactsOf(userId)} as q, ${profileFactsOf(userId)} as p,
    ${personalizedContentOf(userId)} as personalized`;

/** Age from the account, else the profile, else the assessment; preferences from the assessment and the profile. */
export function toFacts({ age, level, q, p, personalized }: FactsRow): LearnerFacts {
  return {
    age: age ?? p?.age ?? q?.age ?? null,
    level,
    questionnaire: q && { learningStyle: q.learningStyle, interests: q.interests ?? [] },
    profile: p && { learningStyle: p.learningStyle, hobbies: p.hobbies ?? '' },
    personalized: personalized !== false,
  };
}

type StartTurnValues = {
  userId: OwnerId;
  subjectId: number;
  conversationId: number | null;
  /** The conversation's name, from this message, when it is new or still unnamed. */
  title: string;
  content: string;
  month: string;
  /** The start of the daily window (24 hours ago), ISO. */
  since: string;
  /** The daily limit minus one: the offset of the limit-th newest message of the window. */
  limitOffset: number;
  historyLimit: number;
};

/** The statement that starts a turn (see `startTurn`), built once. */
const START_TURN = preparedStatement<StartTurnValues>(
  'start_turn',
  (p) => sql`
    with found as (
      -- The given conversation must be the caller's and about this subject; none given: a new one.
      select ${p.conversationId}::int is null
        or exists (select 1 from ${conversations} c where c.id = ${p.conversationId}::int and c.user_id = ${p.userId} and c.subject_id = ${p.subjectId}) as ok
    ),
    existing as (
      select id from ${tutoringSessions} where conversation_id = ${p.conversationId}::int
    ),
    used as (
      select count(*)::int as n, coalesce(max(slot), 0)::int as top
      from ${tutoringSessions} where user_id = ${p.userId} and usage_month = ${p.month}
    ),
    d as (
      select (select id from existing) as existing_id,
        exists (select 1 from ${messages} m where m.conversation_id = ${p.conversationId}::int) as had_messages,
        a.plan, ${sessionLimitSql(sql`a.plan`)} as lim, ${overageIncludedSql(sql`a.plan`)} as included, used.n, used.top,
        ${dailyLimitAt(p)} as limit_at, found.ok as found
      from (select ${planOf(p.userId)} as plan) a, used, found
    ),
    -- Past the monthly limit in force a new session is refused on every plan; past the included ones of a plan with an
    -- overage rate it is overage (docs/decisions/037).
    decision as (
      select existing_id, had_messages, limit_at, top, plan, found, lim,
        found and plan is not null and limit_at is null and (existing_id is not null or lim < 0 or n < lim) as allowed,
        coalesce(n >= included, false) as overage
      from d
    ),
    new_conversation as (
      insert into ${conversations} (user_id, subject_id, title)
      select ${p.userId}, ${p.subjectId}, ${p.title} from decision where allowed and ${p.conversationId}::int is null
      returning id
    ),
    target as (
      select id from new_conversation union all select ${p.conversationId}::int where ${p.conversationId}::int is not null
    ),
    session as (
      insert into ${tutoringSessions} (user_id, subject_id, conversation_id, usage_month, overage, slot)
      select ${p.userId}, ${p.subjectId}, target.id, ${p.month}, decision.overage, decision.top + 1 from target, decision
      where decision.allowed and decision.existing_id is null
      returning id
    ),
    -- The session's overage charge, written with it (reported to the payment provider once this commits).
    charge as (${overageChargesInsert(p.userId, p.month, sql`select session.id, decision.plan from session, decision where decision.overage`)}),
    message as (
      insert into ${messages} (conversation_id, user_id, role, content)
      select target.id, ${p.userId}, 'user', ${p.content} from target, decision where decision.allowed
      returning id, conversation_id
    ),
    named as (
      update ${conversations} set updated_at = now(),
        title = case when exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id}) then ${conversations.title} else ${p.title} end
      from target, decision where ${conversations.id} = target.id and decision.allowed and ${p.conversationId}::int is not null
    ),
    unlocked as (${unlockReachedSql(p.userId, {
      pending: { sessions: sql`(select count(*)::int from session)`, userMessages: sql`(select count(*)::int from message)` },
      when: sql`exists (select 1 from message)`,
      only: ['sessions', 'userMessages'],
    })}),
    -- The turns before this one (the statement does not see its own insert); moderated turns are left out.
    h as (
      select role, content, id from ${messages}
      where conversation_id = ${p.conversationId}::int and user_id = ${p.userId} and moderated = false
      order by id desc limit ${p.historyLimit}::int
    )
    select decision.found, decision.existing_id, decision.had_messages, decision.allowed, decision.limit_at, decision.plan, decision.lim,
      (select id from session) as session_id, (select id from message) as message_id, (select conversation_id from message) as conversation_id,
      (select coalesce(json_agg(json_build_object('role', role, 'content', content) order by id), '[]'::json) from h) as history,
      ${factsColumns(p.userId, p.subjectId)}
    from decision`,
);

/** The statement that stores a tutor's reply (see `saveReply`), built once. */
const SAVE_REPLY = preparedStatement<{
  userId: OwnerId;
  conversationId: number;
  userMessageId: number;
  content: string;
  provider: TutorProvider;
  moderated: boolean;
  concept: string | null;
  correct: boolean | null;
  earned: boolean | null;
  skillId: string | null;
}>(
  'save_reply',
  (p) => sql`
    with reply as (
      insert into ${messages} (conversation_id, user_id, role, content, provider, moderated)
      values (${p.conversationId}, ${p.userId}, 'assistant', ${p.content}, ${p.provider}, ${p.moderated})
      returning id
    ),
    learner as (
      update ${messages} set moderated = true where id = ${p.userMessageId} and user_id = ${p.userId} and ${p.moderated}::boolean
    ),
    touched as (
      update ${conversations} set updated_at = now() where id = ${p.conversationId} and user_id = ${p.userId}
    ),
    graded as (
      insert into ${gradedAnswers} (user_id, conversation_id, message_id, concept, correct, earned, skill_id)
      select ${p.userId}, ${p.conversationId}, ${p.userMessageId}, ${p.concept}::text, ${p.correct}::boolean, ${p.earned}::boolean, ${p.skillId}::text
      where ${p.concept}::text is not null
    )
    select id from reply`,
);

/** A tutoring session opened through POST /api/sessions, and the achievements it reaches, in the caller's transaction `t`. */
export async function openSession(t: Db, userId: OwnerId, subjectId: number, extras: SessionExtras = {}) {
  const row = await openTutoringSession(t, userId, subjectId, extras);
  await unlockReached(t, userId);
  return row;
}

/**
 * Conversations, messages and tutoring sessions of one learner: `chatRepository(db).forUser(id)`, and every
 * query inside is scoped by that id (lib/ownership.ts).
 */
export function chatRepository(db: Db) {
  return {
    forUser: ownedBy((userId: OwnerId) => ({
      /**
       * Stores the learner's message in the conversation (the given one, else a new one: a message without a
       * conversation id never continues an older conversation, whose problem the learner has left) and starts
       * the conversation's tutoring session with its first message; answers the turns before it too.
       * Undefined when the given conversation is not the caller's or is about another subject; `limitedUntil`
       * (nothing stored) when the learner made `dailyLimit` calls to the tutor (messages and assistant questions)
       * in the last 24 hours; throws 403 PLAN_LIMIT when Free has no session left.
       *
       * The turn the learner waits for is one statement, whether it starts a session or not (no lock: see
       * tutoring_sessions.slot), answering the learner's facts and the turns before it too.
       */
      async startTurn(input: StartTurnInput): Promise<StartedTurn | { limitedUntil: number } | undefined> {
        const values: StartTurnValues = {
          userId,
          subjectId: input.subjectId,
          conversationId: input.conversationId ?? null,
          title: titleFrom(input.content),
          content: input.content,
          month: usageMonth(),
          since: new Date(Date.now() - DAY_MS).toISOString(),
          limitOffset: input.dailyLimit - 1,
          historyLimit: input.historyLimit,
        };
        // No lock and no transaction: the session takes the next place in the learner's month, and two sessions
        // started at once cannot take the same one (tutoring_sessions_user_month_slot_idx), so the later statement
        // fails as a whole and runs again, now counting the other (as does one in the same conversation).
        const startOnce = async (): Promise<StartedTurn | { limitedUntil: number } | undefined> => {
          const [row] = rowsOf<StartRow>(await START_TURN.run(db, values));
          if (!row || !row.found || row.plan === null) return undefined;
          if (row.limit_at !== null) return { limitedUntil: Number(row.limit_at) + DAY_MS };
          if (!row.allowed) throw planLimitError(row.plan, row.lim);
          return {
            conversationId: row.conversation_id!,
            sessionId: row.existing_id ?? row.session_id!,
            messageId: row.message_id!,
            wasEmpty: !row.had_messages,
            history: row.history,
            facts: toFacts(row),
          };
        };
        return againOnSlotConflict(startOnce);
      },

      /**
       * Stores the tutor's reply; a moderated turn marks the learner's message too. What the safety step did is
       * recorded for review in the same transaction.
       */
      async saveReply(
        conversationId: number,
        userMessageId: number,
        reply: {
          content: string;
          provider: TutorProvider;
          moderated: boolean;
          moderation: (TurnModeration & { ageGroup: AgeGroup }) | null;
          /** The learner's message graded as an answer (stored with the reply). */
          graded?: GradedAnswer | null;
          /** The skill-tree skill the turn practised: the graded answer counts toward it. */
          skillId?: string | null;
        },
      ) {
        // One statement (atomic on its own) for an ordinary reply; a moderated turn also writes its record, so
        // the two are one transaction.
        const store = async (t: Db) => {
          const [row] = rowsOf<{ id: number }>(
            await SAVE_REPLY.run(t, {
              userId,
              conversationId,
              userMessageId,
              content: reply.content,
              provider: reply.provider,
              moderated: reply.moderated,
              concept: reply.graded?.concept ?? null,
              correct: reply.graded?.correct ?? null,
              earned: reply.graded?.earned ?? null,
              skillId: reply.skillId ?? null,
            }),
          );
          return row!;
        };
        if (!reply.moderation) return store(db);
        const moderation = reply.moderation;
        return inTransaction(db, async (t) => {
          const row = await store(t);
          await recordModerationEvent(t, { ...moderation, userId, conversationId, messageId: userMessageId, provider: reply.provider });
          return row;
        });
      },

      async createConversation(subjectId: number): Promise<Conversation> {
        const [row] = await db.insert(conversations).values({ userId, subjectId, title: NEW_CONVERSATION_TITLE }).returning();
        return toConversation(row!, 0);
      },

      async listConversations(subjectId?: number): Promise<Conversation[]> {
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
      async listMessages(conversationId: number): Promise<ChatMessage[] | undefined> {
        const [c] = await db
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)));
        if (!c) return undefined;
        const rows = await db
          .select(MESSAGE_COLUMNS)
          .from(messages)
          .where(eq(messages.conversationId, conversationId))
          .orderBy(asc(messages.id));
        return rows.map(toMessage);
      },

      /** A session started without a chat (POST /api/sessions); counted like any other. */
      async createSession(subjectId: number, extras: SessionExtras): Promise<SessionRow> {
        return againOnSlotConflict(() => inTransaction(db, (t) => openSession(t, userId, subjectId, extras)));
      },

      async listSessions(): Promise<TutoringSession[]> {
        const rows = await db
          .select()
          .from(tutoringSessions)
          .where(eq(tutoringSessions.userId, userId))
          .orderBy(desc(tutoringSessions.startedAt), desc(tutoringSessions.id));
        return rows.map(toSession);
      },
    })),
  };
}

/** The chat data of one learner. */
export type ChatRepository = ReturnType<ReturnType<typeof chatRepository>['forUser']>;
/** What the routes hold: bound to a learner per request. */
export type ChatRepositories = ReturnType<typeof chatRepository>;
