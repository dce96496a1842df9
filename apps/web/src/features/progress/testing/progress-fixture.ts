// Progress payloads for the tests, computed by the shared rules from counts, exactly as the server builds them.
import { achievementLists, achievementProgress, type AchievementUnlock } from '@brightpath/shared/achievements';
import { emptyLearnerActivity, learnerCounts, progressOverview, type LearnerActivity } from '@brightpath/shared/learning-stats';
import type { Progress } from '@brightpath/shared/progress';
import { recommendations } from '@brightpath/shared/recommendations';
import { weeklyActivity, type ActivityBucket } from '@brightpath/shared/weekly-activity';

export const TODAY = '2026-03-02';

export const maths = {
  subjectId: 1,
  name: 'Mathematics',
  level: 'beginner' as const,
  sessions: 3,
  userMessages: 24,
  messages: 48,
  concepts: 2,
};
export const science = {
  subjectId: 2,
  name: 'Science',
  level: 'intermediate' as const,
  sessions: 1,
  userMessages: 3,
  messages: 6,
  concepts: 0,
};

export function progressFixture(
  activity: Partial<LearnerActivity> = {},
  { unlocks = [], buckets = [] }: { unlocks?: AchievementUnlock[]; buckets?: ActivityBucket[] } = {},
): Progress {
  const a: LearnerActivity = { ...emptyLearnerActivity(), ...activity };
  const counts = learnerCounts(a);
  return {
    overview: progressOverview(a),
    weekly: weeklyActivity(buckets, TODAY, 'UTC'),
    recommendations: recommendations(counts),
    achievements: achievementLists(achievementProgress(counts, unlocks)),
    timer: { timedSessions: a.timedSessions, pomodoros: a.pomodoros, studyMinutes: a.timerMinutes },
  };
}

/** A learner with 4 sessions in two subjects, 27 messages sent, 54 minutes studied (40 with the tutor), one saved timer session. */
export const activeLearner = () =>
  progressFixture(
    {
      sessions: 4,
      studyMinutes: 54,
      tutoringMinutes: 40,
      concepts: 2,
      streak: 2,
      userMessages: 27,
      subjects: [maths, science],
      timedSessions: 1,
      pomodoros: 0,
      timerMinutes: 12,
      lastSession: { subjectId: 1, subjectName: 'Mathematics', startedAt: '2026-03-02T09:30:00Z' },
    },
    {
      unlocks: [{ id: 'first_steps', unlockedAt: '2026-02-27T10:00:00Z' }],
      buckets: [
        { at: '2026-03-01T15:00:00Z', sessions: 1, messages: 10, minutes: 14 },
        { at: '2026-03-02T09:30:00Z', sessions: 2, messages: 44, minutes: 40 },
      ],
    },
  );
