import { z } from 'zod';
import { AchievementListsSchema, ACHIEVEMENT_CATEGORIES, ACHIEVEMENT_RARITIES } from './achievements';
import { TimeZoneQuerySchema } from './progress';
import { addDays, localDay } from './weekly-activity';

/**
 * Learning analytics (/analytics, spec 002 sections 2, 3 and 9; docs/decisions/034): the time range, how XP is
 * earned, levels, the strong areas and the areas to improve. Every figure comes from stored events; XP is never
 * stored, it is counted from them on every read.
 */

// The time range (zod-free, so the app's first load can name the default: analytics-range.ts).

export * from './analytics-range';
import { DEFAULT_TIME_RANGE, TIME_RANGE_DAYS, TIME_RANGES, type TimeRange } from './analytics-range';

/** All time is drawn by month: at most this many, the latest. */
export const TREND_MONTHS_MAX = 24;

export const ANALYTICS_MESSAGES = {
  timeRange: `Time range must be one of ${TIME_RANGES.join(', ')}`,
} as const;

/** The query of the three analytics calls: the range (week by default) and the browser's time zone (UTC by default). */
export const AnalyticsQuerySchema = TimeZoneQuerySchema.extend({
  timeRange: z.enum(TIME_RANGES, { error: ANALYTICS_MESSAGES.timeRange }).default(DEFAULT_TIME_RANGE),
});
export type AnalyticsQuery = z.input<typeof AnalyticsQuerySchema>;

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * The first instant of a local day ('YYYY-MM-DD') in an IANA time zone. Every zone's offset is a multiple of 15
 * minutes and lies between -12 and +14 hours, so the day starts at one of the quarter hours in that window: the
 * first whose local day is `day` (found by halving the window).
 */
