import { describe, expect, it } from 'vitest';
import { formAsked, gradeQuizAnswer, numberKey, parseNumberAnswer, toleranceFor, type QuizKey } from './quiz-key.ts';

const number = (value: number, display: string): QuizKey => ({ kind: 'number', value, tolerance: toleranceFor(value), display });
const right = (key: QuizKey, answers: string[]) => answers.filter((a) => !gradeQuizAnswer(key, a).correct);
const wrong = (key: QuizKey, answers: string[]) => answers.filter((a) => gradeQuizAnswer(key, a).correct);

describe('parseNumberAnswer', () => {
  it('reads decimals, fractions, mixed numbers, units, percentages, thousands and small number words', () => {
    expect(parseNumberAnswer(' 3/4 ')).toBe(0.75);
    expect(parseNumberAnswer('0,75')).toBe(0.75);
    expect(parseNumberAnswer('2 1/4')).toBe(2.25);
    expect(parseNumberAnswer('-5')).toBe(-5);
    expect(parseNumberAnswer('−8')).toBe(-8);
    expect(parseNumberAnswer('28 square cm')).toBe(28);
    expect(parseNumberAnswer('27 cm³')).toBe(27);
    expect(parseNumberAnswer('90%')).toBe(90);
    expect(parseNumberAnswer('2,000 grams')).toBe(2000);
    expect(parseNumberAnswer('1 500')).toBe(1500);
    expect(parseNumberAnswer('x = 13')).toBe(13);
    expect(parseNumberAnswer('nine')).toBe(9);
    expect(parseNumberAnswer('150 cents (1.50 dollars)')).toBe(150);
  });

  it('reads no number from words, two numbers or a division by zero', () => {
    for (const text of ['', 'denominator', '3 and 4', '1/0', '3/4/5', '2x']) expect(parseNumberAnswer(text), text).toBeNull();
  });
});

describe('gradeQuizAnswer', () => {
  it('grades a number by value, tolerant of spaces, a decimal comma, a unit and fractions', () => {
    const key = number(0.75, '3/4');
    expect(right(key, ['0.75', ' 3/4 ', '0,75', '3 / 4', '6/8', '.75'])).toEqual([]);
    expect(wrong(key, ['0.7', '0.8', '3/5', '75', 'three quarters', ''])).toEqual([]);
    expect(gradeQuizAnswer(key, '0.7')).toEqual({ correct: false, expected: '3/4' });
  });

  it('wants the answer written as the question asks: "Write 1/4 as a decimal" is not answered by "1/4"', () => {
    expect(formAsked('Write 1/4 as a decimal.')).toBe('decimal');
    expect(formAsked('Write 0.5 as a fraction.')).toBe('fraction');
    expect(formAsked('Change 3/4 into a percentage.')).toBe('percentage');
    expect(formAsked('What is 3/4 of 8?')).toBeUndefined();

    const decimal = numberKey(0.25, '0.25', 'Write 1/4 as a decimal.');
    expect(right(decimal, ['0.25', '.25', '0,25'])).toEqual([]);
    expect(wrong(decimal, ['1/4', '25%', '2/8'])).toEqual([]);
    const fraction = numberKey(0.5, '1/2', 'Write 0.5 as a fraction.');
    expect(right(fraction, ['1/2', '2/4'])).toEqual([]);
    expect(wrong(fraction, ['0.5', '50%'])).toEqual([]);
    expect(gradeQuizAnswer(numberKey(75, '75%', 'Write 3/4 as a percentage.'), '75%').correct).toBe(true);
    expect(gradeQuizAnswer(numberKey(75, '75%', 'Write 3/4 as a percentage.'), '75').correct).toBe(false);
    // No form asked: any way of writing the value is right.
    expect(right(numberKey(0.75, '3/4', 'What is 3 divided by 4?'), ['0.75', '3/4'])).toEqual([]);
  });

  it('is exact for short decimals and allows two decimal places for recurring ones', () => {
    expect(toleranceFor(0.75)).toBe(0);
    expect(toleranceFor(34)).toBe(0);
    const key = number(7 / 12, '7/12');
    expect(right(key, ['7/12', '0.58', '0.583', '14/24'])).toEqual([]);
    expect(wrong(key, ['0.5', '0.6', '0.57'])).toEqual([]);
    expect(right(number(2000, '2,000 grams'), ['2000', '2,000', '2 000 g'])).toEqual([]);
    expect(right(number(90, '90%'), ['90', '90%', '90 %'])).toEqual([]);
  });

  it('grades a choice by its option id (or its label) and shows the label', () => {
    const key: QuizKey = { kind: 'choice', optionId: 'c', label: 'Oxygen' };
    expect(right(key, ['c', ' C ', 'oxygen'])).toEqual([]);
    expect(wrong(key, ['a', 'b', 'd', 'carbon dioxide', ''])).toEqual([]);
    expect(gradeQuizAnswer(key, 'a').expected).toBe('Oxygen');
  });

  it("grades an expression through the maths engine's checker", () => {
    const equation: QuizKey = { kind: 'expression', problem: 'Solve x - 4 = 9.', expected: 'x = 13' };
    expect(right(equation, ['x = 13', '13', 'x=13'])).toEqual([]);
    expect(wrong(equation, ['x = 5', '12', 'no idea'])).toEqual([]);
    const simplify: QuizKey = { kind: 'expression', problem: 'Simplify 2a + 5a.', expected: '7a' };
    expect(right(simplify, ['7a', '7 a'])).toEqual([]);
    expect(wrong(simplify, ['10a', '7'])).toEqual([]);
  });

  it('compares as written when the engine cannot read the problem', () => {
    const key: QuizKey = { kind: 'expression', problem: 'not a problem', expected: 'x < 7' };
    expect(gradeQuizAnswer(key, 'x<7')).toEqual({ correct: true, expected: 'x < 7' });
    expect(gradeQuizAnswer(key, 'x < 8').correct).toBe(false);
  });
});
