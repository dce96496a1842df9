import { z } from 'zod';
import { SUBJECT_LEVELS } from './subjects';
import { addDays } from './weekly-activity';

/**
 * The learner's figures (spec 001 section 9, spec 002 section 9), one set for every screen (DESIGN.md decision 6).
 * The specification's two readings (A for the dashboard, B for the progress page) estimated time and concepts
 * from message counts, for figures kept in the browser, and disagreed side by side. We store the real events, so
 * the server measures them once and the dashboard, /progress and its tabs show the same numbers under the
 * specification's labels:
 * - Sessions: tutoring sessions (a chat's first message, a finished lesson).
 * - Study time: the time the learner was active, from the events' timestamps: each message, lesson opened and quiz
 *   answer counts the time since the previous one when that is at most STUDY_TIME.idleMinutes (a longer gap counts
 *   STUDY_TIME.pauseMinutes: writing the message that ended it), united with the study timer's records, so time
 *   that is both chat and timer counts once.
 * - Concepts: graded work. A lesson's topic is a concept learned once its quiz is finished with at least half of
 *   the questions right at the first try; the same topic in the same subject counts once.
 * - Streak: consecutive local days with any study, up to today (a streak not yet continued today still stands).
 * - Subject progress: five sessions fill its first half and five concepts its second (SUBJECT_GOAL).
 */

/** How study time is measured from the events' timestamps (the server's statement uses these). */
export const STUDY_TIME = { idleMinutes: 10, pauseMinutes: 2 } as const;
/** A subject's progress is full at this many sessions and concepts in it, each worth half. */
export const SUBJECT_GOAL = { sessions: 5, concepts: 5 } as const;
/** Progress page: a subject shows its mastery badge at this progress percent or above ("the badge default at 50%"). */
export const MASTERY_BADGE_PERCENT = 50;

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
  /** Concepts learned in this subject (graded work). */
  concepts: count(),
});
export type SubjectActivity = z.infer<typeof SubjectActivitySchema>;

/** The most recent tutoring session, for the 'Last Learning Session' card; startedAt is an ISO instant. */
export const LastSessionSchema = z.object({ subjectId: z.number().int(), subjectName: z.string(), startedAt: z.string() });
export type LastSession = z.infer<typeof LastSessionSchema>;

/** What the server measures for one learner; days are local days in the learner's time zone. */
export const LearnerActivitySchema = z.object({
  /** Tutoring sessions. */
  sessions: count(),
  /** Minutes active, every kind of study united (the tutor, lessons, the study timer). */
  studyMinutes: count(),
  /** Of those, the minutes with the tutor and lessons (messages, lessons, quiz answers), for the average session. */
  tutoringMinutes: count(),
  /** Concepts learned, every subject (also those of a lesson without a chosen subject). */
  concepts: count(),
  /** Consecutive local days with study up to today (or up to yesterday when today has none yet). */
  streak: count(),
  /** Messages the learner sent, every subject. */
  userMessages: count(),
  /** The learner's chosen subjects; the number of subjects everywhere is this list's length. */
  subjects: z.array(SubjectActivitySchema),
  /** Saved study-timer records of both types (timed_session and pomodoro_session). */
  timedSessions: count(),
  /** Of those, the pomodoro_session records. */
  pomodoros: count(),
  /** Whole minutes of all saved timer records. */
  timerMinutes: count(),
  assessmentCompleted: z.boolean(),
  lastSession: LastSessionSchema.nullable(),
});
export type LearnerActivity = z.infer<typeof LearnerActivitySchema>;

export function emptyLearnerActivity(): LearnerActivity {
  return {
    sessions: 0,
    studyMinutes: 0,
    tutoringMinutes: 0,
    concepts: 0,
    streak: 0,
    userMessages: 0,
    subjects: [],
    timedSessions: 0,
    pomodoros: 0,
    timerMinutes: 0,
    assessmentCompleted: false,
    lastSession: null,
  };
}

/**
 * Consecutive days with study ending today, or ending yesterday when today has none yet (the streak stands until
 * the day is over). `days` are local 'YYYY-MM-DD' days; `today` is the learner's local day.
 */
export function currentStreak(days: ReadonlySet<string>, today: string): number {
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}

/** A subject's progress percent: half from its sessions, half from its concepts (SUBJECT_GOAL fills each). */
export function subjectProgress(sessions: number, concepts: number): number {
  const part = (n: number, goal: number) => Math.min(Math.max(n, 0), goal) / goal;
  return Math.round(50 * part(sessions, SUBJECT_GOAL.sessions) + 50 * part(concepts, SUBJECT_GOAL.concepts));
}

