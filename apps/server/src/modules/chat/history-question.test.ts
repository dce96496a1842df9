import { describe, expect, it } from 'vitest';
import { readLearningQuestion } from './history-question.ts';

const SUBJECTS = [
  { id: 1, name: 'Mathematics' },
  { id: 2, name: 'Science' },
  { id: 3, name: 'Reading & Language Arts' },
];

describe('readLearningQuestion', () => {
  it('reads the time, the topic and no subject from "what did I study about fractions last week?"', () => {
    expect(readLearningQuestion('What did I study about fractions last week?', SUBJECTS)).toEqual({
      days: 7,
      window: 'in the past 7 days',
      timeframe: 'week',
      subjectId: null,
      difficulty: false,
      words: ['fractions'],
    });
  });

  it('reads "what do I find hard?" as a difficulty question with no topic and all of the history', () => {
    expect(readLearningQuestion('What do I find hard?', SUBJECTS)).toMatchObject({ days: null, difficulty: true, words: [] });
  });

  it('finds a subject by its name or another name learners give it, and leaves its words out of the topic', () => {
    expect(readLearningQuestion('What did I get wrong in maths this month?', SUBJECTS)).toMatchObject({
      days: 30,
      subjectId: 1,
      difficulty: true,
      words: [],
    });
    expect(readLearningQuestion('what did I learn in science about cells?', SUBJECTS)).toMatchObject({ subjectId: 2, words: ['cells'] });
    expect(readLearningQuestion('Which books did I read for Reading & Language Arts?', SUBJECTS)).toMatchObject({ subjectId: 3 });
  });

  it('keeps words of any language that are not the question’s own, at most 8', () => {
    expect(readLearningQuestion('Qu’est-ce que j’ai appris sur les fractions?', SUBJECTS).words).toContain('fractions');
    expect(
      readLearningQuestion(
        'a b c d e f g h i j k l m n o p q r s t u v w x y z alpha beta gamma delta epsilon zeta eta theta iota kappa',
        SUBJECTS,
      ).words,
    ).toHaveLength(8);
  });
});
