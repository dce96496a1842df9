// The learner's history (spec 002 sections 2, 3 and 9; docs/decisions/033): their conversations page by page, and the
// search over every message of theirs, in the database (a generated tsvector column and one GIN index over the learner
// and the words, migration 0018): ranked, filtered by subject and time, a misspelt word found by its close spellings
// among the learner's own words (pg_trgm), each conversation's best matches marked by ts_headline.
import { sql, type SQL } from 'drizzle-orm';
import { HISTORY_LIMITS, type Excerpt } from '@brightpath/shared/history';
import { plainText } from '@brightpath/shared/plain-text';
import { rowsOf, type Db } from '@/db/client.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import { studyRunsOf } from '@/lib/study-runs.ts';
import { lessonResultsOf, type LessonResult } from '../learning/learning.api.ts';
import { factsColumns, toFacts, type FactsRow, type LearnerFacts } from './chat.repository.ts';
import { conversations, messages, SEARCH_CONFIG, tutoringSessions } from './chat.tables.ts';
import { excerptFromMarked, MARK_END, MARK_START, markedWindow } from './history-excerpt.ts';

const config = sql.raw(`'${SEARCH_CONFIG}'::regconfig`);

/** ts_headline's options: every match marked (the excerpt's window is cut afterwards), with the two marks. */
const HEADLINE_OPTIONS = sql.raw(`'StartSel=' || chr(1) || ', StopSel=' || chr(2) || ', HighlightAll=true'`);
/** A message's text with the two marks taken out, so that every mark in the headline is ts_headline's. */
const unmarked = (content: SQL) => sql`translate(${content}, chr(1) || chr(2), '  ')`;

const MARKS = new RegExp(`[${MARK_START}${MARK_END}]`, 'g');

/**
 * A match as the page shows it: the part around its first marked word, the tutor's markdown marks left out (the
 * learner's '*' may be a times sign, and stays), cut to HISTORY_LIMITS.matchChars.
 */
function excerptOf(m: { role: 'user' | 'assistant'; marked: string }): Excerpt {
  const part = markedWindow(m.marked);
  return excerptFromMarked(m.role === 'assistant' ? plainText(part.text) : part.text, HISTORY_LIMITS.matchChars, part);
}

/**
 * A message's start, enough for the 200 characters a page shows once markdown marks and runs of spaces are left out:
 * the cut to HISTORY_LIMITS is made on whole characters in JS.
 */
const TEXT_READ = 600;

/** A page of conversations as the list statement answers it. */
export type PageRow = {
  total: number;
  /** Another page follows. */
  more: boolean;
  items: { id: number; title: string; subjectId: number; date: string; cursorAt: string; version: string }[];
};

/** What a conversation shows besides its name, read only when it changed (its version is its updated_at). */
export type ConversationDetails = {
  id: number;
  version: string;
  startedAt: string;
  seconds: number;
  sessionConcepts: string[] | null;
  messageCount: number;
  last: { id: number; role: 'user' | 'assistant'; content: string; createdAt: string }[];
  learnerTexts: string[];
};

/** How the search reads the words: as the learner wrote them (websearch syntax), or as a tsquery built from known lexemes. */
export type SearchQuery = { text: string } | { tsquery: string };

export type SearchFilters = {
  /** Only messages from this moment on. */
  since: Date | null;
  subjectId: number | null;
  /** Only the learner's own messages, none the safety step acted on (what ask-context may pass to a provider). */
  learnerOnly?: boolean;
  /** Conversations answered, best first. */
  limit: number;
};

export type SearchHit = {
  conversationId: number;
  title: string;
  subjectId: number;
  date: string;
  matchCount: number;
  matches: { id: number; role: 'user' | 'assistant'; createdAt: string; excerpt: Excerpt; content: string }[];
};

type SearchRow = {
  total: number;
  conversation_id: number;
  title: string;
  subject_id: number;
  date: string;
  n: number;
  matches: { id: number; role: 'user' | 'assistant'; createdAt: string; marked: string }[];
};

