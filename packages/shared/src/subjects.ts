import { z } from 'zod';
import { dbId, text } from './fields';

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
