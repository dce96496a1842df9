import { z } from 'zod';
import type { LearnerCounts } from './learning-stats';

/**
 * The eleven achievements (spec 001 section 9, spec 002 section 9). Ids, requirements and rarities are the
 * specification's; titles and descriptions are ours (the specification gives only ids). Categories, also ours:
 * milestone for first steps in the product, consistency for coming back session after session, mastery for depth
 * of questioning (messages), exploration for breadth (subjects), time for the study timer.
 */

export const ACHIEVEMENT_CATEGORIES = ['milestone', 'consistency', 'mastery', 'exploration', 'time'] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];
export const ACHIEVEMENT_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type AchievementRarity = (typeof ACHIEVEMENT_RARITIES)[number];
/** The count an achievement reads; 'assessment' counts 1 once the learning assessment is done. */
export const ACHIEVEMENT_METRICS = ['sessions', 'userMessages', 'subjects', 'timedSessions', 'assessment'] as const;
export type AchievementMetric = (typeof ACHIEVEMENT_METRICS)[number];

/** "The upcoming list shows at most 3." */
export const UPCOMING_MAX = 3;

export type AchievementDefinition = {
  id: string;
  title: string;
  description: string;
  category: AchievementCategory;
  metric: AchievementMetric;
  requirement: number;
  rarity: AchievementRarity;
};

export const ACHIEVEMENTS = [
  {
    id: 'first_steps',
    title: 'First Steps',
    description: 'Complete your first tutoring session',
    category: 'milestone',
    metric: 'sessions',
    requirement: 1,
    rarity: 'common',
  },
  {
    id: 'getting_started',
    title: 'Getting Started',
    description: 'Complete 5 tutoring sessions',
    category: 'milestone',
    metric: 'sessions',
    requirement: 5,
    rarity: 'common',
  },
  {
    id: 'dedicated_learner',
    title: 'Dedicated Learner',
    description: 'Complete 25 tutoring sessions',
    category: 'consistency',
    metric: 'sessions',
    requirement: 25,
    rarity: 'rare',
  },
  {
    id: 'scholar',
    title: 'Scholar',
    description: 'Complete 100 tutoring sessions',
    category: 'consistency',
    metric: 'sessions',
    requirement: 100,
    rarity: 'epic',
  },
  {
    id: 'master_student',
    title: 'Master Student',
    description: 'Complete 500 tutoring sessions',
    category: 'consistency',
    metric: 'sessions',
    requirement: 500,
    rarity: 'legendary',
  },
  {
    id: 'conversationalist',
    title: 'Conversationalist',
    description: 'Send 50 messages to your tutor',
    category: 'mastery',
    metric: 'userMessages',
    requirement: 50,
    rarity: 'common',
  },
  {
    id: 'question_master',
    title: 'Question Master',
    description: 'Send 200 messages to your tutor',
    category: 'mastery',
    metric: 'userMessages',
    requirement: 200,
    rarity: 'rare',
  },
  {
    id: 'subject_explorer',
    title: 'Subject Explorer',
    description: 'Choose 3 subjects to study',
    category: 'exploration',
    metric: 'subjects',
    requirement: 3,
    rarity: 'rare',
  },
  {
    id: 'well_rounded',
    title: 'Well Rounded',
    description: 'Choose 5 subjects to study',
    category: 'exploration',
    metric: 'subjects',
    requirement: 5,
    rarity: 'epic',
  },
  {
    id: 'time_manager',
    title: 'Time Manager',
    description: 'Complete 10 timed study sessions',
    category: 'time',
    metric: 'timedSessions',
    requirement: 10,
    rarity: 'rare',
  },
  {
    id: 'assessment_complete',
    title: 'Assessment Complete',
    description: 'Complete the learning assessment',
    category: 'milestone',
    metric: 'assessment',
    requirement: 1,
    rarity: 'common',
  },
] as const satisfies readonly AchievementDefinition[];

export type AchievementId = (typeof ACHIEVEMENTS)[number]['id'];
export const ACHIEVEMENT_IDS = ACHIEVEMENTS.map((a) => a.id) as readonly AchievementId[];

export function isAchievementId(id: string): id is AchievementId {
  return (ACHIEVEMENT_IDS as readonly string[]).includes(id);
}

/** A stored unlock (spec: unlockedAchievements, id and unlockedAt). */
export type AchievementUnlock = { id: string; unlockedAt: string };

