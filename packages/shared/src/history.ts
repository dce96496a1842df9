// The learning history (spec 002 sections 2, 3, 5, 7, 8 and 9): the learner's conversations page by page, the search
// over every message they exchanged with the tutor, and questions about their own learning.
import { z } from 'zod';
import { dbId, text } from './fields';

export const HISTORY_LIMITS = {
  /** Each conversation shows its last 4 messages, each cut to 200 characters (spec 002 section 9). */
  recentMessages: 4,
  recentMessageChars: 200,
  /** Each search result shows 2 matching messages, each cut to 100 characters (spec 002 section 9). */
  matchingMessages: 2,
  matchChars: 100,
  /** Conversations per page of GET /api/conversations/history. */
  pageDefault: 10,
  pageMax: 50,
  /** Conversations a search answers (the best first); totalMatches counts them all. */
  resultsMax: 20,
  queryMax: 200,
  questionMax: 500,
  /** Concepts shown per conversation. */
  conceptsMax: 5,
} as const;

/** The specified texts (spec 002 sections 5 and 8): each toast's title and its description, verbatim. */
export const HISTORY_MESSAGES = {
  searchRequiredTitle: 'Search Required',
  searchRequired: 'Please enter a search term.',
  searchCompleteTitle: 'Search Complete',
  searchComplete: (n: number) => `Found ${n} matching conversations.`,
  searchFailedTitle: 'Search Failed',
  searchFailed: 'Could not search conversations. Please try again.',
  questionRequiredTitle: 'Question Required',
  questionRequired: 'Please enter a question about your learning.',
  answerReadyTitle: 'AI Response Ready',
  contextFailedTitle: 'Context Analysis Failed',
  contextFailed: 'Could not analyze your learning context. Please try again.',
  queryTooLong: `Search terms can be at most ${HISTORY_LIMITS.queryMax} characters`,
  questionTooLong: `Questions can be at most ${HISTORY_LIMITS.questionMax} characters`,
  timeframe: 'Timeframe must be week, month or year',
  cursor: 'The page cursor is not valid',
} as const;

/** How far back a search looks (null: any time), as the learner chooses it; each a rolling window ending now. */
export const HISTORY_TIMEFRAMES = [
  { id: 'week', label: 'Past 7 days', days: 7 },
  { id: 'month', label: 'Past 30 days', days: 30 },
  { id: 'year', label: 'Past year', days: 365 },
] as const;
export type HistoryTimeframe = (typeof HISTORY_TIMEFRAMES)[number]['id'];
const TIMEFRAME_IDS = HISTORY_TIMEFRAMES.map((t) => t.id) as [HistoryTimeframe, ...HistoryTimeframe[]];

/** The start of a timeframe's window, or null for any time. */
export function timeframeStart(timeframe: HistoryTimeframe | null, now: Date): Date | null {
  const found = HISTORY_TIMEFRAMES.find((t) => t.id === timeframe);
  return found ? new Date(now.getTime() - found.days * 24 * 3600 * 1000) : null;
}

/** A page's place: the last conversation of the previous page (its last activity in epoch microseconds, and its id). */
export const HISTORY_CURSOR = /^\d{1,17}:\d{1,10}$/;

/** GET /api/conversations/history: `cursor` is the previous page's nextCursor. */
export const HistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(HISTORY_LIMITS.pageMax).optional().default(HISTORY_LIMITS.pageDefault),
  cursor: z.string().regex(HISTORY_CURSOR, HISTORY_MESSAGES.cursor).optional(),
});
export type HistoryQuery = z.input<typeof HistoryQuerySchema>;

export const HistoryMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  /** The message cut to HISTORY_LIMITS.recentMessageChars characters (an ellipsis marks a cut). */
  content: z.string(),
  createdAt: z.string(),
});
export type HistoryMessage = z.infer<typeof HistoryMessageSchema>;

/** One conversation of the history (spec 002 section 3 "Conversation history"). */
export const HistoryConversationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subjectId: z.number().int(),
  /** The subject's name ('Subject {id}' for one the catalogue does not know). */
  subject: z.string(),
  /** The conversation's last activity (ISO instant). */
  date: z.string(),
  /** Its first message (ISO instant). */
  startedAt: z.string(),
  /** Minutes of study, measured as the learner's study time is (STUDY_TIME in learning-stats.ts). */
  duration: z.number().int().nonnegative(),
  /** What it was about: the tutoring session's concepts and the topics of the learner's messages. */
  concepts: z.array(z.string()),
  messageCount: z.number().int().nonnegative(),
  /** The last HISTORY_LIMITS.recentMessages messages, oldest first. */
  messages: z.array(HistoryMessageSchema),
});
export type HistoryConversation = z.infer<typeof HistoryConversationSchema>;

