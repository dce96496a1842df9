// The learning history's answers (spec 002 sections 2, 3, 7 and 9; docs/decisions/033) from the repository's rows:
// a page of conversations with their subject, date, duration, concepts and last 4 messages; the search, trying the
// learner's close spellings when the words as written find nothing; and the records a question about the learner's
// own learning is answered from.
import {
  cutText,
  HISTORY_LIMITS,
  timeframeStart,
  type ConversationHistory,
  type HistoryConversation,
  type SearchRequestSchema,
  type SearchResponse,
} from '@brightpath/shared/history';
import { plainText } from '@brightpath/shared/plain-text';
import { unknownSubject } from '@brightpath/shared/subjects';
import type { z } from 'zod';
import { notFound } from '@/plugins/errors.ts';
import { workCard } from '@/tutor/offline/assistant/cards.ts';
import type { LearningRecord, RecordConversation } from '@/tutor/offline/record/types.ts';
import type { OwnerId } from '@/lib/ownership.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import type { LearnerFacts } from './chat.repository.ts';
import { SUBJECT_NOT_FOUND } from './chat.service.ts';
import { DIFFICULTY_SEARCH, type QuestionReading } from './history-question.ts';
import { queryWords, type ConversationDetails, type historyRepository, type SearchFilters, type SearchHit } from './history.repository.ts';

type Repositories = ReturnType<typeof historyRepository>;
type SearchRequest = z.output<typeof SearchRequestSchema>;

/** Conversations whose concepts are kept worked out (by conversation, and what they were worked out from). */
const CONCEPTS_KEPT = 10_000;
/** Conversations whose page view is kept (about 1 KB each). */
const VIEWS_KEPT = 10_000;
/** Conversations and lessons a question about the learner's learning reads, and matches quoted per conversation. */
const RECORD_CONVERSATIONS = 5;
const RECORD_LESSONS = 5;
const RECORD_QUOTE_CHARS = 200;

const DAY_FORMAT = { day: 'numeric', month: 'short', year: 'numeric' } as const;
/** The product speaks English: dates read as the web app writes them ('Nov 28, 2026'). */
const LOCALE = 'en-US';

