import { describe, expect, it } from 'vitest';
import { RecommendationSchema, recommendations } from './recommendations';

const ids = (sessions: number, subjects: number, userMessages: number) =>
  recommendations({ sessions, subjects, userMessages }).map((r) => r.id);

describe('recommendations', () => {
  it.each([
    [0, true],
    [4, true],
    [5, false],
    [30, false],
  ])("with %i sessions 'Build a Learning Habit' applies: %s", (sessions, applies) => {
    expect(ids(sessions, 2, 0).includes('learning-habit')).toBe(applies);
  });

  it.each([
    [0, false],
    [1, true],
    [2, false],
    [5, false],
  ])("with %i subjects 'Explore New Subjects' applies: %s", (subjects, applies) => {
    expect(ids(10, subjects, 0).includes('explore-subjects')).toBe(applies);
  });

  it.each([
    [0, false],
    [20, false],
    [21, true],
  ])("with %i user messages 'Try Advanced Topics' applies: %s", (userMessages, applies) => {
    expect(ids(10, 2, userMessages).includes('advanced-topics')).toBe(applies);
  });

  it('gives the specified titles and priorities, high first', () => {
    const all = recommendations({ sessions: 4, subjects: 1, userMessages: 21 });
    expect(all.map((r) => [r.title, r.priority])).toEqual([
      ['Build a Learning Habit', 'high'],
      ['Explore New Subjects', 'medium'],
      ['Try Advanced Topics', 'low'],
    ]);
    for (const r of all) {
      expect(RecommendationSchema.parse(r)).toEqual(r);
      expect(r.description.length).toBeGreaterThan(0);
    }
  });

  it('gives the empty learner only the habit', () => {
    expect(ids(0, 0, 0)).toEqual(['learning-habit']);
  });

  it('gives nothing to a settled learner with a few messages', () => {
    expect(ids(5, 3, 20)).toEqual([]);
  });

  it('returns copies, so a caller cannot change the catalogue', () => {
    const [first] = recommendations({ sessions: 0, subjects: 0, userMessages: 0 });
    first.title = 'changed';
    expect(recommendations({ sessions: 0, subjects: 0, userMessages: 0 })[0].title).toBe('Build a Learning Habit');
  });
});
