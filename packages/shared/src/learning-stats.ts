import { z } from 'zod';
import { SUBJECT_LEVELS } from './subjects';

/**
 * The dashboard and progress-page figures (spec 001 section 9, spec 002 section 9). The specification keeps two
 * readings of the same data and DESIGN.md decision 6 keeps both: the dashboard uses Reading A, the progress page
 * Reading B. Both are computed from one set of aggregate counts the server reads in SQL (never a message list).
 */

/** Both readings cap the streak at 7 days. */
export const STREAK_CAP_DAYS = 7;
/** Progress page: a subject shows its mastery badge at this mastery percent or above ("the badge default at 50%"). */
export const MASTERY_BADGE_PERCENT = 50;

export const READING_A = {
  userMessagesPerConcept: 3,
  minutesPerUserMessage: 2.5,
  progressPerMessage: 5,
  progressPerSession: 10,
} as const;

export const READING_B = {
  minutesPerUserMessage: 2,
  userMessagesPerConcept: 2,
  masteryPerInteraction: 2,
  masteryPerSession: 5,
  /** The subject bar is full at 20 messages ("messages / 20 capped at 100%"). */
  messagesForFullBar: 20,
} as const;

const count = () => z.number().int().nonnegative();
const percent = () => z.number().int().min(0).max(100);

/** One of the learner's chosen subjects with its counts (zeros when not studied yet). */
export const SubjectActivitySchema = z.object({
  subjectId: z.number().int(),
  name: z.string(),
  level: z.enum(SUBJECT_LEVELS),
  /** Tutoring sessions in this subject. */
  sessions: count(),
  /** Messages the learner sent in this subject. */
  userMessages: count(),
  /** All messages of this subject's conversations: the learner's and the tutor's. */
  messages: count(),
});
export type SubjectActivity = z.infer<typeof SubjectActivitySchema>;

/** The most recent tutoring session, for the 'Last Learning Session' card; startedAt is an ISO instant. */
export const LastSessionSchema = z.object({ subjectId: z.number().int(), subjectName: z.string(), startedAt: z.string() });
export type LastSession = z.infer<typeof LastSessionSchema>;

/** What the server aggregates for one learner; days are local days in the learner's time zone. */
export const LearnerActivitySchema = z.object({
  /** Tutoring sessions. */
  sessions: count(),
  /** Distinct local days with a tutoring session (Reading A's streak). */
  sessionDays: count(),
  /** Distinct local days with a tutoring session or a saved timed study session (Reading B's "study days"). */
  studyDays: count(),
  /** Messages the learner sent, every subject. */
  userMessages: count(),
  /** The learner's chosen subjects; the number of subjects everywhere is this list's length. */
  subjects: z.array(SubjectActivitySchema),
  /** Saved study-timer records of both types (timed_session and pomodoro_session). */
  timedSessions: count(),
  /** Of those, the pomodoro_session records. */
  pomodoros: count(),
  /** Whole minutes of all saved timer records. */
  studyMinutes: count(),
  assessmentCompleted: z.boolean(),
  lastSession: LastSessionSchema.nullable(),
});
export type LearnerActivity = z.infer<typeof LearnerActivitySchema>;

export function emptyLearnerActivity(): LearnerActivity {
  return {
    sessions: 0,
    sessionDays: 0,
    studyDays: 0,
    userMessages: 0,
    subjects: [],
    timedSessions: 0,
    pomodoros: 0,
    studyMinutes: 0,
    assessmentCompleted: false,
    lastSession: null,
  };
}

/** The counts achievements and recommendations read. */
export type LearnerCounts = {
  sessions: number;
  userMessages: number;
  /** Number of chosen subjects. */
  subjects: number;
  timedSessions: number;
  assessmentCompleted: boolean;
};

export function learnerCounts(a: LearnerActivity): LearnerCounts {
  return {
    sessions: a.sessions,
    userMessages: a.userMessages,
    subjects: a.subjects.length,
    timedSessions: a.timedSessions,
    assessmentCompleted: a.assessmentCompleted,
  };
}

// Reading A: the dashboard.

export const SubjectProgressSchema = z.object({
  /** The subject id again: a learner holds each subject once, so it identifies the card. */
  id: z.number().int(),
  subjectId: z.number().int(),
  level: z.enum(SUBJECT_LEVELS),
  progress: percent(),
  subject: z.object({ name: z.string() }),
});
export type SubjectProgress = z.infer<typeof SubjectProgressSchema>;

