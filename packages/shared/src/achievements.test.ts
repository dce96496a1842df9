import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS,
  AchievementListsSchema,
  AchievementProgressSchema,
  UPCOMING_MAX,
  achievementLists,
  achievementProgress,
  newlyReached,
  type AchievementMetric,
} from './achievements';
import type { LearnerCounts } from './learning-stats';

const none: LearnerCounts = { sessions: 0, userMessages: 0, subjects: 0, timedSessions: 0, assessmentCompleted: false };

/** Counts where only the given metric is `value`. */
function countsWith(metric: AchievementMetric, value: number): LearnerCounts {
  if (metric === 'assessment') return { ...none, assessmentCompleted: value >= 1 };
  return { ...none, [metric]: value };
}

const byId = (c: LearnerCounts, unlocks: { id: string; unlockedAt: string }[] = []) =>
  new Map(achievementProgress(c, unlocks).map((a) => [a.id, a]));

describe('the catalogue', () => {
  it('has the eleven specified achievements with their requirements and rarities', () => {
    expect(ACHIEVEMENTS.map((a) => [a.id, a.metric, a.requirement, a.rarity])).toEqual([
      ['first_steps', 'sessions', 1, 'common'],
      ['getting_started', 'sessions', 5, 'common'],
      ['dedicated_learner', 'sessions', 25, 'rare'],
      ['scholar', 'sessions', 100, 'epic'],
      ['master_student', 'sessions', 500, 'legendary'],
      ['conversationalist', 'userMessages', 50, 'common'],
      ['question_master', 'userMessages', 200, 'rare'],
      ['subject_explorer', 'subjects', 3, 'rare'],
      ['well_rounded', 'subjects', 5, 'epic'],
      ['time_manager', 'timedSessions', 10, 'rare'],
      ['assessment_complete', 'assessment', 1, 'common'],
    ]);
  });

  it('has a title and a description for each', () => {
    expect(ACHIEVEMENTS.map((a) => a.title)).toEqual([
      'First Steps',
      'Getting Started',
      'Dedicated Learner',
      'Scholar',
      'Master Student',
      'Conversationalist',
      'Question Master',
      'Subject Explorer',
      'Well Rounded',
      'Time Manager',
      'Assessment Complete',
    ]);
    expect(ACHIEVEMENTS.every((a) => a.description.length > 0)).toBe(true);
  });
});

describe.each(ACHIEVEMENTS.map((a) => [a.id, a] as const))('%s', (id, a) => {
  it(`is not reached at ${a.requirement - 1}`, () => {
    const c = countsWith(a.metric, a.requirement - 1);
    expect(byId(c).get(id)).toMatchObject({ unlocked: false, current: a.requirement - 1, unlockedAt: null });
    expect(byId(c).get(id)?.percent).toBeLessThan(100);
    expect(newlyReached(c, new Set())).not.toContain(id);
  });

  it(`is reached at ${a.requirement}`, () => {
    const c = countsWith(a.metric, a.requirement);
    expect(byId(c).get(id)).toMatchObject({ unlocked: true, current: a.requirement, percent: 100 });
    expect(newlyReached(c, new Set())).toContain(id);
  });
});

describe('achievementProgress', () => {
  it('gives the empty learner nothing unlocked and every percent at 0', () => {
    const all = achievementProgress(none, []);
    expect(all).toHaveLength(11);
    expect(all.every((a) => !a.unlocked && a.current === 0 && a.percent === 0 && a.unlockedAt === null)).toBe(true);
    expect(all.every((a) => AchievementProgressSchema.safeParse(a).success)).toBe(true);
  });

  it('keeps the raw count and caps the percent at 100', () => {
    const scholar = byId({ ...none, sessions: 130 }).get('scholar');
    expect(scholar).toMatchObject({ current: 130, percent: 100, unlocked: true });
  });

  it('rounds the percent down, so almost is not shown as done', () => {
    expect(byId({ ...none, userMessages: 199 }).get('question_master')?.percent).toBe(99);
    expect(byId({ ...none, sessions: 1 }).get('master_student')?.percent).toBe(0);
    expect(byId({ ...none, sessions: 10 }).get('dedicated_learner')?.percent).toBe(40);
  });

  it('keeps the stored unlockedAt and never re-dates it', () => {
    const unlockedAt = '2026-01-15T09:30:00.000Z';
    const first = byId({ ...none, sessions: 40 }, [{ id: 'first_steps', unlockedAt }]).get('first_steps');
    expect(first).toMatchObject({ unlocked: true, unlockedAt });
  });

  it('stays unlocked once stored even if the count drops (a subject removed)', () => {
    const unlockedAt = '2026-01-15T09:30:00.000Z';
    const explorer = byId({ ...none, subjects: 1 }, [{ id: 'subject_explorer', unlockedAt }]).get('subject_explorer');
    expect(explorer).toMatchObject({ unlocked: true, unlockedAt, current: 1, percent: 100 });
  });

  it('ignores stored unlocks of unknown ids', () => {
    expect(achievementProgress(none, [{ id: 'retired_badge', unlockedAt: '2026-01-01T00:00:00Z' }]).some((a) => a.unlocked)).toBe(false);
  });
});

