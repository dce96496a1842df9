import { describe, expect, it } from 'vitest';
import {
  DashboardStatsSchema,
  LearnerActivitySchema,
  MASTERY_BADGE_PERCENT,
  ProgressOverviewSchema,
  dashboardStats,
  emptyLearnerActivity,
  formatHoursMinutes,
  learnerCounts,
  progressOverview,
  type LearnerActivity,
  type SubjectActivity,
} from './learning-stats';

const subject = (over: Partial<SubjectActivity> = {}): SubjectActivity => ({
  subjectId: 1,
  name: 'Mathematics',
  level: 'beginner',
  sessions: 0,
  userMessages: 0,
  messages: 0,
  ...over,
});

const activity = (over: Partial<LearnerActivity> = {}): LearnerActivity => ({ ...emptyLearnerActivity(), ...over });

describe('the empty learner', () => {
  it('has zeros on the dashboard', () => {
    expect(dashboardStats(emptyLearnerActivity())).toEqual({
      totalSessions: 0,
      streak: 0,
      conceptsMastered: 0,
      avgSessionTime: 0,
      subjectProgress: [],
    });
  });

  it('has zeros on the progress page', () => {
    expect(progressOverview(emptyLearnerActivity())).toEqual({
      totalSessions: 0,
      studyTime: 0,
      conceptsLearned: 0,
      streak: 0,
      focusTime: 0,
      subjects: [],
      lastSession: null,
    });
  });

  it('is valid input and gives valid payloads', () => {
    expect(LearnerActivitySchema.parse(emptyLearnerActivity())).toEqual(emptyLearnerActivity());
    expect(DashboardStatsSchema.safeParse(dashboardStats(emptyLearnerActivity())).success).toBe(true);
    expect(ProgressOverviewSchema.safeParse(progressOverview(emptyLearnerActivity())).success).toBe(true);
  });
});

describe('dashboardStats (Reading A)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [6, 6],
    [7, 7],
    [8, 7],
    [40, 7],
  ])('%i distinct session days give a streak of %i', (sessionDays, streak) => {
    expect(dashboardStats(activity({ sessions: 50, sessionDays })).streak).toBe(streak);
  });

  it('counts session days, not study days, for the streak', () => {
    expect(dashboardStats(activity({ sessions: 2, sessionDays: 2, studyDays: 5 })).streak).toBe(2);
  });

  it.each([
    [0, 0],
    [2, 0],
    [3, 1],
    [5, 1],
    [6, 2],
    [10, 3],
  ])('%i user messages are %i concepts mastered (divided by 3, rounded down)', (userMessages, concepts) => {
    expect(dashboardStats(activity({ sessions: 1, userMessages })).conceptsMastered).toBe(concepts);
  });

  it('average session time is user messages x 2.5, not divided by sessions', () => {
    expect(dashboardStats(activity({ sessions: 4, userMessages: 3 })).avgSessionTime).toBe(7.5);
    expect(dashboardStats(activity({ sessions: 1, userMessages: 10 })).avgSessionTime).toBe(25);
  });

  it('average session time is 0 with no sessions, whatever the messages', () => {
    expect(dashboardStats(activity({ sessions: 0, userMessages: 12 })).avgSessionTime).toBe(0);
  });

  it('total sessions is the session count', () => {
    expect(dashboardStats(activity({ sessions: 9 })).totalSessions).toBe(9);
  });

  it('subject progress is 5 x the subject messages + 10 x its sessions, capped at 100', () => {
    const stats = dashboardStats(
      activity({
        subjects: [
          subject({ subjectId: 1, sessions: 1, userMessages: 1, messages: 2 }),
          subject({ subjectId: 2, name: 'Science', level: 'advanced', sessions: 2, userMessages: 8, messages: 16 }),
          subject({ subjectId: 3, name: 'College Prep', sessions: 3, userMessages: 7, messages: 14 }),
          subject({ subjectId: 4, name: 'History & Social Studies', sessions: 5, messages: 40 }),
          subject({ subjectId: 5, name: 'Reading & Language Arts' }),
        ],
      }),
    );
    expect(stats.subjectProgress.map((s) => s.progress)).toEqual([20, 100, 100, 100, 0]);
    // 5 x 14 + 10 x 3 = 100 exactly; one message fewer is 95.
    expect(dashboardStats(activity({ subjects: [subject({ sessions: 3, messages: 13 })] })).subjectProgress[0].progress).toBe(95);
    expect(stats.subjectProgress[1]).toEqual({ id: 2, subjectId: 2, level: 'advanced', progress: 100, subject: { name: 'Science' } });
  });
});

