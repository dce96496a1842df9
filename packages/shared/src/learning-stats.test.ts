import { describe, expect, it } from 'vitest';
import {
  DashboardStatsSchema,
  LearnerActivitySchema,
  MASTERY_BADGE_PERCENT,
  ProgressOverviewSchema,
  currentStreak,
  dashboardStats,
  emptyLearnerActivity,
  formatHoursMinutes,
  learnerCounts,
  progressOverview,
  subjectProgress,
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
  concepts: 0,
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
      averageSession: 0,
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

describe('one set of figures (DESIGN.md decision 6)', () => {
  const busy = activity({
    sessions: 4,
    studyMinutes: 53,
    tutoringMinutes: 38,
    concepts: 3,
    streak: 9,
    userMessages: 27,
    subjects: [
      subject({ sessions: 3, userMessages: 20, messages: 40, concepts: 2 }),
      subject({ subjectId: 2, name: 'Science', sessions: 1, concepts: 1 }),
    ],
  });

  it('shows the dashboard and the progress page the same numbers', () => {
    const d = dashboardStats(busy);
    const p = progressOverview(busy);
    expect(p.totalSessions).toBe(d.totalSessions);
    expect(p.conceptsLearned).toBe(d.conceptsMastered);
    expect(p.streak).toBe(d.streak);
    expect(p.averageSession).toBe(d.avgSessionTime);
    expect(p.subjects.map((s) => [s.subjectId, s.progress, s.mastery])).toEqual(
      d.subjectProgress.map((s) => [s.subjectId, s.progress, s.progress]),
    );
  });

  it('reads time from measured minutes, never from message counts', () => {
    expect(progressOverview(busy)).toMatchObject({ studyTime: 53, focusTime: 38, averageSession: 10, conceptsLearned: 3 });
    expect(dashboardStats(busy)).toMatchObject({ avgSessionTime: 10, conceptsMastered: 3, streak: 9 });
    // More messages alone change nothing measured.
    expect(dashboardStats({ ...busy, userMessages: 500 })).toEqual(dashboardStats(busy));
  });

  it('averages the tutoring minutes over the sessions, in whole minutes', () => {
    expect(dashboardStats(activity({ sessions: 3, tutoringMinutes: 20 })).avgSessionTime).toBe(7);
    expect(dashboardStats(activity({ sessions: 0, tutoringMinutes: 20 })).avgSessionTime).toBe(0);
  });

  it('does not cap the streak at a week', () => {
    expect(DashboardStatsSchema.parse(dashboardStats(activity({ streak: 30 }))).streak).toBe(30);
  });

  it('gives a subject its badge at MASTERY_BADGE_PERCENT of progress', () => {
    const p = progressOverview(activity({ subjects: [subject({ sessions: 5 }), subject({ subjectId: 2, sessions: 4, concepts: 0 })] }));
    expect(p.subjects.map((s) => [s.progress, s.mastered])).toEqual([
      [MASTERY_BADGE_PERCENT, true],
      [40, false],
    ]);
  });
});

describe('subjectProgress', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 10],
    [5, 0, 50],
    [9, 0, 50],
    [0, 5, 50],
    [2, 1, 30],
    [5, 5, 100],
    [50, 50, 100],
  ])('%d sessions and %d concepts make %d%%', (sessions, concepts, percent) => {
    expect(subjectProgress(sessions, concepts)).toBe(percent);
  });
});

describe('currentStreak', () => {
  const days = (...d: string[]) => new Set(d);
  it('counts consecutive days up to today', () => {
    expect(currentStreak(days('2026-11-26', '2026-11-27', '2026-11-28'), '2026-11-28')).toBe(3);
  });
  it('still stands when today has no study yet', () => {
    expect(currentStreak(days('2026-11-26', '2026-11-27'), '2026-11-28')).toBe(2);
  });
  it('is broken by a missed day', () => {
    expect(currentStreak(days('2026-11-24', '2026-11-25', '2026-11-28'), '2026-11-28')).toBe(1);
    expect(currentStreak(days('2026-11-25', '2026-11-26'), '2026-11-28')).toBe(0);
  });
  it('crosses months and years', () => {
    expect(currentStreak(days('2026-12-30', '2026-12-31', '2027-01-01'), '2027-01-01')).toBe(3);
    expect(currentStreak(days('2026-02-28', '2026-03-01'), '2026-03-01')).toBe(2);
  });
  it('is zero with no study', () => {
    expect(currentStreak(days(), '2026-11-28')).toBe(0);
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