export function localDayStart(day: string, timeZone: string): Date {
  const utcMidnight = new Date(`${addDays(day, 0)}T00:00:00Z`).getTime();
  let lo = utcMidnight - 14 * 3_600_000 - QUARTER_HOUR_MS; // still the day before everywhere
  let hi = utcMidnight + 12 * 3_600_000; // already `day` everywhere
  while (hi - lo > QUARTER_HOUR_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
    if (localDay(mid, timeZone) < day) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}

/** Where a range starts: the first instant of its first local day; null for all time. */
export function timeRangeStart(range: TimeRange, today: string, timeZone: string): Date | null {
  return range === 'all' ? null : localDayStart(addDays(today, 1 - TIME_RANGE_DAYS[range]), timeZone);
}

/** The periods a trend is drawn in: each local day of a week or a month, each month ('YYYY-MM') of all time. */
export type TrendUnit = 'day' | 'month';
export const trendUnit = (range: TimeRange): TrendUnit => (range === 'all' ? 'month' : 'day');

/** The period of a local day in a range's trend. */
export const periodOf = (day: string, range: TimeRange) => (range === 'all' ? day.slice(0, 7) : day);

/**
 * The periods of a range's trend, oldest first: its days up to today, or for all time the months from the first
 * month with study (`firstDay`, this month when there is none) up to this one, the latest TREND_MONTHS_MAX.
 */
export function trendPeriods(range: TimeRange, today: string, firstDay: string | null = null): string[] {
  if (range !== 'all') return Array.from({ length: TIME_RANGE_DAYS[range] }, (_, i) => addDays(today, i + 1 - TIME_RANGE_DAYS[range]));
  const month = (key: string) => {
    const [y, m] = key.split('-').map(Number);
    return (y ?? 0) * 12 + (m ?? 1) - 1;
  };
  const last = month(today);
  const first = Math.max(Math.min(firstDay ? month(firstDay) : last, last), last - TREND_MONTHS_MAX + 1);
  return Array.from({ length: last - first + 1 }, (_, i) => {
    const n = first + i;
    return `${String(Math.floor(n / 12)).padStart(4, '0')}-${String((n % 12) + 1).padStart(2, '0')}`;
  });
}

// XP and levels.

/**
 * XP for each thing done, counted from what is stored (docs/decisions/034): a tutoring session (a chat's first message
 * or a finished lesson), a message sent to the tutor, a lesson phase completed (the server judged its work), a quiz
 * question right at the first try (the lessons count each question once, by its first try), a study-timer record.
 */
export const XP_RULES = {
  sessions: 25,
  userMessages: 2,
  lessonSteps: 10,
  correctAnswers: 10,
  timedSessions: 15,
} as const;
export type XpSource = keyof typeof XP_RULES;
export const XP_SOURCES = Object.keys(XP_RULES) as XpSource[];
export const XP_SOURCE_LABEL: Record<XpSource, string> = {
  sessions: 'Tutoring sessions',
  userMessages: 'Messages to your tutor',
  lessonSteps: 'Lesson phases completed',
  correctAnswers: 'Quiz answers right at the first try',
  timedSessions: 'Timed study sessions',
};

/** How many of each thing the learner did: the counts XP is made of. */
export type XpEvents = Record<XpSource, number>;

const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

export function totalXp(events: XpEvents): number {
  return XP_SOURCES.reduce((sum, source) => sum + whole(events[source]) * XP_RULES[source], 0);
}

export const XpSourceSchema = z.object({
  source: z.enum(XP_SOURCES as [XpSource, ...XpSource[]]),
  count: z.number().int().nonnegative(),
  /** XP for each one (XP_RULES). */
  each: z.number().int().positive(),
  xp: z.number().int().nonnegative(),
});
export type XpSourceLine = z.infer<typeof XpSourceSchema>;

/** Where the XP came from, one line per source in XP_RULES order. */
export function xpBreakdown(events: XpEvents): XpSourceLine[] {
  return XP_SOURCES.map((source) => ({
    source,
    count: whole(events[source]),
    each: XP_RULES[source],
    xp: whole(events[source]) * XP_RULES[source],
  }));
}

/** "The level XP bar threshold is level times 100 XP." */
export const LEVEL_XP_STEP = 100;

/**
 * XP needed to reach `level` from nothing. Levels accumulate: level 1 starts at 0 XP and each level L takes L x 100
 * XP more to leave (its bar's threshold), so level L starts at 100 x (1 + 2 + ... + (L - 1)) = 50 x L x (L - 1): level 2 at
 * 100 XP, 3 at 300, 4 at 600, 5 at 1,000, 10 at 4,500.
 */
export const levelStartXp = (level: number) => (LEVEL_XP_STEP * level * (level - 1)) / 2;

export const LevelSchema = z.object({
  level: z.number().int().positive(),
  totalXp: z.number().int().nonnegative(),
  /** XP gained since this level started: the bar's value. */
  xpIntoLevel: z.number().int().nonnegative(),
  /** The bar's threshold: level x 100. */
  xpForNextLevel: z.number().int().positive(),
  /** What is left to the next level. */
  xpToNextLevel: z.number().int().positive(),
});
export type Level = z.infer<typeof LevelSchema>;

export function levelFromXp(xp: number): Level {
  const total = whole(xp);
  // The largest L with 50 L (L - 1) <= total, then corrected for rounding.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (8 * total) / LEVEL_XP_STEP)) / 2));
  while (levelStartXp(level) > total) level--;
  while (levelStartXp(level + 1) <= total) level++;
  const xpIntoLevel = total - levelStartXp(level);
  const xpForNextLevel = level * LEVEL_XP_STEP;
  return { level, totalXp: total, xpIntoLevel, xpForNextLevel, xpToNextLevel: xpForNextLevel - xpIntoLevel };
}

// Strong areas and areas to improve.

/** A subject judged once it has this many quiz answers in the range; strong at this share right or more, else to improve. */
export const AREA_RULES = { minAnswers: 3, strongPercent: 70 } as const;

export const StudyAreaSchema = z.object({
  /** Null for lessons outside the learner's subjects (a lesson started without one). */
  subjectId: z.number().int().nullable(),
  name: z.string(),
  /** Quiz questions answered (each once, by its first try). */
  answered: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  /** Percent right, rounded. */
  accuracy: z.number().int().min(0).max(100),
});
export type StudyArea = z.infer<typeof StudyAreaSchema>;

export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);

/**
 * The subjects with at least AREA_RULES.minAnswers quiz answers, split at AREA_RULES.strongPercent: strong areas best
 * first, areas to improve weakest first (ties: more answers first, then by name). Subjects with fewer answers are in neither.
 */
export function studyAreas(results: readonly Omit<StudyArea, 'accuracy'>[]): { strongAreas: StudyArea[]; weakAreas: StudyArea[] } {
  const judged = results
    .filter((r) => r.answered >= AREA_RULES.minAnswers)
    .map((r) => ({ ...r, accuracy: percentOf(r.correct, r.answered) }));
  const tie = (a: StudyArea, b: StudyArea) => b.answered - a.answered || a.name.localeCompare(b.name);
  return {
    strongAreas: judged.filter((a) => a.accuracy >= AREA_RULES.strongPercent).sort((a, b) => b.accuracy - a.accuracy || tie(a, b)),
    weakAreas: judged.filter((a) => a.accuracy < AREA_RULES.strongPercent).sort((a, b) => a.accuracy - b.accuracy || tie(a, b)),
  };
}

// The three calls' answers.

const count = () => z.number().int().nonnegative();

/** "Recent sessions list holds at most 5." */
export const RECENT_SESSIONS_MAX = 5;
/** The Content Engagement tab's recent interactions. */
export const RECENT_INTERACTIONS_MAX = 10;

