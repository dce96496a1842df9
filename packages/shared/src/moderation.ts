import { z } from 'zod';
import { AGE_GROUPS } from './age';
import { dbIdParam, text } from './fields';

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

/** An operator's review of a moderated turn: none yet, looked at and closed, or passed on for action (a safeguarding lead). */
export const REVIEW_STATUSES = ['unreviewed', 'reviewed', 'escalated'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const MODERATION_MESSAGES = {
  noteRequired: 'Please add a note about your review.',
  noteTooLong: 'The note can be at most 1000 characters.',
  reviewed: 'Event Reviewed',
  escalated: 'Event Escalated',
  reviewFailed: 'Failed to save the review. Please try again.',
  notFound: 'No moderation event with that id.',
  category: 'category must be a category name (lower case letters, digits and hyphens)',
  date: 'Dates must be written as YYYY-MM-DD',
} as const;

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
  review: z.object({
    status: z.enum(REVIEW_STATUSES),
    /** The reviewer's note (null while unreviewed). */
    note: z.string().nullable(),
    /** The reviewer's username when they reviewed it. */
    by: z.string().nullable(),
    at: z.string().nullable(),
  }),
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
  category: z
    .string(MODERATION_MESSAGES.category)
    .regex(/^[a-z0-9-]{1,40}$/, MODERATION_MESSAGES.category)
    .optional(),
  /** The learner's age group when it happened (the age band the reply was worded for). */
  ageGroup: z.enum(AGE_GROUPS, 'ageGroup must be child, teen or adult').optional(),
  review: z.enum(REVIEW_STATUSES, 'review must be unreviewed, reviewed or escalated').optional(),
  /** From this day (UTC, inclusive). */
  from: isoDay().optional(),
  /** Up to this day (UTC, inclusive). */
  to: isoDay().optional(),
});
export type ModerationEventsQuery = z.input<typeof ModerationEventsQuerySchema>;

/** A calendar day as YYYY-MM-DD that exists (no 2026-02-30). */
function isoDay() {
  return z
    .string(MODERATION_MESSAGES.date)
    .regex(/^\d{4}-\d{2}-\d{2}$/, MODERATION_MESSAGES.date)
    .refine(
      (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      MODERATION_MESSAGES.date,
    );
}

export const ModerationEventsPageSchema = z.object({
  events: z.array(ModerationEventSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type ModerationEventsPage = z.infer<typeof ModerationEventsPageSchema>;

/** The words of one turn: the learner's message and the tutor's reply to it (null: none stored). */
export const TurnSchema = z.object({ learner: z.string().nullable(), reply: z.string().nullable() });
export type Turn = z.infer<typeof TurnSchema>;

/**
 * GET /api/admin/moderation-events/:id: the event with the flagged turn and, as its only context, the turn before it in
 * the same conversation (null for the first turn, and for the assistant's and lessons' events, which have no
 * conversation). Reading it is recorded in the audit log as a read of that learner.
 */
export const ModerationEventDetailsSchema = z.object({
  event: ModerationEventSchema,
  turn: TurnSchema,
  previous: TurnSchema.nullable(),
});
export type ModerationEventDetails = z.infer<typeof ModerationEventDetailsSchema>;

export const ModerationEventParamsSchema = z.object({ id: dbIdParam('id must be an event id') });

/** POST /api/admin/moderation-events/:id/review: the review, with the note that is also its reason in the audit log. */
export const ReviewEventSchema = z.object({
  status: z.enum(['reviewed', 'escalated'], 'status must be reviewed or escalated'),
  note: text(MODERATION_MESSAGES.noteRequired).trim().min(1, MODERATION_MESSAGES.noteRequired).max(1000, MODERATION_MESSAGES.noteTooLong),
});
export type ReviewEvent = z.input<typeof ReviewEventSchema>;
export const ReviewResultSchema = z.object({ id: z.number().int(), review: ModerationEventSchema.shape.review });
export type ReviewResult = z.infer<typeof ReviewResultSchema>;

/** GET /api/admin/moderation-events/summary: the count on the Safety tab, and the categories the record holds. */
export const ModerationSummarySchema = z.object({
  unreviewed: z.number().int().nonnegative(),
  categories: z.array(z.string()),
});
export type ModerationSummary = z.infer<typeof ModerationSummarySchema>;
