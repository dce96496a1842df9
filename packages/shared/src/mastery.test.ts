import { describe, expect, it } from 'vitest';
import { BKT, bktUpdate, MASTERY_THRESHOLDS, masteryOf, skillState, skillStates, type SkillEvidence } from './mastery.ts';

const right = (n: number) => Array<boolean>(n).fill(true);
const ev = (answers: boolean[], reported = 0): SkillEvidence => ({ answers, reported });

describe('bktUpdate (knowledge tracing, the standard update)', () => {
  it('moves the estimate by Bayes and then by the chance of learning: from the prior 0.1, a right answer gives 0.55', () => {
    // P(known | right) = 0.1 x 0.9 / (0.1 x 0.9 + 0.9 x 0.1) = 0.5; then 0.5 + 0.5 x 0.1.
    expect(bktUpdate(0.1, true)).toBeCloseTo(0.55, 10);
    // P(known | wrong) = 0.1 x 0.1 / (0.1 x 0.1 + 0.9 x 0.9) = 0.0122; then + (1 - 0.0122) x 0.1.
    expect(bktUpdate(0.1, false)).toBeCloseTo(0.01 / 0.82 + (1 - 0.01 / 0.82) * 0.1, 10);
  });

  it('learns faster than moving the prior toward the posterior by the transit probability (OATutor BKT-brain.js)', () => {
    const oatutor = (known: number) => {
      const posterior = (known * 0.9) / (known * 0.9 + (1 - known) * 0.1);
      return known + (posterior - known) * 0.1;
    };
    expect(bktUpdate(0.1, true)).toBeGreaterThan(oatutor(0.1) + 0.3);
  });

  it('stays within 0 and 1 and rises with every right answer, whatever the estimate', () => {
    for (let known = 0; known <= 1; known += 0.05) {
      const next = bktUpdate(known, true);
      expect(next).toBeGreaterThanOrEqual(known - 1e-12);
      expect(next).toBeLessThanOrEqual(1);
      expect(bktUpdate(known, false)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('masteryOf and skillState on sequences of answers', () => {
  it('reaches completed after two right answers and mastered after three', () => {
    expect(masteryOf(right(2))).toBeGreaterThanOrEqual(MASTERY_THRESHOLDS.completed);
    expect(masteryOf(right(2))).toBeLessThan(MASTERY_THRESHOLDS.mastered);
    expect(skillState(ev(right(1)), true)).toMatchObject({ status: 'in_progress', progress: 64, answered: 1, correct: 1 });
    expect(skillState(ev(right(2)), true)).toMatchObject({ status: 'completed', progress: 100 });
    expect(skillState(ev(right(3)), true)).toMatchObject({ status: 'mastered', progress: 100 });
  });

  it('falls back from mastered to completed after a wrong answer, and comes back with a right one', () => {
    const slipped = skillState(ev([...right(3), false]), true);
    expect(slipped.status).toBe('completed');
    expect(slipped.mastery).toBeLessThan(MASTERY_THRESHOLDS.mastered);
    expect(skillState(ev([...right(3), false, true]), true).status).toBe('mastered');
  });

  it('pulls the estimate down with wrong answers: two after mastery fall under completed; one right brings mastery back', () => {
    expect(masteryOf([...right(3), false, false])).toBeLessThan(MASTERY_THRESHOLDS.completed);
    expect(masteryOf([...right(3), false, false])).toBeGreaterThan(BKT.prior);
    expect(masteryOf([...right(3), false, false, true])).toBeGreaterThanOrEqual(MASTERY_THRESHOLDS.mastered);
    // Wrong answers before any right one: the estimate stays near the prior, then two right answers complete it.
    expect(skillState(ev([false, false, true]), true).status).toBe('in_progress');
    expect(skillState(ev([false, false, true, true]), true).status).toBe('completed');
  });

  it('has no dead end under a cut-off: from any estimate, right answers reach mastered within a few', () => {
    for (const start of [[false], [false, false, false, false, false, false], [true, false, true, false, true, false]]) {
      const answers = [...start];
      while (skillState(ev(answers), true).status !== 'mastered') {
        answers.push(true);
        expect(answers.length - start.length).toBeLessThanOrEqual(4);
      }
    }
  });

  it('stays completed once reached (the skills it opened stay open), though the estimate falls', () => {
    const state = skillState(ev([...right(2), false, false, false]), true);
    expect(state.mastery).toBeLessThan(MASTERY_THRESHOLDS.completed);
    expect(state).toMatchObject({ status: 'completed', progress: 100 });
  });

  it('counts what the learner reported: in progress at 40, completed at 100, never mastered without graded work', () => {
    expect(skillState(ev([], 40), true)).toMatchObject({ status: 'in_progress', progress: 40, mastery: BKT.prior });
    expect(skillState(ev([], 100), true)).toMatchObject({ status: 'completed', progress: 100 });
    expect(skillState(ev([true], 90), true).progress).toBe(90);
  });
});

describe('skillState and skillStates from the prerequisites', () => {
  const skills = [
    { id: 'count', prerequisites: [] },
    { id: 'add', prerequisites: ['count'] },
    { id: 'subtract', prerequisites: ['count'] },
    { id: 'multiply', prerequisites: ['add', 'subtract'] },
  ];

  it('at every state of a prerequisite: locked until it is completed or mastered, available after', () => {
    expect(skillState(ev([]), false).status).toBe('locked');
    expect(skillState(ev([]), true)).toMatchObject({ status: 'available', progress: 0 });
    const cases: [SkillEvidence, string][] = [
      [ev([]), 'locked'],
      [ev([true]), 'locked'],
      [ev([], 50), 'locked'],
      [ev(right(2)), 'available'],
      [ev(right(3)), 'available'],
      [ev([], 100), 'available'],
    ];
    for (const [count, add] of cases) {
      const states = skillStates(skills, new Map([['count', count]]));
      expect(states.get('add')!.status, JSON.stringify(count)).toBe(add);
      expect(states.get('count')!.status).not.toBe('locked');
    }
  });

  it('opens a skill with two prerequisites only when both are done', () => {
    const one = skillStates(
      skills,
      new Map([
        ['count', ev(right(3))],
        ['add', ev(right(2))],
      ]),
    );
    expect(one.get('multiply')!.status).toBe('locked');
    const both = skillStates(
      skills,
      new Map([
        ['count', ev(right(3))],
        ['add', ev(right(2))],
        ['subtract', ev([], 100)],
      ]),
    );
    expect(both.get('multiply')!.status).toBe('available');
    expect([...both.keys()].sort()).toEqual(['add', 'count', 'multiply', 'subtract']);
  });

  it('keeps work already done on a skill whose prerequisite is not done as in progress, not locked', () => {
    const states = skillStates(skills, new Map([['add', ev([true])]]));
    expect(states.get('add')!.status).toBe('in_progress');
  });
});
