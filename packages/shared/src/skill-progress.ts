// The learner's progress on the skill tree (spec 002 sections 2, 3, 4, 7 and 8; issue 23; docs/decisions/036): the
// state of each skill of a subject as GET /api/skill-progress answers it, and the progress a learner reports
// themselves (POST /api/skill-progress/{skillId}). Status and mastery are traced from graded work (mastery.ts).
import { z } from 'zod';
import { SKILL_STATUSES } from './mastery.ts';
import { SKILL_TREE_SUBJECT_NAMES } from './skills.ts';

export const SKILL_PROGRESS_MESSAGES = {
  subject: `subject must be one of ${SKILL_TREE_SUBJECT_NAMES.join(', ')}`,
  progress: 'progress must be a whole number from 0 to 100',
  skillId: 'The skill id must be a skill of the skill tree',
  skillNotFound: 'Skill not found',
  wrongSubject: (subject: string) => `This skill belongs to ${subject}`,
  /** Spec 002 section 8, verbatim ('Skill Locked' is the toast's title, the rest its text). */
  locked: 'Skill Locked: Complete the prerequisite skills first to unlock this skill.',
  /** Spec 002 section 8, verbatim: the page's toast when the update fails. */
  updateFailed: 'Failed to update skill progress. Please try again.',
} as const;

/** The Skill Locked toast (spec 002 section 8): the message above as its title and its text. */
export const SKILL_LOCKED_TOAST = {
  title: 'Skill Locked',
  description: 'Complete the prerequisite skills first to unlock this skill.',
} as const;

export const SkillTreeSubjectSchema = z.enum(SKILL_TREE_SUBJECT_NAMES, { error: SKILL_PROGRESS_MESSAGES.subject });

export const SkillProgressQuerySchema = z.object({ subject: SkillTreeSubjectSchema });

export const SkillIdParamSchema = z.object({
  skillId: z
    .string({ error: SKILL_PROGRESS_MESSAGES.skillId })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SKILL_PROGRESS_MESSAGES.skillId)
    .max(60, SKILL_PROGRESS_MESSAGES.skillId),
});

/** POST /api/skill-progress/{skillId}: progress the learner reports, in the skill's subject. */
export const SkillProgressUpdateSchema = z.object({
  progress: z
    .number({ error: SKILL_PROGRESS_MESSAGES.progress })
    .int(SKILL_PROGRESS_MESSAGES.progress)
    .min(0, SKILL_PROGRESS_MESSAGES.progress)
    .max(100, SKILL_PROGRESS_MESSAGES.progress),
  subject: SkillTreeSubjectSchema,
});
export type SkillProgressUpdate = z.infer<typeof SkillProgressUpdateSchema>;

/** One skill's state for the caller. */
export const SkillProgressSchema = z.object({
  skillId: z.string(),
  status: z.enum(SKILL_STATUSES),
  /** 0 to 100. */
  progress: z.number().int(),
  /** The knowledge-tracing estimate, 0 to 1. */
  mastery: z.number(),
  /** Graded answers counted toward the skill, and of those right. */
  answered: z.number().int(),
  correct: z.number().int(),
  /** What the learner reported themselves (0 when nothing). */
  reported: z.number().int(),
  /** When the review schedule brings the skill back (ISO), null before any graded answer. */
  reviewAt: z.string().nullable(),
  /** Its review is due now. */
  due: z.boolean(),
});
export type SkillProgress = z.infer<typeof SkillProgressSchema>;

/** GET /api/skill-progress/due: the skills whose review has come, across every subject, the longest due first. */
export const DueReviewSchema = z.object({
  skillId: z.string(),
  name: z.string(),
  subject: SkillTreeSubjectSchema,
  /** The catalogue subject the tutor opens on (/chat?skill=&subject=). */
  subjectId: z.number().int(),
  reviewAt: z.string(),
});
export type DueReview = z.infer<typeof DueReviewSchema>;
export const DueReviewsSchema = z.object({ due: z.array(DueReviewSchema) });
export type DueReviews = z.infer<typeof DueReviewsSchema>;

export const SkillProgressListSchema = z.object({
  subject: SkillTreeSubjectSchema,
  skills: z.array(SkillProgressSchema),
});
export type SkillProgressList = z.infer<typeof SkillProgressListSchema>;
