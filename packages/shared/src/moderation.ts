import { z } from 'zod';
import { dbIdParam } from './fields';

/** How the safety step acted on a turn (DESIGN.md section 4). */
export const MODERATION_ACTIONS = ['support', 'refuse', 'redirect', 'remove-personal-data'] as const;
export const MODERATION_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export type ModerationSeverity = (typeof MODERATION_SEVERITIES)[number];
/**
 * Where a moderated turn happened: the tutor chat, the floating assistant, a structured lesson's topic, or a question
 * about the learner's own learning (the history page's Ask About Your Learning).
 */
export const MODERATION_SOURCES = ['chat', 'assistant', 'lesson', 'history'] as const;
export type ModerationSource = (typeof MODERATION_SOURCES)[number];

/** One moderated turn, as an administrator reviews it. */
export const ModerationEventSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** Null for a guest learner who has not registered. */
  username: z.string().nullable(),
  source: z.enum(MODERATION_SOURCES),
  /** Null for the assistant and lessons, which have no conversation. */
  conversationId: z.number().int().nullable(),
  messageId: z.number().int().nullable(),
  /**
   * The start of the learner's text (the chat message, the assistant question or the lesson topic), so the
   * turn can be reviewed without opening anything else.
   */
  excerpt: z.string().nullable(),
  direction: z.enum(['input', 'output']),
  category: z.string(),
  severity: z.enum(MODERATION_SEVERITIES),
  action: z.enum(MODERATION_ACTIONS),
  ageGroup: z.enum(['child', 'teen', 'adult']),
  provider: z.string(),
  createdAt: z.string(),
});
export type ModerationEvent = z.infer<typeof ModerationEventSchema>;

export const MODERATION_PAGE_MAX = 100;

export const ModerationEventsQuerySchema = z.object({
  limit: z.coerce
    .number('The limit must be a whole number from 1 to 100')
    .int('The limit must be a whole number from 1 to 100')
    .min(1, 'The limit must be a whole number from 1 to 100')
    .max(MODERATION_PAGE_MAX, 'The limit must be a whole number from 1 to 100')
    .default(50),
  /** The id of the last event of the previous page: the next page holds older events. */
  before: dbIdParam('before must be an event id').optional(),
  userId: dbIdParam('userId must be a learner id').optional(),
  severity: z.enum(MODERATION_SEVERITIES, 'severity must be low, medium, high or critical').optional(),
  source: z.enum(MODERATION_SOURCES, 'source must be chat, assistant, lesson or history').optional(),
});

export const ModerationEventsPageSchema = z.object({
  events: z.array(ModerationEventSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type ModerationEventsPage = z.infer<typeof ModerationEventsPageSchema>;
