// What the chat module offers the other modules. Conversations, messages and tutoring sessions are its own.
import { and, desc, eq, gte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { studyRunsOf } from '@/lib/study-runs.ts';
import { HttpError } from '@/plugins/errors.ts';
import { againOnSlotConflict, openTutoringSession, recordTutorCall, type TutorCallSource } from './tutor-usage.ts';
import { conversations, gradedAnswers, messages, tutorCalls, tutoringSessions } from './chat.tables.ts';
import type { AdminScope, Owner, OwnerId, OwnerSql } from '@/lib/ownership.ts';
import { learnerTables } from '@/lib/learner-data.ts';

/** A message's text, as a scalar subquery, when it is the owner's (an operator's review shows what was flagged). */
export const messageContentOf = (messageId: SQLWrapper, owner: Owner) =>
  sql<string | null>`(select ${messages.content} from ${messages} where ${messages.id} = ${messageId} and ${messages.userId} = ${owner})`;

/** One message of a turn as an operator's review shows it. */
export type TurnMessage = { id: number; role: 'user' | 'assistant'; content: string };

/**
 * The learner's message `messageId`, the reply to it, and the turn before it (the learner's previous message and its
 * reply) in the same conversation, in order, as JSON from one scalar subquery on messages_conversation_id_idx: the
 * moderation record's context, never more of the conversation than that.
 */
export const turnWithPreviousOf = (messageId: SQLWrapper, owner: Owner) => sql<TurnMessage[]>`(select coalesce(
    json_agg(json_build_object('id', m.id, 'role', m.role, 'content', m.content) order by m.id), '[]'::json)
  from ${messages} m, (select conversation_id as c from ${messages} where id = ${messageId} and user_id = ${owner}) f
  where m.conversation_id = f.c and m.user_id = ${owner}
    and m.id >= coalesce((select max(p.id) from ${messages} p where p.conversation_id = f.c and p.role = 'user' and p.id < ${messageId}), ${messageId})
    and m.id < coalesce((select min(n.id) from ${messages} n where n.conversation_id = f.c and n.role = 'user' and n.id > ${messageId}), 2147483647))`;

/**
 * Every tutoring session ever started, of every learner, as a scalar subquery (an aggregate: no learner's data leaves
 * it; the administrator's decision is still asked for). Read from tutoring_sessions_started_idx, the table's smallest.
 */
export const allSessionsCount = (_scope: AdminScope) => sql<number>`(select count(*)::int from ${tutoringSessions})`;

/**
 * The newest tutoring sessions of the learners `keep` accepts, as rows of the administration console's activity feed
 * (kind, at, user_id, detail): a source of Recent Activity, read newest first on tutoring_sessions_started_idx.
 */
export const sessionActivity = (scope: AdminScope, limit: number, keep: (owner: OwnerSql) => SQL) =>
  sql`(select 'session'::text as kind, ${tutoringSessions.startedAt} as at, ${tutoringSessions.userId} as user_id,
    json_build_object('subjectId', ${tutoringSessions.subjectId}) as detail
    from ${tutoringSessions} where ${keep(scope.anyOwner(tutoringSessions.userId))}
    order by ${tutoringSessions.startedAt} desc limit ${limit})`;

/** The learner's runs of time with the tutor (lib/study-runs.ts), from each message of theirs and each reply, as rows (s, e). */
export const chatRunsOf = (userId: OwnerId) => studyRunsOf(sql`select created_at as t from ${messages} where user_id = ${userId}`);

/**
 * What the learner's runs depend on, from indexes alone: their latest message's moment (a new message moves it)
 * and their number of conversations (messages go only with their conversation).
 */
export const chatEventsVersionOf = (userId: Owner) =>
  sql<string>`concat_ws('/', (select max(created_at)::text from ${messages} where user_id = ${userId}),
    (select count(*) from ${conversations} where user_id = ${userId}))`;

/**
 * What the learner's tutoring activity read without a weekly view (`chatActivityOf(userId, null)`) depends on, from
 * indexes alone: their latest message and number of conversations (chatEventsVersionOf) and their number of tutoring
 * sessions (a session can start without a message: POST /api/sessions, a finished lesson). Rows of these tables are
 * only ever added, or removed with their conversation or their account.
 */
export const chatActivityVersionOf = (userId: Owner) =>
  sql<string>`concat_ws('/', ${chatEventsVersionOf(userId)}, (select count(*) from ${tutoringSessions} where user_id = ${userId}))`;

/** A 15-minute UTC bucket's start in epoch seconds: fine enough for any time zone's midnight (UTC+5:45 too). */
const bucketOf = (column: SQLWrapper) => sql`(floor(extract(epoch from ${column}) / 900) * 900)::bigint`;

/** The learner's tutoring, aggregated (spec 001 section 9's counts), as JSON from one scalar subquery. */
export type ChatActivity = {
  /** Per subject; the learner's totals are their sums (every message belongs to one of their conversations). */
  perSubject: { subjectId: number; sessions: number; userMessages: number; messages: number }[];
  /** Distinct 15-minute buckets (epoch seconds) in which a tutoring session started, all time. */
  sessionBuckets: number[];
  /** Sessions and messages per 15-minute bucket since `since` (none when `since` is null). */
  recent: { at: number; sessions: number; messages: number }[];
  lastSession: { subjectId: number; startedAt: string } | null;
};

/** Sessions and the learner's messages per 15-minute bucket since `since` (an instant as SQL; null: none), as JSON. */
const recentOf = (
  userId: Owner,
  since: SQLWrapper,
) => sql`(select coalesce(json_agg(json_build_object('at', at, 'sessions', s, 'messages', m)), '[]'::json) from (
      select at, sum(s)::int as s, sum(m)::int as m from (
        select ${bucketOf(tutoringSessions.startedAt)} as at, 1 as s, 0 as m from ${tutoringSessions} where user_id = ${userId} and started_at >= ${since}::timestamptz
        union all
        select ${bucketOf(messages.createdAt)}, 0, 1 from ${messages} where user_id = ${userId} and role = 'user' and created_at >= ${since}::timestamptz
      ) r group by at) w)`;

/**
 * `since`: the instant the per-bucket activity starts from, as SQL (a parameter of a prepared statement, whose value
 * may be null: then none), or null for none at all.
 */
export const chatActivityOf = (userId: Owner, since: SQLWrapper | null) => sql<ChatActivity>`(select json_build_object(
  'perSubject', (select coalesce(json_agg(json_build_object('subjectId', subject_id, 'sessions', s, 'userMessages', u, 'messages', m)), '[]'::json)
    from (select subject_id, sum(s)::int as s, sum(u)::int as u, sum(m)::int as m from (
      select subject_id, count(*) as s, 0 as u, 0 as m from ${tutoringSessions} where user_id = ${userId} group by subject_id
      union all
      select c.subject_id, 0, x.u, x.m from (
        select conversation_id, count(*) filter (where role = 'user') as u, count(*) as m from ${messages}
        where user_id = ${userId} group by conversation_id
      ) x join ${conversations} c on c.id = x.conversation_id and c.user_id = ${userId}
    ) parts group by subject_id) per),
  'sessionBuckets', (select coalesce(json_agg(b), '[]'::json) from (select distinct ${bucketOf(tutoringSessions.startedAt)} as b from ${tutoringSessions} where user_id = ${userId}) d),
  'recent', ${since ? recentOf(userId, since) : sql`'[]'::json`},
  'lastSession', (select json_build_object('subjectId', subject_id, 'startedAt', started_at) from ${tutoringSessions}
    where user_id = ${userId} order by started_at desc, id desc limit 1)
))`;

/** One of the learner's latest messages to the tutor, with its conversation's subject: what they worked on lately. */
export type RecentLearnerMessage = { subjectId: number; text: string };

/**
 * The learner's latest `limit` messages to the tutor (newest first, each cut to 300 characters, none the safety step
 * acted on), as JSON from one scalar subquery on messages_user_created_idx.
 */
export const recentLearnerMessagesOf = (userId: OwnerId, limit: number) => sql<RecentLearnerMessage[]>`(select coalesce(
    json_agg(json_build_object('subjectId', r.subject_id, 'text', r.text) order by r.created_at desc, r.id desc), '[]'::json)
  from (select m.id, m.created_at, c.subject_id, left(m.content, 300) as text from ${messages} m
    join ${conversations} c on c.id = m.conversation_id and c.user_id = ${userId}
    where m.user_id = ${userId} and m.role = 'user' and not m.moderated
    order by m.created_at desc, m.id desc limit ${limit}) r)`;

/**
 * The concepts the learner's chat taught, as rows (subject_id, concept): the topic of each maths problem they
 * answered right as their own work (graded_answers.earned), lower case. The progress module counts them with the
 * lessons'.
 */
export const chatConceptRowsOf = (userId: Owner) => sql`select c.subject_id, lower(g.concept) as concept from ${gradedAnswers} g
    join ${conversations} c on c.id = g.conversation_id and c.user_id = ${userId}
    where g.user_id = ${userId} and g.earned`;

/**
 * The tutoring sessions the learner started in `month` (YYYY-MM, usage.ts usageMonth), as a scalar subquery on
 * tutoring_sessions_user_month_slot_idx: what their plan's monthly limit counts (DESIGN.md decision 9).
 */
export const monthSessionCountOf = (userId: Owner, month: string) =>
  sql<number>`(select count(*)::int from ${tutoringSessions} where user_id = ${userId} and usage_month = ${month})`;

/** The month a session counts against (the settings' and the subscription's usage read it). */
export { usageMonth } from './usage.ts';

/** The counts achievements read, as scalar subqueries. */
export const tutoringSessionCountOf = (userId: Owner) =>
  sql<number>`(select count(*)::int from ${tutoringSessions} where user_id = ${userId})`;
export const learnerMessageCountOf = (userId: Owner) =>
  sql<number>`(select count(*)::int from ${messages} where user_id = ${userId} and role = 'user')`;

/**
 * Runs `start` again when it lost the race for a place in the learner's month (the unique index
 * tutoring_sessions_user_month_slot_idx): a caller counting a session inside its own transaction wraps the whole
 * transaction in it, since PostgreSQL aborts a transaction at its first error.
 */
export { againOnSlotConflict };

/**
 * Counts a finished structured lesson as a tutoring session, in the caller's transaction `t`: against the plan's
 * month like any session, overage included (the caller unlocks the achievements it reaches: progress.api.ts). False,
 * with nothing written, when the plan's monthly limit is reached: the lesson still ends, it is just not counted.
 */
export async function countLessonAsSession(t: Db, userId: OwnerId, subjectId: number): Promise<boolean> {
  try {
    await openTutoringSession(t, userId, subjectId);
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.code === 'PLAN_LIMIT') return false;
    throw err;
  }
}

