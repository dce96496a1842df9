// Analytics payloads for the tests, computed by the shared rules from counts, as the server builds them.
import { achievementLists, achievementProgress, type AchievementUnlock } from '@brightpath/shared/achievements';
import {
  levelFromXp,
  studyAreas,
  totalXp,
  trendPeriods,
  xpBreakdown,
  type ContentInteractions,
  type ProgressAnalytics,
  type QuizPerformance,
  type TimeRange,
  type XpEvents,
} from '@brightpath/shared/analytics';

export const TODAY = '2026-03-02';

export const EVENTS: XpEvents = { sessions: 2, userMessages: 3, lessonSteps: 14, correctAnswers: 6, timedSessions: 1 };

export function progressAnalyticsFixture({
  range = 'week',
  events = EVENTS,
  streak = 1,
  minutes = 52,
  unlocks = [{ id: 'first_steps', unlockedAt: '2026-03-01T12:00:00.000Z' }],
  quiz = [
    { subjectId: null, name: 'General', answered: 3, correct: 3 },
    { subjectId: 1, name: 'Mathematics', answered: 3, correct: 2 },
  ],
  recentSessions = [
    {
      id: 2,
      topic: 'Study skills',
      subjectName: null,
      status: 'in_progress',
      completedSteps: 3,
      totalSteps: 5,
      startedAt: '2026-03-01T14:00:00.000Z',
    },
    {
      id: 1,
      topic: 'Fractions',
      subjectName: 'Mathematics',
      status: 'completed',
      completedSteps: 5,
      totalSteps: 5,
      startedAt: '2026-03-01T13:00:00.000Z',
    },
  ],
}: {
  range?: TimeRange;
  events?: XpEvents;
  streak?: number;
  minutes?: number;
  unlocks?: AchievementUnlock[];
  quiz?: { subjectId: number | null; name: string; answered: number; correct: number }[];
  recentSessions?: ProgressAnalytics['recentSessions'];
} = {}): ProgressAnalytics {
  const level = levelFromXp(totalXp(events));
  const achievements = achievementLists(
    achievementProgress(
      {
        sessions: events.sessions,
        userMessages: events.userMessages,
        subjects: 2,
        timedSessions: events.timedSessions,
        assessmentCompleted: false,
      },
      unlocks,
    ),
  );
  const periods = trendPeriods(range, TODAY, '2026-01-10');
  return {
    timeRange: range,
    totalLearningTime: minutes,
    completedSessions: events.sessions,
    currentLevel: level.level,
    totalXp: level.totalXp,
    level,
    xpSources: xpBreakdown(events),
    streak,
    badges: achievements.unlocked.map((a) => ({
      id: a.id,
      type: a.category,
      name: a.title,
      description: a.description,
      rarity: a.rarity,
      unlockedAt: a.unlockedAt,
    })),
    ...studyAreas(quiz),
    recentSessions,
    trendUnit: range === 'all' ? 'month' : 'day',
    trend: periods.map((period, i) => ({ period, minutes: i === periods.length - 2 ? minutes : 0 })),
    achievements,
  };
}

export function contentFixture(range: TimeRange = 'week'): ContentInteractions {
  const common = { subjectName: 'Mathematics', at: '2026-03-01T13:00:00.000Z', lessonTopic: 'Fractions' };
  return {
    timeRange: range,
    totalInteractions: 4,
    completedContent: 3,
    totalWatchTime: 720,
    recentInteractions: [
      {
        id: 'lesson-2',
        contentTitle: 'Study skills',
        contentType: 'lesson',
        completionPercentage: 60,
        watchTime: 300,
        ...common,
        subjectName: null,
        lessonTopic: 'Study skills',
      },
      { id: 'lesson-1', contentTitle: 'Fractions', contentType: 'lesson', completionPercentage: 100, watchTime: 420, ...common },
      { id: 'card-1-0', contentTitle: 'Equivalent fractions', contentType: 'card', completionPercentage: 100, watchTime: null, ...common },
    ],
  };
}

export function quizFixture(range: TimeRange = 'week', attempts = 6): QuizPerformance {
  const periods = trendPeriods(range, TODAY, '2026-01-10');
  return {
    timeRange: range,
    totalAttempts: attempts,
    correct: attempts === 0 ? 0 : 5,
    accuracy: attempts === 0 ? 0 : 83,
    averageTime: attempts === 0 ? 0 : 4,
    trendUnit: range === 'all' ? 'month' : 'day',
    trend: periods.map((period, i) => ({
      period,
      attempts: i === periods.length - 2 ? attempts : 0,
      correct: i === periods.length - 2 && attempts ? 5 : 0,
    })),
    bySubject:
      attempts === 0
        ? []
        : [
            { subjectId: null, name: 'General', answered: 3, correct: 3, accuracy: 100 },
            { subjectId: 1, name: 'Mathematics', answered: 3, correct: 2, accuracy: 67 },
          ],
  };
}