export function historyService(repos: Repositories, catalogue: SubjectCatalogue) {
  const nameOf = (id: number) => catalogue.get(id)?.name ?? unknownSubject(id).name;

  // A conversation's concepts come from its first messages of the learner's, which are only ever added to: worked out
  // once per conversation and count of them (the topic library's search is the costly part), most recently used last.
  const concepts = new Map<string, string[]>();
  function conceptsOf(c: { id: number; subjectId: number; sessionConcepts: string[] | null; learnerTexts: string[] }): string[] {
    const key = `${c.id}:${c.learnerTexts.length}:${(c.sessionConcepts ?? []).join('\u0000')}`;
    let found = concepts.get(key);
    if (!found) {
      const names = [...(c.sessionConcepts ?? [])];
      for (const text of c.learnerTexts) {
        const card = workCard(text, c.subjectId);
        if (card) names.push(card.title);
      }
      const seen = new Set<string>();
      found = names.filter((n) => !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase())).slice(0, HISTORY_LIMITS.conceptsMax);
    }
    concepts.delete(key);
    concepts.set(key, found);
    if (concepts.size > CONCEPTS_KEPT) concepts.delete(concepts.keys().next().value!);
    return found;
  }

  // What each conversation shows besides its name, by conversation and version (its updated_at, which a message added
  // or marked moves), most recently used last: a page read again works nothing out again.
  type View = Omit<HistoryConversation, 'id' | 'title' | 'subjectId' | 'subject' | 'date'>;
  const shown = new Map<number, { version: string; view: View }>();
  const keep = (id: number, version: string, view: View) => {
    shown.delete(id);
    shown.set(id, { version, view });
    if (shown.size > VIEWS_KEPT) shown.delete(shown.keys().next().value!);
  };
  const viewOf = (d: ConversationDetails, subjectId: number): View => ({
    startedAt: new Date(d.startedAt).toISOString(),
    duration: Math.round(d.seconds / 60),
    concepts: conceptsOf({ id: d.id, subjectId, sessionConcepts: d.sessionConcepts, learnerTexts: d.learnerTexts }),
    messageCount: d.messageCount,
    messages: (d.last ?? []).map((m) => ({
      id: m.id,
      role: m.role,
      content: cutText(m.role === 'assistant' ? plainText(m.content) : m.content, HISTORY_LIMITS.recentMessageChars),
      createdAt: new Date(m.createdAt).toISOString(),
    })),
  });

  /** The search itself: the words as written, else (nothing found) the learner's own words spelt like them. */
  async function find(userId: OwnerId, query: { text: string; words: string[] }, f: SearchFilters) {
    const repo = repos.forUser(userId);
    const exact = await repo.search({ text: query.text }, f);
    if (exact.total > 0) return { ...exact, closeMatches: false };
    const close = await repo.closeSpellingsQuery(query.words, f);
    if (!close) return { ...exact, closeMatches: false };
    const near = await repo.search({ tsquery: close }, f);
    return { ...near, closeMatches: near.total > 0 };
  }

  return {
    /**
     * A page of the learner's conversations, the latest activity first (GET /api/conversations/history): the list in
     * one statement, and what each shows, worked out once per version of the conversation (a second statement reads
     * those that changed since; none, for a page read again).
     */
    async page(userId: OwnerId, limit: number, cursor: string | undefined): Promise<ConversationHistory> {
      const [at, id] = cursor ? cursor.split(':') : [];
      const repo = repos.forUser(userId);
      const { total, more, items } = await repo.page(limit, cursor ? { at: BigInt(at!), id: Number(id) } : null);
      const stale = items.filter((c) => shown.get(c.id)?.version !== c.version);
      for (const d of await repo.details(stale.map((c) => c.id))) {
        const c = stale.find((s) => s.id === d.id)!;
        keep(d.id, d.version, viewOf(d, c.subjectId));
      }
      const last = items[items.length - 1];
      return {
        total,
        nextCursor: more && last ? `${last.cursorAt}:${last.id}` : null,
        // A conversation changed between the two statements shows as the details read it (one message newer).
        conversations: items.flatMap((c) => {
          const kept = shown.get(c.id);
          if (!kept) return [];
          keep(c.id, kept.version, kept.view);
          return [
            {
              id: c.id,
              title: c.title,
              subjectId: c.subjectId,
              subject: nameOf(c.subjectId),
              date: new Date(c.date).toISOString(),
              ...kept.view,
            },
          ];
        }),
      };
    },

    /** POST /api/conversations/search: ranked conversations with their best matches marked, and how many match. */
    async search(userId: OwnerId, request: SearchRequest, now: Date): Promise<SearchResponse> {
      if (request.subject !== null && !catalogue.get(request.subject)) throw notFound(SUBJECT_NOT_FOUND);
      const f: SearchFilters = {
        since: timeframeStart(request.timeframe, now),
        subjectId: request.subject,
        limit: HISTORY_LIMITS.resultsMax,
      };
      const found = await find(userId, { text: request.query, words: queryWords(request.query) }, f);
      return {
        totalMatches: found.total,
        closeMatches: found.closeMatches,
        results: found.hits.map((h) => ({
          conversationId: h.conversationId,
          title: h.title,
          subjectId: h.subjectId,
          subject: nameOf(h.subjectId),
          date: h.date,
          matchCount: h.matchCount,
          matchingMessages: h.matches.map(({ content: _, ...m }) => m),
        })),
      };
    },

    /**
     * What a question about the learner's own learning is answered from: their records in the window and subject it
     * names, their own messages about its topic (the history search, their words only) and, for 'what do I find
     * hard?', their messages saying so and the quiz questions they missed. Dates are written in `timeZone`.
     */
    async learningRecord(
      userId: OwnerId,
      reading: QuestionReading,
      now: Date,
      timeZone: string,
    ): Promise<{
      record: LearningRecord;
      facts: LearnerFacts;
      sources: { conversationId: number; title: string; subject: string; date: string }[];
    }> {
      const repo = repos.forUser(userId);
      const since = reading.days === null ? null : new Date(now.getTime() - reading.days * 24 * 3600 * 1000);
      const f: SearchFilters = { since, subjectId: reading.subjectId, learnerOnly: true, limit: RECORD_CONVERSATIONS };
      const day = new Intl.DateTimeFormat(LOCALE, { ...DAY_FORMAT, timeZone });
      const dated = (iso: string) => day.format(new Date(iso));
      const quoted = (hits: SearchHit[]): RecordConversation[] =>
        hits.map((h) => ({
          title: h.title,
          subject: nameOf(h.subjectId),
          date: dated(h.date),
          quotes: h.matches.map((m) => cutText(m.content, RECORD_QUOTE_CHARS)),
        }));

      const [rows, topic, hard] = await Promise.all([
        repo.record({ since, subjectId: reading.subjectId, limit: RECORD_CONVERSATIONS }),
        reading.words.length ? find(userId, { text: reading.words.join(' or '), words: reading.words }, f) : null,
        reading.difficulty ? find(userId, { text: DIFFICULTY_SEARCH, words: [] }, f) : null,
      ]);
      const record: LearningRecord = {
        window: reading.window,
        subject: reading.subjectId !== null ? nameOf(reading.subjectId) : null,
        topic: reading.words,
        closeSpellings: topic?.closeMatches ?? false,
        difficulty: reading.difficulty,
        sessions: rows.sessions.map((s) => ({ subject: nameOf(s.subjectId), count: s.count })),
        topicMatches: quoted(topic?.hits ?? []),
        hardMatches: quoted(hard?.hits ?? []),
        conversations: rows.conversations.map((c) => ({
          title: c.title,
          subject: nameOf(c.subjectId),
          date: dated(c.date),
          concepts: conceptsOf(c),
        })),
        lessons: rows.lessons.slice(0, RECORD_LESSONS).map((l) => ({
          topic: l.topic,
          subject: l.subjectId === null ? null : nameOf(l.subjectId),
          date: dated(l.createdAt),
          completed: l.completed,
          answered: l.answered,
          firstTryRight: l.firstTryRight,
          missed: l.missed,
        })),
      };
      // The conversations the answer draws on: those that matched, else the latest ones it lists.
      const drawn = [...(topic?.hits ?? []), ...(hard?.hits ?? [])].map((h) => ({
        id: h.conversationId,
        title: h.title,
        subjectId: h.subjectId,
        date: h.date,
      }));
      const listed =
        reading.words.length === 0 && !reading.difficulty
          ? rows.conversations.map((c) => ({ ...c, date: new Date(c.date).toISOString() }))
          : [];
      const seen = new Set<number>();
      const sources = [...drawn, ...listed]
        .filter((c) => !seen.has(c.id) && seen.add(c.id))
        .slice(0, RECORD_CONVERSATIONS)
        .map((c) => ({ conversationId: c.id, title: c.title, subject: nameOf(c.subjectId), date: c.date }));
      return { record, facts: rows.facts, sources };
    },
  };
}

export type HistoryService = ReturnType<typeof historyService>;
