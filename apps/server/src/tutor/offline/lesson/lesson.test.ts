import { LearningSessionSchema, LESSON_PHASES, type LearningSession } from '@brightpath/shared/lesson';
import { describe, expect, it } from 'vitest';
import { getCard } from '../library/index.ts';
import { buildOfflineLesson, chatUrl, matchLesson, type OfflineLesson, type OfflineLessonInput } from './lesson.ts';
import { eitherOr } from './quiz.ts';
import { gradeQuizAnswer, type QuizKey } from './quiz-key.ts';

const lesson = (topic: string, more: Partial<OfflineLessonInput> = {}): OfflineLesson =>
  buildOfflineLesson({ topic, age: 16, skillLevel: 'beginner', learningObjectives: [], ...more });

/** The answer a learner would give to be right. */
const rightAnswer = (key: QuizKey) => (key.kind === 'choice' ? key.optionId : key.kind === 'number' ? key.display : key.expected);
/** An answer that must be wrong. */
const wrongAnswer = (key: QuizKey, options: { id: string }[] = []) =>
  key.kind === 'choice' ? options.find((o) => o.id !== key.optionId)!.id : key.kind === 'number' ? String(key.value + 7) : '987654';

const allItems = (s: LearningSession) => s.steps.flatMap((step) => step.content);

/** The checks every lesson must pass: the schema, five phases in order, content and prompts, a gradeable quiz. */
function expectSoundLesson({ session, answerKey }: OfflineLesson) {
  expect(LearningSessionSchema.safeParse(session).success).toBe(true);
  expect(session.steps.map((s) => s.step)).toEqual([...LESSON_PHASES]);
  for (const step of session.steps) {
    expect(step.content.length, step.step).toBeGreaterThan(0);
    expect(step.questions.length, step.step).toBeGreaterThanOrEqual(2);
  }
  expect(session.steps[0].questions.length).toBeLessThanOrEqual(3);
  const quiz = session.steps[4].quiz!;
  expect(quiz.length).toBeGreaterThanOrEqual(3);
  expect(quiz.length).toBeLessThanOrEqual(5);
  expect(Object.keys(answerKey).sort()).toEqual(quiz.map((q) => q.id).sort());
  for (const q of quiz) {
    const key = answerKey[q.id];
    expect(key.kind, q.prompt).toBe(q.kind);
    expect(JSON.stringify(q), 'the browser never gets the answer').not.toContain('optionId');
    expect(gradeQuizAnswer(key, rightAnswer(key)).correct, `${q.prompt} -> ${rightAnswer(key)}`).toBe(true);
    expect(gradeQuizAnswer(key, wrongAnswer(key, q.options)).correct, `${q.prompt} -> wrong`).toBe(false);
  }
  for (const item of allItems(session)) expect(item.url).toMatch(/^\/(?!\/)/);
  expect(session.totalDuration).toBe(allItems(session).reduce((n, c) => n + c.duration, 0));
}

