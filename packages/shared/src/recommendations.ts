import { z } from 'zod';
import type { LearnerCounts } from './learning-stats';

/** The Analytics tab's Personalized Recommendations (spec 001 section 9, spec 002 section 9). */

export const RECOMMENDATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type RecommendationPriority = (typeof RECOMMENDATION_PRIORITIES)[number];

export const RECOMMENDATION_THRESHOLDS = {
  /** "fewer than 5 sessions" */
  habitSessionsBelow: 5,
  /** "only one subject": exactly one chosen subject (with none, choosing a first subject comes before exploring). */
  exploreWithSubjects: 1,
  /** "more than 20 user messages" */
  advancedUserMessagesAbove: 20,
} as const;

export const RECOMMENDATION_IDS = ['learning-habit', 'explore-subjects', 'advanced-topics'] as const;
export type RecommendationId = (typeof RECOMMENDATION_IDS)[number];

export const RecommendationSchema = z.object({
  id: z.enum(RECOMMENDATION_IDS),
  title: z.string(),
  description: z.string(),
  priority: z.enum(RECOMMENDATION_PRIORITIES),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

/** Titles and priorities are the specification's; the descriptions are ours (the specification gives none). */
export const RECOMMENDATIONS = {
  'learning-habit': {
    id: 'learning-habit',
    title: 'Build a Learning Habit',
    description: 'Short, regular tutoring sessions help ideas stick. Try a session a day this week.',
    priority: 'high',
  },
  'explore-subjects': {
    id: 'explore-subjects',
    title: 'Explore New Subjects',
    description: 'You are studying one subject so far. Adding another can open up new ideas and connections.',
    priority: 'medium',
  },
  'advanced-topics': {
    id: 'advanced-topics',
    title: 'Try Advanced Topics',
    description: 'You have asked lots of good questions. You are ready to take on harder problems.',
    priority: 'low',
  },
} as const satisfies Record<RecommendationId, Recommendation>;

/** The recommendations that apply, high priority first. */
export function recommendations(c: Pick<LearnerCounts, 'sessions' | 'subjects' | 'userMessages'>): Recommendation[] {
  const t = RECOMMENDATION_THRESHOLDS;
  const applies: Record<RecommendationId, boolean> = {
    'learning-habit': c.sessions < t.habitSessionsBelow,
    'explore-subjects': c.subjects === t.exploreWithSubjects,
    'advanced-topics': c.userMessages > t.advancedUserMessagesAbove,
  };
  const rank = (r: Recommendation) => RECOMMENDATION_PRIORITIES.indexOf(r.priority);
  return RECOMMENDATION_IDS.filter((id) => applies[id])
    .map((id): Recommendation => ({ ...RECOMMENDATIONS[id] }))
    .sort((a, b) => rank(a) - rank(b));
}