/** Dashboard stats (spec 001 section 3): the four stat cards and the subject progress cards. */
export const DashboardStatsSchema = z.object({
  totalSessions: count(),
  /** Days. */
  streak: z.number().int().min(0).max(STREAK_CAP_DAYS),
  conceptsMastered: count(),
  /** Minutes ('Avg. Session' card, in min); a multiple of 0.5, not rounded here. */
  avgSessionTime: z.number().nonnegative(),
  subjectProgress: z.array(SubjectProgressSchema),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/**
 * Reading A, read literally:
 * - "streak is the number of distinct session days, capped at 7": distinct days, not consecutive ones;
 * - "average session time is user messages times 2.5, or 0 with no sessions": NOT divided by the number of
 *   sessions (the sentence names no division); the session count only decides the 0;
 * - "5 times that subject's messages plus 10 times its sessions": the same bullet says "user messages" where it
 *   means the learner's, so "that subject's messages" are all its messages, the learner's and the tutor's.
 */
export function dashboardStats(a: LearnerActivity): DashboardStats {
  return {
    totalSessions: a.sessions,
    streak: Math.min(a.sessionDays, STREAK_CAP_DAYS),
    conceptsMastered: Math.floor(a.userMessages / READING_A.userMessagesPerConcept),
    avgSessionTime: a.sessions > 0 ? a.userMessages * READING_A.minutesPerUserMessage : 0,
    subjectProgress: a.subjects.map((s) => ({
      id: s.subjectId,
      subjectId: s.subjectId,
      level: s.level,
      progress: Math.min(100, READING_A.progressPerMessage * s.messages + READING_A.progressPerSession * s.sessions),
      subject: { name: s.name },
    })),
  };
}

// Reading B: the progress page.

export const SubjectMasterySchema = z.object({
  subjectId: z.number().int(),
  name: z.string(),
  level: z.enum(SUBJECT_LEVELS),
  sessions: count(),
  messages: count(),
  /** The Overview tab's subject bar, percent. */
  progress: percent(),
  /** The Analytics tab's Subject Mastery, percent. */
  mastery: percent(),
  /** The mastery badge: mastery of MASTERY_BADGE_PERCENT or more. */
  mastered: z.boolean(),
});
export type SubjectMastery = z.infer<typeof SubjectMasterySchema>;

export const ProgressOverviewSchema = z.object({
  /** 'Study Sessions'. */
  totalSessions: count(),
  /** 'Time Studied', minutes. */
  studyTime: count(),
  /** 'Concepts Learned'. */
  conceptsLearned: count(),
  /** 'Study Streak', days. */
  streak: z.number().int().min(0).max(STREAK_CAP_DAYS),
  /** Learning Overview's focus time, minutes. */
  focusTime: count(),
  subjects: z.array(SubjectMasterySchema),
  lastSession: LastSessionSchema.nullable(),
});
export type ProgressOverview = z.infer<typeof ProgressOverviewSchema>;

/**
 * Reading B, read literally:
 * - "streak is min(distinct study days or sessions, 7)": distinct study days, or the session count when there is
 *   no study day (the "or" is a fallback, as `days || sessions`); study days include timed study sessions;
 * - study time and focus time are both 2 minutes per user message (timer minutes are not added: the spec says so);
 * - "mastery ... interactions x 2 + sessions x 5": an interaction is one exchange, counted by the learner's messages;
 * - "the subject progress bar is messages / 20 capped at 100%": all messages of the subject (learner and tutor),
 *   20 of them fill the bar, so the percent is messages x 5.
 */
export function progressOverview(a: LearnerActivity): ProgressOverview {
  return {
    totalSessions: a.sessions,
    studyTime: a.userMessages * READING_B.minutesPerUserMessage,
    conceptsLearned: Math.floor(a.userMessages / READING_B.userMessagesPerConcept),
    streak: Math.min(a.studyDays || a.sessions, STREAK_CAP_DAYS),
    focusTime: a.userMessages * READING_B.minutesPerUserMessage,
    subjects: a.subjects.map((s) => {
      const mastery = Math.min(100, s.userMessages * READING_B.masteryPerInteraction + s.sessions * READING_B.masteryPerSession);
      return {
        subjectId: s.subjectId,
        name: s.name,
        level: s.level,
        sessions: s.sessions,
        messages: s.messages,
        progress: Math.min(100, Math.floor((s.messages * 100) / READING_B.messagesForFullBar)),
        mastery,
        mastered: mastery >= MASTERY_BADGE_PERCENT,
      };
    }),
    lastSession: a.lastSession,
  };
}

/** Minutes as hours and minutes ("Learning time shows hours and minutes", spec 002 section 9): 125 is '2h 5m'. */
export function formatHoursMinutes(minutes: number): string {
  const whole = Number.isFinite(minutes) ? Math.max(0, Math.floor(minutes)) : 0;
  return `${Math.floor(whole / 60)}h ${whole % 60}m`;
}