/** The Achievement entity of spec 001 section 3, plus a display percent. */
export const AchievementProgressSchema = z.object({
  id: z.enum(ACHIEVEMENT_IDS as [AchievementId, ...AchievementId[]]),
  title: z.string(),
  description: z.string(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  requirement: z.number().int().positive(),
  /** The raw count, not capped (a learner with 130 sessions shows 130 of 100). */
  current: z.number().int().nonnegative(),
  /** current / requirement, rounded down (99.9% is not shown as done), capped at 100; 100 once unlocked. */
  percent: z.number().int().min(0).max(100),
  rarity: z.enum(ACHIEVEMENT_RARITIES),
  unlocked: z.boolean(),
  /** From the stored unlock, never re-dated; null only if reached and not stored yet. */
  unlockedAt: z.string().nullable(),
});
export type AchievementProgress = z.infer<typeof AchievementProgressSchema>;

export const AchievementListsSchema = z.object({
  unlocked: z.array(AchievementProgressSchema),
  inProgress: z.array(AchievementProgressSchema),
  upcoming: z.array(AchievementProgressSchema).max(UPCOMING_MAX),
  /** The not-started achievements after the upcoming ones: every achievement is in exactly one of the four lists. */
  later: z.array(AchievementProgressSchema),
  unlockedCount: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Share of the achievements unlocked, rounded down, so 100 means all of them. */
  overallPercent: z.number().int().min(0).max(100),
});
export type AchievementLists = z.infer<typeof AchievementListsSchema>;

export function achievementCurrent(metric: AchievementMetric, c: LearnerCounts): number {
  switch (metric) {
    case 'sessions':
      return c.sessions;
    case 'userMessages':
      return c.userMessages;
    case 'subjects':
      return c.subjects;
    case 'timedSessions':
      return c.timedSessions;
    case 'assessment':
      return c.assessmentCompleted ? 1 : 0;
  }
}

/**
 * Every achievement with its count. Unlocked when stored, or when the count now meets the requirement ("unlocks
 * when current count is at least its requirement"); a stored unlock stays unlocked even if a count later drops
 * (a subject removed), and its unlockedAt is always the stored one.
 */
export function achievementProgress(c: LearnerCounts, unlocks: readonly AchievementUnlock[]): AchievementProgress[] {
  const stored = new Map(unlocks.map((u) => [u.id, u.unlockedAt]));
  return ACHIEVEMENTS.map((a) => {
    const current = achievementCurrent(a.metric, c);
    const unlockedAt = stored.get(a.id) ?? null;
    const unlocked = unlockedAt !== null || current >= a.requirement;
    return {
      id: a.id,
      title: a.title,
      description: a.description,
      category: a.category,
      requirement: a.requirement,
      current,
      percent: unlocked ? 100 : Math.min(100, Math.floor((current * 100) / a.requirement)),
      rarity: a.rarity,
      unlocked,
      unlockedAt,
    };
  });
}

/** Ids whose requirement is met and that are not stored yet: the server stores these once, with the time. */
export function newlyReached(c: LearnerCounts, alreadyUnlocked: ReadonlySet<string>): AchievementId[] {
  return ACHIEVEMENTS.filter((a) => !alreadyUnlocked.has(a.id) && achievementCurrent(a.metric, c) >= a.requirement).map((a) => a.id);
}

/**
 * The Achievements tab's lists; every achievement is in exactly one. unlocked, inProgress (locked and begun) and later
 * keep the definition order. upcoming: the locked ones not begun yet that are nearest, at most 3: fewest needed first,
 * then definition order (never one already in progress: they have their own list). later: the rest not begun.
 */
export function achievementLists(progress: readonly AchievementProgress[]): AchievementLists {
  const locked = progress.filter((a) => !a.unlocked);
  const order = new Map(progress.map((a, i) => [a.id, i]));
  const notBegun = locked.filter((a) => a.current === 0);
  const upcoming = [...notBegun]
    .sort((a, b) => a.requirement - b.requirement || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .slice(0, UPCOMING_MAX);
  const next = new Set(upcoming.map((a) => a.id));
  const unlocked = progress.filter((a) => a.unlocked);
  return {
    unlocked,
    inProgress: locked.filter((a) => a.current > 0),
    upcoming,
    later: notBegun.filter((a) => !next.has(a.id)),
    unlockedCount: unlocked.length,
    total: progress.length,
    overallPercent: progress.length === 0 ? 0 : Math.floor((unlocked.length * 100) / progress.length),
  };
}
