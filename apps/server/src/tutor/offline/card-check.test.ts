import { describe, expect, it } from 'vitest';
import { gradeCheckAnswer } from './card-check.ts';

const gas = { question: 'Which gas do plants take in?', answer: 'Carbon dioxide', acceptable: ['carbon dioxide', 'co2'] };
const pigment = { question: 'What is the green pigment?', answer: 'Chlorophyll', acceptable: ['chlorophyl', 'chlorofil'] };
const solve = { question: 'Solve x - 4 = 9.', answer: 'x = 13', acceptable: ['13', 'thirteen'] };

describe('gradeCheckAnswer', () => {
  it('accepts any acceptable answer, in any case and phrasing', () => {
    expect(gradeCheckAnswer(gas, 'Carbon Dioxide')).toBe(true);
    expect(gradeCheckAnswer(gas, 'I think it is CO2!')).toBe(true);
    expect(gradeCheckAnswer(pigment, 'chlorophyll')).toBe(true);
  });

  it('tolerates a small typo in a longer word', () => {
    expect(gradeCheckAnswer(pigment, 'clorophyll')).toBe(true);
  });

  it('grades numbers exactly, in digits or words', () => {
    expect(gradeCheckAnswer(solve, 'x = 13')).toBe(true);
    expect(gradeCheckAnswer(solve, 'thirteen')).toBe(true);
    expect(gradeCheckAnswer(solve, '113')).toBe(false);
    expect(gradeCheckAnswer(solve, '1.3')).toBe(false);
  });

  it('rejects wrong and negated answers', () => {
    expect(gradeCheckAnswer(gas, 'oxygen')).toBe(false);
    expect(gradeCheckAnswer(gas, 'not carbon dioxide')).toBe(false);
    expect(gradeCheckAnswer(gas, '')).toBe(false);
  });
});
