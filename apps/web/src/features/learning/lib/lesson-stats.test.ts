import { describe, expect, it } from 'vitest';
import { lessonFixture } from '../testing/lesson-fixture';
import {
  capitalise,
  currentPhase,
  durationMinutes,
  itemDuration,
  lessonStats,
  phaseStates,
  previousPhase,
  progressText,
  resourceCount,
  scoreText,
} from './lesson-stats';

describe('lesson stats', () => {
  it('reads progress as N/5 steps completed', () => {
    expect(progressText(0)).toBe('0/5 steps completed');
    expect(progressText(3)).toBe('3/5 steps completed');
    expect(progressText(5)).toBe('5/5 steps completed');
  });

  it('gives the duration in whole minutes, rounded, at least one for any content', () => {
    expect(durationMinutes(0)).toBe(0);
    expect(durationMinutes(20)).toBe(1);
    expect(durationMinutes(89)).toBe(1);
    expect(durationMinutes(90)).toBe(2);
    expect(durationMinutes(1020)).toBe(17);
  });

  it('counts the content items of every step as resources', () => {
    expect(resourceCount(lessonFixture())).toBe(6);
    expect(resourceCount({ steps: [] })).toBe(0);
  });

  it('builds the stats row: difficulty, minutes, resources, completed (N/5, then done)', () => {
    expect(lessonStats(lessonFixture({}, ['listen', 'ask']))).toEqual([
      { key: 'difficulty', label: 'Difficulty', value: 'Beginner' },
      { key: 'duration', label: 'Duration', value: '17 min' },
      { key: 'resources', label: 'Resources', value: '6' },
      { key: 'completed', label: 'Completed', value: '2/5', finished: false },
    ]);
    const done = lessonStats(lessonFixture({ difficulty: 'advanced' }, ['listen', 'ask', 'talk', 'teach', 'quiz']));
    expect(done[0].value).toBe('Advanced');
    expect(done[3]).toEqual({ key: 'completed', label: 'Completed', value: 'Done', finished: true });
  });

  it('marks phases done, current (the first not done) and locked, in order', () => {
    expect(phaseStates([])).toEqual({ listen: 'current', ask: 'locked', talk: 'locked', teach: 'locked', quiz: 'locked' });
    expect(phaseStates(['listen', 'ask'])).toEqual({ listen: 'done', ask: 'done', talk: 'current', teach: 'locked', quiz: 'locked' });
    expect(phaseStates(['listen', 'ask', 'talk', 'teach', 'quiz'])).toEqual({
      listen: 'done',
      ask: 'done',
      talk: 'done',
      teach: 'done',
      quiz: 'done',
    });
    expect(currentPhase(['listen'])).toBe('ask');
    expect(currentPhase(['listen', 'ask', 'talk', 'teach', 'quiz'])).toBeNull();
    expect(previousPhase('listen')).toBeNull();
    expect(previousPhase('quiz')).toBe('teach');
  });

  it('formats the score, item durations and levels', () => {
    expect(scoreText(1, 3)).toBe('1/3 correct');
    expect(itemDuration(30)).toBe('30 sec');
    expect(itemDuration(180)).toBe('3 min');
    expect(capitalise('intermediate')).toBe('Intermediate');
  });
});