describe('buildOfflineLesson: a maths topic', () => {
  const built = lesson('Fractions', { age: 10, subject: { id: 1, name: 'Mathematics' } });

  it('gives five phases with content, prompts and a quiz whose keys grade their own answers', () => {
    expectSoundLesson(built);
  });

  it('teaches from the Fractions card at a child reading level, with its worked example', () => {
    const [card, example] = built.session.steps[0].content;
    expect(card).toMatchObject({ title: 'Fractions', type: 'card', description: getCard('math-fractions')!.explanation.child });
    expect(example.type).toBe('example');
    expect(example.description).toContain('1/3 + 1/4');
    expect(card.url).toBe('/chat?skill=Fractions&subject=1');
  });

  it('grades numbers by value: 3/4 as 0.75, with spaces or a decimal comma, not 0.7', () => {
    const q = built.session.steps[4].quiz!.find((x) => x.prompt === 'Simplify 6/8.')!;
    const key = built.answerKey[q.id];
    expect(key).toMatchObject({ kind: 'number', value: 0.75 });
    for (const answer of ['0.75', ' 3/4 ', '0,75', '6/8']) expect(gradeQuizAnswer(key, answer).correct, answer).toBe(true);
    for (const answer of ['0.7', '4/3', 'three']) expect(gradeQuizAnswer(key, answer).correct, answer).toBe(false);
    expect(gradeQuizAnswer(key, '0.7').expected).toBe('3/4');
  });

  it('includes a fresh problem made and checked by the maths engine', () => {
    const quiz = built.session.steps[4].quiz!;
    const card = getCard('math-fractions')!;
    const own = new Set(card.checkQuestions.map((q) => q.question));
    const fresh = quiz.filter((q) => !own.has(q.prompt));
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh[0].prompt).toMatch(/^Work out \d+\/\d+ [+-] \d+\/\d+\.$/);
    expect(fresh[0].kind).toBe('number');
  });

  it('makes a choice question of a word answer, its options drawn without a second right one', () => {
    const q = built.session.steps[4].quiz!.find((x) => x.prompt.includes('what is the 9 called'))!;
    expect(q.kind).toBe('choice');
    expect(q.options!.length).toBeGreaterThanOrEqual(3);
    const key = built.answerKey[q.id];
    expect(key).toMatchObject({ kind: 'choice', label: 'The denominator' });
    expect(q.options!.filter((o) => gradeQuizAnswer(key, o.id).correct)).toHaveLength(1);
  });
});

describe('buildOfflineLesson: a non-maths topic', () => {
  const built = lesson('photosynthesis', { age: 30, subject: { id: 2, name: 'Science' }, skillLevel: 'intermediate' });

  it('gives five phases with content, prompts and a gradeable quiz', () => {
    expectSoundLesson(built);
    expect(built.session.steps[4].quiz).toHaveLength(4);
  });

  it("teaches from the Photosynthesis card at an adult reading level and asks the card's check questions", () => {
    expect(built.session.steps[0].content[0]).toMatchObject({
      title: 'Photosynthesis',
      description: getCard('science-photosynthesis')!.explanation.adult,
      url: '/chat?skill=Photosynthesis&subject=2',
    });
    const q = built.session.steps[4].quiz!.find((x) => x.prompt === 'Which gas do plants give out during photosynthesis?')!;
    expect(q.kind).toBe('choice');
    const key = built.answerKey[q.id];
    expect(gradeQuizAnswer(key, key.kind === 'choice' ? key.optionId : '').expected).toBe('Oxygen');
    expect(q.options!.map((o) => o.label)).toContain('Oxygen');
    expect(q.options!.map((o) => o.label)).not.toContain('Photosynthesis');
  });
});

describe('buildOfflineLesson: a topic that is a maths problem', () => {
  const built = lesson('2x + 3 = 11', { age: 14 });

  it('teaches the card of its kind and asks the problem itself first, graded by the maths engine', () => {
    expectSoundLesson(built);
    expect(built.session.steps[0].content[0].title).toBe('Linear equations');
    const [first] = built.session.steps[4].quiz!;
    expect(first).toMatchObject({ prompt: 'Solve 2x + 3 = 11.', kind: 'expression' });
    const key = built.answerKey[first.id];
    for (const answer of ['x = 4', '4', 'x=4']) expect(gradeQuizAnswer(key, answer).correct, answer).toBe(true);
    expect(gradeQuizAnswer(key, 'x = 5')).toEqual({ correct: false, expected: 'x = 4' });
  });
});

