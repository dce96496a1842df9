import { describe, expect, it } from 'vitest';
import { Rating } from 'ts-fsrs';
import { dayGrade, isDue, reviewCardOf, type GradedAt } from './review.ts';

const DAY = 86_400_000;
const start = new Date('2026-11-02T16:00:00Z');
const at = (days: number, minutes = 0) => new Date(start.getTime() + days * DAY + minutes * 60_000);
const answer = (correct: boolean, days: number, minutes = 0): GradedAt => ({ correct, at: at(days, minutes) });
const intervalDays = (answers: GradedAt[]) => {
  const card = reviewCardOf(answers)!;
  return (card.due.getTime() - answers.at(-1)!.at.getTime()) / DAY;
};

describe('the review schedule (FSRS)', () => {
  it('has no card before any answer, and is not due then', () => {
    expect(reviewCardOf([])).toBeNull();
    expect(isDue(null, at(100))).toBe(false);
  });

  it('grades a day of answers: all right Good, some right Hard, none right Again', () => {
    expect(dayGrade([true, true])).toBe(Rating.Good);
    expect(dayGrade([false, true])).toBe(Rating.Hard);
    expect(dayGrade([false, false])).toBe(Rating.Again);
  });

  it('moves the next review further out after each successful review', () => {
    const first = [answer(true, 0)];
    const second = [...first, answer(true, Math.ceil(intervalDays(first)))];
    const third = [...second, answer(true, Math.ceil(intervalDays(first)) + Math.ceil(intervalDays(second)))];
    expect(intervalDays(first)).toBeGreaterThanOrEqual(1);
    expect(intervalDays(second)).toBeGreaterThan(intervalDays(first));
    expect(intervalDays(third)).toBeGreaterThan(intervalDays(second));
  });

  it('brings the review back in after a lapse', () => {
    const learned = [answer(true, 0), answer(true, 3), answer(true, 12)];
    const before = intervalDays(learned);
    const lapsed = [...learned, answer(false, 40)];
    expect(intervalDays(lapsed)).toBeLessThan(before);
    expect(intervalDays(lapsed)).toBeLessThan(before / 4);
    expect(reviewCardOf(lapsed)!.lapses).toBe(1);
  });

  it('counts a day once: five right answers in one sitting are one review', () => {
    const sitting = [0, 1, 2, 3, 4].map((m) => answer(true, 0, m));
    expect(reviewCardOf(sitting)!.reps).toBe(1);
    expect(intervalDays(sitting)).toBeCloseTo(intervalDays([answer(true, 0, 4)]), 6);
  });

  it('is due once its day has come, not before', () => {
    const card = reviewCardOf([answer(true, 0)])!;
    expect(isDue(card, new Date(card.due.getTime() - 1000))).toBe(false);
    expect(isDue(card, card.due)).toBe(true);
  });
});