describe('progressOverview (Reading B)', () => {
  it('study time and focus time are 2 minutes per user message', () => {
    const o = progressOverview(activity({ sessions: 2, userMessages: 7, studyMinutes: 50 }));
    expect(o.studyTime).toBe(14);
    expect(o.focusTime).toBe(14);
  });

  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 1],
    [9, 4],
  ])('%i user messages are %i concepts learned (halved, rounded down)', (userMessages, concepts) => {
    expect(progressOverview(activity({ userMessages })).conceptsLearned).toBe(concepts);
  });

  it.each([
    [{ studyDays: 3, sessions: 10 }, 3],
    [{ studyDays: 7, sessions: 10 }, 7],
    [{ studyDays: 8, sessions: 10 }, 7],
    [{ studyDays: 0, sessions: 4 }, 4],
    [{ studyDays: 0, sessions: 9 }, 7],
    [{ studyDays: 2, sessions: 0 }, 2],
  ])('study days or sessions %o give a streak of %i', (counts, streak) => {
    expect(progressOverview(activity(counts)).streak).toBe(streak);
  });

  it('mastery is interactions x 2 + sessions x 5, capped at 100, with the badge at 50 or more', () => {
    const mastery = (userMessages: number, sessions: number) =>
      progressOverview(activity({ subjects: [subject({ userMessages, sessions })] })).subjects[0];
    expect(mastery(0, 0)).toMatchObject({ mastery: 0, mastered: false });
    expect(mastery(12, 5)).toMatchObject({ mastery: 49, mastered: false });
    expect(mastery(20, 2)).toMatchObject({ mastery: 50, mastered: true });
    expect(mastery(45, 2)).toMatchObject({ mastery: 100, mastered: true });
    expect(mastery(50, 1)).toMatchObject({ mastery: 100, mastered: true });
    expect(MASTERY_BADGE_PERCENT).toBe(50);
  });

  it.each([
    [0, 0],
    [1, 5],
    [19, 95],
    [20, 100],
    [21, 100],
    [300, 100],
  ])('the subject bar for %i messages (learner and tutor) is %i%%', (messages, progress) => {
    expect(progressOverview(activity({ subjects: [subject({ messages, userMessages: 0 })] })).subjects[0].progress).toBe(progress);
  });

  it('keeps the subject fields and the last session', () => {
    const lastSession = { subjectId: 2, subjectName: 'Science', startedAt: '2026-03-01T10:00:00.000Z' };
    const o = progressOverview(
      activity({
        sessions: 1,
        subjects: [subject({ subjectId: 2, name: 'Science', level: 'intermediate', sessions: 1, messages: 4 })],
        lastSession,
      }),
    );
    expect(o.subjects[0]).toMatchObject({ subjectId: 2, name: 'Science', level: 'intermediate', sessions: 1, messages: 4 });
    expect(o.lastSession).toEqual(lastSession);
    expect(ProgressOverviewSchema.safeParse(o).success).toBe(true);
  });
});

describe('learnerCounts', () => {
  it('counts the chosen subjects', () => {
    const c = learnerCounts(
      activity({
        sessions: 3,
        userMessages: 4,
        timedSessions: 2,
        assessmentCompleted: true,
        subjects: [subject(), subject({ subjectId: 2 })],
      }),
    );
    expect(c).toEqual({ sessions: 3, userMessages: 4, subjects: 2, timedSessions: 2, assessmentCompleted: true });
  });
});

describe('formatHoursMinutes', () => {
  it.each([
    [0, '0h 0m'],
    [45, '0h 45m'],
    [60, '1h 0m'],
    [125, '2h 5m'],
    [59.9, '0h 59m'],
    [-3, '0h 0m'],
  ])('%d minutes read %s', (minutes, text) => {
    expect(formatHoursMinutes(minutes)).toBe(text);
  });
});
