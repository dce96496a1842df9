import { z } from 'zod';
import { ApiErrorSchema } from './errors';
import { dbId, text } from './fields';

export const CHAT_LIMITS = {
  messageMax: 4000,
  historyMax: 50,
  startersShown: 6,
  defaultAge: 16,
} as const;

export const CHAT_MESSAGES = {
  messageRequired: 'Please type a message',
  messageTooLong: `Messages can be at most ${4000} characters`,
  /** The specified apology that replaces a failed reply (spec 001 section 8). */
  apology: "I'm having trouble responding right now. Could you try asking your question again?",
  failedToSend: 'Failed to send message',
  failedToStart: 'Failed to start tutoring session',
  failedResponse: 'Failed to get AI response. Please try again.',
} as const;

export const ChatRoleSchema = z.enum(['user', 'assistant']);

/** POST /api/chat/tutor (spec 001 section 7). History from the client is only a hint: the server keeps the conversation. */
export const ChatTutorRequestSchema = z.object({
  userMessage: text(CHAT_MESSAGES.messageRequired)
    .trim()
    .min(1, CHAT_MESSAGES.messageRequired)
    .max(CHAT_LIMITS.messageMax, CHAT_MESSAGES.messageTooLong),
  subjectId: dbId({ type: 'Choose a subject first', positive: 'Choose a subject first' }),
  conversationHistory: z
    .array(z.object({ role: ChatRoleSchema, content: text().max(CHAT_LIMITS.messageMax) }))
    .max(CHAT_LIMITS.historyMax)
    .optional()
    .default([]),
  /** A hint only: the server uses the learner's stored age. */
  userAge: z.number().int().min(1).max(120).optional(),
  stream: z.boolean().optional().default(false),
  /** Continue this conversation; without it the learner's latest conversation for the subject is used. */
  conversationId: dbId().optional(),
  /** A skill from the skill tree (/chat?skill=) to focus on. */
  skill: text().trim().max(100).optional(),
});
export type ChatTutorRequest = z.input<typeof ChatTutorRequestSchema>;

/**
 * Every tutor provider (DESIGN.md section 4): the one list. The server's TUTOR_PROVIDER setting, its provider
 * switch, the API schemas below, GET /api/config and the stored `provider` column all derive from it.
 */
export const TUTOR_PROVIDERS = ['offline', 'openai', 'anthropic', 'ollama', 'openai-compatible'] as const;
export type TutorProvider = (typeof TUTOR_PROVIDERS)[number];
export const TutorProviderSchema = z.enum(TUTOR_PROVIDERS);

/** Non-streaming answer; the streaming answer ends with the same fields in its `done` event. */
export const ChatTutorResponseSchema = z.object({
  response: z.string(),
  conversationId: z.number().int(),
  messageId: z.number().int(),
  tutoringSessionId: z.number().int(),
  provider: TutorProviderSchema,
  /** True when the reply was refused or redirected by the safety step. */
  moderated: z.boolean(),
});
export type ChatTutorResponse = z.infer<typeof ChatTutorResponseSchema>;

/**
 * Server-sent events of a streamed reply (Content-Type text/event-stream):
 *   event: meta  data: {conversationId, tutoringSessionId, provider}
 *   event: delta data: {text}            (repeated)
 *   event: done  data: ChatTutorResponse
 *   event: error data: {message}         (the apology; the learner's message is kept)
 */
export const ChatStreamMetaSchema = z.object({
  conversationId: z.number().int(),
  tutoringSessionId: z.number().int(),
  provider: TutorProviderSchema,
});
export const ChatStreamDeltaSchema = z.object({ text: z.string() });
export const ChatStreamErrorSchema = z.object({ message: z.string() });

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  role: ChatRoleSchema,
  content: z.string(),
  createdAt: z.string(),
  /** Whether the offline tutor wrote this reply (the UI labels it). */
  provider: TutorProviderSchema.nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ConversationSchema = z.object({
  id: z.number().int(),
  subjectId: z.number().int(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** POST /api/sessions (spec 001 section 7). */
export const CreateTutoringSessionSchema = z.object({
  userId: dbId().optional(),
  subjectId: dbId({ positive: 'Choose a subject first' }),
  concepts: z.array(text().max(200)).max(50).optional().default([]),
  realWorldExamples: z.array(text().max(500)).max(50).optional().default([]),
});

export const TutoringSessionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  subjectId: z.number().int(),
  conversationId: z.number().int().nullable(),
  concepts: z.array(z.string()),
  realWorldExamples: z.array(z.string()),
  startedAt: z.string(),
  /** The month the session counts against (YYYY-MM). */
  usageMonth: z.string(),
});
export type TutoringSession = z.infer<typeof TutoringSessionSchema>;

/**
 * Monthly tutoring sessions per plan by default (DESIGN.md decision 6); -1 is unlimited. The server enforces the limits
 * in force, read from the database (plan_settings; GET /api/plans answers them): billing.ts DEFAULT_SESSION_LIMITS.
 */
export { DEFAULT_SESSION_LIMITS as PLAN_SESSION_LIMITS } from './billing';

/** The refusal past the monthly limit (docs/decisions/037), naming the plan; the Free plan's text is the one of old. */
export const PLAN_LIMIT_MESSAGE = (limit: number, planName = 'Free') =>
  `You have used all ${limit} tutoring sessions of the ${planName} plan this month. Upgrade your plan to keep learning.`;

/** POST /api/conversations: a new, empty conversation ('Change Subject' or a new chat). */
export const CreateConversationSchema = z.object({
  subjectId: dbId({ type: 'Choose a subject first', positive: 'Choose a subject first' }),
});
export type CreateConversation = z.input<typeof CreateConversationSchema>;

/** The 403 PLAN_LIMIT answer: the usual error shape plus where to upgrade. */
export const PlanLimitErrorSchema = ApiErrorSchema.extend({ upgradeUrl: z.string().optional() });

/** The 502 TUTOR_UNAVAILABLE answer: the apology, and the conversation the learner's message was kept in (to retry in). */
export const TutorUnavailableErrorSchema = ApiErrorSchema.extend({ conversationId: z.number().int().optional() });

/**
 * GET /api/chat/send (the call spec 002 section 7's automated API test names): whether the caller could send the tutor
 * a message now, read-only: the provider, this month's tutoring sessions against the plan's limit (-1 unlimited) and the
 * tutor messages of the last 24 hours against the daily limit.
 */
export const ChatSendStatusSchema = z.object({
  tutorProvider: TutorProviderSchema,
  canSend: z.boolean(),
  sessionsThisMonth: z.number().int(),
  sessionsLimit: z.number().int(),
  messagesToday: z.number().int(),
  dailyLimit: z.number().int(),
});
export type ChatSendStatus = z.infer<typeof ChatSendStatusSchema>;
