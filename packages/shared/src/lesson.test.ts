import { describe, expect, it } from 'vitest';
import {
  ContentItemSchema,
  defaultOutcomes,
  isInternalPath,
  LearningSessionRequestSchema,
  LearningSessionSchema,
  LESSON_PHASES,
  PHASE_DESCRIPTIONS,
  QuizAnswerSchema,
  QuizQuestionSchema,
  type LearningSession,
  type LessonStep,
} from './lesson.ts';

const item = (url: string) => ({
  title: 'Fractions',
  description: 'A fraction is a part of a whole.',
  type: 'card',
  skillLevel: 'beginner',
  duration: 60,
  concepts: ['Numerator', 'Denominator'],
  url,
});

const quiz = [1, 2, 3].map((n) => ({ id: `q${n}`, prompt: `What is ${n} + ${n}?`, kind: 'number' as const }));
const step = (phase: LessonStep['step']): LessonStep => ({
  step: phase,
  content: [ContentItemSchema.parse(item('/chat?skill=Fractions&subject=1'))],
  questions: ['What is a fraction?'],
  ...(phase === 'quiz' ? { quiz } : {}),
});
const session = (steps: LessonStep[]): LearningSession => ({
  topic: 'Fractions',
  difficulty: 'beginner',
  totalDuration: 300,
  steps,
  expectedOutcomes: defaultOutcomes('Fractions'),
});

describe('lesson phases', () => {
  it('are listen, ask, talk, teach, quiz in that order, each with a description', () => {
    expect(LESSON_PHASES).toEqual(['listen', 'ask', 'talk', 'teach', 'quiz']);
    for (const phase of LESSON_PHASES) expect(PHASE_DESCRIPTIONS[phase]).toMatch(/^[A-Z].+\.$/);
  });
});

describe('LearningSessionRequestSchema', () => {
  it('fills the defaults: beginner, no objectives, no age', () => {
    expect(LearningSessionRequestSchema.parse({ topic: '  Fractions ' })).toEqual({
      topic: 'Fractions',
      skillLevel: 'beginner',
      learningObjectives: [],
    });
  });

  it('requires a topic, with the message "Topic is required"', () => {
    for (const body of [{}, { topic: '' }, { topic: '   ' }]) {
      expect(LearningSessionRequestSchema.safeParse(body).error?.issues[0]?.message).toBe('Topic is required');
    }
    expect(LearningSessionRequestSchema.safeParse({ topic: 'x'.repeat(101) }).success).toBe(false);
  });

  it('checks the age, the skill level and the objectives', () => {
    expect(LearningSessionRequestSchema.parse({ topic: 'Fractions', userAge: 10, skillLevel: 'advanced' })).toMatchObject({
      userAge: 10,
      skillLevel: 'advanced',
    });
    expect(LearningSessionRequestSchema.safeParse({ topic: 'Fractions', userAge: 3 }).success).toBe(false);
    expect(LearningSessionRequestSchema.safeParse({ topic: 'Fractions', userAge: 10.5 }).success).toBe(false);
    expect(LearningSessionRequestSchema.safeParse({ topic: 'Fractions', skillLevel: 'expert' }).success).toBe(false);
    expect(LearningSessionRequestSchema.safeParse({ topic: 'Fractions', learningObjectives: Array(11).fill('Add') }).success).toBe(false);
    expect(LearningSessionRequestSchema.safeParse({ topic: 'Fractions', learningObjectives: ['x'.repeat(201)] }).success).toBe(false);
    expect(LearningSessionRequestSchema.parse({ topic: 'Fractions', learningObjectives: ['Add fractions'] }).learningObjectives).toEqual([
      'Add fractions',
    ]);
  });
});

