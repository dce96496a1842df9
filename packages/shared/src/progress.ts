import { z } from 'zod';
import { AchievementListsSchema, AchievementProgressSchema } from './achievements';
import { DashboardStatsSchema, ProgressOverviewSchema } from './learning-stats';
import { RecommendationSchema } from './recommendations';
import { TIMED_SESSION_TYPES } from './study-timer';
import { isTimeZone, WeeklyDaySchema } from './weekly-activity';

// The learner's home on the server (DESIGN.md decision 1): the dashboard and progress payloads, the flags the
// specification kept in localStorage, timed study sessions and achievement notices. The rules themselves are
// in learning-stats.ts, weekly-activity.ts, recommendations.ts, achievements.ts and study-timer.ts.

/** The four quick-start guide items (spec 001 section 2: "Quick-start guide of 4 items"); the names are ours. */
export const QUICK_START_ITEMS = ['first-question', 'choose-subjects', 'study-timer', 'check-progress'] as const;
export type QuickStartItem = (typeof QUICK_START_ITEMS)[number];

/** The getting-started checklist's chat step: "more than 2 stored chat messages". */
export const CHECKLIST_CHAT_MESSAGES = 2;

/** The browser's IANA time zone, for days and the weekly view; UTC when absent. */
export const TimeZoneQuerySchema = z.object({
  timeZone: z
    .string()
    .max(64)
    .refine((s) => isTimeZone(s), 'Unknown time zone')
    .optional(),
});

/** The account's flags (spec: onboardingComplete, welcomeShown, guidanceBannerDismissed, gettingStartedComplete). */
export const HomeFlagsSchema = z.object({
  onboardingComplete: z.boolean(),
  welcomeShown: z.boolean(),
  guidanceBannerDismissed: z.boolean(),
  gettingStartedComplete: z.boolean(),
  quickStartTried: z.array(z.enum(QUICK_START_ITEMS)),
});
export type HomeFlags = z.infer<typeof HomeFlagsSchema>;

/** What the dashboard may change: a flag is only ever set, and a tried item is added (never removed). */
export const HomeFlagsUpdateSchema = z
  .object({
    welcomeShown: z.literal(true),
    guidanceBannerDismissed: z.literal(true),
    gettingStartedComplete: z.literal(true),
    quickStartTried: z.array(z.enum(QUICK_START_ITEMS)).max(QUICK_START_ITEMS.length),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type HomeFlagsUpdate = z.infer<typeof HomeFlagsUpdateSchema>;

/** The 'Get Started' checklist, judged from the server's data (spec 001 section 4). */
export const ChecklistSchema = z.object({
  profile: z.boolean(),
  subjects: z.boolean(),
  chat: z.boolean(),
  complete: z.boolean(),
});
export type Checklist = z.infer<typeof ChecklistSchema>;

export const DashboardSchema = z.object({
  flags: HomeFlagsSchema,
  checklist: ChecklistSchema,
  /** The learner's figures (learning-stats.ts), as the dashboard shows them. */
  stats: DashboardStatsSchema,
  /** Whether the learning assessment was taken: the dashboard offers it, or a retake (spec 000 section 3). */
  assessmentCompleted: z.boolean(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const ProgressSchema = z.object({
  /** The same figures, as the progress page shows them. */
  overview: ProgressOverviewSchema,
  weekly: z.array(WeeklyDaySchema),
  recommendations: z.array(RecommendationSchema),
  achievements: AchievementListsSchema,
  timer: z.object({ timedSessions: z.number().int(), pomodoros: z.number().int(), studyMinutes: z.number().int() }),
});
export type Progress = z.infer<typeof ProgressSchema>;

export const TimedSessionSchema = z.object({
  id: z.number().int(),
  minutes: z.number().int(),
  type: z.enum(TIMED_SESSION_TYPES),
  targetReached: z.boolean(),
  completedAt: z.string(),
});

/** An achievement the learner has not been told of yet, for its celebration (its badge reads category and rarity). */
export const AchievementNoticeSchema = AchievementProgressSchema.pick({
  id: true,
  title: true,
  description: true,
  category: true,
  rarity: true,
}).extend({
  unlockedAt: z.string(),
});
export type AchievementNotice = z.infer<typeof AchievementNoticeSchema>;
export const AchievementNoticesSchema = z.object({ achievements: z.array(AchievementNoticeSchema) });
