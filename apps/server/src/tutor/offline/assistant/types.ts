// What the floating assistant's offline brain works from: the page the learner is on, the question and the
// widget's last turns, and the learner's own records (counted on the server, never the browser's hint).
import type { AgeGroup } from '@brightpath/shared/age';
import type { SubjectLevel } from '@brightpath/shared/subjects';
import type { Turn } from '@/tutor/types.ts';

/** One of the learner's chosen subjects with their tutoring in it. */
export type LearnerSubject = { subjectId: number; name: string; level: SubjectLevel; sessions: number; userMessages: number };

/** The learner's records as the assistant reads them (spec 001 section 9's counts). */
export type AssistantLearner = {
  /** Tutoring sessions, all subjects. */
  sessions: number;
  /** Messages the learner sent to the tutor, all subjects. */
  userMessages: number;
  /** Distinct days with a tutoring session. */
  studyDays: number;
  /** The chosen subjects, in catalogue order. */
  subjects: LearnerSubject[];
  assessmentCompleted: boolean;
  /** The subject of the most recent tutoring session. */
  lastSession: { subjectId: number; subjectName: string } | null;
  /** The learner's latest messages to the tutor with their subject, newest first: what they worked on lately. */
  recentWork: { subjectId: number; text: string }[];
  /** Skill-tree skills whose review has come (FSRS; docs/decisions/036), the longest due first. */
  reviewsDue?: { name: string; subject: string }[];
};

/** The page the widget floats on. */
export type AssistantPage = {
  /** The path, e.g. '/dashboard' or '/chat/1'. */
  path: string;
  /** The catalogue subject the page is about (the chat's subject), when there is one. */
  subject: { id: number; name: string } | null;
  /** A topic or skill the page is about (the lesson's topic, /chat?skill=). */
  topic: string | null;
};

export type SuggestionInput = { page: AssistantPage; ageGroup: AgeGroup; learner: AssistantLearner };

export type AssistantInput = SuggestionInput & {
  question: string;
  /** The widget's last turns, oldest first (at most 5). */
  history: Turn[];
};
