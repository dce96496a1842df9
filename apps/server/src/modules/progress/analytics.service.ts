// The learning analytics' payloads (spec 002 sections 2, 3 and 9; docs/decisions/034), built from the reads of
// analytics.repository.ts through the rules of packages/shared: the header's figures are learnerActivity's, the ones
// the dashboard and /progress show; XP and levels are counted from the same events on every read.
import { achievementLists, achievementProgress } from '@brightpath/shared/achievements';
import {
  levelFromXp,
  percentOf,
  periodOf,
  RECENT_INTERACTIONS_MAX,
  studyAreas,
  totalXp,
  trendPeriods,
  trendUnit,
  xpBreakdown,
  type ContentInteraction,
  type ContentInteractions,
  type ProgressAnalytics,
  type QuizPerformance,
  type StudyArea,
  type TimeRange,
  type XpEvents,
} from '@brightpath/shared/analytics';
import { learnerCounts } from '@brightpath/shared/learning-stats';
import { LESSON_PHASES } from '@brightpath/shared/lesson';
import { unknownSubject } from '@brightpath/shared/subjects';
import { localDay } from '@brightpath/shared/weekly-activity';
import type { LessonInteractions, QuizSubjectResult } from '../learning/learning.api.ts';
import type { SubjectCatalogue } from '../subjects/subjects.api.ts';
import type { ProgressExtras, QuizRecords } from './analytics.repository.ts';
import type { LearnerRecords } from './progress.repository.ts';
import { learnerActivity } from './progress.service.ts';

const iso = (value: string) => new Date(value).toISOString();

/** What the range's figures are read in: the learner's zone, the range, its first instant (null: all time), now. */
export type RangeContext = { timeZone: string; range: TimeRange; since: Date | null; now: Date };

/** A subject's name; a lesson without one is 'General'. */
const subjectNamer = (catalogue: SubjectCatalogue) => (id: number | null) =>
  id === null ? 'General' : (catalogue.get(id)?.name ?? unknownSubject(id).name);

/** Sums `value` of each item into its period of the range's trend, the periods from `trendPeriods`. */
function trendOf<T>(ctx: RangeContext, items: { epochSeconds: number; value: T }[], add: (into: T | undefined, value: T) => T) {
  const days = items.map((i) => ({ day: localDay(i.epochSeconds * 1000, ctx.timeZone), value: i.value }));
  const first = days.reduce<string | null>((min, d) => (min === null || d.day < min ? d.day : min), null);
  const periods = new Map<string, T | undefined>(
    trendPeriods(ctx.range, localDay(ctx.now, ctx.timeZone), first).map((p) => [p, undefined]),
  );
  for (const { day, value } of days) {
    const period = periodOf(day, ctx.range);
    if (periods.has(period)) periods.set(period, add(periods.get(period), value));
  }
  return [...periods];
}

