// Alpha testing feedback (spec 002 sections 2, 3, 5, 7 and 8): the form anyone may send, and the list an operator reads
// and marks handled (GET /api/admin/feedback, POST /api/admin/feedback/:id/handled).
import { z } from 'zod';
import { dbIdParam, text } from './fields';

/** The six categories (spec 002 section 3), in the order the form offers them; general is the default. */
export const FEEDBACK_CATEGORIES = [
  { value: 'general', label: 'General Feedback' },
  { value: 'bug', label: 'Bug Report' },
  { value: 'feature', label: 'Feature Request' },
  { value: 'usability', label: 'Usability' },
  { value: 'content', label: 'Content' },
  { value: 'performance', label: 'Performance' },
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]['value'];
const CATEGORY_VALUES = FEEDBACK_CATEGORIES.map((c) => c.value) as [FeedbackCategory, ...FeedbackCategory[]];
export const DEFAULT_FEEDBACK_CATEGORY: FeedbackCategory = 'general';

/** The rating, 1 to 5, sent as text (spec 002 section 3: "rating (string 1 to 5)"). */
export const FEEDBACK_RATINGS = ['1', '2', '3', '4', '5'] as const;

export const FEEDBACK_LIMITS = {
  titleMin: 5,
  titleMax: 200,
  descriptionMin: 10,
  descriptionMax: 5000,
  reproductionMax: 2000,
  noteMax: 1000,
  pageDefault: 20,
  pageMax: 100,
  /** Submissions per IP address per hour (POST /api/feedback). */
  perIpPerHour: 20,
} as const;

/** The specified texts (spec 002 sections 2, 5 and 8), verbatim. */
export const FEEDBACK_MESSAGES = {
  heading: 'Alpha Testing Feedback',
  ratingRequired: 'Please provide a rating',
  titleMin: 'Title must be at least 5 characters',
  descriptionMin: 'Please provide more details',
  emailInvalid: 'Please provide a valid email',
  categoryInvalid: 'Please choose one of the six categories',
  submittedTitle: 'Feedback Submitted',
  submitted: 'Thank you! Your feedback helps us improve Brightpath.',
  failedTitle: 'Submission Failed',
  failed: 'Please try again or contact support directly.',
  thankYou: 'Thank You',
  returnToDashboard: 'Return to Dashboard',
  titleTooLong: `Titles can be at most ${FEEDBACK_LIMITS.titleMax} characters`,
  descriptionTooLong: `Descriptions can be at most ${FEEDBACK_LIMITS.descriptionMax} characters`,
  reproductionTooLong: `At most ${FEEDBACK_LIMITS.reproductionMax} characters`,
  noteTooLong: `Notes can be at most ${FEEDBACK_LIMITS.noteMax} characters`,
  notFound: 'No such feedback',
  handledTitle: 'Feedback Handled',
} as const;

const reproduction = text(FEEDBACK_MESSAGES.reproductionTooLong)
  .trim()
  .max(FEEDBACK_LIMITS.reproductionMax, FEEDBACK_MESSAGES.reproductionTooLong)
  .optional()
  .default('');

/**
 * What the form sends (POST /api/feedback). The three reproduction fields belong to a bug report only: for any other
 * category they are dropped, whatever was sent.
 */
export const FeedbackInputSchema = z
  .object({
    category: z.enum(CATEGORY_VALUES, FEEDBACK_MESSAGES.categoryInvalid).optional().default(DEFAULT_FEEDBACK_CATEGORY),
    rating: z.enum(FEEDBACK_RATINGS, FEEDBACK_MESSAGES.ratingRequired),
    title: text(FEEDBACK_MESSAGES.titleMin)
      .trim()
      .min(FEEDBACK_LIMITS.titleMin, FEEDBACK_MESSAGES.titleMin)
      .max(FEEDBACK_LIMITS.titleMax, FEEDBACK_MESSAGES.titleTooLong),
    description: text(FEEDBACK_MESSAGES.descriptionMin)
      .trim()
      .min(FEEDBACK_LIMITS.descriptionMin, FEEDBACK_MESSAGES.descriptionMin)
      .max(FEEDBACK_LIMITS.descriptionMax, FEEDBACK_MESSAGES.descriptionTooLong),
    userEmail: z
      .union(
        [
          z.literal(''),
          text(FEEDBACK_MESSAGES.emailInvalid)
            .trim()
            .max(254, FEEDBACK_MESSAGES.emailInvalid)
            .pipe(z.email(FEEDBACK_MESSAGES.emailInvalid)),
        ],
        {
          error: FEEDBACK_MESSAGES.emailInvalid,
        },
      )
      .optional()
      .default(''),
    reproductionSteps: reproduction,
    expectedBehavior: reproduction,
    actualBehavior: reproduction,
  })
  .transform((f) => (f.category === 'bug' ? f : { ...f, reproductionSteps: '', expectedBehavior: '', actualBehavior: '' }));
export type FeedbackInput = z.input<typeof FeedbackInputSchema>;
export type FeedbackValues = z.output<typeof FeedbackInputSchema>;

/** The answer to a submission: its id and when it was received. */
export const FeedbackReceiptSchema = z.object({ id: z.number().int(), createdAt: z.string() });
export type FeedbackReceipt = z.infer<typeof FeedbackReceiptSchema>;

/** One piece of feedback as an operator reads it. */
export const FeedbackItemSchema = z.object({
  id: z.number().int(),
  category: z.enum(CATEGORY_VALUES),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  description: z.string(),
  userEmail: z.string().nullable(),
  reproductionSteps: z.string().nullable(),
  expectedBehavior: z.string().nullable(),
  actualBehavior: z.string().nullable(),
  /** The account that sent it, when one was signed in (null: a visitor, or an account since deleted). */
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  createdAt: z.string(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  handledNote: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;

/** GET /api/admin/feedback: newest first, a page at a time; handled filters (absent: both). */
export const FeedbackListQuerySchema = z.object({
  handled: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(FEEDBACK_LIMITS.pageMax).optional().default(FEEDBACK_LIMITS.pageDefault),
});
export type FeedbackListQuery = z.input<typeof FeedbackListQuerySchema>;

export const FeedbackPageSchema = z.object({
  items: z.array(FeedbackItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FeedbackPage = z.infer<typeof FeedbackPageSchema>;

export const FeedbackIdParams = z.object({ id: dbIdParam() });

/** POST /api/admin/feedback/:id/handled: an optional note of what was done. */
export const MarkFeedbackHandledSchema = z.object({
  note: text(FEEDBACK_MESSAGES.noteTooLong).trim().max(FEEDBACK_LIMITS.noteMax, FEEDBACK_MESSAGES.noteTooLong).optional(),
});
export type MarkFeedbackHandled = z.infer<typeof MarkFeedbackHandledSchema>;

/** The answer to marking handled: the feedback's handling as it now is. */
export const FeedbackHandledSchema = FeedbackItemSchema.pick({
  id: true,
  handled: true,
  handledAt: true,
  handledBy: true,
  handledNote: true,
});
export type FeedbackHandled = z.infer<typeof FeedbackHandledSchema>;