describe('newlyReached', () => {
  it('leaves out what is already unlocked', () => {
    const c = { ...none, sessions: 5, assessmentCompleted: true };
    expect(newlyReached(c, new Set())).toEqual(['first_steps', 'getting_started', 'assessment_complete']);
    expect(newlyReached(c, new Set(['first_steps', 'assessment_complete']))).toEqual(['getting_started']);
    expect(newlyReached(c, new Set(['first_steps', 'getting_started', 'assessment_complete']))).toEqual([]);
  });

  it('finds nothing for the empty learner', () => {
    expect(newlyReached(none, new Set())).toEqual([]);
  });
});

describe('achievementLists', () => {
  /** Every achievement in exactly one list. */
  const placedOnce = (lists: ReturnType<typeof achievementLists>) => {
    const ids = [...lists.unlocked, ...lists.inProgress, ...lists.upcoming, ...lists.later].map((a) => a.id);
    expect([...ids].sort()).toEqual(ACHIEVEMENTS.map((a) => a.id).sort());
  };

  it('for the empty learner: nothing unlocked or in progress, the 3 nearest upcoming, the other 8 later', () => {
    const lists = achievementLists(achievementProgress(none, []));
    expect(lists.unlocked).toEqual([]);
    expect(lists.inProgress).toEqual([]);
    // Fewest still needed first (1, 1, then 3), then the catalogue order.
    expect(lists.upcoming.map((a) => a.id)).toEqual(['first_steps', 'assessment_complete', 'subject_explorer']);
    expect(lists.upcoming).toHaveLength(UPCOMING_MAX);
    expect(lists.later.map((a) => a.id)).toEqual([
      'getting_started',
      'dedicated_learner',
      'scholar',
      'master_student',
      'conversationalist',
      'question_master',
      'well_rounded',
      'time_manager',
    ]);
    placedOnce(lists);
    expect(lists).toMatchObject({ unlockedCount: 0, total: 11, overallPercent: 0 });
    expect(AchievementListsSchema.safeParse(lists).success).toBe(true);
  });

  it('never repeats an achievement in progress among the upcoming ones, and leaves none out (Time Manager included)', () => {
    // Begun: sessions, messages and subjects; not begun: the timer and the assessment.
    const c: LearnerCounts = { sessions: 3, userMessages: 27, subjects: 2, timedSessions: 0, assessmentCompleted: false };
    const lists = achievementLists(achievementProgress(c, []));
    expect(lists.unlocked.map((a) => a.id)).toEqual(['first_steps']);
    expect(lists.inProgress.map((a) => a.id)).toEqual([
      'getting_started',
      'dedicated_learner',
      'scholar',
      'master_student',
      'conversationalist',
      'question_master',
      'subject_explorer',
      'well_rounded',
    ]);
    expect(lists.upcoming.map((a) => a.id)).toEqual(['assessment_complete', 'time_manager']);
    expect(lists.later).toEqual([]);
    placedOnce(lists);
  });

  it('splits unlocked and in progress in the catalogue order, with nothing upcoming when everything left is begun', () => {
    const c: LearnerCounts = { sessions: 20, userMessages: 120, subjects: 2, timedSessions: 3, assessmentCompleted: true };
    const lists = achievementLists(achievementProgress(c, []));
    expect(lists.unlocked.map((a) => a.id)).toEqual(['first_steps', 'getting_started', 'conversationalist', 'assessment_complete']);
    expect(lists.inProgress.map((a) => a.id)).toEqual([
      'dedicated_learner',
      'scholar',
      'master_student',
      'question_master',
      'subject_explorer',
      'well_rounded',
      'time_manager',
    ]);
    expect(lists.upcoming).toEqual([]);
    expect(lists).toMatchObject({ unlockedCount: 4, overallPercent: 36 });
    placedOnce(lists);
  });

  it('is 100% with all unlocked', () => {
    const all = achievementLists(
      achievementProgress({ sessions: 500, userMessages: 200, subjects: 5, timedSessions: 10, assessmentCompleted: true }, []),
    );
    expect(all.upcoming).toEqual([]);
    expect(all.later).toEqual([]);
    expect(all).toMatchObject({ unlockedCount: 11, overallPercent: 100 });
  });
});
