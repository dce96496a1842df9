import { z } from 'zod';
import { AGE_BANDS } from './age';
import { text } from './fields';

export const ASSESSMENT_CATEGORIES = ['learning-preferences', 'interests', 'goals', 'study-habits'] as const;
export type AssessmentCategory = (typeof ASSESSMENT_CATEGORIES)[number];

export type QuestionOption = { id: string; label: string };
export type AssessmentQuestion = { id: string; text: string; category: AssessmentCategory; options: QuestionOption[] };

export const NAME_QUESTION = 'What should we call you?';

export { ASSESSMENT_MINUTES } from './assessment-length';

export const ASSESSMENT_MESSAGES = {
  nameRequired: 'Please tell us what to call you',
  answersMissing: 'Please answer every question',
  unknownQuestion: 'Unknown question',
  unknownOption: 'Unknown answer option',
} as const;

/**
 * A completed assessment as the questionnaire submits it (POST /api/assessments). The server checks each
 * answer against the learner's question set and records its category; a retake replaces the earlier answers.
 */
export const AssessmentSubmissionSchema = z.object({
  username: text(ASSESSMENT_MESSAGES.nameRequired).trim().min(1, ASSESSMENT_MESSAGES.nameRequired).max(50),
  responses: z
    .array(z.object({ questionId: text().min(1).max(40), answer: text().min(1).max(40) }))
    .min(1, ASSESSMENT_MESSAGES.answersMissing)
    .max(40),
});
export type AssessmentSubmission = z.infer<typeof AssessmentSubmissionSchema>;

export const AssessmentResponseSchema = z.object({
  userId: z.number().int(),
  questionId: z.string(),
  answer: z.string(),
  category: z.enum(ASSESSMENT_CATEGORIES),
  timestamp: z.string(),
});
export type AssessmentResponse = z.infer<typeof AssessmentResponseSchema>;

/** The questionnaire profile (spec 000 section 3). */
export const QuestionnaireProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  age: z.number().int().nullable(),
  ageBand: z.enum(AGE_BANDS).nullable(),
  learningStyle: z.string(),
  interests: z.array(z.string()),
  createdAt: z.string(),
});

export const AssessmentSummarySchema = z.object({
  userId: z.number().int(),
  totalResponses: z.number().int(),
  completedAt: z.string(),
  questionSet: z.enum(['child', 'teen', 'adult']),
});

/** GET /api/assessments/{userId} and the answer to POST /api/assessments. */
export const AssessmentResultSchema = z.object({
  profile: QuestionnaireProfileSchema,
  responses: z.array(AssessmentResponseSchema),
  summary: AssessmentSummarySchema,
});
export type AssessmentResult = z.infer<typeof AssessmentResultSchema>;
