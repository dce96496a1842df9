// The floating AI learning assistant (spec 001 sections 2, 3, 5, 7 and 8): the question with its page
// context, the answer, and the smart suggestions the widget offers.
import { z } from 'zod';
import { dbId, text } from './fields';

export const ASSISTANT_LIMITS = {
  questionMax: 1000,
  /** The widget sends the last 5 turns of its conversation (spec 001 section 7). */
  historyMax: 5,
  turnMax: 2000,
  pageMax: 200,
  subjectMax: 100,
  /** Suggestions shown at once. */
  suggestionsMax: 4,
  /** The longest answer, in words: the widget is a small panel, the tutor chat is for long explanations. */
  answerWordsMax: 120,
} as const;

export const ASSISTANT_MESSAGES = {
  questionRequired: 'Please type a question',
  questionTooLong: `Questions can be at most ${ASSISTANT_LIMITS.questionMax} characters`,
  page: 'The current page must be a path inside Brightpath',
  history: `At most ${ASSISTANT_LIMITS.historyMax} earlier turns`,
  /** The widget's reply when the call fails (spec 001 section 8). */
  failure: "I'm sorry, I'm having trouble responding right now. Please try again later.",
} as const;

/** The quick-question chips (spec 001 section 2), in order, with the question each one asks. */
export const ASSISTANT_CHIPS = [
  { label: 'Study Tips', question: 'Can you give me some study tips?' },
  { label: 'Next Steps', question: 'What should I study next?' },
  { label: 'Explain Simply', question: 'Can you explain my current topic simply?' },
] as const;

export const ASSISTANT_SUGGESTION_TYPES = ['tip', 'concept', 'example', 'next-step'] as const;
export type AssistantSuggestionType = (typeof ASSISTANT_SUGGESTION_TYPES)[number];

/** One smart suggestion (spec 001 section 3 "Assistant suggestion"); relevance from 0 to 1, highest first. */
export const AssistantSuggestionSchema = z.object({
  id: z.string().min(1),
  type: z.enum(ASSISTANT_SUGGESTION_TYPES),
  title: z.string().min(1),
  content: z.string().min(1),
  /** Where it applies: the page or subject it was made for. */
  context: z.string(),
  relevance: z.number().min(0).max(1),
});
export type AssistantSuggestion = z.infer<typeof AssistantSuggestionSchema>;

const pagePath = text(ASSISTANT_MESSAGES.page)
  .trim()
  .min(1, ASSISTANT_MESSAGES.page)
  .max(ASSISTANT_LIMITS.pageMax, ASSISTANT_MESSAGES.page)
  .refine((p) => p.startsWith('/') && !p.startsWith('//'), ASSISTANT_MESSAGES.page);

/** The page the learner is on (spec 001 section 3 "Assistant request context"). Progress is a hint: the server reads the learner's own. */
export const AssistantContextSchema = z.object({
  currentPage: pagePath,
  currentSubject: text().trim().max(ASSISTANT_LIMITS.subjectMax).optional(),
  /** The catalogue subject the page is about, when there is one (the chat's subject). */
  subjectId: dbId().optional(),
  /** A topic or skill the page is about (the lesson's topic, /chat?skill=). */
  topic: text().trim().max(ASSISTANT_LIMITS.subjectMax).optional(),
  userProgress: z.record(z.string().max(50), z.union([z.number(), z.string().max(100), z.boolean()])).optional(),
  conversationHistory: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: text().max(ASSISTANT_LIMITS.turnMax) }))
    .max(ASSISTANT_LIMITS.historyMax, ASSISTANT_MESSAGES.history)
    .optional()
    .default([]),
});
export type AssistantContext = z.input<typeof AssistantContextSchema>;

/** POST /api/ai-assistant. */
export const AssistantRequestSchema = z.object({
  question: text(ASSISTANT_MESSAGES.questionRequired)
    .trim()
    .min(1, ASSISTANT_MESSAGES.questionRequired)
    .max(ASSISTANT_LIMITS.questionMax, ASSISTANT_MESSAGES.questionTooLong),
  context: AssistantContextSchema,
});
export type AssistantRequest = z.input<typeof AssistantRequestSchema>;

export const AssistantResponseSchema = z.object({ response: z.string().min(1) });
export type AssistantResponse = z.infer<typeof AssistantResponseSchema>;

/** GET /api/ai-assistant/suggestions?currentPage=&subjectId=&topic= */
export const AssistantSuggestionsQuerySchema = z.object({
  currentPage: pagePath,
  subjectId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  topic: text().trim().max(ASSISTANT_LIMITS.subjectMax).optional(),
});
export const AssistantSuggestionsSchema = z.object({
  suggestions: z.array(AssistantSuggestionSchema).max(ASSISTANT_LIMITS.suggestionsMax),
});
export type AssistantSuggestions = z.infer<typeof AssistantSuggestionsSchema>;
