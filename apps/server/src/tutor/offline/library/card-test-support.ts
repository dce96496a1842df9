import { expect } from 'vitest';
import { gradeCheckAnswer } from '../card-check.ts';
import type { TopicCard } from './types.ts';

const GROUPS = ['child', 'teen', 'adult'] as const;
export const filled = (s: unknown) => typeof s === 'string' && s.trim().length > 0;

/** The words and the sentences of a card's text, as the reading-length checks count them. */
export const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
export const sentences = (text: string) =>
  text
    .split(/(?<=[.!?]['"’”)]?)\s+/)
    .map((s) => s.trim())
    .filter((s) => /[A-Za-z]/.test(s));

/** Every field of a card filled, within the sizes the card type's comments ask for. */
export function expectWellFormed(c: TopicCard) {
  expect(filled(c.title), c.id).toBe(true);
  expect(c.keywords.length, c.id).toBeGreaterThanOrEqual(4);
  expect(c.keywords.length, c.id).toBeLessThanOrEqual(10);
  expect(c.keywords.every(filled), c.id).toBe(true);
  for (const g of GROUPS) expect(filled(c.explanation[g]), `${c.id} ${g}`).toBe(true);
  expect(c.keyConcepts.length, c.id).toBeGreaterThanOrEqual(3);
  expect(c.keyConcepts.length, c.id).toBeLessThanOrEqual(5);
  expect(c.keyConcepts.every(filled), c.id).toBe(true);
  expect(filled(c.workedExample.problem), c.id).toBe(true);
  expect(c.workedExample.steps.length, c.id).toBeGreaterThanOrEqual(2);
  expect(c.workedExample.steps.length, c.id).toBeLessThanOrEqual(5);
  expect(c.workedExample.steps.every(filled), c.id).toBe(true);
  expect(filled(c.workedExample.answer), c.id).toBe(true);
  expect(c.checkQuestions.length, c.id).toBeGreaterThanOrEqual(2);
  expect(c.checkQuestions.length, c.id).toBeLessThanOrEqual(3);
  for (const q of c.checkQuestions) {
    expect(filled(q.question) && filled(q.answer), c.id).toBe(true);
    expect(q.acceptable.length, q.question).toBeGreaterThanOrEqual(1);
    expect(q.acceptable.length, q.question).toBeLessThanOrEqual(6);
    expect(q.acceptable.every(filled), q.question).toBe(true);
  }
  expect(filled(c.realWorldExample), c.id).toBe(true);
  expect(c.related.length, c.id).toBeGreaterThanOrEqual(1);
  expect(c.related.length, c.id).toBeLessThanOrEqual(3);
}

/** Each check question's own model answer is right by its acceptable strings (lower case) and by the tutor's grader. */
export function expectModelAnswersRight(c: TopicCard) {
  for (const q of c.checkQuestions) {
    for (const a of q.acceptable) expect(a, q.question).toBe(a.toLowerCase());
    const answer = q.answer.toLowerCase();
    expect(
      q.acceptable.some((a) => answer.includes(a)),
      `${c.id}: ${q.question}`,
    ).toBe(true);
    // The offline tutor's own grader (whole words, numbers by value) must accept it too.
    expect(gradeCheckAnswer(q, q.answer), `${c.id}: ${q.question} (grader)`).toBe(true);
  }
}
