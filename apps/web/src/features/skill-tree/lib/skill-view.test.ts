import { describe, expect, it } from 'vitest';
import { CURRICULA } from '@brightpath/shared/curricula';
import type { SkillStatus } from '@brightpath/shared/mastery';
import { formatMinutes, frontierIds, skillChatHref, skillViews } from './skill-view';

const views = (states: Record<string, SkillStatus>) =>
  skillViews(
    CURRICULA.Mathematics,
    Object.entries(states).map(([skillId, status]) => ({
      skillId,
      status,
      progress: 0,
      mastery: 0,
      answered: 0,
      correct: 0,
      reported: 0,
      reviewAt: null,
      due: false,
    })),
  );

describe('the skill tree’s view of a skill', () => {
  it('opens the tutor on the skill in its catalogue subject, and a review in the structured lesson', () => {
    expect(skillChatHref('math-counting', 'Mathematics', 'available')).toBe('/chat?skill=math-counting&subject=1');
    expect(skillChatHref('art-line', 'Art', 'in_progress')).toBe('/chat?skill=art-line&subject=15');
    expect(skillChatHref('math-counting', 'Mathematics', 'mastered')).toBe('/chat?skill=math-counting&subject=1&mode=structured&review=1');
  });

  it('fits the graph first on the open skills and the ones they lead to; on the whole tree when nothing is open', () => {
    const fresh = frontierIds(views({ 'math-counting': 'available', 'math-shapes': 'available' }));
    expect(fresh).toEqual(expect.arrayContaining(['math-counting', 'math-shapes', 'math-place-value', 'math-angles']));
    expect(fresh).not.toContain('math-fractions-basics');
    // On a phone, the first open skill.
    expect(frontierIds(views({ 'math-counting': 'available', 'math-shapes': 'available' }), { first: true })).toEqual(['math-counting']);
    const done = Object.fromEntries(CURRICULA.Mathematics.map((s) => [s.id, 'mastered' as const]));
    expect(frontierIds(views(done))).toEqual([]);
  });

  it('says the estimated time in words', () => {
    expect(formatMinutes(45)).toBe('45 minutes');
    expect(formatMinutes(60)).toBe('1 hour');
    expect(formatMinutes(150)).toBe('2 hours 30 minutes');
  });
});
