import { describe, expect, it } from 'vitest';
import { checkReadingLevel } from '@/tutor/reading-level.ts';
import { nextSteps } from './next-steps.ts';
import type { AssistantLearner, AssistantPage } from './types.ts';

// The assistant's Next Steps bring back the skills whose review has come (docs/decisions/036).
const LEARNER: AssistantLearner = {
  sessions: 8,
  userMessages: 12,
  studyDays: 4,
  subjects: [{ subjectId: 1, name: 'Mathematics', level: 'beginner', sessions: 8, userMessages: 12 }],
  assessmentCompleted: true,
  lastSession: { subjectId: 1, subjectName: 'Mathematics' },
  recentWork: [],
};
const DASHBOARD: AssistantPage = { path: '/dashboard', subject: null, topic: null };

describe('nextSteps with reviews due', () => {
  it('puts the reviews first, naming up to three skills, and says nothing of them when none is due', () => {
    const due = [
      { name: 'Counting', subject: 'Mathematics' },
      { name: 'Place value', subject: 'Mathematics' },
      { name: 'Shapes', subject: 'Mathematics' },
      { name: 'Angles', subject: 'Mathematics' },
    ];
    const [first] = nextSteps({ page: DASHBOARD, ageGroup: 'teen', learner: { ...LEARNER, reviewsDue: due } });
    expect(first).toMatchObject({ id: 'review-skills', title: 'Review Your Skills' });
    expect(first!.text).toBe(
      "Counting, Place value and Shapes are due for review: a quick go now keeps them fresh. Start from Today's Learning on your dashboard or from the skill tree.",
    );
    const one = nextSteps({ page: DASHBOARD, ageGroup: 'adult', learner: { ...LEARNER, reviewsDue: due.slice(0, 1) } })[0]!;
    expect(one.text).toMatch(/^Counting is due for review: a quick go now keeps it fresh\./);
    expect(nextSteps({ page: DASHBOARD, ageGroup: 'teen', learner: LEARNER }).map((s) => s.id)).not.toContain('review-skills');
    expect(nextSteps({ page: DASHBOARD, ageGroup: 'teen', learner: { ...LEARNER, reviewsDue: [] } }).map((s) => s.id)).not.toContain(
      'review-skills',
    );
  });

  it('words it for a child at their reading level', () => {
    const [first] = nextSteps({
      page: DASHBOARD,
      ageGroup: 'child',
      learner: { ...LEARNER, reviewsDue: [{ name: 'Counting', subject: 'Mathematics' }] },
    });
    expect(first!.text).toBe("Time to practise Counting again, so you don't forget. Find it in Today's Learning on your dashboard.");
    expect(checkReadingLevel(first!.text, 'child').ok).toBe(true);
  });
});
