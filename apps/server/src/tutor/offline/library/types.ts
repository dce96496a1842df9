import type { AgeGroup } from '@brightpath/shared/age';

/**
 * One topic card of the offline tutor's bundled library: original text written for Brightpath.
 * The offline tutor explains from `explanation[group]` (the learner's reading level), asks one of
 * `checkQuestions` and grades the answer by rules against `acceptable`.
 */
export type TopicCard = {
  /** Stable id, '<subject-slug>-<topic-slug>', e.g. 'math-fractions'. */
  id: string;
  /** Catalogue subject id: 1 Mathematics, 2 Science, 3 Reading & Language Arts, 4 History & Social Studies,
   * 5 College Prep, 6 Financial Literacy, 7 Study Techniques, 8 Time Management, 9 Cooking & Nutrition,
   * 10 Practical Home Skills, 11 Career Guidance, 12 Interview Prep, 13 Communication. */
  subjectId: number;
  title: string;
  /** Words and synonyms a learner might use for this topic (search tolerates typos on top of these). */
  keywords: string[];
  /** 2 to 5 sentences each. child: Flesch-Kincaid grade <= 5, short sentences, at most ~60 words;
   * teen: grade <= 9; adult: grade <= 12. */
  explanation: Record<AgeGroup, string>;
  /** 3 to 5 short key concepts. */
  keyConcepts: string[];
  workedExample: { problem: string; steps: string[]; answer: string };
  /** 2 or 3 questions with a short model answer; `acceptable` lists the words or numbers that make an
   * answer right (any one of them, case-insensitive), so grading is by rules, never by a model. */
  checkQuestions: { question: string; answer: string; acceptable: string[] }[];
  realWorldExample: string;
  /** Ids of related cards (for learning connections). */
  related: string[];
  /** How far along a learner usually meets it: practice for children draws on 'basic' cards first,
   * a 'challenging' problem on 'advanced' ones. Unset means 'core'. */
  level?: 'basic' | 'core' | 'advanced';
};