describe('ContentItemSchema', () => {
  it('takes a path inside the product', () => {
    expect(ContentItemSchema.safeParse(item('/chat?skill=Fractions&subject=1')).success).toBe(true);
    expect(ContentItemSchema.safeParse(item('/progress')).success).toBe(true);
  });

  it('refuses an external address, a protocol-relative one and other tricks', () => {
    for (const url of ['https://example.com', '//evil.com', '/\\evil.com', 'javascript:alert(1)', 'chat', '', '/chat\n//x']) {
      expect(isInternalPath(url)).toBe(false);
      expect(ContentItemSchema.safeParse(item(url)).error?.issues[0]?.message).toBe('The url must be a path inside Brightpath');
    }
  });
});

describe('QuizQuestionSchema', () => {
  it('has no answer field, and a choice question needs options with distinct ids', () => {
    const choice = {
      id: 'q1',
      prompt: 'Which gas?',
      kind: 'choice',
      options: [
        { id: 'a', label: 'Oxygen' },
        { id: 'b', label: 'Carbon dioxide' },
      ],
    };
    expect(QuizQuestionSchema.parse({ ...choice, answer: 'a' })).not.toHaveProperty('answer');
    expect(QuizQuestionSchema.safeParse({ ...choice, options: [{ id: 'a', label: 'Oxygen' }] }).success).toBe(false);
    expect(
      QuizQuestionSchema.safeParse({
        ...choice,
        options: [
          { id: 'a', label: 'x' },
          { id: 'a', label: 'y' },
        ],
      }).success,
    ).toBe(false);
    expect(QuizQuestionSchema.safeParse({ id: 'q2', prompt: '2 + 2?', kind: 'number', options: choice.options }).success).toBe(false);
  });
});

describe('LearningSessionSchema', () => {
  it('takes the five phases in order, the quiz only on the quiz step', () => {
    expect(LearningSessionSchema.safeParse(session(LESSON_PHASES.map(step))).success).toBe(true);
  });

  it('refuses missing, extra or reordered phases', () => {
    const [listen, ask, talk, teach, q] = LESSON_PHASES.map(step);
    for (const steps of [
      [listen, ask, talk, teach],
      [ask, listen, talk, teach, q],
      [listen, ask, talk, teach, q, q],
    ]) {
      expect(LearningSessionSchema.safeParse(session(steps)).success).toBe(false);
    }
    expect(LearningSessionSchema.safeParse(session([listen, ask, talk, teach, { ...q, quiz: undefined }])).success).toBe(false);
    expect(LearningSessionSchema.safeParse(session([{ ...listen, quiz }, ask, talk, teach, q])).success).toBe(false);
    expect(LearningSessionSchema.safeParse(session([listen, ask, talk, teach, { ...q, quiz: quiz.slice(0, 2) }])).success).toBe(false);
  });

  it('defaults the expected outcomes to understand, apply and analyze the topic', () => {
    expect(defaultOutcomes('Fractions')).toEqual(['Understand Fractions', 'Apply Fractions', 'Analyze Fractions']);
  });
});

describe('QuizAnswerSchema', () => {
  it('takes an answer of 1 to 200 characters and a whole, non-negative time', () => {
    expect(QuizAnswerSchema.parse({ questionId: 'q1', answer: ' 3/4 ', timeTakenMs: 1200 })).toEqual({
      questionId: 'q1',
      answer: '3/4',
      timeTakenMs: 1200,
    });
    expect(QuizAnswerSchema.safeParse({ questionId: 'q1', answer: '  ', timeTakenMs: 0 }).error?.issues[0]?.message).toBe(
      'Answer is required',
    );
    expect(QuizAnswerSchema.safeParse({ questionId: 'q1', answer: 'x'.repeat(201), timeTakenMs: 0 }).success).toBe(false);
    expect(QuizAnswerSchema.safeParse({ questionId: 'q1', answer: 'a', timeTakenMs: -1 }).success).toBe(false);
    expect(QuizAnswerSchema.safeParse({ questionId: 'q1', answer: 'a', timeTakenMs: 1.5 }).success).toBe(false);
  });
});