/** A structured lesson (the specification's "learning session"), as the Overview's Recent Sessions list shows it. */
export const RecentSessionSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  subjectName: z.string().nullable(),
  status: z.enum(['completed', 'in_progress']),
  completedSteps: count(),
  totalSteps: z.number().int().positive(),
  startedAt: z.string(),
});
export type RecentSession = z.infer<typeof RecentSessionSchema>;

/** An earned achievement as a badge (spec 002 section 3: type, name, description). */
export const BadgeSchema = z.object({
  id: z.string(),
  /** The achievement's category. */
  type: z.enum(ACHIEVEMENT_CATEGORIES),
  name: z.string(),
  description: z.string(),
  rarity: z.enum(ACHIEVEMENT_RARITIES),
  unlockedAt: z.string().nullable(),
});
export type Badge = z.infer<typeof BadgeSchema>;

export const LearningTrendPointSchema = z.object({
  /** A local day 'YYYY-MM-DD', or a month 'YYYY-MM' for all time. */
  period: z.string(),
  /** Minutes studied in stretches that began in the period. */
  minutes: count(),
});
export type LearningTrendPoint = z.infer<typeof LearningTrendPointSchema>;

/**
 * GET /api/analytics/progress (spec 002 section 3, "Progress analytics"). The header's figures are the learner's
 * figures of every screen (learning-stats.ts, all time); the areas, recent sessions and trend are the range's.
 */
export const ProgressAnalyticsSchema = z.object({
  timeRange: z.enum(TIME_RANGES),
  /** Minutes, all time: the dashboard's and /progress's study time. */
  totalLearningTime: count(),
  /** Tutoring sessions, all time: 'Total Sessions' on the dashboard. */
  completedSessions: count(),
  currentLevel: z.number().int().positive(),
  totalXp: count(),
  level: LevelSchema,
  xpSources: z.array(XpSourceSchema),
  /** Days: the dashboard's 'Learning Streak'. */
  streak: count(),
  badges: z.array(BadgeSchema),
  strongAreas: z.array(StudyAreaSchema),
  weakAreas: z.array(StudyAreaSchema),
  recentSessions: z.array(RecentSessionSchema).max(RECENT_SESSIONS_MAX),
  trendUnit: z.enum(['day', 'month']),
  trend: z.array(LearningTrendPointSchema),
  /** The eleven achievements, as /progress lists them. */
  achievements: AchievementListsSchema,
});
export type ProgressAnalytics = z.infer<typeof ProgressAnalyticsSchema>;

export const CONTENT_INTERACTION_TYPES = ['lesson', 'card'] as const;
export type ContentInteractionType = (typeof CONTENT_INTERACTION_TYPES)[number];

export const ContentInteractionSchema = z.object({
  /** 'lesson-12', or 'card-12-0' for the first topic card of lesson 12. */
  id: z.string(),
  contentTitle: z.string(),
  contentType: z.enum(CONTENT_INTERACTION_TYPES),
  completionPercentage: z.number().int().min(0).max(100),
  /** Seconds spent, from the stored timestamps; null for a topic card, whose time is part of its lesson's. */
  watchTime: count().nullable(),
  /** The lesson a card was read in. */
  lessonTopic: z.string(),
  subjectName: z.string().nullable(),
  at: z.string(),
});
export type ContentInteraction = z.infer<typeof ContentInteractionSchema>;

/** GET /api/analytics/content-interactions: the lessons started in the range and the topic cards they hold. */
export const ContentInteractionsSchema = z.object({
  timeRange: z.enum(TIME_RANGES),
  totalInteractions: count(),
  completedContent: count(),
  /** Seconds spent in lessons, from the stored timestamps. */
  totalWatchTime: count(),
  recentInteractions: z.array(ContentInteractionSchema).max(RECENT_INTERACTIONS_MAX),
});
export type ContentInteractions = z.infer<typeof ContentInteractionsSchema>;

export const QuizTrendPointSchema = z.object({ period: z.string(), attempts: count(), correct: count() });
export type QuizTrendPoint = z.infer<typeof QuizTrendPointSchema>;

/** GET /api/analytics/quiz-performance: the lessons' quiz questions answered in the range, each once, by its first try. */
export const QuizPerformanceSchema = z.object({
  timeRange: z.enum(TIME_RANGES),
  totalAttempts: count(),
  correct: count(),
  /** Percent right, rounded. */
  accuracy: z.number().int().min(0).max(100),
  /** Seconds per answer, to one decimal. */
  averageTime: z.number().nonnegative(),
  trendUnit: z.enum(['day', 'month']),
  trend: z.array(QuizTrendPointSchema),
  /** Per subject, most answers first. */
  bySubject: z.array(StudyAreaSchema),
});
export type QuizPerformance = z.infer<typeof QuizPerformanceSchema>;
