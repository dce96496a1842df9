import { z } from 'zod';
import { ReasonSchema } from './admin-reason';
import { dbId, dbIdParam, text } from './fields';

/** The icons a subject can have (the web draws each with its own lucide icon: components/subject-icon.tsx). */
export const SUBJECT_ICONS = [
  'calculator',
  'flask',
  'book-open',
  'landmark',
  'dollar-sign',
  'utensils',
  'tools',
  'graduation-cap',
  'lightbulb',
  'clock',
  'house',
  'compass',
  'briefcase',
  'messages',
  'code',
  'palette',
] as const;
export const SUBJECT_CATEGORIES = ['Academic', 'Future Planning', 'Life Skills', 'Professional'] as const;
export const SUBJECT_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type SubjectLevel = (typeof SUBJECT_LEVELS)[number];

/** A subject of the catalogue (seeded by migrations; ids 1 to 5 are the core subjects, 14 and 15 Programming and Art). */
export const SubjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  icon: z.enum(SUBJECT_ICONS),
  minAge: z.number().int(),
  maxAge: z.number().int(),
});
export type Subject = z.infer<typeof SubjectSchema>;

/** An unknown id is shown as 'Subject {id}' in category General (spec 002 section 1). */
export const unknownSubject = (id: number) => ({ id, name: `Subject ${id}`, category: 'General' });

export const UserSubjectInputSchema = z.object({
  userId: dbId().optional(),
  subjectId: dbId({ positive: 'Choose a subject' }),
  level: z.enum(SUBJECT_LEVELS, 'Level must be beginner, intermediate or advanced').default('beginner'),
});
export type UserSubjectInput = z.input<typeof UserSubjectInputSchema>;

/** The whole selection at once (PUT /api/user-subjects): one transaction, deselected subjects removed. */
export const UserSubjectSelectionSchema = z.object({
  subjects: z
    .array(UserSubjectInputSchema.omit({ userId: true }))
    .min(1, 'Please select at least one subject to continue.')
    .max(50),
});

export const UserSubjectSchema = z.object({
  userId: z.number().int(),
  subjectId: z.number().int(),
  level: z.enum(SUBJECT_LEVELS),
  subject: SubjectSchema,
});
export type UserSubject = z.infer<typeof UserSubjectSchema>;

export const SUBJECT_REQUEST_MESSAGES = { nameRequired: 'Please enter a subject name' } as const;

export const SubjectRequestInputSchema = z.object({
  name: text(SUBJECT_REQUEST_MESSAGES.nameRequired)
    .trim()
    .min(1, SUBJECT_REQUEST_MESSAGES.nameRequired)
    .max(100, 'Subject name must be at most 100 characters'),
  description: text().trim().max(1000, 'Description must be at most 1000 characters').optional().default(''),
});
export type SubjectRequestInput = z.input<typeof SubjectRequestInputSchema>;

/** A custom subject request (spec 000 section 3); description defaults to 'Custom subject: {name}'. */
export const SubjectRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.literal('Custom'),
  userId: z.number().int(),
  requested: z.boolean(),
  requestedAt: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
});
export type SubjectRequest = z.infer<typeof SubjectRequestSchema>;

// --- Subject requests as operators handle them (the admin console; docs/decisions/040) ---

export const SUBJECT_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type SubjectRequestStatus = (typeof SUBJECT_REQUEST_STATUSES)[number];

export const SUBJECT_REQUEST_ADMIN_MESSAGES = {
  handled: 'Request Updated',
  handleFailed: 'Failed to update the request. Please try again.',
  notFound: 'No subject request with that id.',
  alreadyHandled: 'This request has already been handled.',
} as const;

/** A learner's request as the console lists it: who asked, and how it was handled. */
export const AdminSubjectRequestSchema = SubjectRequestSchema.extend({
  /** Null for a guest who has not registered. */
  username: z.string().nullable(),
  /** The administrator's note when it was handled. */
  note: z.string().nullable(),
  handledAt: z.string().nullable(),
  /** The administrator's username when they handled it. */
  handledBy: z.string().nullable(),
});
export type AdminSubjectRequest = z.infer<typeof AdminSubjectRequestSchema>;

export const AdminSubjectRequestsQuerySchema = z.object({
  status: z.enum(SUBJECT_REQUEST_STATUSES, 'status must be pending, approved or declined').optional(),
  before: dbIdParam('before must be a request id').optional(),
  limit: z.coerce
    .number('The limit must be a whole number from 1 to 100')
    .int('The limit must be a whole number from 1 to 100')
    .min(1, 'The limit must be a whole number from 1 to 100')
    .max(100, 'The limit must be a whole number from 1 to 100')
    .default(50),
});
export type AdminSubjectRequestsQuery = z.input<typeof AdminSubjectRequestsQuerySchema>;

export const AdminSubjectRequestsPageSchema = z.object({
  requests: z.array(AdminSubjectRequestSchema),
  nextBefore: z.number().int().nullable(),
  /** Requests still waiting, in all. */
  pending: z.number().int().nonnegative(),
});
export type AdminSubjectRequestsPage = z.infer<typeof AdminSubjectRequestsPageSchema>;

export const SubjectRequestParamsSchema = z.object({ id: dbIdParam('id must be a request id') });

/** POST /api/admin/subject-requests/:id/handle: approved (the subject will be added) or declined, with a note. */
export const HandleSubjectRequestSchema = z.object({
  status: z.enum(['approved', 'declined'], 'status must be approved or declined'),
  note: ReasonSchema,
});
export type HandleSubjectRequest = z.input<typeof HandleSubjectRequestSchema>;