/** The daily limit of tutor calls (TUTOR_DAILY_LIMIT) for the tutor's other callers (the assistant), and its 429. */
export { recordTutorCall, type TutorCallSource };
export { dailyLimitError } from './usage.ts';

/**
 * The learner's own messages to the tutor since `since` (in `subjectId` when given), newest first, at most `limit`,
 * leaving out any the safety step refused: the structured lesson's Ask phase reads whether a question was asked.
 */
export async function learnerMessagesSince(
  db: Db,
  userId: OwnerId,
  query: { subjectId: number | null; since: Date; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ content: messages.content })
    .from(messages)
    .innerJoin(conversations, and(eq(conversations.id, messages.conversationId), eq(conversations.userId, userId)))
    .where(
      and(
        eq(messages.userId, userId),
        eq(messages.role, 'user'),
        eq(messages.moderated, false),
        gte(messages.createdAt, query.since),
        query.subjectId === null ? undefined : eq(conversations.subjectId, query.subjectId),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.limit);
  return rows.map((r) => r.content);
}

/**
 * The learner's rows in this module's tables, for the export and the deletion of everything (docs/decisions/032).
 * Messages are read in the order of messages_user_created_idx (the learner's, by time), the id breaking ties.
 */
export const chatLearnerData = learnerTables(
  { table: conversations, owner: conversations.userId, order: [conversations.id] },
  { table: tutoringSessions, owner: tutoringSessions.userId, order: [tutoringSessions.id] },
  { table: messages, owner: messages.userId, order: [messages.createdAt, messages.id], withheld: [messages.searchVector] },
  { table: tutorCalls, owner: tutorCalls.userId, order: [tutorCalls.id] },
  { table: gradedAnswers, owner: gradedAnswers.userId, order: [gradedAnswers.id] },
);