describe('buildOfflineLesson: any input', () => {
  it('gives the same lesson for the same input', () => {
    for (const topic of ['Fractions', 'photosynthesis', 'World War 2', 'Underwater basket weaving']) {
      expect(lesson(topic, { age: 12 })).toEqual(lesson(topic, { age: 12 }));
    }
  });

  it('gives a topic the library does not know a valid lesson with a gradeable self-check quiz', () => {
    const built = lesson('Underwater basket weaving', { age: 40 });
    expect(LearningSessionSchema.parse(built.session).topic).toBe('Underwater basket weaving');
    expectSoundLesson(built);
    expect(allItems(built.session).some((c) => c.type === 'card')).toBe(false);
    expect(built.session.steps[0].questions.join(' ')).toContain('Underwater basket weaving');
    expect(built.session.steps[4].quiz!.every((q) => q.kind === 'choice')).toBe(true);
    expect(allItems(built.session)[0].url).toBe('/chat?skill=Underwater+basket+weaving');
  });

  it('gives a child (8) shorter, simpler text than an adult on the same topic', () => {
    for (const topic of ['Fractions', 'photosynthesis', 'the water cycle']) {
      const words = (age: number) => lesson(topic, { age }).session.steps[0].content[0].description.split(/\s+/);
      const [child, adult] = [words(8), words(40)];
      expect(child.length, topic).toBeLessThan(adult.length);
      const longWords = (w: string[]) => w.filter((x) => x.replace(/\W/g, '').length >= 9).length / w.length;
      expect(longWords(child), topic).toBeLessThan(longWords(adult));
    }
  });

  it('sizes the quiz by skill level and sets the difficulty and the expected outcomes', () => {
    expect(lesson('Fractions', { skillLevel: 'beginner' }).session.steps[4].quiz).toHaveLength(3);
    const advanced = lesson('Fractions', { skillLevel: 'advanced', learningObjectives: ['Add fractions', 'Simplify fractions'] });
    expect(advanced.session.steps[4].quiz).toHaveLength(5);
    expect(advanced.session.difficulty).toBe('advanced');
    expect(advanced.session.expectedOutcomes).toEqual(['Add fractions', 'Simplify fractions']);
    expect(lesson('Fractions').session.expectedOutcomes).toEqual(['Understand Fractions', 'Apply Fractions', 'Analyze Fractions']);
  });

  it("lists every resource at the lesson's level, whatever the level of the cards it teaches from", () => {
    for (const skillLevel of ['beginner', 'intermediate', 'advanced'] as const) {
      for (const topic of ['Fractions', 'Photosynthesis', '2x + 3 = 11', 'Knitting patterns']) {
        const levels = allItems(lesson(topic, { skillLevel }).session).map((item) => item.skillLevel);
        expect(new Set(levels), `${topic} at ${skillLevel}`).toEqual(new Set([skillLevel]));
      }
    }
  });

  it('keeps every link inside the product, even for a topic that looks like an address', () => {
    for (const topic of ['//evil.com', 'https://example.com/x?a=1&b=2', 'Fractions']) {
      for (const item of allItems(lesson(topic).session)) {
        expect(item.url.startsWith('/chat?')).toBe(true);
        expect(new URL(item.url, 'https://brightpath.test').host).toBe('brightpath.test');
      }
    }
    expect(chatUrl('A & B', 3)).toBe('/chat?skill=A+%26+B&subject=3');
  });
});

describe('matchLesson', () => {
  it("prefers the learner's subject, and finds nothing for a weak match", () => {
    expect(matchLesson('equations', 2).cards.map((c) => c.id)).toEqual(['science-balancing-equations']);
    expect(matchLesson('equations').cards.every((c) => c.subjectId === 1)).toBe(true);
    expect(matchLesson('fractions', 2).cards[0].id).toBe('math-fractions');
    expect(matchLesson('Underwater basket weaving')).toEqual({ cards: [], problem: null });
  });

  it('reads a maths problem as the problem, not as search words', () => {
    const m = matchLesson('x^2 - 5x + 6 = 0');
    expect(m.problem?.answer).toBe('x = 2 or x = 3');
    expect(m.cards.map((c) => c.id)).toEqual(['math-quadratic-equations']);
  });
});

describe('eitherOr', () => {
  it('reads the options an either-or question names', () => {
    expect(eitherOr('Is an angle of 120 degrees acute or obtuse?')).toEqual(['acute', 'obtuse']);
    expect(eitherOr('Is volume measured in square units or cubic units?')).toEqual(['square units', 'cubic units']);
    expect(eitherOr('Which ratio is adjacent divided by hypotenuse: sine, cosine or tangent?')).toEqual(['sine', 'cosine', 'tangent']);
    expect(eitherOr('What is the green pigment in leaves that absorbs light?')).toBeNull();
  });
});