/** The average tutoring session in whole minutes, 0 with no session. */
export const averageSession = (a: Pick<LearnerActivity, 'sessions' | 'tutoringMinutes'>) =>
  a.sessions > 0 ? Math.round(a.tutoringMinutes / a.sessions) : 0;

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

// The dashboard's view of the figures.

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
  streak: count(),
  conceptsMastered: count(),
  /** Whole minutes ('Avg. Session' card, in min). */
  avgSessionTime: count(),
  subjectProgress: z.array(SubjectProgressSchema),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export function dashboardStats(a: LearnerActivity): DashboardStats {
  return {
    totalSessions: a.sessions,
    streak: a.streak,
    conceptsMastered: a.concepts,
    avgSessionTime: averageSession(a),
    subjectProgress: a.subjects.map((s) => ({
      id: s.subjectId,
      subjectId: s.subjectId,
      level: s.level,
      progress: subjectProgress(s.sessions, s.concepts),
      subject: { name: s.name },
    })),
  };
}

// The progress page's view of the same figures.

export const SubjectMasterySchema = z.object({
  subjectId: z.number().int(),
  name: z.string(),
  level: z.enum(SUBJECT_LEVELS),
  sessions: count(),
  messages: count(),
  concepts: count(),
  /** The Overview tab's subject bar, percent: the dashboard's subject progress. */
  progress: percent(),
  /** The Analytics tab's Subject Mastery, percent: the same number. */
  mastery: percent(),
  /** The mastery badge: progress of MASTERY_BADGE_PERCENT or more. */
  mastered: z.boolean(),
});
export type SubjectMastery = z.infer<typeof SubjectMasterySchema>;

export const ProgressOverviewSchema = z.object({
  /** 'Study Sessions': the dashboard's 'Total Sessions'. */
  totalSessions: count(),
  /** 'Time Studied', minutes. */
  studyTime: count(),
  /** 'Concepts Learned': the dashboard's 'Concepts Mastered'. */
  conceptsLearned: count(),
  /** 'Study Streak', days: the dashboard's 'Learning Streak'. */
  streak: count(),
  /** Learning Overview's focus time, minutes: the part of the study time spent with the tutor and lessons. */
  focusTime: count(),
  /** The dashboard's 'Avg. Session', minutes. */
  averageSession: count(),
  subjects: z.array(SubjectMasterySchema),
  lastSession: LastSessionSchema.nullable(),
});
export type ProgressOverview = z.infer<typeof ProgressOverviewSchema>;

export function progressOverview(a: LearnerActivity): ProgressOverview {
  return {
    totalSessions: a.sessions,
    studyTime: a.studyMinutes,
    conceptsLearned: a.concepts,
    streak: a.streak,
    focusTime: a.tutoringMinutes,
    averageSession: averageSession(a),
    subjects: a.subjects.map((s) => {
      const progress = subjectProgress(s.sessions, s.concepts);
      return {
        subjectId: s.subjectId,
        name: s.name,
        level: s.level,
        sessions: s.sessions,
        messages: s.messages,
        concepts: s.concepts,
        progress,
        mastery: progress,
        mastered: progress >= MASTERY_BADGE_PERCENT,
      };
    }),
    lastSession: a.lastSession,
  };
}

// The profile's view of the same figures (the Learning Statistics card of /profile).

/** The Learning Statistics card: the dashboard's figures under its labels, with the time studied and the subjects chosen. */
export const ProfileStatisticsSchema = z.object({
  /** 'Total Sessions' (the dashboard's). */
  totalSessions: count(),
  /** 'Time Studied', minutes (the progress page's). */
  studyMinutes: count(),
  /** 'Concepts Mastered' (the dashboard's). */
  conceptsMastered: count(),
  /** 'Learning Streak', days (the dashboard's). */
  streak: count(),
  /** 'Subjects': how many the learner chose. */
  subjects: count(),
  /** 'Messages Sent' to the tutor. */
  userMessages: count(),
});
export type ProfileStatistics = z.infer<typeof ProfileStatisticsSchema>;

export function profileStatistics(a: LearnerActivity): ProfileStatistics {
  return {
    totalSessions: a.sessions,
    studyMinutes: a.studyMinutes,
    conceptsMastered: a.concepts,
    streak: a.streak,
    subjects: a.subjects.length,
    userMessages: a.userMessages,
  };
}

/** Minutes as hours and minutes ("Learning time shows hours and minutes", spec 002 section 9): 125 is '2h 5m'. */
export function formatHoursMinutes(minutes: number): string {
  const whole = Number.isFinite(minutes) ? Math.max(0, Math.floor(minutes)) : 0;
  return `${Math.floor(whole / 60)}h ${whole % 60}m`;
}