/** The tsquery of a search: the learner's words read as a web search does (quotes, or, -), never as tsquery syntax. */
const tsqueryOf = (q: SearchQuery) => ('text' in q ? sql`websearch_to_tsquery(${config}, ${q.text})` : sql`cast(${q.tsquery} as tsquery)`);

/**
 * The messages a search looks at: the learner's own (as `user_id + 0`, the expression messages_search_idx holds: chat.tables.ts),
 * in the window and the subject asked for.
 */
function messageFilters(userId: OwnerId, f: Omit<SearchFilters, 'limit'>, alias: SQL) {
  return sql.join(
    [
      sql`(${alias}.user_id + 0) = ${userId}`,
      f.since ? sql`${alias}.created_at >= ${f.since.toISOString()}::timestamptz` : undefined,
      f.subjectId !== null
        ? sql`${alias}.conversation_id in (select id from ${conversations} where user_id = ${userId} and subject_id = ${f.subjectId})`
        : undefined,
      f.learnerOnly ? sql`${alias}.role = 'user' and not ${alias}.moderated` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
}

/**
 * The search as one statement: the matching messages through messages_search_idx (the learner's id and the words; the
 * query is written where it is used, not in a CTE, so the planner sees it as the index condition), ranked (ts_rank,
 * normalised by length so a long reply does not outweigh the learner's short question); conversations by their best
 * match, then by how many match, then by their latest match; the best matches of each marked by ts_headline. Set-based
 * throughout (one pass numbers each conversation's matches; no subquery runs per conversation): only the conversations
 * shown are joined, and only their best messages' text is read and marked, once (`matched` is materialized: left to the
 * planner, at 100,000 messages it ran the marking again for every conversation, 439 ts_headline calls for 40).
 * Exported for the benchmark's EXPLAIN.
 */
export const searchSql = (userId: OwnerId, q: SearchQuery, f: SearchFilters) => sql`
  with hits as (
    select id, conversation_id, rank, row_number() over (partition by conversation_id order by rank desc, id desc) as place
    from (select m.id, m.conversation_id, ts_rank(m.search_vector, ${tsqueryOf(q)}, 1) as rank
      from ${messages} m
      where ${messageFilters(userId, f, sql`m`)} and m.search_vector @@ ${tsqueryOf(q)}) found
  ),
  convs as (
    select conversation_id, max(rank) as best, count(*)::int as n, max(id) as latest, count(*) over ()::int as total
    from hits group by conversation_id
    order by best desc, n desc, latest desc limit ${f.limit}
  ),
  matched as materialized (
    select h.conversation_id, json_agg(json_build_object('id', mm.id, 'role', mm.role, 'createdAt', mm.created_at,
        'marked', ts_headline(${config}, ${unmarked(sql`mm.content`)}, ${tsqueryOf(q)}, ${HEADLINE_OPTIONS})) order by h.rank desc, h.id desc) as matches
    from hits h join convs using (conversation_id) join ${messages} mm on mm.id = h.id
    where h.place <= ${HISTORY_LIMITS.matchingMessages}
    group by h.conversation_id
  )
  select r.total, r.conversation_id, c.title, c.subject_id, c.updated_at as date, r.n, m.matches
  from convs r join ${conversations} c on c.id = r.conversation_id and c.user_id = ${userId} join matched m using (conversation_id)
  order by r.best desc, r.n desc, r.latest desc`;

/**
 * How alike a word of the learner's must be to a word searched (pg_trgm's similarity: shared trigrams over all of
 * both's): 0.3 is pg_trgm's own default threshold, which finds a letter left out, doubled, swapped or changed in a
 * word of eight or more letters ('photosynthisis', 'fracions') and little that is only alike by chance.
 */
const CLOSE_SPELLING_SIMILARITY = 0.3;

/**
 * The statement ts_stat reads the learner's words from (their messages in the search's window and subject), as the text
 * ts_stat takes: built by format() in the database from bound values (%s an integer, %L a quoted literal), never by
 * joining strings here. ts_stat gathers the lexemes in C, about five times faster than unnesting every vector.
 */
const vocabularyQuery = (userId: OwnerId, f: Omit<SearchFilters, 'limit'>) =>
  sql`format('select search_vector from ${messages} where user_id = %s and created_at >= %L::timestamptz%s%s',
    ${userId}::int, ${(f.since ?? new Date(0)).toISOString()}::text,
    ${f.subjectId !== null ? sql`format(' and conversation_id in (select id from ${conversations} where user_id = %s and subject_id = %s)', ${userId}::int, ${f.subjectId}::int)` : sql`''`},
    ${f.learnerOnly ? sql`' and role = ''user'' and not moderated'` : sql`''`})`;

/**
 * The learner's own words spelt like each of `words` (at most `perWord` each, closest first): their stems compared by
 * trigram similarity (pg_trgm) with the lexemes of the learner's messages in the search's window and subject. The words
 * are a VALUES list (at most 8 rows, as the planner knows) and each finds its closest with a LIMIT: estimated as a few
 * thousand, where a cross join of every word with every lexeme was estimated past jit_above_cost, and PostgreSQL's JIT
 * then spent 300 ms compiling a statement that runs in 10.
 */
const closeSpellingsSql = (userId: OwnerId, words: string[], f: Omit<SearchFilters, 'limit'>, perWord: number) => sql`
  with words (i, w) as (values ${sql.join(
    words.map((w, i) => sql`(${i + 1}::int, ${w}::text)`),
    sql`, `,
  )}),
  stems as (select i, w, (select lexeme from unnest(to_tsvector(${config}, w)) limit 1) as stem from words),
  vocab as materialized (select word as lexeme from ts_stat(${vocabularyQuery(userId, f)}))
  select s.i, n.lexeme from stems s cross join lateral (
    select v.lexeme, greatest(similarity(v.lexeme, s.stem), similarity(v.lexeme, lower(s.w))) as sim from vocab v
    order by sim desc, v.lexeme limit ${perWord}) n
  where s.stem is not null and n.sim >= ${CLOSE_SPELLING_SIMILARITY}
  order by s.i, n.sim desc, n.lexeme`;

/** A lexeme as a tsquery operand: quoted, so that no character of it is read as an operator. */
const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The words of a query as the close-spelling step reads them: letters and digits, at least 3 of them, at most 8 words. */
export function queryWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return [...new Set(words)].slice(0, 8);
}

/** Close spellings of each word tried for a search that found nothing. */
const CLOSE_SPELLINGS_PER_WORD = 3;

/** How many of a conversation's first messages of the learner's name its topics. */
const LEARNER_TEXTS_READ = 6;

/** What a question about the learner's own learning reads besides the search (ask-context), in one statement. */
export type LearningRecordRow = {
  facts: LearnerFacts;
  /** Tutoring sessions in the window, per subject. */
  sessions: { subjectId: number; count: number }[];
  /** The latest conversations active in the window, with the learner's first messages (their topics). */
  conversations: { id: number; title: string; subjectId: number; date: string; learnerTexts: string[]; sessionConcepts: string[] | null }[];
  lessons: LessonResult[];
};

type RecordRow = FactsRow & Omit<LearningRecordRow, 'facts'>;

/**
 * A page of `limit` of the learner's conversations with at least one message, the latest activity first, after `cursor`
 * ('{epoch microseconds}:{id}' of the previous page's last one), with the count of them all and whether another page
 * follows: the list alone, from conversations_user_subject_updated_idx and messages_conversation_id_idx (what each shows
 * is detailsSql's, which the service reads once per version). Exported for the benchmark's EXPLAIN.
 */
export const pageSql = (userId: OwnerId, limit: number, cursor: { at: bigint; id: number } | null) => {
  const after = cursor
    ? sql`and (c.updated_at, c.id) < (timestamptz 'epoch' + ${cursor.at.toString()}::bigint * interval '1 microsecond', ${cursor.id}::int)`
    : sql``;
  return sql`
  with mine as (
    select c.id, c.title, c.subject_id, c.updated_at from ${conversations} c
    where c.user_id = ${userId} and exists (select 1 from ${messages} m where m.conversation_id = c.id)
  ),
  next as (select * from mine c where true ${after} order by c.updated_at desc, c.id desc limit ${limit + 1}),
  page as (select * from next order by updated_at desc, id desc limit ${limit})
  select (select count(*)::int from mine) as total, (select count(*) from next) > ${limit} as more,
    (select coalesce(json_agg(json_build_object(
      'id', p.id, 'title', p.title, 'subjectId', p.subject_id, 'date', p.updated_at, 'version', p.updated_at::text,
      'cursorAt', ((extract(epoch from p.updated_at) * 1000000)::bigint)::text
    ) order by p.updated_at desc, p.id desc), '[]'::json) from page p) as items`;
};

/**
 * What each of the learner's conversations `ids` shows besides its name: its first message's time, its duration by the
 * study-time rule (lib/study-runs.ts), its session's concepts, its number of messages, its last 4 and the learner's first
 * few (their topics), with the version it was read at (updated_at: a message added or marked moves it).
 */
export const detailsSql = (userId: OwnerId, ids: number[]) => sql`
  select coalesce(json_agg(json_build_object(
    'id', p.id, 'version', p.updated_at::text,
    'startedAt', (select created_at from ${messages} where conversation_id = p.id order by id limit 1),
    'seconds', (select coalesce(sum(extract(epoch from e - s)), 0)
      from ${studyRunsOf(sql`select created_at as t from ${messages} where conversation_id = p.id`)} runs),
    'sessionConcepts', (select concepts from ${tutoringSessions} where conversation_id = p.id and user_id = ${userId}),
    'messageCount', (select count(*)::int from ${messages} where conversation_id = p.id),
    'last', (select json_agg(json_build_object('id', l.id, 'role', l.role, 'content', l.content, 'createdAt', l.created_at) order by l.id)
      from (select id, role, left(content, ${TEXT_READ}) as content, created_at from ${messages}
        where conversation_id = p.id order by id desc limit ${HISTORY_LIMITS.recentMessages}) l),
    'learnerTexts', (select coalesce(json_agg(t.text order by t.id), '[]'::json)
      from (select id, left(content, 300) as text from ${messages}
        where conversation_id = p.id and role = 'user' and not moderated order by id limit ${LEARNER_TEXTS_READ}) t)
  )), '[]'::json) as details
  from ${conversations} p where p.user_id = ${userId} and p.id in (${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;

export function historyRepository(db: Db) {
  return {
    forUser: ownedBy((userId: OwnerId) => ({
      /**
       * A page of the learner's conversations with at least one message, the latest activity first, after `cursor`,
       * with the count of them all and each one's version (what it shows is `details`, read when that changed).
       */
      async page(limit: number, cursor: { at: bigint; id: number } | null): Promise<PageRow> {
        const [row] = rowsOf<PageRow>(await db.execute(pageSql(userId, limit, cursor)));
        return row!;
      },

      /** What each of the learner's conversations `ids` shows besides its name, at its version now. */
      async details(ids: number[]): Promise<ConversationDetails[]> {
        if (ids.length === 0) return [];
        const [row] = rowsOf<{ details: ConversationDetails[] }>(await db.execute(detailsSql(userId, ids)));
        return row!.details;
      },

      /** The conversations matching `q` (best first, at most `f.limit`) and how many match in all. */
      async search(q: SearchQuery, f: SearchFilters): Promise<{ total: number; hits: SearchHit[] }> {
        const rows = rowsOf<SearchRow>(await db.execute(searchSql(userId, q, f)));
        return {
          total: rows[0]?.total ?? 0,
          hits: rows.map((r) => ({
            conversationId: r.conversation_id,
            title: r.title,
            subjectId: r.subject_id,
            date: new Date(r.date).toISOString(),
            matchCount: r.n,
            matches: (r.matches ?? []).map((m) => ({
              id: m.id,
              role: m.role,
              createdAt: new Date(m.createdAt).toISOString(),
              // The text itself, from the marked one (the marks are the only difference).
              content: m.marked.replace(MARKS, ''),
              excerpt: excerptOf(m),
            })),
          })),
        };
      },

      /**
       * The learner's records in the window (and subject) a question asks about: tutoring sessions per subject, the
       * latest conversations and lessons, and what the tutor may know of the learner (no name, no e-mail).
       */
      async record(f: { since: Date | null; subjectId: number | null; limit: number }): Promise<LearningRecordRow> {
        const since = f.since ? sql`and started_at >= ${f.since.toISOString()}::timestamptz` : sql``;
        const active = f.since ? sql`and c.updated_at >= ${f.since.toISOString()}::timestamptz` : sql``;
        const subject = (column: SQL) => (f.subjectId !== null ? sql`and ${column} = ${f.subjectId}` : sql``);
        const [row] = rowsOf<RecordRow>(
          await db.execute(sql`select ${factsColumns(userId, f.subjectId ?? 0)},
            (select coalesce(json_agg(json_build_object('subjectId', subject_id, 'count', n) order by n desc, subject_id), '[]'::json)
              from (select subject_id, count(*)::int as n from ${tutoringSessions} where user_id = ${userId} ${since} ${subject(sql`subject_id`)}
                group by subject_id) s) as sessions,
            (select coalesce(json_agg(json_build_object('id', c.id, 'title', c.title, 'subjectId', c.subject_id, 'date', c.updated_at,
                'sessionConcepts', (select concepts from ${tutoringSessions} where conversation_id = c.id and user_id = ${userId}),
                'learnerTexts', (select coalesce(json_agg(t.text order by t.id), '[]'::json)
                  from (select id, left(content, 300) as text from ${messages}
                    where conversation_id = c.id and role = 'user' and not moderated order by id limit ${LEARNER_TEXTS_READ}) t)
              ) order by c.updated_at desc, c.id desc), '[]'::json)
              from (select c.* from ${conversations} c where c.user_id = ${userId} ${active} ${subject(sql`c.subject_id`)}
                and exists (select 1 from ${messages} m where m.conversation_id = c.id)
                order by c.updated_at desc, c.id desc limit ${f.limit}) c) as conversations,
            ${lessonResultsOf(userId, f)} as lessons`),
        );
        const { sessions, conversations: recent, lessons, ...facts } = row!;
        return { facts: toFacts(facts), sessions, conversations: recent, lessons };
      },

      /**
       * The query of a search whose words found nothing, from the learner's own words spelt like them: each word
       * any of its close spellings, every word that has one; null when none has.
       */
      async closeSpellingsQuery(words: string[], f: Omit<SearchFilters, 'limit'>): Promise<string | null> {
        if (words.length === 0) return null;
        const rows = rowsOf<{ i: number; lexeme: string }>(await db.execute(closeSpellingsSql(userId, words, f, CLOSE_SPELLINGS_PER_WORD)));
        const groups = new Map<number, string[]>();
        for (const r of rows) groups.set(r.i, [...(groups.get(r.i) ?? []), quoted(r.lexeme)]);
        if (groups.size === 0) return null;
        return [...groups.values()].map((alternatives) => `(${alternatives.join(' | ')})`).join(' & ');
      },
    })),
  };
}

/** The history of one learner. */
export type HistoryRepository = ReturnType<ReturnType<typeof historyRepository>['forUser']>;