/** GET /api/analytics/progress: the header's figures (all time), XP and level, and the range's areas, lessons and trend. */
export function progressAnalytics(
  r: LearnerRecords & { extra: ProgressExtras },
  catalogue: SubjectCatalogue,
  ctx: RangeContext,
): ProgressAnalytics {
  const activity = learnerActivity(r, catalogue, ctx.timeZone, ctx.now);
  const counts = learnerCounts(activity);
  const achievements = achievementLists(
    achievementProgress(
      counts,
      r.unlocks.map((u) => ({ id: u.id, unlockedAt: iso(u.unlockedAt) })),
    ),
  );
  const events: XpEvents = {
    sessions: activity.sessions,
    userMessages: activity.userMessages,
    lessonSteps: r.extra.xp.lessonSteps,
    correctAnswers: r.extra.xp.correctAnswers,
    timedSessions: activity.timedSessions,
  };
  const level = levelFromXp(totalXp(events));
  const nameOf = subjectNamer(catalogue);
  const from = ctx.since ? ctx.since.getTime() / 1000 : -Infinity;
  const trend = trendOf(
    ctx,
    r.stretches.islands.filter(([s]) => s >= from).map(([s, e]) => ({ epochSeconds: s, value: e - s })),
    (sum = 0, seconds) => sum + seconds,
  );
  return {
    timeRange: ctx.range,
    totalLearningTime: activity.studyMinutes,
    completedSessions: activity.sessions,
    currentLevel: level.level,
    totalXp: level.totalXp,
    level,
    xpSources: xpBreakdown(events),
    streak: activity.streak,
    badges: achievements.unlocked.map((a) => ({
      id: a.id,
      type: a.category,
      name: a.title,
      description: a.description,
      rarity: a.rarity,
      unlockedAt: a.unlockedAt,
    })),
    ...studyAreas(r.extra.bySubject.map((s) => ({ ...s, name: nameOf(s.subjectId) }))),
    recentSessions: r.extra.recent.map((l) => ({
      id: l.id,
      topic: l.topic,
      subjectName: l.subjectId === null ? null : nameOf(l.subjectId),
      status: l.completed ? 'completed' : 'in_progress',
      completedSteps: l.completedSteps,
      totalSteps: LESSON_PHASES.length,
      startedAt: iso(l.startedAt),
    })),
    trendUnit: trendUnit(ctx.range),
    trend: trend.map(([period, seconds = 0]) => ({ period, minutes: Math.round(seconds / 60) })),
    achievements,
  };
}

/** GET /api/analytics/content-interactions: each lesson opened in the range and each topic card it holds is an interaction. */
export function contentInteractions(li: LessonInteractions, catalogue: SubjectCatalogue, range: TimeRange): ContentInteractions {
  const nameOf = subjectNamer(catalogue);
  const recent = li.recent.flatMap((l): ContentInteraction[] => {
    const common = { lessonTopic: l.topic, subjectName: l.subjectId === null ? null : nameOf(l.subjectId), at: iso(l.at) };
    return [
      {
        id: `lesson-${l.id}`,
        contentTitle: l.topic,
        contentType: 'lesson',
        completionPercentage: percentOf(l.completedSteps, LESSON_PHASES.length),
        watchTime: l.seconds,
        ...common,
      },
      ...l.cards.map((title, i): ContentInteraction => ({
        id: `card-${l.id}-${i}`,
        contentTitle: title,
        contentType: 'card',
        completionPercentage: l.listened ? 100 : 0,
        watchTime: null,
        ...common,
      })),
    ];
  });
  return {
    timeRange: range,
    totalInteractions: li.lessons + li.cards,
    completedContent: li.lessonsCompleted + li.cardsRead,
    totalWatchTime: li.seconds,
    recentInteractions: recent.slice(0, RECENT_INTERACTIONS_MAX),
  };
}

/** GET /api/analytics/quiz-performance: the range's first tries, with their trend and subjects. */
export function quizPerformance(q: QuizRecords, catalogue: SubjectCatalogue, ctx: RangeContext): QuizPerformance {
  const nameOf = subjectNamer(catalogue);
  const trend = trendOf(
    ctx,
    q.buckets.map((b) => ({ epochSeconds: Number(b.at), value: { attempts: b.attempts, correct: b.correct } })),
    (sum = { attempts: 0, correct: 0 }, b) => ({ attempts: sum.attempts + b.attempts, correct: sum.correct + b.correct }),
  );
  const area = (s: QuizSubjectResult): StudyArea => ({ ...s, name: nameOf(s.subjectId), accuracy: percentOf(s.correct, s.answered) });
  return {
    timeRange: ctx.range,
    totalAttempts: q.totals.attempts,
    correct: q.totals.correct,
    accuracy: percentOf(q.totals.correct, q.totals.attempts),
    averageTime: Math.round(q.totals.averageTimeMs / 100) / 10,
    trendUnit: trendUnit(ctx.range),
    trend: trend.map(([period, t]) => ({ period, attempts: t?.attempts ?? 0, correct: t?.correct ?? 0 })),
    bySubject: q.bySubject.map(area).sort((a, b) => b.answered - a.answered || a.name.localeCompare(b.name)),
  };
}