export const ConversationHistorySchema = z.object({
  conversations: z.array(HistoryConversationSchema),
  /** Conversations with at least one message, in all. */
  total: z.number().int().nonnegative(),
  /** The cursor of the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ConversationHistory = z.infer<typeof ConversationHistorySchema>;

/** POST /api/conversations/search (spec 002 section 7: query, timeframe, subject; both null by default). */
export const SearchRequestSchema = z.object({
  query: text(HISTORY_MESSAGES.searchRequired)
    .trim()
    .min(1, HISTORY_MESSAGES.searchRequired)
    .max(HISTORY_LIMITS.queryMax, HISTORY_MESSAGES.queryTooLong),
  timeframe: z.enum(TIMEFRAME_IDS, HISTORY_MESSAGES.timeframe).nullable().optional().default(null),
  /** A subject's id, or null for every subject. */
  subject: dbId().nullable().optional().default(null),
});
export type SearchRequest = z.input<typeof SearchRequestSchema>;

/**
 * A piece of a message with the words that matched marked as ranges of `text` (UTF-16 offsets, end exclusive): the
 * page marks them itself, so no markup from the server is ever rendered.
 */
export const ExcerptSchema = z.object({
  text: z.string(),
  highlights: z.array(z.object({ start: z.number().int().nonnegative(), end: z.number().int().nonnegative() })),
});
export type Excerpt = z.infer<typeof ExcerptSchema>;

export const SearchResultSchema = z.object({
  conversationId: z.number().int(),
  title: z.string(),
  subjectId: z.number().int(),
  subject: z.string(),
  /** The conversation's last activity (ISO instant). */
  date: z.string(),
  /** How many of its messages match. */
  matchCount: z.number().int().positive(),
  /** Its best HISTORY_LIMITS.matchingMessages matches, each cut to HISTORY_LIMITS.matchChars characters around the match. */
  matchingMessages: z.array(
    z.object({ id: z.number().int(), role: z.enum(['user', 'assistant']), createdAt: z.string(), excerpt: ExcerptSchema }),
  ),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({
  /** The best matching conversations first, at most HISTORY_LIMITS.resultsMax. */
  results: z.array(SearchResultSchema),
  /** Matching conversations in all (the N of 'Found N matching conversations.'). */
  totalMatches: z.number().int().nonnegative(),
  /** The words as written found nothing: these are the conversations with words spelt like them. */
  closeMatches: z.boolean(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** POST /api/conversations/ask-context. */
export const AskContextRequestSchema = z.object({
  question: text(HISTORY_MESSAGES.questionRequired)
    .trim()
    .min(1, HISTORY_MESSAGES.questionRequired)
    .max(HISTORY_LIMITS.questionMax, HISTORY_MESSAGES.questionTooLong),
});
export type AskContextRequest = z.input<typeof AskContextRequestSchema>;

export const AskContextResponseSchema = z.object({
  response: z.string(),
  /** The conversations the answer drew on, best first. */
  sources: z.array(z.object({ conversationId: z.number().int(), title: z.string(), subject: z.string(), date: z.string() })),
});
export type AskContextResponse = z.infer<typeof AskContextResponseSchema>;

/**
 * A text on one line (runs of white space made one space), cut to at most `max` characters with an ellipsis at the
 * end when it was longer. Counted in characters (code points), so no character is ever split in half.
 */
export function cutText(value: string, max: number): string {
  const chars = Array.from(value.replace(/\s+/g, ' ').trim());
  if (chars.length <= max) return chars.join('');
  const kept = chars.slice(0, max - 1).join('');
  // At a word's end when one is near, so the cut does not fall inside a word.
  const space = kept.lastIndexOf(' ');
  const cut = space >= kept.length - 20 && space > 0 ? kept.slice(0, space) : kept;
  return `${cut.trimEnd()}…`;
}

/** An excerpt as pieces in order, each marked or not: what the page renders (as text) and marks. */
export function excerptParts(excerpt: Excerpt): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  const ranges = [...excerpt.highlights].sort((a, b) => a.start - b.start);
  for (const { start, end } of ranges) {
    const from = Math.max(start, at);
    const to = Math.min(end, excerpt.text.length);
    if (to <= from) continue;
    if (from > at) parts.push({ text: excerpt.text.slice(at, from), marked: false });
    parts.push({ text: excerpt.text.slice(from, to), marked: true });
    at = to;
  }
  if (at < excerpt.text.length) parts.push({ text: excerpt.text.slice(at), marked: false });
  return parts;
}