/**
 * The chat's graded answers in turns on a skill-tree skill (/chat?skill=), as rows (skill_id, correct, at): right only
 * when the learner's own work (earned); a right answer after the tutor had shown it is left out, as it says nothing
 * of what they know (docs/decisions/036).
 */
export const skillChatAnswersOf = (userId: Owner) => sql`select skill_id, earned as correct, created_at as at
  from ${gradedAnswers} where user_id = ${userId} and skill_id is not null and (earned or not correct)`;

/**
 * Minutes with the tutor per tutoring session started since `since`, averaged over every learner (0 with none): the
 * minutes between consecutive messages of each session's conversation, a gap over 10 minutes not counted (as a
 * learner's own study time is measured). An administrator's figure: the scope only `adminOnly` gives (the alpha metrics).
 */
export const averageSessionMinutesSince = (_scope: AdminScope, since: Date) => sql<number>`(select coalesce(avg(d.mins), 0)::float8 from (
    select s.id, coalesce(sum(extract(epoch from g.gap)) filter (where g.gap <= interval '10 minutes'), 0) / 60 as mins
    from ${tutoringSessions} s
    left join lateral (
      select m.created_at - lag(m.created_at) over (order by m.created_at, m.id) as gap
      from ${messages} m where m.conversation_id = s.conversation_id
    ) g on true
    where s.started_at >= ${since.toISOString()}::timestamptz and s.conversation_id is not null
    group by s.id
  ) d)`;
