// The shape of a topic card as written in content/<subject-slug>.json, checked with zod when the
// library loads: the content is edited by hand (and by subject experts), so a typo in a field name
// or a missing reading level must stop the server at start, not surface as a blank reply to a learner.
import { z } from 'zod';

/**
 * Catalogue subject slug -> numeric subject id (apps/server/drizzle/0002_seed_subjects.sql, and
 * 0020_programming_and_art.sql for Programming and Art). The content
 * files are keyed by slug so that they read without the seed at hand; this is the only place the two meet
 * (content.test.ts checks it against the seed).
 */
export const SUBJECT_IDS = {
  mathematics: 1,
  science: 2,
  'reading-language-arts': 3,
  'history-social-studies': 4,
  'college-prep': 5,
  'financial-literacy': 6,
  'study-techniques': 7,
  'time-management': 8,
  'cooking-nutrition': 9,
  'practical-home-skills': 10,
  'career-guidance': 11,
  'interview-prep': 12,
  communication: 13,
  programming: 14,
  art: 15,
} as const;
export type SubjectSlug = keyof typeof SUBJECT_IDS;
export const SUBJECT_SLUGS = Object.keys(SUBJECT_IDS) as SubjectSlug[];

const filled = z.string().trim().min(1);

export const CARD_LEVELS = ['basic', 'core', 'advanced'] as const;

/** One card as stored: everything but the subject, which the file it sits in gives. */
export const cardContentSchema = z.strictObject({
  /** Stable id, '<subject-prefix>-<topic-slug>', e.g. 'math-fractions'; other cards and saved chats refer to it. */
  id: z.string().regex(/^[a-z]+(?:-[a-z0-9]+)+$/, 'kebab-case with a subject prefix, e.g. math-fractions'),
  title: filled,
  /** How far along a learner usually meets it: practice for children draws on 'basic' cards first,
   * a 'challenging' problem on 'advanced' ones. Unset means 'core'. */
  level: z.enum(CARD_LEVELS).optional(),
  /** Words and synonyms a learner might use for this topic (search tolerates typos on top of these). */
  keywords: z.array(filled).min(4).max(10),
  /** 2 to 5 sentences each. child: Flesch-Kincaid grade <= 5, short sentences, at most ~60 words;
   * teen: grade <= 9; adult: grade <= 12 (the card tests measure these). */
  explanation: z.strictObject({ child: filled, teen: filled, adult: filled }),
  /** 3 to 5 short key concepts. */
  keyConcepts: z.array(filled).min(3).max(5),
  workedExample: z.strictObject({ problem: filled, steps: z.array(filled).min(2).max(5), answer: filled }),
  /** 2 or 3 questions with a short model answer; `acceptable` lists the words or numbers that make an
   * answer right (any one of them, lower case), so grading is by rules, never by a model. */
  checkQuestions: z
    .array(
      z.strictObject({
        question: filled,
        answer: filled,
        acceptable: z
          .array(filled.refine((s) => s === s.toLowerCase(), 'acceptable answers are written in lower case'))
          .min(1)
          .max(6),
      }),
    )
    .min(2)
    .max(3),
  realWorldExample: filled,
  /** Ids of related cards (for learning connections): the same subject, or for the small life-skills and
   * professional subjects, the same catalogue category. */
  related: z.array(filled).min(1).max(3),
});
export type CardContent = z.infer<typeof cardContentSchema>;

/** A content file: its subject and its cards. Cards are checked one by one so an error can name the card. */
export const contentFileSchema = z.strictObject({
  subject: z.enum(SUBJECT_SLUGS as [SubjectSlug, ...SubjectSlug[]]),
  cards: z.array(z.unknown()).min(1),
});

/**
 * One topic card of the offline tutor's bundled library: original text written for Brightpath.
 * The offline tutor explains from `explanation[group]` (the learner's reading level), asks one of
 * `checkQuestions` and grades the answer by rules against `acceptable`.
 */
export type TopicCard = CardContent & {
  /** Catalogue subject id, from the content file's subject slug through SUBJECT_IDS. */
  subjectId: number;
};
